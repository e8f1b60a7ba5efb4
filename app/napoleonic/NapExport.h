#pragma once

#include "print/PrintRequest.h"
#include "system/SystemUi.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QCommandLineParser;

namespace md::nap {

// `moraledesk export` for the Napoleonic system (NapUi's exportSpec(), exportTakesFile() and parseExport() hand
// these on):
//
//   moraledesk export sheet FILE -o out.pdf
//   moraledesk export blank-sheet [--commands N] [--units N] -o out.pdf
//   moraledesk export card -o out.pdf
class NapExport
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapExport)

public:
    static ExportSpec spec();
    static bool takesFile(const QString &document);
    static void parse(const QCommandLineParser &parser, const QString &document, const QString &file,
                      PrintRequest *request, const std::function<void(const QString &)> &fail);
};

} // namespace md::nap
