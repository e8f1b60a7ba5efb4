// Reading the game through the real main window (issue 15): the dice history (typed and program rolls, the
// chart, the fairness hint), zoom, expand and collapse all, the keyboard-shortcut sheet, and the quick start
// on the first start only, across restarts on one settings file.

#include "MainWindowFixture.h"
#include "ReadingTools.h"
#include "ScriptedDice.h"
#include "ratio/widgets/AxisTitle.h"
#include "ratio/widgets/MoraleTableWidget.h"
#include "ratio/models/MoraleTableModel.h"
#include "ratio/widgets/PlayPanel.h"
#include "widgets/DiceHistoryDock.h"
#include "widgets/DiceHistoryModel.h"
#include "widgets/LogFilterBar.h"
#include "ratio/models/UnitSummaryModel.h"
#include "ratio/widgets/UnitSummaryView.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioMorale.h"
#include "ratio/models/LogModel.h"
#include "ratio/commands/Commands.h"
#include "ww1/Ww1Workspace.h"
#include "document/GameDocument.h"
#include "kernel/RuleSystem.h"
#include "widgets/QuickStartDialog.h"
#include "widgets/ShortcutSheet.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLineEdit>
#include <QComboBox>
#include <QSettings>
#include <QTableWidget>
#include <QTreeView>

#include <algorithm>
#include <numeric>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestReading : public QObject, public MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void diceHistoryTellsTypedFromProgram();
    void zoomScalesTheContentAndIsSaved();
    void expandAndCollapseAll();
    void shortcutSheetListsTheRealShortcuts();
    void quickStartOnceAcrossRestarts();
    void oldFirstStartKeyIsMoved();
    void resultsTableNamesBothAxes();
    void ratioLogFilters();
    void ww1WindowReads();
    void unitSummaryCountsStatuses();

private:
    QString settingsFile() const { return m_dir->filePath(u"settings.ini"_s); }
    void restartSettings()
    {
        delete m_settings;
        m_settings = new Settings(settingsFile());
    }
};

void TestReading::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(settingsFile());
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestReading::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

void TestReading::diceHistoryTellsTypedFromProgram()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    DiceHistoryDock *dock = w->readingTools()->diceHistory();
    QAbstractItemModelTester tester(dock->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(dock->model()->rowCount(), 0);
    QCOMPARE(dock->hint(), u"No dice rolled yet."_s);
    // The View menu shows it.
    QAction *toggle = w->findChild<QAction *>(u"viewDiceHistory"_s);
    QVERIFY(toggle);
    toggle->trigger();
    QVERIFY(dock->isVisible());

    // R6: a casualty in 1st Squad; two of the others check: one with the player's die (7), one with the
    // program's (3).
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->typeDie(7);
    ScriptedDice dice;
    dice.faces = {3};
    ratioOf(w)->playPanel()->setDiceSource(&dice);
    ratioOf(w)->selectPiece({0, 2});
    ratioOf(w)->playPanel()->roll();
    QCOMPARE(dice.rolled, 1);

    DiceHistoryModel *model = dock->model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, DiceHistoryModel::RollColumn).data().toInt(), 7);
    QCOMPARE(model->index(0, DiceHistoryModel::SourceColumn).data().toString(), u"Typed"_s);
    QCOMPARE(model->index(1, DiceHistoryModel::RollColumn).data().toInt(), 3);
    QCOMPARE(model->index(1, DiceHistoryModel::SourceColumn).data().toString(), u"Program"_s);
    QCOMPARE(model->index(0, DiceHistoryModel::DiceColumn).data().toString(), u"d10"_s);
    QCOMPARE(model->index(0, DiceHistoryModel::SideColumn).data().toString(), documentOf(w)->battlegroup().name);
    // The chart: ten bars for a d10, one roll each on the 3 and the 7.
    QCOMPARE(dock->chartedDice(), (DieSpec{1, 10}));
    const QList<qint64> counts = dock->chartedCounts();
    QCOMPARE(counts.size(), qsizetype(10));
    QCOMPARE(counts.at(2), qint64(1));
    QCOMPARE(counts.at(6), qint64(1));
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), qint64(0)), qint64(2));
    QCOMPARE(dock->hint(), u"Too few rolls to judge: 2 of the 50 a fair test needs."_s);
    // One side chosen: its rolls; the side list names it.
    QCOMPARE(dock->sideChoice()->count(), 2);
    dock->sideChoice()->setCurrentIndex(1);
    QCOMPARE(model->rowCount(), 2);

    // Undo takes the roll out of the history again.
    documentOf(w)->undoStack()->undo();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(dock->chartedCounts().at(2), qint64(0));
}

void TestReading::zoomScalesTheContentAndIsSaved()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    const qreal base = QApplication::font().pointSizeF();
    QVERIFY(base > 0);
    QCOMPARE(w->readingTools()->zoomPercent(), 100);
    // Ctrl+plus twice: 120 %.
    QTest::keyClick(w, Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(w, Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(w->readingTools()->zoomPercent(), 120);
    QCOMPARE(w->centralWidget()->font().pointSizeF(), base * 1.2);
    QCOMPARE(ratioOf(w)->rosterView()->font().pointSizeF(), base * 1.2);
    // The docks too.
    QCOMPARE(w->readingTools()->diceHistory()->widget()->font().pointSizeF(), base * 1.2);
    // Saved: a new window on the same settings starts at 120 %.
    delete m_window;
    m_window = nullptr;
    restartSettings();
    w = makeWindow();
    QCOMPARE(w->readingTools()->zoomPercent(), 120);
    QCOMPARE(w->centralWidget()->font().pointSizeF(), base * 1.2);
    QTest::keyClick(w, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(w->readingTools()->zoomPercent(), 110);
    QTest::keyClick(w, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(w->readingTools()->zoomPercent(), 100);
    QCOMPARE(w->centralWidget()->font().pointSizeF(), base);
    QCOMPARE(m_settings->zoomPercent(), 100);
    // Bounded.
    for (int i = 0; i < 30; ++i)
        w->readingTools()->zoomOut();
    QCOMPARE(w->readingTools()->zoomPercent(), Settings::minZoom);
}

void TestReading::expandAndCollapseAll()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    QTreeView *roster = ratioOf(w)->rosterView();
    const int units = roster->model()->rowCount();
    QVERIFY(units >= 2);
    w->findChild<QAction *>(u"viewCollapseAll"_s)->trigger();
    for (int row = 0; row < units; ++row)
        QVERIFY(!roster->isExpanded(roster->model()->index(row, 0)));
    w->findChild<QAction *>(u"viewExpandAll"_s)->trigger();
    int expandable = 0;
    for (int row = 0; row < units; ++row) {
        const QModelIndex unit = roster->model()->index(row, 0);
        if (roster->model()->hasChildren(unit)) {
            ++expandable;
            QVERIFY(roster->isExpanded(unit));
        }
    }
    QVERIFY(expandable >= 2);
}

void TestReading::shortcutSheetListsTheRealShortcuts()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    QTest::keyClick(w, Qt::Key_Question);
    auto *sheet = w->findChild<ShortcutSheet *>();
    QVERIFY(sheet);
    QVERIFY(sheet->isVisible());
    QTableWidget *table = sheet->table();
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r)
        rows << table->item(r, 0)->text() + u" = "_s + table->item(r, 1)->text();
    // Every action of the window with a shortcut is there, with its shortcut as the platform writes it.
    int withShortcut = 0;
    for (const QAction *action : w->findChildren<QAction *>()) {
        if (action->shortcut().isEmpty() || action->text().isEmpty())
            continue;
        ++withShortcut;
        QString text = action->text();
        text.remove(u'&');
        text.remove(u"…"_s);
        const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
        bool found = false;
        for (const QString &row : std::as_const(rows))
            found = found || (row.startsWith(text.trimmed() + u" = "_s) && row.contains(shortcut));
        QVERIFY2(found, qPrintable(text + u" "_s + shortcut));
    }
    QVERIFY(withShortcut >= 8);
    const QString save = QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText);
    QVERIFY2(rows.contains(u"Save = "_s + save) || std::any_of(rows.begin(), rows.end(), [&](const QString &r) {
                 return r.startsWith(u"Save"_s) && r.contains(save);
             }),
             qPrintable(rows.join(u'\n')));
    QVERIFY(rows.contains(u"Zoom in = "_s + w->findChild<QAction *>(u"viewZoomIn"_s)->shortcuts()
                                               .first().toString(QKeySequence::NativeText) + u", "_s
                          + QKeySequence(Qt::CTRL | Qt::Key_Equal).toString(QKeySequence::NativeText)));
}

void TestReading::quickStartOnceAcrossRestarts()
{
    // A fresh settings file: the first start.
    delete m_settings;
    QFile::remove(settingsFile());
    m_settings = new Settings(settingsFile());
    QVERIFY(!m_settings->firstStartDone());
    MainWindow *w = makeWindow();
    w->start(QString());
    // The quick start comes after the window's first paint (issue 19).
    QTRY_VERIFY(w->findChild<QuickStartDialog *>());
    auto *quick = w->findChild<QuickStartDialog *>();
    QVERIFY(quick);
    QVERIFY(quick->isVisible());
    QVERIFY(quick->dontShowAgain()->isChecked());
    quick->reject();
    QVERIFY(m_settings->firstStartDone());
    m_settings->sync();

    // Restart: a new window on the same settings file; no quick start.
    delete m_window;
    m_window = nullptr;
    restartSettings();
    QVERIFY(m_settings->firstStartDone());
    w = makeWindow();
    w->start(QString());
    QTest::qWait(100); // past the first paint, when it would show
    QVERIFY(!w->findChild<QuickStartDialog *>());
    // The sample opens on the first start only: this one is the empty battlegroup.
    QVERIFY(documentOf(w)->battlegroup().units.isEmpty());

    // Help → Quick start reopens it; unticking the box shows it at every start.
    w->findChild<QAction *>(u"helpQuickStart"_s)->trigger();
    quick = w->findChild<QuickStartDialog *>();
    QVERIFY(quick && quick->isVisible());
    quick->dontShowAgain()->setChecked(false);
    quick->reject();
    delete m_window;
    m_window = nullptr;
    restartSettings();
    w = makeWindow();
    w->start(QString());
    QTRY_VERIFY(w->findChild<QuickStartDialog *>());
    quick = w->findChild<QuickStartDialog *>();
    QVERIFY(quick && quick->isVisible());
    QVERIFY(!quick->dontShowAgain()->isChecked());
}

void TestReading::oldFirstStartKeyIsMoved()
{
    // Settings written before the keys moved out of "general": as Qt writes them ([%General]) and as a file
    // written by hand or another tool holds them ([General], which QSettings reads as the top level).
    delete m_settings;
    m_settings = nullptr;
    QFile::remove(settingsFile());
    {
        QSettings old(settingsFile(), QSettings::IniFormat);
        old.setValue(u"general/firstStartDone"_s, true);
        old.setValue(u"general/language"_s, u"de"_s);
    }
    m_settings = new Settings(settingsFile());
    QVERIFY(m_settings->firstStartDone());
    QCOMPARE(m_settings->language(), u"de"_s);
    m_settings->sync();
    {
        QSettings after(settingsFile(), QSettings::IniFormat);
        QVERIFY(!after.contains(u"general/firstStartDone"_s));
        QVERIFY(!after.contains(u"general/language"_s));
    }
    restartSettings();
    QVERIFY(m_settings->firstStartDone());
    QCOMPARE(m_settings->language(), u"de"_s);

    delete m_settings;
    m_settings = nullptr;
    {
        QFile file(settingsFile());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("[General]\nfirstStartDone=true\nlanguage=fr\n");
    }
    m_settings = new Settings(settingsFile());
    QVERIFY(m_settings->firstStartDone());
    QCOMPARE(m_settings->language(), u"fr"_s);
    m_settings->sync();
    QSettings after(settingsFile(), QSettings::IniFormat);
    QVERIFY(!after.contains(u"firstStartDone"_s));
    QVERIFY(!after.contains(u"language"_s));
}

void TestReading::resultsTableNamesBothAxes()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    auto *table = w->findChild<MoraleTableWidget *>();
    QVERIFY(table);
    // The table is built when its tab first shows (issue 19).
    ratioOf(w)->centralTabs()->setCurrentWidget(table);
    auto *columns = table->findChild<AxisTitle *>(u"resultsColumnsTitle"_s);
    auto *rows = table->findChild<AxisTitle *>(u"resultsRowsTitle"_s);
    QVERIFY(columns && rows);
    QCOMPARE(columns->orientation(), Qt::Horizontal);
    QCOMPARE(rows->orientation(), Qt::Vertical);
    // The titles say what the headers' numbers are (the model's header tooltips).
    const QString across = table->resultsModel()->headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString();
    const QString down = table->resultsModel()->headerData(0, Qt::Vertical, Qt::ToolTipRole).toString();
    QVERIFY2(columns->text().contains(across, Qt::CaseInsensitive), qPrintable(columns->text() + u" / "_s + across));
    QVERIFY2(rows->text().contains(down, Qt::CaseInsensitive), qPrintable(rows->text() + u" / "_s + down));
}

void TestReading::ratioLogFilters()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    LogFilterBar *bar = ratioOf(w)->logFilter();
    QVERIFY(bar);
    QAbstractItemModel *shown = ratioOf(w)->logView()->model();
    QCOMPARE(shown, static_cast<QAbstractItemModel *>(bar->proxy()));
    QAbstractItemModelTester tester(shown, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // Turn 1: a casualty in 1st Squad and a check (R6); turn 2: a casualty in 2nd Squad.
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->typeDie(2);
    QVERIFY(ratioOf(w)->commands()->endTurn(true).ok());
    ratioOf(w)->selectPiece({1, 0});
    ratioOf(w)->playPanel()->casualty();
    const int all = shown->rowCount();
    QVERIFY(all >= 4);
    const auto column = [&](int c) {
        QStringList values;
        for (int r = 0; r < shown->rowCount(); ++r)
            values << shown->index(r, c).data().toString();
        return values;
    };
    const Battlegroup &bg = documentOf(w)->battlegroup();
    const QString firstSquad = bg.units.at(0).name;
    const QString secondSquad = bg.units.at(1).name;

    // By unit: the choices are the units the log names.
    QComboBox *units = bar->unitChoice();
    QVERIFY(units->findData(firstSquad) > 0);
    QVERIFY(units->findData(secondSquad) > 0);
    units->setCurrentIndex(units->findData(secondSquad));
    QCOMPARE(shown->rowCount(), 1);
    QCOMPARE(column(LogModel::UnitColumn), QStringList{secondSquad});
    units->setCurrentIndex(0);
    QCOMPARE(shown->rowCount(), all);

    // By piece.
    QComboBox *pieces = bar->pieceChoice();
    const QString checker = bg.units.at(0).pieces.at(1).name;
    pieces->setCurrentIndex(pieces->findData(checker));
    QCOMPARE(shown->rowCount(), 1);
    QCOMPARE(column(LogModel::EventColumn), QStringList{u"Morale check"_s});
    pieces->setCurrentIndex(0);

    // By turn.
    QComboBox *turns = bar->turnChoice();
    turns->setCurrentIndex(turns->findData(u"2"_s));
    QVERIFY(shown->rowCount() >= 1);
    for (const QString &turn : column(LogModel::TurnColumn))
        QCOMPARE(turn, u"2"_s);
    turns->setCurrentIndex(0);

    // By event.
    QComboBox *events = bar->eventChoice();
    events->setCurrentIndex(events->findData(u"Casualty"_s));
    QCOMPARE(shown->rowCount(), 2);
    events->setCurrentIndex(0);

    // Search: every word somewhere in the row, case aside; the tooltip names the system and the test.
    const QString tip = shown->index(1, LogModel::EventColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(documentOf(w)->system().displayName()) && tip.contains(u"R5"_s), qPrintable(tip));
    bar->searchField()->setText(u"r5"_s);
    QCOMPARE(shown->rowCount(), 1);
    bar->searchField()->setText(secondSquad.toUpper() + u" casualty"_s);
    QCOMPARE(shown->rowCount(), 1);
    bar->searchField()->setText(u"no such thing"_s);
    QCOMPARE(shown->rowCount(), 0);
    // Filters combine; Show all clears them.
    bar->searchField()->setText(u"casualty"_s);
    units->setCurrentIndex(units->findData(firstSquad));
    QCOMPARE(shown->rowCount(), 1);
    bar->clear();
    QCOMPARE(shown->rowCount(), all);

    // A chosen unit the log no longer names (undone) falls back to all.
    units->setCurrentIndex(units->findData(secondSquad));
    documentOf(w)->undoStack()->undo();
    QCOMPARE(units->currentIndex(), 0);
    QCOMPARE(shown->rowCount(), all - 1);
}

void TestReading::ww1WindowReads()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/ww1-trench-raid.json"_s));
    auto *workspace = qobject_cast<ww1::Ww1Workspace *>(w->workspace());
    QVERIFY(workspace);
    // The roster's actions reach WW1's roster through the workspace.
    QTreeView *roster = workspace->rosterView();
    w->findChild<QAction *>(u"viewCollapseAll"_s)->trigger();
    QVERIFY(!roster->isExpanded(roster->model()->index(0, 0)));
    w->findChild<QAction *>(u"viewExpandAll"_s)->trigger();
    QVERIFY(roster->isExpanded(roster->model()->index(0, 0)));
    // Its log has a turn and an event column, no unit or piece column.
    LogFilterBar *bar = workspace->logFilter();
    QVERIFY(bar);
    QVERIFY(bar->unitChoice()->isHidden());
    QVERIFY(bar->pieceChoice()->isHidden());
    QVERIFY(!bar->eventChoice()->isHidden());
    QCOMPARE(workspace->logView()->model(), static_cast<QAbstractItemModel *>(bar->proxy()));
    // The dice history follows the open document: WW1's rolls (2d6), whatever its log holds.
    const RolledDice rolls = w->document()->system().rolls(w->document()->state());
    QCOMPARE(w->readingTools()->diceHistory()->model()->rowCount(), int(rolls.size()));
    QCOMPARE(w->readingTools()->diceHistory()->chartedDice(), rolls.isEmpty() ? (DieSpec{1, 10}) : (DieSpec{2, 6}));
}

void TestReading::unitSummaryCountsStatuses()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    UnitSummaryView *view = ratioOf(w)->unitSummary();
    QVERIFY(view);
    UnitSummaryModel *model = view->summaryModel();
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Battlegroup &bg = documentOf(w)->battlegroup();
    QCOMPARE(model->rowCount(), int(bg.units.size()));

    // R6: a casualty marks the rest of 1st Squad; one of them checks and fails with a 10.
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->typeDie(10);
    const Unit &squad = documentOf(w)->battlegroup().units.at(0);
    const RuleOptions &rules = documentOf(w)->battlegroup().rules;
    const int starting = ratio::unitStarting(squad, rules);
    const int current = ratio::unitCurrent(squad, rules);
    QVERIFY(current < starting);
    QCOMPARE(model->index(0, UnitSummaryModel::UnitColumn).data().toString(), squad.name);
    QCOMPARE(model->index(0, UnitSummaryModel::StartingColumn).data().toInt(), starting);
    QCOMPARE(model->index(0, UnitSummaryModel::CurrentColumn).data().toInt(), current);
    QCOMPARE(model->index(0, UnitSummaryModel::RatioColumn).data().toString(),
             ratio::formatRatio(ratio::ratioHundredths(starting, current)));
    // Counted from the pieces themselves.
    int normal = 0;
    int marked = 0;
    int casualties = 0;
    QString failed;
    for (const Piece &p : squad.pieces) {
        if (p.state.presence == Presence::Casualty)
            ++casualties;
        else if (p.state.status == MoraleStatus::Normal)
            ++normal;
        else
            failed = enumDisplayName(p.state.status);
        marked += p.state.presence == Presence::Active && p.state.marker ? 1 : 0;
    }
    QCOMPARE(casualties, 1);
    QVERIFY(!failed.isEmpty());
    const QString statuses = model->index(0, UnitSummaryModel::StatusColumn).data().toString();
    QVERIFY2(statuses.startsWith(u"%1 Normal, 1 %2, %3 marked"_s.arg(normal).arg(failed).arg(marked)), qPrintable(statuses));
    QVERIFY2(statuses.endsWith(u"1 Casualty"_s), qPrintable(statuses));
    // Undone, the unit is whole again.
    const qsizetype pieces = squad.pieces.size();
    documentOf(w)->undoStack()->undo();
    documentOf(w)->undoStack()->undo();
    QCOMPARE(model->index(0, UnitSummaryModel::CurrentColumn).data().toInt(), starting);
    QCOMPARE(model->index(0, UnitSummaryModel::StatusColumn).data().toString(), u"%1 Normal"_s.arg(pieces));
}

QTEST_MAIN(TestReading)
#include "tst_reading.moc"
