// The paper round trip through the real main window (issue 15): a short game played through the play verbs, the
// same game keyed in from its marked-up sheet by keyboard alone in Play > Key in marked-up sheet…, the two
// compared unit by unit and piece by piece; undo takes the whole sheet back in one step. Bad values show red,
// name the piece and the column, and keep Apply disabled.
#include "MainWindowFixture.h"
#include "ScriptedDice.h"

#include "ratio/commands/Commands.h"
#include "ratio/paper/SheetEntryDialog.h"
#include "ratio/paper/SheetEntryModel.h"
#include "ratio/paper/SheetEntryView.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/SheetReturn.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBrush>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

using namespace md;
using namespace md::test;
using namespace md::ratio;
using namespace Qt::StringLiterals;

namespace {
PieceRef refOf(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        for (int p = 0; p < bg.units.at(u).pieces.size(); ++p) {
            if (bg.units.at(u).pieces.at(p).id == id)
                return {u, p};
        }
    }
    qFatal("no piece %s", qPrintable(id));
}

// A face that passes (or fails) the piece's check as it stands.
int faceThat(const Battlegroup &bg, PieceRef ref, bool passes)
{
    const CheckAssessment a = assessPiece(bg, ref);
    for (int face = 1; face <= 10; ++face) {
        if (a.passesWith(face) == passes)
            return face;
    }
    return 0;
}

QWidget *focus() { return QApplication::focusWidget(); }

// One key at a time to whichever widget has the focus: the grid, or the cell's editor once typing opened it.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(focus(), key, modifiers);
    QCoreApplication::processEvents();
}

void type(const QString &text)
{
    for (const QChar c : text) {
        QTest::keyClicks(focus(), QString(c));
        QCoreApplication::processEvents();
    }
}

QAction *keyInAction(MainWindow *w)
{
    for (QAction *menu : w->menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *a : menu->menu()->actions()) {
            if (QString(a->text()).remove(u'&') == u"Key in marked-up sheet…"_s)
                return a;
        }
    }
    return nullptr;
}
} // namespace

class TestSheetEntry : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void keyedSheetEqualsThePlayedGame();
    void badValueShowsRedAndBlocksApply();

private:
    SheetEntryDialog *openDialog(MainWindow *w);
};

void TestSheetEntry::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestSheetEntry::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

SheetEntryDialog *TestSheetEntry::openDialog(MainWindow *w)
{
    // The menu entry's own shortcut, as a player would.
    QAction *action = keyInAction(w);
    if (!action || action->shortcut() != QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K))
        return nullptr;
    QTest::keyClick(w, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
    auto *dialog = w->findChild<SheetEntryDialog *>();
    if (!dialog)
        return nullptr;
    // The offscreen platform does not move activation by itself; a desktop gives the opened dialog the keyboard.
    QApplication::setActiveWindow(dialog);
    if (!QTest::qWaitForWindowActive(dialog))
        return nullptr;
    return dialog;
}

void TestSheetEntry::keyedSheetEqualsThePlayedGame()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    BattlegroupDocument *doc = documentOf(w);
    Commands *commands = ratioOf(w)->commands();
    const Battlegroup original = doc->battlegroup();

    // A short game through the play verbs (R2-R7).
    const PieceRef sgt = refOf(original, u"sq1-sgt"_s);
    const PieceRef t1 = refOf(original, u"sq1-t1"_s);
    const PieceRef t2 = refOf(original, u"sq1-t2"_s);
    const PieceRef bot = refOf(original, u"wb-1"_s);
    const PieceRef tank = refOf(original, u"tk-1"_s);
    QVERIFY(commands->casualty(t1).ok());
    ScriptedDice dice;
    dice.faces = {faceThat(doc->battlegroup(), sgt, false)};
    QVERIFY(commands->check(sgt, dice).ok());
    dice.faces = {faceThat(doc->battlegroup(), t2, true)};
    QVERIFY(commands->check(t2, dice).ok());
    QVERIFY(commands->penetratingHit(bot).ok());
    QVERIFY(commands->penetratingHit(bot).ok());
    QVERIFY(commands->loseSystemLevel(tank, VehicleSystem::Movement).ok());
    QVERIFY(commands->loseSystemLevel(tank, VehicleSystem::Targeting).ok());
    QVERIFY(commands->knockOutWeapon(tank, 1).ok());
    const Battlegroup played = doc->battlegroup();
    QVERIFY(played.units.at(sgt.unit).pieces.at(sgt.piece).state.status != MoraleStatus::Normal);

    // The other copy: the same sample before the game.
    doc->undoStack()->setIndex(0);
    QCOMPARE(doc->battlegroup(), original);

    SheetEntryDialog *dialog = openDialog(w);
    QVERIFY(dialog);
    SheetEntryModel *model = dialog->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    SheetEntryView *view = dialog->view();
    QVERIFY(focus() == view);
    QVERIFY(!dialog->applyButton()->isEnabled()); // nothing keyed yet

    // The sheet's rows in its own order: each unit's heading, then its pieces.
    const QList<PieceRef> order = SheetReturn::sheetOrder(original);
    QCOMPARE(model->rowCount(), order.size() + original.units.size());

    // Read the played game's sheet cell by cell in reading order: where it differs, type it; Tab moves on.
    int keys = 0;
    int typedCells = 0;
    QModelIndex last;
    while (true) {
        const QModelIndex cell = view->currentIndex();
        QVERIFY(cell.isValid());
        QVERIFY(cell.flags().testFlag(Qt::ItemIsEditable));
        if (cell == last)
            break; // the last cell: Tab stays
        QVERIFY2(!last.isValid() || cell.row() > last.row() || (cell.row() == last.row() && cell.column() > last.column()),
                 "Tab moves forward in reading order");
        last = cell;
        PieceRef ref;
        for (const PieceRef r : order) {
            if (model->rowOf(r) == cell.row())
                ref = r;
        }
        QVERIFY(ref.piece >= 0);
        const SheetColumn column = static_cast<SheetColumn>(cell.column() - SheetEntryModel::FirstMarkColumn);
        const Piece &after = played.units.at(ref.unit).pieces.at(ref.piece);
        const QString wanted = SheetReturn::text(original.units.at(ref.unit).pieces.at(ref.piece), SheetReturn::markOf(after), column);
        if (cell.data(Qt::EditRole).toString() != wanted) {
            if (wanted.isEmpty()) {
                press(Qt::Key_Backspace);
                ++keys;
            } else {
                type(wanted);
                keys += static_cast<int>(wanted.size());
            }
            ++typedCells;
        }
        // Enter on the last cell of a row, Tab elsewhere: both move on.
        press(cell.column() == model->columnCount() - 1 ? Qt::Key_Return : Qt::Key_Tab);
        ++keys;
        QVERIFY(focus() == view); // no editor left open behind
        QCOMPARE(model->index(cell.row(), cell.column()).data(Qt::EditRole).toString(), wanted);
    }
    QVERIFY(typedCells >= 8);
    QVERIFY2(model->problems().isEmpty(), qPrintable(model->problems().join(u'\n')));
    QVERIFY(dialog->applyButton()->isEnabled());

    // Apply by keyboard (Ctrl+Enter); the dialog closes and the sheet is one undo step.
    press(Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY(!w->findChild<SheetEntryDialog *>());
    QCOMPARE(doc->undoStack()->index(), 1); // one step (the game's own steps were undone before)
    QCOMPARE(doc->undoStack()->undoText(), u"Key in marked-up sheet"_s);

    // The same units, pieces, levels and statuses as the game played through the verbs (not the log).
    const Battlegroup &keyed = doc->battlegroup();
    QCOMPARE(keyed.units.size(), played.units.size());
    for (int u = 0; u < keyed.units.size(); ++u) {
        const Unit &a = played.units.at(u);
        const Unit &b = keyed.units.at(u);
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.pieces.size(), a.pieces.size());
        for (int i = 0; i < b.pieces.size(); ++i) {
            const Piece &pa = a.pieces.at(i);
            const Piece &pb = b.pieces.at(i);
            QCOMPARE(pb.id, pa.id);
            QCOMPARE(pb.state.presence, pa.state.presence);
            QCOMPARE(pb.state.status, pa.state.status);
            QCOMPARE(pb.state.marker, pa.state.marker);
            QCOMPARE(pb.hits, pa.hits);
            QCOMPARE(pb.movement, pa.movement);
            QCOMPARE(pb.targeting, pa.targeting);
            QCOMPARE(pb.damageControl, pa.damageControl);
            QCOMPARE(pb.currentMovement, pa.currentMovement);
            QCOMPARE(pb.weapons, pa.weapons);
        }
        QCOMPARE(unitCurrent(b, keyed.rules), unitCurrent(a, played.rules));
    }
    QCOMPARE(endurance(keyed), endurance(played)); // R11, ready for the campaign record
    QCOMPARE(keyed.breakingTurn, played.breakingTurn);
    QCOMPARE(keyed.log.last().event, LogEvent::SheetEntered);
    QVERIFY(keyed.log.last().detail.contains(u"casualty"_s));
    QCOMPARE(doc->endurance(), endurance(played));

    // Undo takes the whole sheet back.
    doc->undoStack()->undo();
    QCOMPARE(doc->battlegroup(), original);
    QCOMPARE(doc->endurance(), endurance(original));
}

void TestSheetEntry::badValueShowsRedAndBlocksApply()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    const Battlegroup original = documentOf(w)->battlegroup();
    SheetEntryDialog *dialog = openDialog(w);
    QVERIFY(dialog);
    SheetEntryModel *model = dialog->model();
    SheetEntryView *view = dialog->view();

    // wb-2 is a size-1 warbot: 3 points, so 3 penetrating hits at most (R3).
    const PieceRef bot = refOf(original, u"wb-2"_s);
    const QModelIndex hits = model->index(model->rowOf(bot), SheetEntryModel::columnOf(SheetColumn::Losses));
    view->setCurrentIndex(hits);
    type(u"9"_s);
    press(Qt::Key_Tab);
    QCOMPARE(hits.data().toString(), u"9"_s); // what was typed stays, to be corrected
    const QString reason = u"must be a whole number from 0 to 3, not \u201c9\u201d"_s;
    QCOMPARE(hits.data(Qt::ToolTipRole).toString(), reason);
    QCOMPARE(hits.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0xb3, 0x26, 0x1e));
    QVERIFY(!dialog->applyButton()->isEnabled());
    const QString named = original.units.at(bot.unit).pieces.at(bot.piece).name + u", Losses: "_s + reason;
    QCOMPARE(model->problems(), QStringList{named});
    bool shown = false;
    for (QLabel *label : dialog->findChildren<QLabel *>())
        shown = shown || label->text().contains(named);
    QVERIFY(shown);

    // Ctrl+Enter does nothing while a cell is red.
    press(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(w->findChild<SheetEntryDialog *>());
    QCOMPARE(documentOf(w)->battlegroup(), original);

    // Corrected, the cell is plain again and Apply comes back.
    view->setCurrentIndex(hits);
    type(u"1"_s);
    press(Qt::Key_Tab);
    QVERIFY(hits.data(Qt::ToolTipRole).toString().isEmpty());
    QVERIFY(model->problems().isEmpty());
    QVERIFY(dialog->applyButton()->isEnabled());

    // A status without its marker names the piece and the column (R6).
    const PieceRef sgt = refOf(original, u"sq1-sgt"_s);
    view->setCurrentIndex(model->index(model->rowOf(sgt), SheetEntryModel::columnOf(SheetColumn::Status)));
    type(u"sh"_s);
    press(Qt::Key_Tab);
    QCOMPARE(model->problems(),
             QStringList{original.units.at(sgt.unit).pieces.at(sgt.piece).name
                         + u", Marker (R6): a shaken piece keeps its marker until it passes a check (R6): mark it too"_s});
    QVERIFY(!dialog->applyButton()->isEnabled());
    dialog->reject();
    QCOMPARE(documentOf(w)->battlegroup(), original);
}

QTEST_MAIN(TestSheetEntry)
#include "tst_sheetentry.moc"
