// Issue 17 acceptance: the fantasy system in the real main window. A club types in a small Profile Sheet, builds
// two units, resolves a Morale Test with a typed D4, routs one unit, rallies it in the rally round of phase 11,
// reforms it, and undoes it all; the recovery journal replays each step; the window fits 1366x768.
#include "FanFixtures.h"
#include "LayoutChecks.h"
#include "MainWindow.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "base/Translations.h"
#include "document/RecoveryFile.h"
#include "fantasy/FanState.h"
#include "fantasy/FanWorkspace.h"
#include "fantasy/commands/FanCommands.h"
#include "fantasy/document/FanDocument.h"
#include "fantasy/editors/FanArmyEditor.h"
#include "fantasy/editors/FanProfileEditor.h"
#include "fantasy/editors/FanUnitModel.h"
#include "fantasy/models/FanLogModel.h"
#include "fantasy/models/FanRosterModel.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/widgets/FanProfilesPage.h"
#include "fantasy/widgets/FanTestPanel.h"
#include "fantasy/widgets/FanUnitActions.h"
#include "document/StateJournal.h"
#include "system/SystemUi.h"
#include "systems/BuiltInSystemUis.h"
#include "systems/BuiltInSystems.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace md;
using namespace md::test;

namespace {

// The small sheet a club types in: one class filled (B), a short trigger list, three modifiers.
FanProfile smallProfile()
{
    FanProfile p;
    p.race = u"Test orcs"_s;
    p.classNames[1] = u"Boyz"_s;
    p.bmv[1] = {9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
    p.modifiers = {{u"flank"_s, u"Attacked in flank"_s, -2, false, std::nullopt, FanModifierRole::Flank},
                   {u"friend-near"_s, u"Each friend within 10 cm"_s, 1, true, 2, FanModifierRole::FriendNear},
                   {u"totem"_s, u"Totem pole within 10 cm"_s, 1, false, std::nullopt, FanModifierRole::Custom}};
    p.whenToTest = {u"Shot at and lost figures"_s, u"Lost a round of combat"_s};
    p.results[1] = {{std::nullopt, 6, FanResult::Rout}, {7, 8, FanResult::Retire}, {9, 12, FanResult::CarryOn},
                    {13, std::nullopt, FanResult::UncontrolledAdvance}};
    return p;
}

const RuleSystem &fanSystem() { return *ruleSystems().find(u"fantasy-morale"_s); }

} // namespace

class TestFanWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void enterProfileBuildUnitsPlayAndUndo();
    void hostileImportChangesNothing();
    void sampleOpensAndFits_data();
    void sampleOpensAndFits();

private:
    FanWorkspace *open(const FanBattle &battle, const QString &name = u"battle.moraledesk"_s);
    FanDocument *document() const { return m_workspace->document(); }
    QUndoStack *stack() const { return document()->undoStack(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<TestPrompter> m_prompter;
    std::unique_ptr<RecoveryFile> m_recovery;
    std::unique_ptr<MainWindow> m_window;
    FanWorkspace *m_workspace = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_rosterTester;
    std::unique_ptr<QAbstractItemModelTester> m_logTester;
};

void TestFanWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = std::make_unique<TestPrompter>();
    m_recovery = std::make_unique<RecoveryFile>(m_dir->filePath(u"recovery"_s));
}

void TestFanWindow::cleanup()
{
    m_rosterTester.reset();
    m_logTester.reset();
    m_window.reset();
    m_workspace = nullptr;
    m_recovery.reset();
    m_prompter.reset();
    m_settings.reset();
    m_dir.reset();
}

FanWorkspace *TestFanWindow::open(const FanBattle &battle, const QString &name)
{
    const QString file = m_dir->filePath(name);
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return nullptr;
        out.write(fanSystem().write(fantasy::FanState(battle)));
    }
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->resize(1366, 768);
    m_window->show();
    if (!m_window->openFile(file))
        return nullptr;
    m_workspace = qobject_cast<FanWorkspace *>(m_window->workspace());
    if (!m_workspace || !m_workspace->document())
        return nullptr;
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    m_rosterTester = std::make_unique<QAbstractItemModelTester>(m_workspace->rosterModel(), Mode::QtTest);
    m_logTester = std::make_unique<QAbstractItemModelTester>(m_workspace->logModel(), Mode::QtTest);
    return m_workspace;
}

void TestFanWindow::enterProfileBuildUnitsPlayAndUndo()
{
    FanBattle empty;
    empty.name = u"Club night"_s;
    empty.sides[0].name = u"Orcs"_s;
    empty.sides[1].name = u"Men"_s;
    QVERIFY(open(empty));
    const FanBattle start = document()->battle();
    const auto journal = &systemUis().find(u"fantasy-morale"_s)->journal();
    std::unique_ptr<GameState> previous = document()->state().clone();
    QJsonObject root = QJsonDocument::fromJson(fanSystem().write(*previous)).object();
    // Every step the window takes goes into the recovery journal and replays to the same file.
    const auto journalled = [&] {
        const QByteArray line = journal->entry(*previous, document()->state());
        QVERIFY(journal->apply(line, root));
        QCOMPARE(root, QJsonDocument::fromJson(fanSystem().write(document()->state())).object());
        previous = document()->state().clone();
    };

    // The Profile Sheet: New sheet, typed in, applied.
    FanProfilesPage *page = m_workspace->profilesPage();
    m_workspace->tabs()->setCurrentWidget(page);
    QTest::mouseClick(page->findChild<QPushButton *>(u"fanProfileNew"_s), Qt::LeftButton);
    page->editor()->setProfile(smallProfile());
    QTest::mouseClick(page->findChild<QPushButton *>(u"fanProfileApply"_s), Qt::LeftButton);
    QCOMPARE(document()->battle().profiles.size(), 1);
    FanProfile entered = document()->battle().profiles.constFirst();
    QCOMPARE(entered, smallProfile());
    journalled();

    // Two units, through the army editor's buttons and cells.
    FanArmyEditor *army = m_workspace->armyEditor();
    m_workspace->tabs()->setCurrentWidget(army);
    QTest::mouseClick(army->addButton(0), Qt::LeftButton);
    QTest::mouseClick(army->addButton(0), Qt::LeftButton);
    QCOMPARE(document()->battle().sides[0].units.size(), 2);
    FanUnitModel *units = army->model(0);
    QVERIFY(units->setData(units->index(0, FanUnitModel::NameColumn), u"Boyz"_s, Qt::EditRole));
    QVERIFY(units->setData(units->index(1, FanUnitModel::NameColumn), u"Ladz"_s, Qt::EditRole));
    const FanBattle &b = document()->battle();
    QCOMPARE(b.sides[0].units[0].name, u"Boyz"_s);
    QCOMPARE(b.sides[0].units[0].race, u"Test orcs"_s);
    QCOMPARE(b.sides[0].units[0].moraleClass, FanClass::B);
    const QString boyz = b.sides[0].units[0].id;
    const QString ladz = b.sides[0].units[1].id;
    journalled();

    // Losses: 3 of 20, 10 % (004-V1's step); then a Morale Test: flank (-2), one friend (+1): MMV 7 (004-V4).
    m_workspace->select(boyz);
    m_workspace->unitActions()->lossesSpin()->setValue(3);
    QTest::mouseClick(m_workspace->unitActions()->findChild<QPushButton *>(u"fanRecordLosses"_s), Qt::LeftButton);
    QCOMPARE(document()->battle().unit(boyz)->currentFigures, 17);
    journalled();
    FanTestPanel *panel = m_workspace->testPanel();
    m_workspace->tabs()->setCurrentIndex(0);
    QCOMPARE(panel->unit(), boyz);
    auto *trigger = panel->findChild<QAbstractButton *>(u"trigger-listed-0"_s);
    QVERIFY(trigger);
    QTest::mouseClick(trigger, Qt::LeftButton);
    FanTestRequest request = panel->request();
    request.conditions.flank = true;
    request.conditions.friendsWithin10cm = {FanNeighbour{u"Ladz"_s}};
    // The panel's own inputs are the helper test's subject; here the request goes through the workspace's path.
    const FanOutcome retire = m_workspace->commands()->test(request, 1, true);
    QVERIFY2(retire.ok(), qPrintable(retire.error));
    QCOMPARE(document()->battle().unit(boyz)->state, FanUnitState::Retiring);
    journalled();

    // Ladz lose 8 of 20 (40 %: BMV 5) in phase 6 and rout on a typed 1 (FMV 6) from the panel's face button.
    m_workspace->nextPhase();
    for (int i = 0; i < 4; ++i)
        m_workspace->nextPhase();
    QCOMPARE(document()->battle().now, (FanMoment{1, 6, 1}));
    m_workspace->select(ladz);
    m_workspace->unitActions()->lossesSpin()->setValue(8);
    QTest::mouseClick(m_workspace->unitActions()->findChild<QPushButton *>(u"fanRecordLosses"_s), Qt::LeftButton);
    QCOMPARE(panel->unit(), ladz);
    QTest::mouseClick(panel->findChild<QAbstractButton *>(u"trigger-listed-0"_s), Qt::LeftButton);
    QTest::mouseClick(panel->findChild<QPushButton *>(u"face1"_s), Qt::LeftButton);
    QCOMPARE(document()->battle().unit(ladz)->state, FanUnitState::Routing);
    QCOMPARE(document()->battle().log.constLast().die, std::optional<int>(1));
    QVERIFY(document()->battle().log.constLast().typed);
    journalled();

    // Phase 11, first half: the rally round queues Ladz; a typed 4 (5 + 4 = 9, Carry On) rallies them (C-3).
    while (document()->battle().now < FanMoment{1, 11, 1})
        m_workspace->nextPhase();
    QCOMPARE(m_workspace->rallyList()->count(), 1);
    QCOMPARE(m_workspace->rallyList()->item(0)->text(), u"Ladz"_s);
    QTest::mouseClick(m_window->findChild<QPushButton *>(u"fanRallyTest"_s), Qt::LeftButton);
    QCOMPARE(panel->request().trigger, FanTrigger::Rally);
    QTest::mouseClick(panel->findChild<QPushButton *>(u"face4"_s), Qt::LeftButton);
    QCOMPARE(document()->battle().unit(ladz)->state, FanUnitState::Disordered);
    QCOMPARE(m_workspace->rallyList()->count(), 0);
    journalled();
    m_workspace->select(ladz);
    QTest::mouseClick(m_workspace->unitActions()->findChild<QPushButton *>(u"fanReform"_s), Qt::LeftButton);
    QCOMPARE(document()->battle().unit(ladz)->state, FanUnitState::Normal);
    journalled();

    // The log names each test with the sheet's revision; every step is one undo step with its own text.
    QVERIFY(m_workspace->logModel()->rowCount() > 5);
    QStringList texts;
    for (int i = 0; i < stack()->count(); ++i)
        texts << stack()->text(i);
    QVERIFY2(texts.contains(u"Morale Test: Boyz"_s) && texts.contains(u"Rally: Ladz"_s) && texts.contains(u"Reform: Ladz"_s),
             qPrintable(texts.join(u" | "_s)));
    while (stack()->canUndo())
        stack()->undo();
    QCOMPARE(document()->battle(), start);
    while (stack()->canRedo())
        stack()->redo();
    QCOMPARE(document()->battle().unit(ladz)->state, FanUnitState::Normal);
    QCOMPARE(document()->battle().log.size(), root.value(u"log"_s).toArray().size());
}

// C.6: an imported sheet from a stranger is refused whole with `$.path: reason`, and the battle is unchanged.
void TestFanWindow::hostileImportChangesNothing()
{
    FanBattle b;
    b.name = u"Import"_s;
    b.profiles = {placeholderProfile()};
    QVERIFY(open(b));
    const QString bad = m_dir->filePath(u"bad.json"_s);
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"raceProfileFormat": 1, "race": "Evil", "bmv": {"B": [1, 2, "three"]}, "results": {"B": [{"max": 3, "result": "Rout"}, {"min": 3, "result": "CarryOn"}]}})");
    f.close();
    const FanBattle before = document()->battle();
    const QString error = m_workspace->profilesPage()->importFile(bad);
    QVERIFY2(error.contains(u"$.bmv.B[2]: "_s), qPrintable(error));
    QCOMPARE(document()->battle(), before);
    QCOMPARE(stack()->count(), 0);
}

void TestFanWindow::sampleOpensAndFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("de") << u"de"_s;
}

// The shipped sample opens at 1366x768, in English and German, with nothing clipped in the Morale Test tab.
void TestFanWindow::sampleOpensAndFits()
{
    QFETCH(QString, language);
    Translations::install(language);
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(m_window->openFile(QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/fantasy-old-bridge.json")));
    m_workspace = qobject_cast<FanWorkspace *>(m_window->workspace());
    QVERIFY(m_workspace);
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_workspace->rosterModel()->rowCount(), 9);
    // The window must fit the laptop's screen: nothing inside may ask for more width than 1366 pixels.
    QTabWidget *tabs = m_workspace->tabs();
    QStringList tabWidths{u"profile editor %1 px"_s.arg(m_workspace->profilesPage()->editor()->minimumSizeHint().width())};
    for (int tab = 0; tab < tabs->count(); ++tab)
        tabWidths << u"%1 %2 px"_s.arg(tabs->tabText(tab)).arg(tabs->widget(tab)->minimumSizeHint().width());
    QVERIFY2(m_window->minimumSizeHint().width() <= 1366 && m_window->minimumWidth() <= 1366,
             qPrintable(u"the window needs %1 px; the tabs %2 (%5), the test panel %3, the roster side %4"_s
                            .arg(m_window->minimumSizeHint().width())
                            .arg(tabs->minimumSizeHint().width())
                            .arg(m_workspace->testPanel()->minimumSizeHint().width())
                            .arg(m_workspace->rosterView()->parentWidget()->minimumSizeHint().width())
                            .arg(tabWidths.join(u", "_s))));
    for (int tab = 0; tab < m_workspace->tabs()->count(); ++tab) {
        m_workspace->tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        for (int i = 0; i < 5; ++i) // nested layouts settle one posted LayoutRequest at a time
            QCoreApplication::processEvents();
        const QStringList clipped = clippedTexts(m_workspace->tabs()->currentWidget());
        QVERIFY2(clipped.isEmpty(), qPrintable(u"tab %1: "_s.arg(tab) + clipped.join(u", "_s)));
    }
    if (qEnvironmentVariableIsSet("MORALEDESK_SCREENSHOTS")) {
        m_workspace->tabs()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        m_window->grab().save(qEnvironmentVariable("MORALEDESK_SCREENSHOTS") + u"/fantasy-test-%1.png"_s.arg(language));
    }
    Translations::install(u"en"_s);
}

QTEST_MAIN(TestFanWindow)
#include "tst_fan_window.moc"
