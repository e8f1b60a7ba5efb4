// Issue 19, deliverable 1: nothing built before it is needed. The real main window opens the sample and is
// shown; the Edit tab's forms, the Morale Results Table's views and the dice-history chart do not exist
// until their tab or dock first shows, then exist once and work as before, and Qt Charts is not loaded until
// the first chart shows (the chart plug-in, app/charts). The same for WW1's editors.
// A window started with a file builds that file's document only (no empty one first).

#include "EditorHelpers.h"
#include "MainWindowFixture.h"
#include "ReadingTools.h"
#include "charts/ChartMaker.h"
#include "charts/ChartPlugin.h"
#include "plugins/LatePlugin.h"
#include "charts/ChartView.h"
#include "ratio/editors/BattlegroupForm.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/PieceForm.h"
#include "ratio/editors/UnitForm.h"
#include "ratio/models/MoraleTableModel.h"
#include "ratio/widgets/MoraleTableWidget.h"
#include "ratio/widgets/PlayPanel.h"
#include "widgets/DiceHistoryDock.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/editors/Ww1EditorPanel.h"
#include "ww1/editors/Ww1ForceForm.h"
#include "ww1/editors/Ww1GroupForm.h"
#include "ww1/editors/Ww1StandForm.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLibrary>
#include <QLibraryInfo>
#include <QLabel>
#include <QMenu>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
const QString kRatioSample = u":/samples/first-contact.json"_s;
const QString kWw1Sample = u":/samples/ww1-trench-raid.json"_s;

// The tab widget a page sits in (its parent is the tab widget's stack).
QTabWidget *tabsOf(QWidget *page)
{
    for (QWidget *w = page; w; w = w->parentWidget()) {
        if (auto *tabs = qobject_cast<QTabWidget *>(w))
            return tabs;
    }
    return nullptr;
}

// Whether a library is in this process (/proc/self/maps): the window links neither Qt Charts nor Qt Print
// Support; the chart and printer plug-ins load them (app/charts, app/printer).
bool loaded(const char *library)
{
    QFile maps(u"/proc/self/maps"_s);
    if (!maps.open(QIODevice::ReadOnly))
        return false;
    return maps.readAll().contains(library);
}
bool chartsLoaded() { return loaded("libQt6Charts.so"); }

int chartViews(const QObject *root)
{
    int n = 0;
    for (const QObject *o : root->findChildren<QObject *>()) {
        if (o->inherits("QChartView"))
            ++n;
    }
    return n;
}
} // namespace

class TestLazyStart : public QObject, public MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void startLoadsNeitherChartsNorPrinting();
    void editTabBuiltOnFirstShow();
    void tableTabBuiltOnFirstShow();
    void diceChartBuiltOnFirstShow();
    void chartPluginMissingSaysWhy();
    void ww1EditorsBuiltOnFirstShow();
    void startBuildsTheFilesDocumentOnly();
    void startWithoutFileBuildsTheEmptyDocument();
    void startWithBadFileBuildsTheEmptyDocument();

private:
    // The window as main() makes it: no document until start() opens the file, then shown and painted.
    MainWindow *startWindow(const QString &file)
    {
        m_window = new MainWindow(m_settings, m_prompter, m_recovery, MainWindow::FirstDocument::FromStart);
        m_window->setTimedStart(true);
        m_window->show();
        m_window->start(file);
        if (!QTest::qWaitForWindowExposed(m_window))
            qWarning("main window was not exposed");
        QApplication::setActiveWindow(m_window);
        return m_window;
    }
};

void TestLazyStart::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestLazyStart::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

// First, before any test shows a chart: a window with the sample open and painted has loaded neither.
void TestLazyStart::startLoadsNeitherChartsNorPrinting()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(kRatioSample));
    QTest::qWait(0);
    QVERIFY(w->isVisible());
    QVERIFY(!chartsLoaded());
    QVERIFY(!loaded("libQt6PrintSupport.so"));
    QVERIFY(!loaded("moraledesk_charts.so"));
    QVERIFY(!loaded("moraledesk_printer.so"));
}

void TestLazyStart::editTabBuiltOnFirstShow()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(kRatioSample));
    QTest::qWait(0);
    ratio::RatioWorkspace *ratio = ratioOf(w);
    // Shown with the Play tab in front: the Edit tab's forms are not there.
    QVERIFY(ratio->playPanel()->isVisible());
    QCOMPARE(w->findChildren<BattlegroupForm *>().size(), 0);
    QCOMPARE(w->findChildren<UnitForm *>().size(), 0);
    QCOMPARE(w->findChildren<PieceForm *>().size(), 0);
    QVERIFY(!w->findChild<QLineEdit *>(u"battlegroupName"_s));

    // The roster's selection while the tab was hidden is what the form shows when it comes.
    ratio->selectPiece({1, 0});
    QTabWidget *tabs = tabsOf(ratio->editorPanel());
    QVERIFY(tabs);
    tabs->setCurrentWidget(ratio->editorPanel());
    QVERIFY(ratio->editorPanel()->isVisible());
    // Only the form of the page shown is built: the first show pays for one form, not three.
    QCOMPARE(w->findChildren<BattlegroupForm *>().size(), 0);
    QCOMPARE(w->findChildren<UnitForm *>().size(), 0);
    QCOMPARE(w->findChildren<PieceForm *>().size(), 1);
    QCOMPARE(ratio->editorPanel()->page(), EditorPanel::Page::Piece);
    QCOMPARE(w->findChild<PieceForm *>()->piece().unit, 1);
    QCOMPARE(w->findChild<PieceForm *>()->piece().piece, 0);
    QVERIFY(w->findChild<PieceForm *>()->isVisible());

    // Editing works: one undo step through the form.
    ratio->editorPanel()->showBattlegroup();
    auto *name = w->findChild<QLineEdit *>(u"battlegroupName"_s);
    QVERIFY(name);
    QVERIFY(name->isVisible());
    QCOMPARE(name->text(), documentOf(w)->battlegroup().name);
    typeInto(name, u"Renamed Group"_s);
    QCOMPARE(documentOf(w)->battlegroup().name, u"Renamed Group"_s);
    QCOMPARE(documentOf(w)->undoStack()->count(), 1);

    // Away and back, and every page once: still one of each.
    tabs->setCurrentIndex(0);
    tabs->setCurrentWidget(ratio->editorPanel());
    ratio->editorPanel()->showUnit(0);
    ratio->editorPanel()->showPiece(1, 0);
    QCOMPARE(w->findChildren<BattlegroupForm *>().size(), 1);
    QCOMPARE(w->findChildren<UnitForm *>().size(), 1);
    QCOMPARE(w->findChildren<PieceForm *>().size(), 1);
}

void TestLazyStart::tableTabBuiltOnFirstShow()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(kRatioSample));
    QTest::qWait(0);
    ratio::RatioWorkspace *ratio = ratioOf(w);
    MoraleTableWidget *table = ratio->tableWidget();
    QVERIFY(!table->isVisible());
    QCOMPARE(table->findChildren<QTableView *>().size(), 0);
    // Asked for while hidden: the range is kept for it.
    table->setRange(3, 12);

    ratio->centralTabs()->setCurrentWidget(table);
    QVERIFY(table->isVisible());
    QCOMPARE(table->findChildren<QTableView *>().size(), 2);
    QVERIFY(table->resultsView()->isVisible());
    QCOMPARE(table->resultsView()->model()->rowCount(), 10);
    QCOMPARE(table->resultsModel()->headerData(0, Qt::Vertical).toInt(), 3);
    QCOMPARE(table->resultsModel()->columnCount(), 12);
    // Ctrl+2 shows the determinations table in the same widget; nothing more is built.
    QList<QAction *> actions;
    for (const QMenu *menu : w->findChildren<QMenu *>())
        actions += menu->actions();
    auto determinations = std::find_if(actions.begin(), actions.end(), [](const QAction *a) {
        return a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_2);
    });
    QVERIFY(determinations != actions.end());
    (*determinations)->trigger();
    QCOMPARE(table->findChildren<QTableView *>().size(), 2);
    QVERIFY(!table->resultsView()->isVisible());
}

void TestLazyStart::diceChartBuiltOnFirstShow()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(kRatioSample));
    QTest::qWait(0);
    QCOMPARE(chartViews(w), 0);
    QVERIFY(!chartsLoaded());
    // Actions while the dock is hidden build nothing.
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    QCOMPARE(chartViews(w), 0);

    QAction *toggle = w->findChild<QAction *>(u"viewDiceHistory"_s);
    QVERIFY(toggle);
    toggle->trigger();
    DiceHistoryDock *dock = w->readingTools()->diceHistory();
    QVERIFY(dock->isVisible());
    QCOMPARE(chartViews(w), 1);
    QVERIFY(chartsLoaded());
    QVERIFY(dock->findChild<QTableView *>()->isVisible());
    // Up to date when it shows: the sample's log has no rolls, and the casualty rolled none.
    QCOMPARE(dock->hint(), u"No dice rolled yet."_s);
    QCOMPARE(dock->findChild<QLabel *>(u"diceFairnessHint"_s)->text(), u"No dice rolled yet."_s);
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->typeDie(7);
    QCOMPARE(dock->chartedCounts().value(6), qint64(1));
    QCOMPARE(chartViews(w), 1);
    // What the dock asked the plug-in to draw: a bar per face of the d10, the 7 seen once, and the expected line.
    auto *chart = dock->findChild<ChartView *>();
    QVERIFY(chart && chart->drawing());
    QVERIFY(chart->unavailableText().isEmpty());
    QCOMPARE(chart->chart().categories.size(), 10);
    QCOMPARE(chart->chart().sets.size(), 1);
    QCOMPARE(chart->chart().sets.at(0).values.at(6), qreal(1));
    QVERIFY(chart->chart().line.has_value());
    QCOMPARE(chart->chart().line->values.size(), 10);
}

void TestLazyStart::chartPluginMissingSaysWhy()
{
    // A missing plug-in file: the chart says so in words, naming the file, and everything else works.
    const QString missing = QDir::temp().filePath(u"no-such-folder/moraledesk_charts.so"_s);
    const ChartPlugin absent = ChartPlugin::load(missing);
    QVERIFY(!absent.maker());
    QVERIFY2(absent.error().contains(QDir::toNativeSeparators(missing)), qPrintable(absent.error()));
    ChartView view(u"Test chart"_s, absent);
    QVERIFY(!view.drawing());
    QCOMPARE(view.unavailableText(), absent.error());
    BarChart bars;
    bars.categories = {u"1"_s};
    bars.sets = {{u"Seen"_s, {1}, {}}};
    view.setChart(bars); // nothing to draw with: kept, not drawn
    QCOMPARE(view.chart(), bars);

    // A library that is not the plug-in: refused for what it is.
    const QString core = QLibraryInfo::path(QLibraryInfo::LibrariesPath) + u"/libQt6Core.so.6"_s;
    const ChartPlugin other = ChartPlugin::load(core);
    QVERIFY(!other.maker());
    QVERIFY2(other.error().contains(u"is not the MoraleDesk plug-in it should be"_s), qPrintable(other.error()));
    // A chart plug-in of another build answers nothing: the program takes only its own version's.
    QLibrary library(ChartPlugin::defaultPath());
    QVERIFY2(library.load(), qPrintable(library.errorString()));
    const auto entry = reinterpret_cast<LatePlugin::Entry>(library.resolve("moraledesk_chart_maker"));
    QVERIFY(entry);
    QVERIFY(!entry(ChartMaker::interfaceVersion, "0.0.0-another-build"));
    QVERIFY(!entry(ChartMaker::interfaceVersion + 1, nullptr));
    // The program's own, found beside it (../lib/moraledesk/plugins) as in an installation, is diceChartBuiltOnFirstShow's.
}

void TestLazyStart::ww1EditorsBuiltOnFirstShow()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(kWw1Sample));
    QTest::qWait(0);
    auto *ww1 = qobject_cast<ww1::Ww1Workspace *>(w->workspace());
    QVERIFY(ww1);
    QCOMPARE(w->findChildren<ww1::Ww1ForceForm *>().size(), 0);
    QCOMPARE(w->findChildren<ww1::Ww1GroupForm *>().size(), 0);
    QCOMPARE(w->findChildren<ww1::Ww1StandForm *>().size(), 0);

    ww1->editorPanel()->select(QString());
    QTabWidget *tabs = ww1->playTabs();
    tabs->setCurrentIndex(tabs->count() - 1);
    QVERIFY(ww1->editorPanel()->isVisible());
    QCOMPARE(w->findChildren<ww1::Ww1ForceForm *>().size(), 1);
    QCOMPARE(w->findChildren<ww1::Ww1GroupForm *>().size(), 1);
    QCOMPARE(w->findChildren<ww1::Ww1StandForm *>().size(), 1);
    auto *name = w->findChild<QLineEdit *>(u"ww1ForceName"_s);
    QVERIFY(name);
    QVERIFY(name->isVisible());
    auto *document = qobject_cast<ww1::Ww1Document *>(w->document());
    QVERIFY(document);
    QCOMPARE(name->text(), document->force().name);
    typeInto(name, u"Raiders"_s);
    QCOMPARE(document->force().name, u"Raiders"_s);
    QCOMPARE(document->undoStack()->count(), 1);
    tabs->setCurrentIndex(0);
    tabs->setCurrentIndex(tabs->count() - 1);
    QCOMPARE(w->findChildren<ww1::Ww1ForceForm *>().size(), 1);
}

void TestLazyStart::startBuildsTheFilesDocumentOnly()
{
    m_window = new MainWindow(m_settings, m_prompter, m_recovery, MainWindow::FirstDocument::FromStart);
    // Before start() the window has its first system's workspace but no document.
    QVERIFY(!m_window->document());
    QVERIFY(ratioOf(m_window));
    QCOMPARE(m_window->findChildren<PlayPanel *>().size(), 0);
    m_window->setTimedStart(true);
    m_window->show();
    m_window->start(kRatioSample);
    // No empty document's panels waiting to be deleted: one play panel and one editor, the sample's.
    QCOMPARE(m_window->findChildren<PlayPanel *>().size(), 1);
    QCOMPARE(m_window->findChildren<EditorPanel *>().size(), 1);
    QCOMPARE(documentOf(m_window)->battlegroup().units.size(), qsizetype(5));
    QVERIFY(m_prompter->asked.isEmpty());
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QCOMPARE(m_window->findChildren<BattlegroupForm *>().size(), 0);

    // A WW1 file: WW1's workspace, and no ratio document made on the way.
    delete m_window;
    m_window = nullptr;
    startWindow(kWw1Sample);
    QVERIFY(qobject_cast<ww1::Ww1Workspace *>(m_window->workspace()));
    QCOMPARE(m_window->findChildren<PlayPanel *>().size(), 0);
    QCOMPARE(m_window->findChildren<ww1::Ww1EditorPanel *>().size(), 1);
}

void TestLazyStart::startWithoutFileBuildsTheEmptyDocument()
{
    MainWindow *w = startWindow(QString());
    QVERIFY(w->document());
    QCOMPARE(documentOf(w)->battlegroup().units.size(), qsizetype(0));
    QCOMPARE(w->findChildren<PlayPanel *>().size(), 1);
    QVERIFY(!w->windowTitle().isEmpty());
}

void TestLazyStart::startWithBadFileBuildsTheEmptyDocument()
{
    const QString bad = m_dir->filePath(u"bad.json"_s);
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ not json");
    file.close();
    MainWindow *w = startWindow(bad);
    // The reason is shown, and the window still has a document to work in.
    QCOMPARE(m_prompter->errors.size(), qsizetype(1));
    QVERIFY(w->document());
    QCOMPARE(documentOf(w)->battlegroup().units.size(), qsizetype(0));
}

QTEST_MAIN(TestLazyStart)
#include "tst_lazy_start.moc"
