// The recovery copy's journal (issue 7: "a crash or power cut must never lose a click", and the cost of an
// action must not grow with the size of the other units). An action appends what it changed, on the saved
// file while that file is unchanged, else on a whole copy; what a crash cuts short is left out; a journal
// never replays onto a file that changed under it. tst_savekill kills the writer at random on top of this.
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "RatioRecovery.h"
#include "document/RecoveryFile.h"
#include "document/RecoveryWriter.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace md;
using namespace Qt::StringLiterals;

namespace {
const QString kSample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/first-contact.json");

QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int lineCount(const QString &fileName) { return static_cast<int>(readAll(fileName).count('\n')); }

Battlegroup squads(int count)
{
    Battlegroup bg;
    bg.name = u"Squads"_s;
    const IdGenerator ids = idGeneratorFor(bg);
    for (int i = 0; i < count; ++i)
        bg.units.append(squadTemplate(ids, u"Squad %1"_s.arg(i + 1)));
    return bg;
}

// A document opened from a copy of the sample, with its recovery writer, as the window has them.
struct Rig
{
    QTemporaryDir dir;
    QString file = dir.filePath(u"game.json"_s);
    RecoveryFile recovery{dir.filePath(u"recovery"_s)};
    std::unique_ptr<BattlegroupDocument> document;
    std::unique_ptr<Commands> commands;
    RecoveryWriter *writer = nullptr;

    explicit Rig(const QString &source = kSample)
    {
        QFile::copy(source, file);
        Problems problems;
        document = BattlegroupDocument::load(file, &problems);
        commands = std::make_unique<Commands>(document.get());
        writer = new RecoveryWriter(document.get(), &recovery, &ratioJournal(), document.get());
    }
    Battlegroup recovered(QString *problem = nullptr, int *actions = nullptr) const
    {
        const auto r = recovery.read(ratioJournal(), problem);
        if (actions)
            *actions = r ? r->actions : -1;
        return r ? battlegroupOf(*r) : Battlegroup{};
    }
};
} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void journalOnTheSavedFile();
    void relativeFileNameRecoversFromAnotherFolder();
    void tornLastLineIsTheUnfinishedAction();
    void garbageEndsTheReplay();
    void changedFileIsNeverReplayedOn();
    void untitledDocumentStartsWithACopy();
    void addingAUnitWritesAWholeCopy();
    void journalIsCompactedIntoACopy();
    void undoToTheSavedStateAndSaveRemoveIt();
    void entryCostsWhatChanged();
    void failedWriteIsReportedAndRetriedWhole();
};

void TestRecovery::journalOnTheSavedFile()
{
    Rig rig;
    QVERIFY(rig.document);
    QVERIFY(rig.commands->casualty({0, 1}).ok());
    // The first action after opening builds on the user's file: no copy of the battlegroup is written.
    QVERIFY(QFileInfo::exists(rig.recovery.journalPath()));
    QVERIFY(!QFileInfo::exists(rig.recovery.battlegroupPath()));
    int actions = 0;
    QCOMPARE(rig.recovered(nullptr, &actions), rig.document->battlegroup());
    QCOMPARE(actions, 1);
    TypedDie die(10);
    QVERIFY(rig.commands->check({0, 0}, die).ok());
    QVERIFY(rig.commands->leaveBoard({1, 2}).ok()); // unmarked: a marked piece would have to check first (R6)
    rig.document->undoStack()->undo(); // an undo is an entry too: the log shrinks, the unit returns
    QVERIFY(rig.commands->endTurn(true).ok());
    QCOMPARE(rig.recovered(nullptr, &actions), rig.document->battlegroup());
    QCOMPARE(actions, 5);
    QCOMPARE(lineCount(rig.recovery.journalPath()), 6); // the header and one line per action
    QCOMPARE(rig.recovery.read(ratioJournal())->originalFile, rig.file);
}

// Opened as "game.json" from its folder, recovered by a start in another folder: the note names the file
// absolutely, so the journal still finds its base.
void TestRecovery::relativeFileNameRecoversFromAnotherFolder()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kSample, dir.filePath(u"game.json"_s)));
    const QString before = QDir::currentPath();
    const auto restore = qScopeGuard([&before] { QDir::setCurrent(before); });
    QVERIFY(QDir::setCurrent(dir.path()));
    Problems problems;
    auto document = BattlegroupDocument::load(u"game.json"_s, &problems);
    QVERIFY(document);
    Commands commands(document.get());
    const RecoveryFile recovery(dir.filePath(u"recovery"_s));
    RecoveryWriter writer(document.get(), &recovery, &ratioJournal());
    QVERIFY(commands.casualty({0, 1}).ok());
    QVERIFY(QDir::setCurrent(QDir::tempPath()));
    const auto r = recovery.read(ratioJournal());
    QVERIFY(r);
    QCOMPARE(battlegroupOf(*r), document->battlegroup());
    QCOMPARE(r->actions, 1);
    QCOMPARE(r->originalFile, dir.filePath(u"game.json"_s));
}

void TestRecovery::tornLastLineIsTheUnfinishedAction()
{
    Rig rig;
    QVERIFY(rig.commands->casualty({0, 1}).ok());
    QVERIFY(rig.commands->casualty({0, 2}).ok());
    const Battlegroup afterTwo = rig.document->battlegroup();
    QVERIFY(rig.commands->casualty({0, 3}).ok());
    // A crash in the middle of the third line's write: the line has no end.
    QByteArray journal = readAll(rig.recovery.journalPath());
    journal.chop(journal.size() - journal.lastIndexOf('\n', journal.size() - 2) - 1 - 40);
    QFile f(rig.recovery.journalPath());
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(journal);
    f.close();
    int actions = 0;
    QCOMPARE(rig.recovered(nullptr, &actions), afterTwo);
    QCOMPARE(actions, 2);
}

void TestRecovery::garbageEndsTheReplay()
{
    Rig rig;
    QVERIFY(rig.commands->casualty({0, 1}).ok());
    const Battlegroup afterOne = rig.document->battlegroup();
    QVERIFY(rig.commands->casualty({0, 2}).ok());
    const QByteArray good = readAll(rig.recovery.journalPath());
    const QList<QByteArray> lines = good.split('\n');
    // A complete line that is not a change, then a good one: nothing after the bad line is trusted.
    for (const QByteArray &bad : {QByteArray("{\"units\":1}"), QByteArray("not json"),
                                  QByteArray("{\"units\":5,\"changed\":{\"99\":{}},\"top\":{},\"keepLog\":0,\"log\":[]}"),
                                  QByteArray("{\"units\":5,\"changed\":{},\"top\":{\"format\":2},\"keepLog\":0,\"log\":[]}")}) {
        QFile f(rig.recovery.journalPath());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(lines.at(0) + '\n' + lines.at(1) + '\n' + bad + '\n' + lines.at(2) + '\n');
        f.close();
        int actions = 0;
        QCOMPARE(rig.recovered(nullptr, &actions), afterOne);
        QCOMPARE(actions, 1);
    }
}

void TestRecovery::changedFileIsNeverReplayedOn()
{
    Rig rig;
    QVERIFY(rig.commands->casualty({0, 1}).ok());
    // Someone else saves over the file: the journal's lines no longer describe changes to it.
    Battlegroup other = rig.document->battlegroup();
    other.name = u"Someone else's"_s;
    QVERIFY(BattlegroupWriter::saveFile(other, rig.file));
    QString problem;
    QVERIFY(!rig.recovery.read(ratioJournal(), &problem));
    QVERIFY2(problem.contains(u"game.json"_s) && problem.contains(u"changed"_s), qPrintable(problem));
}

void TestRecovery::untitledDocumentStartsWithACopy()
{
    QTemporaryDir dir;
    BattlegroupDocument document(squads(3));
    Commands commands(&document);
    const RecoveryFile recovery(dir.filePath(u"recovery"_s));
    RecoveryWriter writer(&document, &recovery, &ratioJournal());
    QVERIFY(commands.casualty({1, 1}).ok());
    QVERIFY(QFileInfo::exists(recovery.battlegroupPath()));
    QCOMPARE(lineCount(recovery.journalPath()), 1); // only the header: the copy is the state
    QVERIFY(commands.casualty({1, 2}).ok());
    QCOMPARE(lineCount(recovery.journalPath()), 2);
    const auto r = recovery.read(ratioJournal());
    QVERIFY(r);
    QCOMPARE(battlegroupOf(*r), document.battlegroup());
    QCOMPARE(r->actions, 1);
    QVERIFY(r->originalFile.isEmpty());
}

void TestRecovery::addingAUnitWritesAWholeCopy()
{
    Rig rig;
    // A change before it; an edit, since units join only at set-up (R5, R11).
    const Battlegroup &bg = rig.document->battlegroup();
    QVERIFY(rig.commands->editBattlegroup(bg.name + u" (reserve)"_s, bg.side, bg.notes, bg.rules).ok());
    const IdGenerator ids = idGeneratorFor(rig.document->battlegroup());
    QVERIFY(rig.commands->addUnit(squadTemplate(ids, u"Reserve"_s)).ok());
    QVERIFY(QFileInfo::exists(rig.recovery.battlegroupPath()));
    QCOMPARE(lineCount(rig.recovery.journalPath()), 1);
    QCOMPARE(rig.recovered(), rig.document->battlegroup());
    const ratio::ActionResult removed = rig.commands->removeUnit(static_cast<int>(rig.document->battlegroup().units.size()) - 1);
    QVERIFY2(removed.ok(), qPrintable(removed.error));
    QCOMPARE(rig.recovered(), rig.document->battlegroup());
}

void TestRecovery::journalIsCompactedIntoACopy()
{
    Rig rig;
    const qint64 fileBytes = QFileInfo(rig.file).size();
    qint64 largest = 0;
    bool compacted = false;
    for (int i = 0; i < 400; ++i) {
        QVERIFY(rig.commands->markActed({i % 2, 3}).ok() || rig.commands->endTurn(true).ok());
        largest = std::max(largest, QFileInfo(rig.recovery.journalPath()).size());
        compacted = compacted || QFileInfo::exists(rig.recovery.battlegroupPath());
    }
    QVERIFY2(compacted, "the journal was never rewritten as a whole copy");
    // It never outgrows the larger of a copy and the floor of 256 KiB by more than one line.
    QVERIFY2(largest < std::max<qint64>(fileBytes, 256 * 1024) + 64 * 1024, qPrintable(QString::number(largest)));
    QCOMPARE(rig.recovered(), rig.document->battlegroup());
}

void TestRecovery::undoToTheSavedStateAndSaveRemoveIt()
{
    Rig rig;
    QVERIFY(rig.commands->casualty({0, 1}).ok());
    QVERIFY(rig.recovery.exists());
    rig.document->undoStack()->undo();
    QVERIFY(!rig.recovery.exists());
    rig.document->undoStack()->redo();
    QVERIFY(rig.recovery.exists());
    QCOMPARE(rig.recovered(), rig.document->battlegroup());
    QString error;
    QVERIFY2(rig.document->save(rig.file, &error), qPrintable(error));
    QVERIFY(!rig.recovery.exists());
    // After a save the journal builds on the file as saved.
    QVERIFY(rig.commands->casualty({0, 2}).ok());
    int actions = 0;
    QCOMPARE(rig.recovered(nullptr, &actions), rig.document->battlegroup());
    QCOMPARE(actions, 1);
    QVERIFY(!QFileInfo::exists(rig.recovery.battlegroupPath()));
}

// The line a loss writes holds the unit it changed and the log's new tail: about the same bytes whether the
// other units are 9 or 999 (only the ids and names, "Squad 6" or "Squad 501", are longer); bench_loss
// times the whole path.
void TestRecovery::entryCostsWhatChanged()
{
    qsizetype sizes[2] = {};
    qsizetype whole = 0;
    int i = 0;
    for (int count : {10, 1000}) {
        Battlegroup before = squads(count);
        BattlegroupDocument document(before);
        Commands commands(&document);
        QVERIFY(commands.casualty({count / 2, 1}).ok());
        const QByteArray entry = BattlegroupJournal::journalEntry(before, document.battlegroup());
        QVERIFY(!entry.isEmpty());
        QVERIFY(entry.endsWith('\n') && entry.count('\n') == 1);
        sizes[i++] = entry.size();
        whole = BattlegroupWriter::toJson(document.battlegroup()).size();
    }
    QVERIFY2(sizes[1] < sizes[0] + 100, qPrintable(u"%1 against %2 bytes"_s.arg(sizes[1]).arg(sizes[0])));
    QVERIFY2(sizes[1] * 500 < whole, qPrintable(u"%1 bytes of a %2-byte battlegroup"_s.arg(sizes[1]).arg(whole)));
}

void TestRecovery::failedWriteIsReportedAndRetriedWhole()
{
    Rig rig;
    QSignalSpy failed(rig.writer, &RecoveryWriter::failed);
    QVERIFY(rig.commands->casualty({0, 1}).ok());
    // The journal's place taken by a folder: the next append fails and says so.
    QVERIFY(QFile::remove(rig.recovery.journalPath()));
    QVERIFY(QDir().mkpath(rig.recovery.journalPath()));
    QVERIFY(rig.commands->casualty({0, 2}).ok());
    QCOMPARE(failed.count(), 1);
    QVERIFY(QDir(rig.recovery.journalPath()).removeRecursively());
    // The next action writes a whole copy, so nothing from before the failure is missing.
    QVERIFY(rig.commands->casualty({0, 3}).ok());
    QCOMPARE(failed.count(), 1);
    QVERIFY(QFileInfo::exists(rig.recovery.battlegroupPath()));
    QCOMPARE(rig.recovered(), rig.document->battlegroup());
}

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
