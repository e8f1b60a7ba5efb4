#pragma once

#include "print/PrintRequest.h"
#include "system/SystemUi.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QCommandLineParser;

namespace md::fantasy {

// `moraledesk export` for the fantasy system (FanUi's exportSpec(), exportTakesFile() and parseExport() hand these
// on):
//
//   moraledesk export sheet FILE -o out.pdf
//   moraledesk export blank-sheet [--units N] -o out.pdf
//   moraledesk export profile-sheet FILE [--profile N] -o out.pdf
//   moraledesk export blank-profile-sheet -o out.pdf
//   moraledesk export odds-table FILE [--profile N] -o out.pdf
class FanExport
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanExport)

public:
    static ExportSpec spec();
    static bool takesFile(const QString &document);
    static void parse(const QCommandLineParser &parser, const QString &document, const QString &file,
                      PrintRequest *request, const std::function<void(const QString &)> &fail);
};

} // namespace md::fantasy
