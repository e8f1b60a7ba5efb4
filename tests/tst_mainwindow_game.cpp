// A game of two sides through the real window (issue 15): the active side and undo, one end of turn for both,
// the initiative, R11 for both in the retreat banner, adding the opposing side, exporting a side, saving and
// reopening. The fixture is in MainWindowFixture.h.
#include "MainWindowFixture.h"

#include "ratio/BattlegroupReader.h"
#include "ratio/RatioState.h"
#include "ratio/commands/Commands.h"
#include "ratio/models/RosterModel.h"
#include "ratio/document/BattlegroupJournal.h"
#include "ratio/widgets/GameBar.h"
#include "RatioRecovery.h"
#include "ratio/widgets/PlayPanel.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/BattlegroupForm.h"
#include "ratio/widgets/PlayRefusals.h"
#include <QLineEdit>
#include <QPushButton>

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QScrollBar>
#include <QTreeView>
#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
QString sample(const QString &name) { return QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/") + name; }
} // namespace

class TestMainWindowGame : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void undoPutsBackTheSideTheVerbChanged();
    void endTurnEndsItForBothSidesAsOneStep();
    void initiativePassesUndoably();
    void playUntilOneSideBreaks();
    void bothBreakInTheSameTurnNeitherHolds();
    void addOpposingSideAndExportIt();
    void gameIsJournalledWhole();
    void crashedGameIsRecoveredWithBothSides();
    void rosterKeepsItsStateAcrossEveryAction();
    void battlegroupRowEditsNameAndRules();
};

void TestMainWindowGame::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestMainWindowGame::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

// The document plays the active side; undo puts back the side a verb changed, whichever side is shown.
void TestMainWindowGame::undoPutsBackTheSideTheVerbChanged()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(sample(u"first-contact-game.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    QCOMPARE(doc->sideCount(), 2);
    QVERIFY(ratioOf(w)->gameBar()->isVisible());
    const Battlegroup redBefore = doc->side(1);
    // The side chooser makes Red Force the side played.
    QComboBox *chooser = ratioOf(w)->gameBar()->sideChooser();
    QCOMPARE(chooser->count(), 2);
    chooser->setCurrentIndex(1);
    Q_EMIT chooser->activated(1);
    QCOMPARE(doc->activeSide(), 1);
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    QVERIFY(doc->side(1).units.at(0).pieces.at(0).state.presence == Presence::Casualty);
    doc->setActiveSide(0);
    doc->undoStack()->undo();
    QCOMPARE(doc->activeSide(), 0);
    QCOMPARE(doc->side(1), redBefore);
    doc->undoStack()->redo();
    QVERIFY(doc->side(1).units.at(0).pieces.at(0).state.presence == Presence::Casualty);
    QCOMPARE(doc->endurance(1), ratio::endurance(doc->side(1)));
}

void TestMainWindowGame::endTurnEndsItForBothSidesAsOneStep()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(sample(u"first-contact-game.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    const int turn = doc->side(0).turn;
    const int steps = doc->undoStack()->count();
    ratioOf(w)->endTurn();
    QCOMPARE(doc->side(0).turn, turn + 1);
    QCOMPARE(doc->side(1).turn, turn + 1);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->side(0).turn, turn);
    QCOMPARE(doc->side(1).turn, turn);

    // Checks due on the side not shown still hold the turn (R6), and the refusal names them.
    doc->setActiveSide(1);
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    doc->setActiveSide(0);
    m_prompter->overrideEndTurn = false;
    ratioOf(w)->endTurn();
    QVERIFY(m_prompter->asked.last().startsWith(u"endTurn:"_s));
    QCOMPARE(doc->side(1).turn, turn);
    const ratio::ActionResult refused = ratioOf(w)->commands()->endTurn(false);
    QVERIFY2(refused.error.contains(u"Red Force: Pte. Ilyin"_s), qPrintable(refused.error));
    m_prompter->overrideEndTurn = true;
    ratioOf(w)->endTurn();
    QCOMPARE(doc->side(0).turn, turn + 1);
    QCOMPARE(doc->side(1).turn, turn + 1);
}

void TestMainWindowGame::initiativePassesUndoably()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(sample(u"first-contact-game.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    ratio::GameBar *bar = ratioOf(w)->gameBar();
    auto *own = ratioOf(w)->playPanel()->findChild<QCheckBox *>(u"ownInitiativeBox"_s);
    QVERIFY(own);
    QCOMPARE(doc->initiative(), 0);
    QVERIFY(own->isChecked()); // R6 default: the side played has the initiative
    QVERIFY(bar->initiativeLabel()->text().contains(doc->side(0).name));
    bar->passInitiativeAction()->trigger();
    QCOMPARE(doc->initiative(), 1);
    QVERIFY(bar->initiativeLabel()->text().contains(u"Red Force"_s));
    QVERIFY(!own->isChecked());
    doc->setActiveSide(1);
    QVERIFY(own->isChecked());
    doc->undoStack()->undo();
    QCOMPARE(doc->initiative(), 0);
}

// Issue 15 acceptance (the window's part): a two-sided game played until one side breaks; R11 in the banner.
void TestMainWindowGame::playUntilOneSideBreaks()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(sample(u"first-contact-game.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    QVERIFY(ratioOf(w)->retreatBanner()->isHidden());
    m_prompter->overrideEndTurn = true;
    // Turn 1: Rangers take one loss.
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->endTurn();
    QCOMPARE(doc->side(1).turn, 2);
    // Turn 2: Red Force loses man after man until it breaks (R11).
    doc->setActiveSide(1);
    int losses = 0;
    for (int unit = 0; unit < 2 && doc->side(1).breakingTurn == 0; ++unit) {
        for (int piece = 0; piece < 5 && doc->side(1).breakingTurn == 0; ++piece) {
            ratioOf(w)->selectPiece({unit, piece});
            ratioOf(w)->playPanel()->casualty();
            ++losses;
        }
    }
    QCOMPARE(doc->side(1).breakingTurn, 2);
    QVERIFY(losses > 1);
    QCOMPARE(doc->side(0).breakingTurn, 0);
    QVERIFY(ratioOf(w)->retreatBanner()->isVisible());
    const QString expected = u"Red Force reached its breaking point in turn 2: it retreats from turn 3; "_s
        + doc->side(0).name + u" hold the field."_s;
    QVERIFY2(ratioOf(w)->retreatBanner()->text().endsWith(expected), qPrintable(ratioOf(w)->retreatBanner()->text()));
    // Both sides' endurance on the turn bar.
    const QString both = ratioOf(w)->gameBar()->enduranceLabel()->text();
    QVERIFY2(both.contains(u"Red Force %1/%2 lost"_s.arg(doc->endurance(1).lost).arg(doc->endurance(1).total)), qPrintable(both));
    QVERIFY(both.contains(doc->side(0).name));
    // The banner follows undo.
    doc->undoStack()->undo();
    QVERIFY(ratioOf(w)->retreatBanner()->isHidden());
    doc->undoStack()->redo();
    QVERIFY(ratioOf(w)->retreatBanner()->isVisible());

    // Saved as one document, read back as the same game.
    const QString file = m_dir->filePath(u"game.json"_s);
    m_prompter->saveName = file;
    QVERIFY(w->saveAs());
    const LoadResult back = BattlegroupReader::readFile(file);
    QVERIFY2(back.ok(), qPrintable(back.problems.value(0).reason));
    QVERIFY(back.isGame());
    QCOMPARE(back.sides, doc->ratioState().sides());
}

// R13 case 6 through the document and the window: both sides pass 50 % in the same turn.
void TestMainWindowGame::bothBreakInTheSameTurnNeitherHolds()
{
    // A game made in the window: a fireteam (5 points, R11) against the opposing side's fireteam.
    MainWindow *w = makeWindow();
    Commands *commands = ratioOf(w)->commands();
    QVERIFY(commands->addUnit(unitFromKey(u"fireteam"_s)).ok());
    QVERIFY(commands->editBattlegroup(u"Blue"_s, u"Federation"_s, {}, {}).ok());
    Battlegroup red = documentOf(w)->battlegroup();
    red.name = u"Red"_s;
    red.side = u"Hegemony"_s;
    QVERIFY(commands->addOpposingSide(red).ok());
    BattlegroupDocument *doc = documentOf(w);
    QCOMPARE(doc->sideCount(), 2);
    for (int side = 0; side < 2; ++side) {
        doc->setActiveSide(side);
        for (int piece = 0; piece < 3; ++piece) {
            ratioOf(w)->selectPiece({0, piece});
            ratioOf(w)->playPanel()->casualty();
        }
        QCOMPARE(doc->battlegroup().breakingTurn, 1); // 3 of 5 lost: 60 % (R11)
    }
    QVERIFY(ratioOf(w)->retreatBanner()->isVisible());
    QVERIFY2(ratioOf(w)->retreatBanner()->text().endsWith(
                 u"Both battlegroups reached their breaking point in turn 1: neither holds the field."_s),
             qPrintable(ratioOf(w)->retreatBanner()->text()));
    // Undo the last loss while the other side is shown: Red is back on the field and holds it.
    doc->setActiveSide(0);
    doc->undoStack()->undo();
    QCOMPARE(doc->side(1).breakingTurn, 0);
    QCOMPARE(doc->activeSide(), 0);
    QVERIFY2(ratioOf(w)->retreatBanner()->text().endsWith(
                 u"Blue reached its breaking point in turn 1: it retreats from turn 2; Red hold the field."_s),
             qPrintable(ratioOf(w)->retreatBanner()->text()));
}

void TestMainWindowGame::addOpposingSideAndExportIt()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(sample(u"first-contact.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    QCOMPARE(doc->sideCount(), 1);
    QVERIFY(!ratioOf(w)->gameBar()->isVisible());
    const Battlegroup own = doc->battlegroup();
    m_prompter->one.enqueue(0); // the bundled Red Force
    ratioOf(w)->gameBar()->addSideAction()->trigger();
    QCOMPARE(doc->sideCount(), 2);
    QCOMPARE(doc->side(0), own);
    QCOMPARE(doc->side(1).name, u"Red Force"_s);
    QCOMPARE(doc->side(1).turn, own.turn);
    QVERIFY(ratioOf(w)->gameBar()->isVisible());
    QVERIFY(!ratioOf(w)->gameBar()->addSideAction()->isEnabled());
    doc->undoStack()->undo();
    QCOMPARE(doc->sideCount(), 1);
    QVERIFY(!ratioOf(w)->gameBar()->isVisible());
    doc->undoStack()->redo();
    QCOMPARE(doc->sideCount(), 2);

    // A game file is no opposing side: refused in words.
    m_prompter->one.enqueue(1);
    m_prompter->openName = sample(u"first-contact-game.json"_s);
    doc->undoStack()->undo();
    ratioOf(w)->gameBar()->addOpposingSide();
    QCOMPARE(doc->sideCount(), 1);
    QVERIFY(m_prompter->errors.last().contains(u"already a game of two sides"_s));
    doc->undoStack()->redo();

    // Export the side played to its own file, which reads back as that battlegroup alone.
    doc->setActiveSide(1);
    const QString file = m_dir->filePath(u"red.json"_s);
    m_prompter->saveName = file;
    ratioOf(w)->gameBar()->exportSideAction()->trigger();
    const LoadResult back = BattlegroupReader::readFile(file);
    QVERIFY(back.ok());
    QVERIFY(!back.isGame());
    QCOMPARE(*back.battlegroup, doc->side(1));
}

// Crash recovery: a game has no line format of its own; the journal asks for whole copies (StateJournal).
void TestMainWindowGame::gameIsJournalledWhole()
{
    const LoadResult loaded = BattlegroupReader::readFile(sample(u"first-contact-game.json"_s));
    QVERIFY(loaded.ok());
    ratio::RatioState before(loaded.sides);
    ratio::RatioState after = before;
    after.side(1).turn = 2;
    QVERIFY(BattlegroupJournal().entry(before, after).isEmpty());
    ratio::RatioState single(loaded.sides.at(0));
    ratio::RatioState singleAfter = single;
    singleAfter.battlegroup().notes = u"changed"_s;
    QVERIFY(!BattlegroupJournal().entry(single, singleAfter).isEmpty());
}

// Crash recovery keeps working for a game: both sides, the turn and the initiative come back, one undo step.
void TestMainWindowGame::crashedGameIsRecoveredWithBothSides()
{
    const QString path = m_dir->filePath(u"game.json"_s);
    QList<Battlegroup> played;
    {
        MainWindow *w = makeWindow();
        QVERIFY(w->openFile(sample(u"first-contact-game.json"_s)));
        m_prompter->saveName = path;
        QVERIFY(w->saveAs());
        BattlegroupDocument *doc = documentOf(w);
        doc->setActiveSide(1);
        ratioOf(w)->selectPiece({0, 0});
        ratioOf(w)->playPanel()->casualty();
        ratioOf(w)->gameBar()->passInitiative();
        QVERIFY(m_recovery->exists());
        played = doc->ratioState().sides();
        // A crash: the window goes away without being closed.
        delete m_window;
        m_window = nullptr;
    }
    MainWindow *again = makeWindow();
    m_prompter->recover = true;
    again->start(QString());
    QVERIFY(m_prompter->asked.last().startsWith(u"recover:"_s));
    BattlegroupDocument *doc = documentOf(again);
    QCOMPARE(doc->fileName(), path);
    QCOMPARE(doc->sideCount(), 2);
    QCOMPARE(doc->ratioState().sides(), played);
    QCOMPARE(doc->initiative(), 1);
    doc->undoStack()->undo(); // back to the file as saved
    QCOMPARE(doc->side(1).log.size(), 0);
    QCOMPARE(doc->initiative(), 0);
}

// Issue 15: the roster keeps its expanded units, its selection and its scroll position across a casualty, a
// check, a bail-out (rows added), an edit, an added and a removed unit, and the undo and redo of each.
void TestMainWindowGame::rosterKeepsItsStateAcrossEveryAction()
{
    MainWindow *w = makeWindow();
    w->resize(1000, 560);
    QVERIFY(w->openFile(sample(u"first-contact.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    QTreeView *roster = ratioOf(w)->rosterView();
    roster->setFixedHeight(240); // short enough to scroll whatever the window's least height
    QCoreApplication::processEvents();
    auto *model = qobject_cast<RosterModel *>(roster->model());
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Commands *commands = ratioOf(w)->commands();

    roster->collapse(model->unitIndex(1));
    ratioOf(w)->selectPiece({2, 1});
    QScrollBar *scroll = roster->verticalScrollBar();
    QVERIFY2(scroll->maximum() > 0, "the roster must scroll for this test");
    scroll->setValue(scroll->maximum() / 2);
    const int scrolled = scroll->value();
    const QString selectedId = doc->battlegroup().units.at(2).pieces.at(1).id;

    const auto kept = [&](const char *after) {
        const QModelIndex current = roster->currentIndex();
        const ratio::PieceRef ref = RosterModel::refOf(current);
        QVERIFY2(ref.unit >= 0 && ref.piece >= 0, after);
        QCOMPARE(doc->battlegroup().units.at(ref.unit).pieces.at(ref.piece).id, selectedId);
        QVERIFY2(!roster->isExpanded(model->unitIndex(1)), after);
        QVERIFY2(roster->isExpanded(model->unitIndex(0)), after);
        QVERIFY2(roster->isExpanded(model->unitIndex(3)), after);
        QVERIFY2(scroll->value() == scrolled, after);
    };

    // At set-up: a unit added before the selected one, then removed; and undo of both.
    Unit added = unitFromKey(u"fireteam"_s);
    const ratio::ActionResult add = commands->addUnit(added, 0);
    QVERIFY2(add.ok(), qPrintable(add.error));
    QCOMPARE(RosterModel::refOf(roster->currentIndex()).unit, 3);
    QVERIFY(roster->isExpanded(model->unitIndex(0))); // the new unit opens like the rest
    QVERIFY(!roster->isExpanded(model->unitIndex(2)));
    QVERIFY(commands->removeUnit(0).ok());
    kept("remove unit");
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    kept("undo add and remove");
    // A casualty elsewhere, a check, their undo and redo (R6).
    QVERIFY(commands->casualty({0, 0}).ok());
    kept("casualty");
    TypedDie one(1);
    QVERIFY(commands->check({0, 1}, one).ok());
    kept("check");
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    kept("undo");
    doc->undoStack()->redo();
    kept("redo");
    // An edit of the selected piece's unit.
    Unit renamed = doc->battlegroup().units.at(2);
    renamed.name = u"Renamed section"_s;
    QVERIFY(commands->editUnit(2, renamed).ok());
    kept("edit");
    // The tank is destroyed and one of its crew survives (R10): rows join the roster.
    QVERIFY(!doc->battlegroup().units.at(3).pieces.at(0).crew.isEmpty());
    const int rowsBefore = model->rowCount() + model->rowCount(model->unitIndex(3));
    const ratio::ActionResult bail = commands->explosiveDestruction({3, 0}, {0});
    QVERIFY2(bail.ok(), qPrintable(bail.error));
    QVERIFY(model->rowCount() + model->rowCount(model->unitIndex(3)) > rowsBefore);
    kept("crew survives");
    doc->undoStack()->undo();
    kept("undo crew survives");
}

// Issue 15: the battlegroup's own row, first in the roster, opens its form (name, side, notes, the optional
// rules) even when it has units; the play panel then sums it up and refuses every verb with the reason. In a
// game the row reads the side in play.
void TestMainWindowGame::battlegroupRowEditsNameAndRules()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(sample(u"first-contact-game.json"_s)));
    BattlegroupDocument *doc = documentOf(w);
    QCOMPARE(doc->sideCount(), 2);
    QTreeView *roster = ratioOf(w)->rosterView();
    auto *model = qobject_cast<RosterModel *>(roster->model());
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex row = model->battlegroupIndex();
    QCOMPARE(row.row(), 0);
    QVERIFY(!row.parent().isValid());
    QCOMPARE(RosterModel::refOf(row).unit, -1);
    // Unit 0 is still unitIndex(0), under the battlegroup's row.
    QCOMPARE(RosterModel::refOf(model->unitIndex(0)).unit, 0);
    QCOMPARE(model->unitIndex(0).row(), 1);
    QCOMPARE(model->rowCount(), static_cast<int>(doc->battlegroup().units.size()) + 1);

    const QString first = doc->side(0).name;
    const QString second = doc->side(1).name;
    QVERIFY(first != second);
    QCOMPARE(row.data().toString(), doc->battlegroup().name);
    QCOMPARE(row.siblingAtColumn(RosterModel::KindColumn).data().toString(), u"Battlegroup"_s);
    const ratio::Endurance e = doc->endurance();
    QCOMPARE(row.siblingAtColumn(RosterModel::PointsColumn).data().toString(), u"\u2212%1 / %2"_s.arg(e.lost).arg(e.total));
    QCOMPARE(row.siblingAtColumn(RosterModel::StatusColumn).data().toString(), u"Holds"_s);
    doc->setActiveSide(1 - doc->activeSide());
    QCOMPARE(model->battlegroupIndex().data().toString(), doc->battlegroup().name);
    doc->setActiveSide(0);
    QCOMPARE(model->battlegroupIndex().data().toString(), first);

    roster->setCurrentIndex(model->battlegroupIndex());
    EditorPanel *editor = ratioOf(w)->editorPanel();
    QCOMPARE(editor->page(), EditorPanel::Page::Battlegroup);
    PlayPanel *play = ratioOf(w)->playPanel();
    QPushButton *casualty = play->verbButton(PlayVerb::Casualty);
    QVERIFY(casualty);
    QVERIFY(!casualty->isEnabled());
    QVERIFY2(casualty->toolTip().contains(u"Select a unit or a piece"_s), qPrintable(casualty->toolTip()));
    auto *title = play->findChild<QLabel *>(u"playTitle"_s);
    QVERIFY(title);
    QVERIFY2(title->text().contains(first), qPrintable(title->text()));

    // The name, through the form, as one undo step.
    auto *name = editor->battlegroupForm()->findChild<QLineEdit *>(u"battlegroupName"_s);
    QVERIFY(name);
    QCOMPARE(name->text(), first);
    const int steps = doc->undoStack()->count();
    name->setText(u"Kampfgruppe Renamed"_s);
    Q_EMIT name->editingFinished();
    QCOMPARE(doc->battlegroup().name, u"Kampfgruppe Renamed"_s);
    QCOMPARE(doc->side(1).name, second);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(model->battlegroupIndex().data().toString(), u"Kampfgruppe Renamed"_s);
    QVERIFY(RosterModel::isBattlegroupRow(roster->currentIndex())); // still selected after the edit
    doc->undoStack()->undo();
    QCOMPARE(doc->battlegroup().name, first);
    QCOMPARE(model->battlegroupIndex().data().toString(), first);
    QCOMPARE(name->text(), first);
    QVERIFY(RosterModel::isBattlegroupRow(roster->currentIndex()));
    doc->undoStack()->redo();
    QCOMPARE(model->battlegroupIndex().data().toString(), u"Kampfgruppe Renamed"_s);

    // A unit row is still a unit: its form, and the play verbs come back.
    ratioOf(w)->selectPiece({0, 0});
    QCOMPARE(editor->page(), EditorPanel::Page::Piece);
    QVERIFY(casualty->isEnabled());
}

QTEST_MAIN(TestMainWindowGame)
#include "tst_mainwindow_game.moc"
