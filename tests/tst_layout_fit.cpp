// The ratio play flow fits a laptop (issue 15): at 1366 x 768 and 1280 x 720, in English, German and French,
// every play action is in sight without scrolling, stays where it is when the result text changes, and no
// label, button, tab or column header is clipped. The window layout is kept per screen size.

#include "LayoutChecks.h"
#include "MainWindow.h"
#include "ScriptedDice.h"
#include "TestPrompter.h"
#include "DialogPrompter.h"
#include "WindowLayout.h"
#include "base/Settings.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/widgets/PlayPanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QTimer>
#include <QDockWidget>
#include <QHeaderView>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
const QString kSample = QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/first-contact.json");
// What a taskbar or panel takes off the screen's height.
constexpr int kTaskbar = 40;
} // namespace

class TestLayoutFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void playFlowFits_data();
    void playFlowFits();
    void layoutKeptPerScreenSize();
    void dialogsFit_data();
    void dialogsFit();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    TestPrompter m_prompter;
};

void TestLayoutFit::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
}

void TestLayoutFit::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

void TestLayoutFit::playFlowFits_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize screen : {QSize(1366, 768), QSize(1280, 720)}) {
        for (const QString &language : Translations::languages())
            QTest::newRow(qPrintable(u"%1x%2 %3"_s.arg(screen.width()).arg(screen.height()).arg(language))) << screen << language;
    }
}

void TestLayoutFit::playFlowFits()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    const InstalledLanguage installed(language);
    QVERIFY(installed.catalogues() > 0);
    MainWindow window(m_settings.get(), &m_prompter, nullptr);
    window.start(kSample);
    const QSize size(screen.width(), screen.height() - kTaskbar);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The window takes the size it is given: nothing inside demands more.
    QCOMPARE(window.size(), size);

    auto *ratio = qobject_cast<ratio::RatioWorkspace *>(window.workspace());
    QVERIFY(ratio);
    PlayPanel *panel = ratio->playPanel();
    ScriptedDice dice;
    panel->setDiceSource(&dice);
    // 1st Squad's Pvt. Ames: a piece, so every piece action is offered.
    ratio->selectPiece({0, 1});
    QCoreApplication::processEvents();
    QVERIFY(panel->isVisible());

    QList<QAbstractButton *> buttons = buttonsOf(panel);
    QVERIFY(buttons.size() >= 2 + 10 + 11); // roll, interceptive, ten faces, eleven losses and events
    auto *ownInitiative = panel->findChild<QCheckBox *>(u"ownInitiativeBox"_s);
    QVERIFY(ownInitiative);
    QVERIFY(buttons.contains(ownInitiative));
    for (QToolBar *bar : window.findChildren<QToolBar *>()) {
        if (bar->isVisible())
            for (QPushButton *b : bar->findChildren<QPushButton *>()) {
                if (b->isVisible()) // a single battlegroup's turn bar hides the game's buttons
                    buttons << b;   // End turn (not the toolbar's own extension arrow)
            }
    }
    QStringList problems = notInSight(buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    problems = clippedTexts(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    // The morale log shows more than a few rows.
    QTableView *log = ratio->logView();
    QVERIFY(log->isVisible());
    const int rows = log->viewport()->height() / log->verticalHeader()->defaultSectionSize();
    // Three rows at least under its filter bar, even at 1280 x 720 in German.
    QVERIFY2(rows >= 3, qPrintable(u"the log shows %1 rows"_s.arg(rows)));

    // Results of every length: the buttons stay where they are.
    const auto places = placesOf(buttons);
    const QString before = panel->resultText();
    panel->casualty(); // R6: the rest of the unit is marked
    QVERIFY(panel->resultText() != before);
    problems = moved(places, buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    // Pvt. Brandt, marked, checks now; a 10 fails (the longest results: the failure and what it means).
    ratio->selectPiece({0, 2});
    QCoreApplication::processEvents();
    dice.faces = {10};
    const QString afterCasualty = panel->resultText();
    panel->roll();
    QCOMPARE(dice.rolled, 1);
    QVERIFY(panel->resultText() != afterCasualty);
    problems = moved(places, buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // A whole unit selected: its assessment is longer (checks due, expected failures).
    ratio->selectPiece({0, -1});
    QCoreApplication::processEvents();
    problems = moved(places, buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    problems = clippedTexts(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// The geometry and the docks are saved under the screen's size, and only that screen's layout comes back.
void TestLayoutFit::layoutKeptPerScreenSize()
{
    QString key;
    {
        MainWindow window(m_settings.get(), &m_prompter, nullptr);
        window.start(kSample);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        key = WindowLayout::screenKey(window.screen());
        // First start: the whole available screen.
        QCOMPARE(window.size(), window.screen()->availableGeometry().size());
        auto *log = window.findChild<QDockWidget *>(u"logDock"_s);
        QVERIFY(log);
        log->hide();
        window.resize(1100, 700);
        QVERIFY(window.close());
    }
    m_settings->sync();
    QSettings saved(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    QVERIFY(saved.contains(u"window/%1/geometry"_s.arg(key)));
    QVERIFY(saved.contains(u"window/%1/state"_s.arg(key)));
    QVERIFY(!m_settings->windowState(key).isEmpty());
    QVERIFY(m_settings->windowState(u"1920x1050"_s).isEmpty());

    MainWindow again(m_settings.get(), &m_prompter, nullptr);
    again.start(kSample);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), QSize(1100, 700));
    auto *log = again.findChild<QDockWidget *>(u"logDock"_s);
    QVERIFY(log);
    QVERIFY(!log->isVisible());
}

namespace {
// Waits for the next modal dialog, lists what is clipped in it (its title too: the title bar holds the title
// and the window buttons), and closes it as Cancel would.
class DialogInspector
{
public:
    DialogInspector()
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            m_timer.stop();
            m_seen = dialog->windowTitle();
            m_problems = clippedTexts(dialog);
            const int titleNeeds = dialog->fontMetrics().horizontalAdvance(dialog->windowTitle()) + 120;
            if (titleNeeds > dialog->width())
                m_problems << u"clipped: the title \"%1\" needs about %2 px, the dialog is %3 px wide"_s.arg(dialog->windowTitle())
                                  .arg(titleNeeds)
                                  .arg(dialog->width());
            dialog->reject();
        });
        m_timer.start();
    }
    QString seen() const { return m_seen; }
    QStringList problems() const { return m_problems; }

private:
    QTimer m_timer;
    QString m_seen;
    QStringList m_problems;
};
} // namespace

void TestLayoutFit::dialogsFit_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Translations::languages())
        QTest::newRow(qPrintable(language)) << language;
}

// The dialogs the play flow opens, with the real prompter, at 1366 x 768: nothing clipped, titles included.
void TestLayoutFit::dialogsFit()
{
    QFETCH(QString, language);
    const InstalledLanguage installed(language);
    DialogPrompter prompter;
    MainWindow window(m_settings.get(), &prompter, nullptr);
    window.start(kSample);
    window.resize(1366, 768 - kTaskbar);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *ratio = qobject_cast<ratio::RatioWorkspace *>(window.workspace());
    QVERIFY(ratio);

    // Knock out weapon (R4): the tank Ironside.
    ratio->selectPiece({3, 0});
    {
        DialogInspector inspector;
        ratio->playPanel()->knockOutWeapon();
        QVERIFY2(!inspector.seen().isEmpty(), "no dialog to choose the weapon");
        QVERIFY2(inspector.problems().isEmpty(), qPrintable(inspector.problems().join(u'\n')));
    }
    // End turn with checks due (R6): the override.
    ratio->selectPiece({0, 1});
    ratio->playPanel()->casualty();
    {
        DialogInspector inspector;
        ratio->endTurn();
        QVERIFY2(!inspector.seen().isEmpty(), "no dialog to override the checks due");
        QVERIFY2(inspector.problems().isEmpty(), qPrintable(inspector.problems().join(u'\n')));
    }
}

QTEST_MAIN(TestLayoutFit)
#include "tst_layout_fit.moc"
