#pragma once

#include "print/PrintRequest.h"
#include "system/SystemUi.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QCommandLineParser;

namespace md::ww1 {

// `moraledesk export` for WW1 (Ww1Ui's exportSpec(), exportTakesFile() and parseExport() hand these on):
//
//   moraledesk export sheet --blank [--groups N] [--stands N] [--members N] -o out.pdf
//   moraledesk export sheet FILE -o out.pdf
//   moraledesk export card -o out.pdf
class Ww1Export
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Export)

public:
    static ExportSpec spec();
    static bool takesFile(const QString &document);
    static void parse(const QCommandLineParser &parser, const QString &document, const QString &file,
                      PrintRequest *request, const std::function<void(const QString &)> &fail);
};

} // namespace md::ww1
