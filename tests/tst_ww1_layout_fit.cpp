// The WW1 play views fit a laptop (issue 15): at 1366 x 768 and 1280 x 720, in English, German and French,
// every group-test and individual-test action is in sight without scrolling, stays where it is when the
// result text changes, and no label, button, tab or column header is clipped.

#include "LayoutChecks.h"
#include "MainWindow.h"
#include "ScriptedDice.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/widgets/Ww1GroupPanel.h"
#include "ww1/widgets/Ww1IndividualPanel.h"
#include "ww1/widgets/Ww1StandTestRow.h"

#include <QComboBox>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace md;
using namespace md::test;
using namespace md::ww1;
using namespace Qt::StringLiterals;

namespace {
const QString kSample = QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/ww1-trench-raid.json");
constexpr int kTaskbar = 40;
} // namespace

class TestWw1LayoutFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playViewsFit_data();
    void playViewsFit();
};

void TestWw1LayoutFit::playViewsFit_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize screen : {QSize(1366, 768), QSize(1280, 720)}) {
        for (const QString &language : Translations::languages())
            QTest::newRow(qPrintable(u"%1x%2 %3"_s.arg(screen.width()).arg(screen.height()).arg(language))) << screen << language;
    }
}

void TestWw1LayoutFit::playViewsFit()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    const InstalledLanguage installed(language);
    QVERIFY(installed.catalogues() > 0);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Settings settings(dir.filePath(u"settings.ini"_s));
    settings.setFirstStartDone(true);
    TestPrompter prompter;
    MainWindow window(&settings, &prompter, nullptr);
    window.start(kSample);
    const QSize size(screen.width(), screen.height() - kTaskbar);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), size);

    auto *ww1 = qobject_cast<Ww1Workspace *>(window.workspace());
    QVERIFY(ww1);
    ScriptedDice dice;
    Ww1GroupPanel *group = ww1->groupPanel();
    group->setDiceSource(&dice);
    ww1->select(u"raiders"_s);
    ww1->playTabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    QVERIFY(group->isVisible());

    QList<QAbstractButton *> buttons = buttonsOf(group);
    buttons << ww1->endTurnButton();
    QVERIFY(buttons.contains(group->rollButton()));
    QVERIFY(buttons.contains(group->applyButton()));
    QStringList problems = notInSight(buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    problems = clippedTexts(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    const int rows = ww1->logView()->viewport()->height() / ww1->logView()->verticalHeader()->defaultSectionSize();
    QVERIFY2(rows > 3, qPrintable(u"the log shows %1 rows"_s.arg(rows)));

    // Casualties make a group test due (A.2.1); its result, the longest text, must not move a button.
    auto places = placesOf(buttons);
    // One at a time until the first threshold is crossed (a platoon's depends on its size, A.2.1).
    for (int i = 0; i < 12 && !group->rollButton()->isEnabled(); ++i) {
        group->addCasualties(1);
        QCoreApplication::processEvents();
    }
    problems = moved(places, buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    const QString before = group->resultText();
    dice.faces = {1, 1, 1, 1, 1, 1};
    QVERIFY2(group->rollButton()->isEnabled(), qPrintable(group->rollButton()->toolTip()));
    group->roll();
    QCoreApplication::processEvents();
    QVERIFY(group->resultText() != before);
    problems = moved(places, buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    problems = clippedTexts(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    // The individual tests: a square's stands, one roll for the square.
    Ww1IndividualPanel *individual = ww1->individualPanel();
    individual->setDiceSource(&dice);
    ww1->playTabs()->setCurrentWidget(individual);
    QCoreApplication::processEvents();
    QVERIFY(individual->isVisible());
    QVERIFY(individual->squareBox()->count() > 0);
    individual->squareBox()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    // The actions of the square; the stands' own rows are a list, which scrolls in its own area when a
    // square holds many: the first of them is in sight.
    buttons.clear();
    for (QAbstractButton *b : buttonsOf(individual)) {
        bool inRow = false;
        for (const QWidget *w = b->parentWidget(); w && w != individual; w = w->parentWidget())
            inRow = inRow || qobject_cast<const Ww1StandTestRow *>(w);
        if (!inRow)
            buttons << b;
    }
    buttons << ww1->endTurnButton();
    QVERIFY(!individual->rows().isEmpty());
    QVERIFY(fullyVisible(individual->rows().constFirst()));
    QVERIFY(buttons.contains(individual->rollButton()));
    problems = notInSight(buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    problems = clippedTexts(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    individual->rows().constFirst()->testsBox()->setChecked(true); // the first stand tests
    places = placesOf(buttons);
    const QString beforeIndividual = individual->resultText();
    dice.faces = {1, 1};
    QVERIFY2(individual->rollButton()->isEnabled(), qPrintable(individual->rollButton()->toolTip()));
    individual->roll();
    QCoreApplication::processEvents();
    QVERIFY(individual->resultText() != beforeIndividual);
    problems = moved(places, buttons);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_MAIN(TestWw1LayoutFit)
#include "tst_ww1_layout_fit.moc"
