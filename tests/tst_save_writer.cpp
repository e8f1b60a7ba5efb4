// The victim of the crash-safety test (tst_savekill), killed with SIGKILL at random moments:
//
//   save_writer document FILE      opens FILE, then in a loop writes "generation N" into its notes and saves
//                                  it the way File → Save does; prints "saved N" after each save returns.
//   save_writer play FILE RECOVERY opens FILE and plays tests/PlayScript.h through the Commands facade with
//                                  the window's recovery writer on the folder RECOVERY; prints "action N"
//                                  after each action returns.
#include "PlayScript.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "RatioRecovery.h"
#include "document/RecoveryFile.h"
#include "document/RecoveryWriter.h"

#include <QCoreApplication>

#include <cstdio>

using namespace md;
using namespace Qt::StringLiterals;

namespace {
int fail(const QString &message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return 1;
}

int saveInALoop(const QString &fileName)
{
    Problems problems;
    auto document = BattlegroupDocument::load(fileName, &problems);
    if (!document)
        return fail(problems.isEmpty() ? fileName : problems.constFirst().toString());
    Commands commands(document.get());
    const int first = document->battlegroup().notes.section(u' ', 1).toInt() + 1;
    for (int n = first;; ++n) {
        const Battlegroup &bg = document->battlegroup();
        const ratio::ActionResult edited =
            commands.editBattlegroup(bg.name, bg.side, u"generation %1"_s.arg(n), bg.rules);
        if (!edited.ok())
            return fail(edited.error);
        QString error;
        if (!document->save(fileName, &error))
            return fail(error);
        std::printf("saved %d\n", n);
        std::fflush(stdout);
    }
}

int playInALoop(const QString &fileName, const QString &recoveryFolder)
{
    Problems problems;
    auto document = BattlegroupDocument::load(fileName, &problems);
    if (!document)
        return fail(problems.isEmpty() ? fileName : problems.constFirst().toString());
    Commands commands(document.get());
    const RecoveryFile recovery(recoveryFolder);
    auto *writer = new RecoveryWriter(document.get(), &recovery, &ratioJournal(), document.get());
    int exitCode = 0;
    QObject::connect(writer, &RecoveryWriter::failed, writer, [&exitCode](const QString &error) {
        exitCode = fail(error);
    });
    for (int n = 1;; ++n) {
        const QString refused = test::PlayScript::play(document.get(), &commands, n);
        if (!refused.isEmpty())
            return fail(u"action %1: %2"_s.arg(n).arg(refused));
        if (exitCode != 0)
            return exitCode;
        std::printf("action %d\n", n);
        std::fflush(stdout);
    }
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && args.at(1) == u"document"_s)
        return saveInALoop(args.at(2));
    if (args.size() == 4 && args.at(1) == u"play"_s)
        return playInALoop(args.at(2), args.at(3));
    std::fputs("usage: save_writer document FILE | save_writer play FILE RECOVERY_FOLDER\n", stderr);
    return 2;
}
