// The README's screenshots (issue 15): each view of the real main window at 1366 x 768 less a taskbar, in
// English and German, saved as <view>-<language>.png. Skipped unless MORALEDESK_SCREENSHOTS names the folder to
// write them to, so the test run stays fast:
//     Xvfb :97 -screen 0 1366x768x24 &
//     MORALEDESK_SCREENSHOTS=$PWD/docs/screenshots DISPLAY=:97 QT_QPA_PLATFORM=xcb build/release/tests/tst_screenshots
// on a 1366 x 768 screen: dialogs size themselves to the screen, and the offscreen platform's is 800 x 600.

#include "LayoutChecks.h"
#include "MainWindow.h"
#include "ReadingTools.h"
#include "ScriptedDice.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/paper/SheetEntryDialog.h"
#include "ratio/widgets/ChecksQueuePanel.h"
#include "ratio/widgets/GameBar.h"
#include "ratio/widgets/MoraleTableWidget.h"
#include "ratio/widgets/PlayPanel.h"
#include "ratio/widgets/UnitSummaryView.h"
#include "widgets/DiceHistoryDock.h"
#include "widgets/DiceHistoryModel.h"
#include "widgets/LogFilterBar.h"
#include "widgets/LogFilterProxy.h"
#include "widgets/QuickStartDialog.h"
#include "widgets/ShortcutSheet.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/models/Ww1DueModel.h"
#include "ww1/widgets/Ww1GroupPanel.h"
#include "ww1/widgets/Ww1IndividualPanel.h"
#include "ww1/widgets/Ww1StandTestRow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
QString sample(const QString &name) { return QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/") + name; }
// A laptop's screen less what a taskbar takes off its height.
const QSize kWindow(1366, 768 - 40);
} // namespace

class TestScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void views_data();
    void play();
    void play_data() { views_data(); }
    void game();
    void game_data() { views_data(); }
    void ww1();
    void ww1_data() { views_data(); }

private:
    // The real window on `file`, at the laptop's size, active (window shortcuts fire only there).
    MainWindow *open(const QString &file);
    // Writes `widget` as <view>-<language>.png and checks the file is there.
    void save(QWidget *widget, const QString &view);
    static void settle();

    QString m_folder;
    QString m_language;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    TestPrompter m_prompter;
    std::unique_ptr<MainWindow> m_window;
};

void TestScreenshots::init()
{
    m_folder = qEnvironmentVariable("MORALEDESK_SCREENSHOTS");
    if (m_folder.isEmpty())
        QSKIP("MORALEDESK_SCREENSHOTS names no folder to write the screenshots to");
    QVERIFY(QDir().mkpath(m_folder));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
}

void TestScreenshots::cleanup()
{
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestScreenshots::views_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("de") << u"de"_s;
}

void TestScreenshots::settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

MainWindow *TestScreenshots::open(const QString &file)
{
    m_window = std::make_unique<MainWindow>(m_settings.get(), &m_prompter, nullptr);
    m_window->start(file);
    m_window->resize(kWindow);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    if (!QTest::qWaitForWindowActive(m_window.get()))
        qWarning("main window did not become active");
    settle();
    return m_window.get();
}

void TestScreenshots::save(QWidget *widget, const QString &view)
{
    settle();
    const QString file = QDir(m_folder).filePath(u"%1-%2.png"_s.arg(view, m_language));
    // 15-bit colour: no difference to see, and the files are a third smaller.
    const QImage image = widget->grab().toImage().convertToFormat(QImage::Format_RGB555).convertToFormat(QImage::Format_RGB32);
    QVERIFY2(!image.isNull(), qPrintable(view));
    QVERIFY2(image.save(file, "PNG", 9), qPrintable(file));
    QVERIFY(QFileInfo::exists(file));
}

// The ratio play view after a casualty in 1st Squad (R6: the checks queue fills), then the dice history after a
// few rolls, the log filtered, the unit summary, the Morale Results Table, and the dialogs.
void TestScreenshots::play()
{
    QFETCH(QString, language);
    m_language = language;
    const InstalledLanguage installed(language);
    QVERIFY(installed.catalogues() > 0);
    MainWindow *w = open(sample(u"first-contact.json"_s));
    QCOMPARE(w->size(), kWindow);
    auto *ratio = qobject_cast<ratio::RatioWorkspace *>(w->workspace());
    QVERIFY(ratio);
    ScriptedDice dice;
    ratio->playPanel()->setDiceSource(&dice);
    ratio->checksQueue()->setDiceSource(&dice);

    // Pvt. Ames falls: the other nine of 1st Squad are marked and due (R6); F6 goes to the first.
    ratio->selectPiece({0, 1});
    ratio->playPanel()->casualty();
    QTest::keyClick(w, Qt::Key_F6);
    QVERIFY(ratio->checksQueue()->dueCount() > 0);
    save(w, u"play"_s);

    // Three checks typed from the table's dice, one rolled by the program: the dice history.
    for (const Qt::Key key : {Qt::Key_4, Qt::Key_7, Qt::Key_0}) {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, key);
    }
    dice.faces = {3, 8};
    ratio->playPanel()->roll();
    ratio->selectPiece({1, 0});
    ratio->playPanel()->casualty();
    ratio->selectPiece({1, 1});
    ratio->playPanel()->roll();
    // Roll all due: the rest of the queue from the program's dice, one undo step (R6).
    dice.faces = {2, 5, 9, 1, 6, 3, 10, 4, 7, 8, 5, 6};
    QTest::mouseClick(ratio->checksQueue()->rollAllButton(), Qt::LeftButton);
    QCOMPARE(ratio->checksQueue()->dueCount(), 0);
    DiceHistoryDock *history = w->readingTools()->diceHistory();
    history->show();
    history->raise();
    QVERIFY(history->model()->rowCount() >= 5);
    save(w, u"dice-history"_s);
    history->hide();

    // The log filtered to one unit: 1st Squad.
    LogFilterBar *filter = ratio->logFilter();
    QComboBox *unit = filter->unitChoice();
    QVERIFY(unit->count() > 1);
    unit->setCurrentIndex(1);
    QVERIFY(filter->proxy()->rowCount() > 0);
    QVERIFY(filter->proxy()->rowCount() < filter->proxy()->sourceModel()->rowCount());
    save(w, u"log-filter"_s);
    filter->clear();

    // The unit summary and the Morale Results Table, each a tab.
    ratio->centralTabs()->setCurrentWidget(ratio->unitSummary());
    save(w, u"unit-summary"_s);
    ratio->centralTabs()->setCurrentWidget(ratio->tableWidget());
    save(w, u"results-table"_s);
    ratio->centralTabs()->setCurrentIndex(0);

    // Play → Key in marked-up sheet (Ctrl+Shift+K).
    QTest::keyClick(w, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
    auto *sheet = w->findChild<SheetEntryDialog *>();
    QVERIFY(sheet);
    QVERIFY(QTest::qWaitForWindowExposed(sheet));
    save(sheet, u"key-in-sheet"_s);
    sheet->reject();

    // Help → Quick start and the keyboard shortcuts (?).
    QuickStartDialog *quick = w->readingTools()->showQuickStart();
    QVERIFY(quick);
    QVERIFY(QTest::qWaitForWindowExposed(quick));
    save(quick, u"quick-start"_s);
    quick->close();
    ShortcutSheet *shortcuts = w->readingTools()->showShortcuts();
    QVERIFY(shortcuts);
    QVERIFY(QTest::qWaitForWindowExposed(shortcuts));
    save(shortcuts, u"shortcuts"_s);
    shortcuts->close();
    ratio->playPanel()->setDiceSource(nullptr);
    ratio->checksQueue()->setDiceSource(nullptr);
}

// A two-sided game: the game bar, and the R11 banner once Red Force breaks.
void TestScreenshots::game()
{
    QFETCH(QString, language);
    m_language = language;
    const InstalledLanguage installed(language);
    MainWindow *w = open(sample(u"first-contact-game.json"_s));
    auto *ratio = qobject_cast<ratio::RatioWorkspace *>(w->workspace());
    QVERIFY(ratio);
    BattlegroupDocument *doc = ratio->document();
    QCOMPARE(doc->sideCount(), 2);
    QVERIFY(ratio->gameBar()->isVisible());
    m_prompter.overrideEndTurn = true;
    // Turn 1: the Rangers take one loss.
    ratio->selectPiece({0, 1});
    ratio->playPanel()->casualty();
    ratio->endTurn();
    // Turn 2: Red Force loses man after man until it breaks (R11).
    doc->setActiveSide(1);
    for (int unit = 0; unit < 2 && doc->side(1).breakingTurn == 0; ++unit) {
        for (int piece = 0; piece < 5 && doc->side(1).breakingTurn == 0; ++piece) {
            ratio->selectPiece({unit, piece});
            ratio->playPanel()->casualty();
        }
    }
    QCOMPARE(doc->side(1).breakingTurn, 2);
    QVERIFY(ratio->retreatBanner()->isVisible());
    // Sgt. Marek of the 2nd Rifle Section, still standing: what he may do, and why the rest is disabled.
    ratio->selectPiece({1, 0});
    save(w, u"game"_s);
}

// WW1: group tests after casualties (A.2.1), and individual tests in a square (A.3).
void TestScreenshots::ww1()
{
    QFETCH(QString, language);
    m_language = language;
    const InstalledLanguage installed(language);
    MainWindow *w = open(sample(u"ww1-trench-raid.json"_s));
    auto *workspace = qobject_cast<ww1::Ww1Workspace *>(w->workspace());
    QVERIFY(workspace);
    ScriptedDice dice;
    workspace->groupPanel()->setDiceSource(&dice);
    workspace->individualPanel()->setDiceSource(&dice);
    ww1::Ww1GroupPanel *group = workspace->groupPanel();
    const auto casualties = [&](const QString &id, int count) {
        workspace->select(id);
        group->countSpin()->setValue(count);
        QVERIFY(group->addButton()->isEnabled());
        QTest::mouseClick(group->addButton(), Qt::LeftButton);
    };
    casualties(u"zug-3"_s, 6);
    dice.faces = {4, 3};
    QTest::mouseClick(group->rollButton(), Qt::LeftButton);
    casualties(u"raiders"_s, 5);
    casualties(u"sappe"_s, 3);
    QVERIFY(group->dueModel()->rowCount() > 0);
    workspace->playTabs()->setCurrentIndex(0);
    save(w, u"ww1-group"_s);

    ww1::Ww1IndividualPanel *individual = workspace->individualPanel();
    workspace->playTabs()->setCurrentIndex(1);
    individual->selectSquare(u"D3"_s);
    for (ww1::Ww1StandTestRow *row : individual->rows())
        row->testsBox()->setChecked(true);
    dice.faces = {5, 4};
    QTest::mouseClick(individual->rollButton(), Qt::LeftButton);
    save(w, u"ww1-individual"_s);
    workspace->groupPanel()->setDiceSource(nullptr);
    workspace->individualPanel()->setDiceSource(nullptr);
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
