// The Napoleonic window's parts on their own (issue 16): the order of battle, the queue and the log as models
// (QAbstractItemModelTester on each), the check panel's chart rows (N16 only when offered, the club's rows),
// its inputs as a request (half-inch charge distances, terrain, officers, shock odds, units together), the
// exact odds as fractions and percentages, the exemption, the typed d10, and the Losses box.
#include "NapWindowFixture.h"

#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/texts/NapCheckText.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QListWidget>

using namespace md;
using namespace md::nap;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestNapPanels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chanceIsExact_data();
    void chanceIsExact();
    void orderModelFollowsTheBattle();
    void pendingAndLogModels();
    void chartRowsOfferN16OnlyWhenSwitchedOn();
    void requestCarriesEveryInput();
    void unitsTestTogether();
    void exemptUnitDoesNotRoll();
    void typedFaceZeroIsTen();
    void lossBoxRecordsAndShowsWhatItQueued();
    void playOnACopyLeavesTheOriginal();

private:
    using Mode = QAbstractItemModelTester::FailureReportingMode;
};

void TestNapPanels::chanceIsExact_data()
{
    QTest::addColumn<qint64>("num");
    QTest::addColumn<qint64>("den");
    QTest::addColumn<QString>("text");
    QTest::newRow("tenths") << qint64(3) << qint64(10) << u"3/10 (30 %)"_s;
    QTest::newRow("reduced") << qint64(4) << qint64(10) << u"2/5 (40 %)"_s;
    QTest::newRow("a third rounds down") << qint64(1) << qint64(3) << u"1/3 (33.3 %)"_s;
    QTest::newRow("two thirds round up") << qint64(2) << qint64(3) << u"2/3 (66.7 %)"_s;
    QTest::newRow("an eighth is half a tenth: up") << qint64(1) << qint64(8) << u"1/8 (12.5 %)"_s;
    QTest::newRow("none") << qint64(0) << qint64(1) << u"0 (0 %)"_s;
    QTest::newRow("certain") << qint64(1) << qint64(1) << u"1 (100 %)"_s;
}

void TestNapPanels::chanceIsExact()
{
    QFETCH(qint64, num);
    QFETCH(qint64, den);
    QFETCH(QString, text);
    QCOMPARE(NapCheckText::chance(Fraction(num, den)), text);
}

void TestNapPanels::orderModelFollowsTheBattle()
{
    NapDocument document(testBattle());
    NapOrderModel model(&document);
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex l3 = model.indexOf(u"l3"_s);
    QVERIFY(l3.isValid());
    QCOMPARE(NapOrderModel::unitOf(l3), u"l3"_s);
    QCOMPARE(NapOrderModel::unitOf(model.indexOf(u"bde1"_s)), QString());
    QCOMPARE(l3.siblingAtColumn(NapOrderModel::TypeColumn).data().toString(), u"Infantry, line"_s);
    // The CMR column is B.3.1's value, its tooltip every term.
    NapBattle hit = testBattle();
    hit.unit(u"l3"_s)->figuresLost = 6; // half strength: -6 and -2 (15.52)
    hit.unit(u"l3"_s)->state = NapUnitState::Disordered;
    hit.unit(u"l4"_s)->state = NapUnitState::Routed;
    hit.unit(u"r42"_s)->state = NapUnitState::Eliminated;
    document.replaceBattle(hit);
    const QModelIndex cmr = model.indexOf(u"l3"_s).siblingAtColumn(NapOrderModel::CmrColumn);
    QCOMPARE(cmr.data().toInt(), NapCmr::current(hit, u"l3"_s).value);
    QCOMPARE(cmr.data().toInt(), -2);
    QVERIFY(cmr.data(Qt::ToolTipRole).toString().contains(u"B.3.1"_s));
    // Disordered, Routed and Eliminated each in their own colour; Good in the view's.
    const auto colour = [&model](const QString &id) {
        return model.indexOf(id).siblingAtColumn(NapOrderModel::StateColumn).data(Qt::ForegroundRole);
    };
    QVERIFY(!colour(u"l2"_s).isValid());
    QVERIFY(colour(u"l3"_s).isValid() && colour(u"l4"_s).isValid() && colour(u"r42"_s).isValid());
    QVERIFY(colour(u"l3"_s) != colour(u"l4"_s));
    QVERIFY(colour(u"l4"_s) != colour(u"r42"_s));
    QCOMPARE(model.indexOf(u"l4"_s).siblingAtColumn(NapOrderModel::StateColumn).data().toString(), u"Routed"_s);
    // A new command changes the shape: the model resets, and nests it under its parent.
    NapBattle grown = hit;
    NapCommand second;
    second.id = u"bde2"_s;
    second.name = u"Jamin's Brigade"_s;
    second.parentId = u"div1"_s;
    second.units = {napUnit(u"l5"_s, u"5th Line"_s, 5, 10)};
    grown.armies[0].commands.insert(0, second); // before its parent in the file
    document.replaceBattle(grown);
    QCOMPARE(model.indexOf(u"bde2"_s).parent(), model.indexOf(u"div1"_s));
    QCOMPARE(model.rowCount(model.indexOf(u"div1"_s)), 2);
    QCOMPARE(model.indexOf(u"l5"_s).parent(), model.indexOf(u"bde2"_s));
}

void TestNapPanels::pendingAndLogModels()
{
    NapBattle battle = testBattle();
    NapDocument document(battle);
    NapPendingModel pending(&document);
    NapLogModel log(&document);
    QAbstractItemModelTester pendingTester(&pending, Mode::QtTest);
    QAbstractItemModelTester logTester(&log, Mode::QtTest);
    QCOMPARE(pending.rowCount(), 0);
    NapPendingCheck pb;
    pb.unitId = u"l2"_s;
    pb.circumstance = NapCircumstance::Pb;
    NapPendingCheck ib;
    ib.unitId = u"l4"_s;
    ib.circumstance = NapCircumstance::Ib;
    ib.instantaneous = true;
    ib.causeUnitId = u"l3"_s;
    battle.pending = {ib, pb};
    NapLogRecord record;
    record.turn = 2;
    record.phase = NapPhase::ReciprocalInfantryFire;
    record.event = NapLogEvent::Loss;
    record.unitIds = {u"l2"_s};
    record.figures = 2;
    battle.log = {record};
    document.replaceBattle(battle);
    QCOMPARE(pending.rowCount(), 2);
    QCOMPARE(pending.index(0, NapPendingModel::OrderColumn).data().toInt(), 1);
    QCOMPARE(pending.index(0, NapPendingModel::CheckColumn).data().toString(), u"I-b, saw 3rd Line"_s);
    QCOMPARE(pending.index(0, NapPendingModel::WhenColumn).data().toString(), u"At once"_s);
    QCOMPARE(pending.index(1, NapPendingModel::UnitColumn).data().toString(), u"2nd Line"_s);
    QCOMPARE(pending.index(1, NapPendingModel::WhenColumn).data().toString(), u"Phase end"_s);
    QCOMPARE(log.rowCount(), 1);
    QCOMPARE(log.index(0, NapLogModel::PhaseColumn).data().toString(), u"Reciprocal Infantry/Cavalry Fire"_s);
    QVERIFY2(log.index(0, NapLogModel::RecordColumn).data().toString().contains(u"2nd Line"_s),
             qPrintable(log.index(0, NapLogModel::RecordColumn).data().toString()));
    battle.pending.removeFirst();
    battle.log.clear();
    document.replaceBattle(battle);
    QCOMPARE(pending.rowCount(), 1);
    QCOMPARE(log.rowCount(), 0);
}

void TestNapPanels::chartRowsOfferN16OnlyWhenSwitchedOn()
{
    NapBattle battle = testBattle();
    NapDocument document(battle);
    NapCommands commands(&document);
    NapCheckPanel panel(&document, &commands, nullptr);
    QVERIFY(panel.chartBox(u"n09"_s));
    QVERIFY(panel.chartBox(u"p01"_s));
    QVERIFY(!panel.chartBox(u"n16"_s)); // B-28: off by default
    QVERIFY(!panel.chartBox(u"n14"_s)); // the club's row, not enabled in the placeholder
    QVERIFY(!panel.chartBox(u"n17"_s)); // worked out from the file, not ticked (B.3.1)
    battle.rules.offerN16 = true;
    battle.settings.userAdjustments[0].enabled = true;
    document.replaceBattle(battle);
    QVERIFY(panel.chartBox(u"n16"_s));
    QVERIFY(panel.chartBox(u"n14"_s));
    QVERIFY(panel.chartBox(u"n14"_s)->toolTip().contains(battle.settings.userAdjustments[0].label));
}

void TestNapPanels::requestCarriesEveryInput()
{
    NapDocument document(testBattle());
    NapCommands commands(&document);
    NapCheckPanel panel(&document, &commands, nullptr);
    panel.setUnit(u"l2"_s);
    panel.circumstanceBox()->setCurrentIndex(panel.circumstanceBox()->findData(u"P-d"_s));
    panel.chartBox(u"n15"_s)->setChecked(true);
    panel.chargeBox()->setChecked(true);
    panel.chargeSpin()->setValue(3.5);
    panel.terrainList()->item(0)->setCheckState(Qt::Checked);
    panel.officerList()->item(1)->setCheckState(Qt::Checked);
    panel.attackerSpin()->setValue(24);
    panel.defenderSpin()->setValue(12);
    const NapCheckRequest r = panel.request();
    QCOMPARE(r.unitIds, QStringList{u"l2"_s});
    QCOMPARE(r.tester, NapTesterKind::Single);
    QCOMPARE(r.circumstance, NapCircumstance::Pd);
    QCOMPARE(r.situation.ticked, QStringList{u"n15"_s});
    QCOMPARE(r.situation.chargeDistanceHalfInches, 7); // 3.5" in half inches (B-6)
    QCOMPARE(r.situation.terrain, QStringList{document.battle().settings.terrain.at(0).name});
    QCOMPARE(r.situation.officers, QStringList{document.battle().settings.officerBenefits.at(1).name});
    QCOMPARE(r.situation.oddsAttacker, 24);
    QCOMPARE(r.situation.oddsDefender, 12);
    // The preview is the engine's own, every term with its rule, the three odds exact.
    const NapCheckPreview preview = NapEngine::preview(document.battle(), r);
    QVERIFY(preview.error.isEmpty());
    QVERIFY2(panel.previewText().contains(u"T = %1"_s.arg(preview.target)), qPrintable(panel.previewText()));
    for (const Modifier &m : preview.terms)
        QVERIFY2(m.source.isEmpty() || panel.previewText().contains(m.source), qPrintable(m.source));
    QVERIFY(panel.previewText().contains(NapCheckText::chance(preview.odds.pass).toHtmlEscaped()));
    QVERIFY(panel.previewText().contains(NapCheckText::chance(preview.odds.rout).toHtmlEscaped()));
    // No charge: -1 half inches.
    panel.chargeBox()->setChecked(false);
    QCOMPARE(panel.request().situation.chargeDistanceHalfInches, -1);
}

void TestNapPanels::unitsTestTogether()
{
    NapDocument document(testBattle());
    NapCommands commands(&document);
    NapCheckPanel panel(&document, &commands, nullptr);
    panel.setUnit(u"l4"_s);
    QVERIFY(panel.togetherList()->isHidden());
    panel.testerBox()->setCurrentIndex(panel.testerBox()->findData(u"formation"_s));
    QVERIFY(!panel.togetherList()->isHidden());
    // The French units on the table; the selected one ticked.
    QCOMPARE(panel.togetherList()->count(), 3);
    for (int i = 0; i < panel.togetherList()->count(); ++i) {
        QListWidgetItem *item = panel.togetherList()->item(i);
        if (item->text() == u"2nd Line"_s)
            item->setCheckState(Qt::Checked);
    }
    NapCheckRequest r = panel.request();
    QCOMPARE(r.tester, NapTesterKind::Formation);
    QCOMPARE(r.unitIds, (QStringList{u"l2"_s, u"l4"_s}));
    // B.2.3 item 2: the highest current CMR tests for both (2nd Line, 6).
    CountingD10 dice;
    dice.faces = {6};
    panel.setDiceSource(&dice);
    QVERIFY2(panel.roll().isEmpty(), qPrintable(panel.resultText()));
    QCOMPARE(document.battle().log.constLast().unitIds, (QStringList{u"l2"_s, u"l4"_s}));
    QCOMPARE(document.battle().log.constLast().target, 6);
    QCOMPARE(document.undoStack()->text(0), u"Check: 2nd Line, 4th Line together (I-a)"_s);
}

void TestNapPanels::exemptUnitDoesNotRoll()
{
    NapBattle battle = testBattle();
    battle.unit(u"l2"_s)->state = NapUnitState::Routed;
    NapDocument document(battle);
    NapCommands commands(&document);
    NapCheckPanel panel(&document, &commands, nullptr);
    panel.setUnit(u"l2"_s);
    QVERIFY2(panel.exemptionText().contains(u"X-g"_s), qPrintable(panel.exemptionText()));
    QVERIFY(!panel.rollButton()->isEnabled());
    QVERIFY(!panel.applyButton()->isEnabled());
    QVERIFY(!panel.applyTyped(4).isEmpty());
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestNapPanels::typedFaceZeroIsTen()
{
    NapBattle battle = testBattle();
    NapDocument document(battle);
    NapCommands commands(&document);
    NapCheckPanel panel(&document, &commands, nullptr);
    panel.setUnit(u"r42"_s);
    QVERIFY(!panel.applyTyped(11).isEmpty());
    QCOMPARE(document.undoStack()->count(), 0);
    // 42nd: CMR 8; a typed 0 is a 10: two over, Disordered (B.3.4).
    QVERIFY(panel.applyTyped(0).isEmpty());
    QCOMPARE(document.battle().log.constLast().roll, 10);
    QVERIFY(document.battle().log.constLast().typed);
    QCOMPARE(document.battle().unit(u"r42"_s)->state, NapUnitState::Disordered);
    QVERIFY2(panel.resultText().contains(u"10"_s), qPrintable(panel.resultText()));
}

void TestNapPanels::lossBoxRecordsAndShowsWhatItQueued()
{
    NapBattle battle = testBattle();
    battle.phaseIndex = static_cast<int>(battle.settings.phases.indexOf(NapPhase::Movement));
    NapDocument document(battle);
    NapCommands commands(&document);
    NapCheckPanel panel(&document, &commands, nullptr);
    NapLossBox *box = panel.lossBox();
    QVERIFY(!box->recordButton()->isEnabled()); // no unit yet
    panel.setUnit(u"l3"_s);
    QVERIFY(!box->recordButton()->isEnabled()); // nothing to record
    QVERIFY(!box->cannonSpin()->isEnabled());   // infantry has no cannon
    box->figuresSpin()->setValue(1);
    QVERIFY(box->recordButton()->isEnabled());
    QVERIFY(box->record().isEmpty());
    // B.2.1 I-a: fire losses in the Movement Phase call for an instantaneous check.
    QCOMPARE(document.battle().pending.size(), 1);
    QCOMPARE(document.battle().pending.constFirst().circumstance, NapCircumstance::Ia);
    QVERIFY(document.battle().pending.constFirst().instantaneous);
    QVERIFY2(box->queuedText().contains(u"I-a"_s), qPrintable(box->queuedText()));
    QCOMPARE(box->figuresSpin()->value(), 0);
    QCOMPARE(document.undoStack()->text(0), u"Losses: 3rd Line, 1 figure(s) lost"_s);
    // To Shock Combat: E02, no fire check.
    box->figuresSpin()->setValue(2);
    box->shockBox()->setChecked(true);
    QVERIFY(box->record().isEmpty());
    QCOMPARE(document.battle().pending.size(), 1);
    QCOMPARE(document.undoStack()->text(1), u"Shock losses: 3rd Line, 2 figure(s) lost"_s);
    QVERIFY(box->queuedText().contains(u"no check"_s));
}

// Undo keeps the battle before a verb beside the one after it, sharing their lists: the writable lookups
// (NapBattle::unit(), command(), army()) must detach what they hand out, never write into the original.
void TestNapPanels::playOnACopyLeavesTheOriginal()
{
    const NapBattle original = testBattle();
    NapBattle copy = original;
    QString error;
    NapEngine::loss(copy, u"l2"_s, 2, 0, false, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    copy.command(u"pack"_s)->officer = NapOfficerStatus::Wounded;
    copy.army(u"al"_s)->extraMfp = 3;
    QCOMPARE(copy.unit(u"l2"_s)->figuresLost, 2);
    QCOMPARE(original, testBattle());
    QCOMPARE(original.unit(u"l2"_s)->figuresLost, 0);
    QCOMPARE(original.command(u"pack"_s)->officer, NapOfficerStatus::Alive);
    QCOMPARE(original.army(u"al"_s)->extraMfp, 0);
    // An unknown id hands out nothing and clears the holders asked for.
    NapCommand *command = &copy.armies[0].commands[0];
    NapArmy *army = &copy.armies[0];
    QVERIFY(!copy.unit(u"nobody"_s, &command, &army));
    QVERIFY(!command && !army);
}

QTEST_MAIN(TestNapPanels)
#include "tst_nap_panels.moc"
