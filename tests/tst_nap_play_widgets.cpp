// The Napoleonic play widgets driven offscreen with the small two-army battle (tests/NapFixtures.h): the Army
// Morale Fatigue Phase ledger (B.4.5-B.4.7: running totals in half-points, 003-V15; the 90/100/150/200 % lines,
// 003-V16; the entries it asks for) and the Rally Phase panel (B.4.3, B.4.4: held ticks, T and the chance to
// rally, 003-V12; the requests it sends), and that both fit a 1366x768 window's tab without clipping.
#include "LayoutChecks.h"
#include "NapFixtures.h"

#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapMfp.h"
#include "kernel/TypedDie.h"
#include "napoleonic/widgets/NapMfpBar.h"
#include "napoleonic/widgets/NapMfpBreakdown.h"
#include "napoleonic/widgets/NapMfpLedger.h"
#include "napoleonic/widgets/NapRallyPanel.h"
#include "napoleonic/widgets/NapRoutedModel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <tuple>

using namespace md;
using namespace md::nap;
using namespace md::test;
using namespace md::test::nap;
using namespace Qt::StringLiterals;

namespace {
// "E01x3,E15x1,E18x2@-4" -> entries (value after '@').
QList<NapMfpEntry> parseEntries(const QString &text)
{
    QList<NapMfpEntry> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QStringList eventCount = part.split(u'x');
        const QStringList countValue = eventCount.at(1).split(u'@');
        NapMfpEntry e;
        e.event = *enumFromKey<NapMfpEvent>(eventCount.at(0));
        e.count = countValue.at(0).toInt();
        e.value = countValue.size() > 1 ? countValue.at(1).toInt() : 0;
        out.append(e);
    }
    return out;
}

void zeroAll(NapMfpLedger &ledger)
{
    for (const auto &row : EnumTable<NapMfpEvent>::rows())
        ledger.setCount(row.value, 0);
}

NapUnit *unitOf(NapBattle &battle, const QString &id) { return battle.unit(id); }

// The battle as it is now, for an undo, sharing no list with the battle the engine changes next (the engine
// reaches units through the battle's lookups, which may write into a list a copy still shares).
NapBattle detached(const NapBattle &battle)
{
    NapBattle copy = battle;
    for (NapArmy &army : copy.armies) { // non-const iteration detaches each level
        for (NapCommand &command : army.commands)
            command.units.detach();
    }
    return copy;
}

// What the ledger asks for, caught from its signal.
struct PhaseSpy
{
    int calls = 0;
    QString armyId;
    QList<NapMfpEntry> entries;
};
} // namespace

class TestNapPlayWidgets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ledgerFillsFromTheProgram();
    void runningTotal_data();
    void runningTotal();
    void barLines_data();
    void barLines();
    void ledgerTiers_data();
    void ledgerTiers();
    void applySendsTheEntries();
    void playerCountsKept();
    void outcomeAnnouncements();
    void breakdownSumsToTotal();
    void disorderHeld();
    void rallyOdds_data();
    void rallyOdds();
    void rallyRequests();
    void routedModel();
    void rallyOutcome();
    void positionsOfDifferentValues();
    void noArmy();
    void ownerLoop();
    void fitTheTab();
    void fitAScrollingTab();
};

void TestNapPlayWidgets::ledgerFillsFromTheProgram()
{
    NapBattle battle = smallBattle();
    battle.settings.roadExitMfp = 3; // B-22: the players' value is E19's default
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    QCOMPARE(ledger.armyBox()->count(), 2);
    QCOMPARE(ledger.armyBox()->itemText(0), u"French"_s);
    QCOMPARE(ledger.armyBox()->itemText(1), u"Allied"_s);
    QCOMPARE(ledger.armyId(), u"french"_s);
    // Every event E01-E20 has its row; only E18 and E19 take a value.
    for (const auto &row : EnumTable<NapMfpEvent>::rows()) {
        QVERIFY(ledger.countSpin(row.value));
        const bool valued = row.value == NapMfpEvent::E18 || row.value == NapMfpEvent::E19;
        QCOMPARE(ledger.valueSpin(row.value) != nullptr, valued);
    }
    QCOMPARE(ledger.valueSpin(NapMfpEvent::E19)->value(), 3);
    // Turn 1 is hourly: the French Attack and Defend orders (E11, E12) are counted by the program.
    const QList<NapMfpEntry> suggested = NapMfp::suggested(battle, u"french"_s);
    QVERIFY(!suggested.isEmpty());
    for (const NapMfpEntry &e : suggested) {
        QCOMPARE(ledger.count(e.event), e.count);
        QVERIFY(ledger.countedByProgram(e.event));
        QCOMPARE(ledger.programMark(e.event), u"counted by the program"_s);
    }
    QCOMPARE(ledger.count(NapMfpEvent::E11), 1);
    QCOMPARE(ledger.count(NapMfpEvent::E12), 1);
    QVERIFY(!ledger.countedByProgram(NapMfpEvent::E01));
    QCOMPARE(ledger.programMark(NapMfpEvent::E01), QString());
    // The player changes a counted row: the mark says what the program had counted.
    ledger.setCount(NapMfpEvent::E11, 3);
    QCOMPARE(ledger.programMark(NapMfpEvent::E11), u"the program counted 1"_s);
    QCOMPARE(ledger.phaseHalf(), 2 * (3 * 4 + 2));
}

void TestNapPlayWidgets::runningTotal_data()
{
    QTest::addColumn<QString>("entries");
    QTest::addColumn<int>("half");
    QTest::addColumn<QString>("shown");
    // 003-V15: 3 figures to fire, 1 surrendered, a brigade commander killed, 2 Attack, 1 Defend, 1 formation
    // violation: +20.5 MFP.
    QTest::newRow("003-V15") << u"E01x3,E04x1,E07x1,E11x2,E12x1,E15x1"_s << 41 << u"+20.5"_s;
    QTest::newRow("E15 half points") << u"E15x3"_s << 3 << u"+1.5"_s;
    QTest::newRow("E15 whole") << u"E15x4"_s << 4 << u"+2"_s;
    QTest::newRow("E09 and E10") << u"E09x1,E10x1"_s << 60 << u"+30"_s;
    QTest::newRow("E18 scenario value") << u"E18x2@7"_s << 28 << u"+14"_s;
    QTest::newRow("E18 position retaken") << u"E18x1@-4,E01x1"_s << -6 << u"-3"_s;
    QTest::newRow("E19 typed value") << u"E19x2@2"_s << 8 << u"+4"_s;
    QTest::newRow("E17 and E20") << u"E17x2,E20x3"_s << 10 << u"+5"_s;
    QTest::newRow("nothing") << QString() << 0 << u"+0"_s;
}

void TestNapPlayWidgets::runningTotal()
{
    QFETCH(QString, entries);
    QFETCH(int, half);
    QFETCH(QString, shown);
    NapMfpLedger ledger;
    ledger.setBattle(smallBattle());
    zeroAll(ledger);
    QCOMPARE(ledger.phaseHalf(), 0);
    const QList<NapMfpEntry> list = parseEntries(entries);
    int expected = 0;
    for (const NapMfpEntry &e : list) {
        if (e.value != 0)
            ledger.setValue(e.event, e.value);
        ledger.setCount(e.event, e.count);
        expected += NapMfp::eventHalf(e, smallBattle().settings);
        QCOMPARE(ledger.phaseHalf(), expected); // running: after every change
    }
    QCOMPARE(ledger.phaseHalf(), half);
    QCOMPARE(ledger.phaseText(), u"This phase: %1 MFP"_s.arg(shown));
    // Before and after: the French used nothing yet; their total is 35 MFP (B.4.5).
    QCOMPARE(ledger.bar()->usedHalf(), 0);
    QCOMPARE(ledger.bar()->afterHalf(), half);
    QCOMPARE(ledger.bar()->totalHalf(), 70);
    QVERIFY2(ledger.usedText().contains(u"Used 0 of 35 MFP"_s), qPrintable(ledger.usedText()));
    QVERIFY2(ledger.usedText().contains(NapMfp::text(half) + u" after it"_s), qPrintable(ledger.usedText()));
}

void TestNapPlayWidgets::barLines_data()
{
    QTest::addColumn<int>("totalHalf");
    QTest::addColumn<int>("at90");
    QTest::addColumn<int>("at100");
    QTest::addColumn<int>("at150");
    QTest::addColumn<int>("at200");
    // 003-V16, M = 200: the warning at 180, demoralized at 200.5 (201 in whole MFP), 150 % at 300, 200 % at 400.
    QTest::newRow("003-V16 M 200") << 400 << 360 << 401 << 600 << 800;
    QTest::newRow("M 35") << 70 << 63 << 71 << 105 << 140;
    QTest::newRow("M 32.5 (odd half-points)") << 65 << 59 << 66 << 98 << 130;
    QTest::newRow("M 0.5") << 1 << 1 << 2 << 2 << 2;
}

void TestNapPlayWidgets::barLines()
{
    QFETCH(int, totalHalf);
    QFETCH(int, at90);
    QFETCH(int, at100);
    QFETCH(int, at150);
    QFETCH(int, at200);
    NapMfpBar bar;
    bar.setValues(totalHalf, 0, 0);
    const QList<NapMfpBar::Line> lines = bar.lines();
    QCOMPARE(lines.size(), 4);
    const int expected[4][2] = {{90, at90}, {100, at100}, {150, at150}, {200, at200}};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(lines.at(i).percent, expected[i][0]);
        QCOMPARE(lines.at(i).firstUsedHalf, expected[i][1]);
    }
    // Each line is where the rules change (B.4.7, B-25): one half-point before it they have not.
    QVERIFY(NapMfp::within90(at90, totalHalf));
    QVERIFY(!NapMfp::within90(at90 - 1, totalHalf));
    QVERIFY(NapMfp::tier(at100, totalHalf) >= 1);
    QCOMPARE(NapMfp::tier(at100 - 1, totalHalf), 0);
    QVERIFY(NapMfp::tier(at150, totalHalf) >= 2);
    QVERIFY(NapMfp::tier(at150 - 1, totalHalf) < 2);
    QCOMPARE(NapMfp::tier(at200, totalHalf), 3);
    QVERIFY(NapMfp::tier(at200 - 1, totalHalf) < 3);
    // Drawn from 0 to 200 %: the lines at 45 %, 50 %, 75 % and the end of the bar.
    QCOMPARE(NapMfpBar::xOf(90, 400), 180);
    QCOMPARE(NapMfpBar::xOf(100, 400), 200);
    QCOMPARE(NapMfpBar::xOf(150, 400), 300);
    QCOMPARE(NapMfpBar::xOf(200, 400), 400);
    QCOMPARE(NapMfpBar::xOf(250, 400), 400);
}

void TestNapPlayWidgets::ledgerTiers_data()
{
    QTest::addColumn<int>("used");
    QTest::addColumn<int>("tier");
    QTest::addColumn<bool>("warning");
    // 003-V16: M = 200 MFP, U after the phase in whole MFP.
    QTest::newRow("179") << 179 << 0 << false;
    QTest::newRow("180") << 180 << 0 << true;
    QTest::newRow("200") << 200 << 0 << true;
    QTest::newRow("201") << 201 << 1 << false;
    QTest::newRow("299") << 299 << 1 << false;
    QTest::newRow("300") << 300 << 2 << false;
    QTest::newRow("399") << 399 << 2 << false;
    QTest::newRow("400") << 400 << 3 << false;
}

void TestNapPlayWidgets::ledgerTiers()
{
    QFETCH(int, used);
    QFETCH(int, tier);
    QFETCH(bool, warning);
    NapBattle battle = smallBattle();
    battle.armies[0].extraMfp = 165; // 35 + 165: M = 200
    battle.armies[0].mfpUsedHalf = 2 * 100;
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    zeroAll(ledger);
    QVERIFY2(ledger.tierNowText().contains(NapMfpLedger::tierName(0)), qPrintable(ledger.tierNowText()));
    ledger.setCount(NapMfpEvent::E01, used - 100);
    QCOMPARE(ledger.bar()->totalHalf(), 400);
    QCOMPARE(ledger.bar()->afterHalf(), 2 * used);
    const QString after = ledger.tierAfterText();
    QVERIFY2(after.contains(NapMfpLedger::tierName(tier)), qPrintable(after));
    QVERIFY2(after.contains(NapMfpLedger::tierEffect(tier)), qPrintable(after));
    QCOMPARE(after.contains(u"within 10 %"_s), warning);
    if (tier >= 2)
        QVERIFY(after.contains(u"March"_s));
    if (tier == 1)
        QVERIFY(after.contains(u"Attack orders become Engage"_s));
}

void TestNapPlayWidgets::applySendsTheEntries()
{
    NapBattle battle = smallBattle();
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    // Not in the Facing Phase (15.85).
    QVERIFY(!ledger.applyButton()->isEnabled());
    QVERIFY(ledger.applyButton()->toolTip().contains(u"Army Morale Fatigue Phase"_s));
    setPhase(battle, NapPhase::ArmyMoraleFatigue);
    ledger.setBattle(battle);
    PhaseSpy spy;
    connect(&ledger, &NapMfpLedger::phaseRequested, &ledger, [&spy](const QString &army, const QList<NapMfpEntry> &e) {
        ++spy.calls;
        spy.armyId = army;
        spy.entries = e;
    });
    zeroAll(ledger);
    ledger.setCount(NapMfpEvent::E15, 1);
    ledger.setCount(NapMfpEvent::E01, 3);
    ledger.setValue(NapMfpEvent::E18, 6);
    ledger.setCount(NapMfpEvent::E18, 1);
    ledger.setValue(NapMfpEvent::E19, 2);
    ledger.setCount(NapMfpEvent::E19, 4);
    QVERIFY(ledger.applyButton()->isEnabled());
    QTest::mouseClick(ledger.applyButton(), Qt::LeftButton);
    QCOMPARE(spy.calls, 1);
    QCOMPARE(spy.armyId, u"french"_s);
    // In the table's order, only the rows with a count; E18/E19 with their value.
    QCOMPARE(spy.entries, parseEntries(u"E01x3,E15x1,E18x1@6,E19x4@2"_s));
    // The other army: its own program counts (the Allied Defend order, E12), and its id.
    ledger.selectArmy(u"allied"_s);
    QCOMPARE(ledger.count(NapMfpEvent::E01), 0);
    QCOMPARE(ledger.count(NapMfpEvent::E12), 1);
    ledger.apply();
    QCOMPARE(spy.calls, 2);
    QCOMPARE(spy.armyId, u"allied"_s);
    QCOMPARE(spy.entries, NapMfp::suggested(battle, u"allied"_s));
    // The ledger never changed the battle it was given.
    NapBattle given = smallBattle();
    setPhase(given, NapPhase::ArmyMoraleFatigue);
    QCOMPARE(battle, given);
}

void TestNapPlayWidgets::playerCountsKept()
{
    NapBattle battle = smallBattle();
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    ledger.setCount(NapMfpEvent::E14, 2);
    ledger.setCount(NapMfpEvent::E11, 0);
    // The owner hands the battle again (something else changed): the player's counts stay.
    battle.notes = u"changed"_s;
    ledger.setBattle(battle);
    QCOMPARE(ledger.count(NapMfpEvent::E14), 2);
    QCOMPARE(ledger.count(NapMfpEvent::E11), 0);
    QCOMPARE(ledger.count(NapMfpEvent::E12), 1);
    // The phase was applied (the used total moved): the rows start again from the program's counts.
    battle.armies[0].mfpUsedHalf = 41;
    ledger.setBattle(battle);
    QCOMPARE(ledger.count(NapMfpEvent::E14), 0);
    QCOMPARE(ledger.count(NapMfpEvent::E11), 1);
    QVERIFY2(ledger.usedText().contains(u"Used 20.5 of 35 MFP"_s), qPrintable(ledger.usedText()));
}

void TestNapPlayWidgets::outcomeAnnouncements()
{
    NapMfpLedger ledger;
    ledger.setBattle(smallBattle());
    QCOMPARE(ledger.announcementText(), QString());
    NapMfpOutcome warned;
    warned.addedHalf = 10;
    warned.usedHalf = 64;
    warned.totalHalf = 70;
    warned.announce90 = true;
    ledger.showOutcome(warned);
    QVERIFY2(ledger.announcementText().contains(u"The French army is within 10 % of Army Demoralization (15.97)"_s),
             qPrintable(ledger.announcementText()));
    QVERIFY(ledger.announcementText().contains(u"Added 5 MFP: used 32 of 35."_s));
    QVERIFY(!ledger.announcementText().contains(u"demoralized"_s));

    NapMfpOutcome demoralized;
    demoralized.addedHalf = 9;
    demoralized.usedHalf = 73;
    demoralized.totalHalf = 70;
    demoralized.tierBefore = 0;
    demoralized.tierAfter = 1;
    demoralized.effects = {u"1st Brigade: Attack becomes Engage"_s};
    ledger.showOutcome(demoralized);
    const QString text = ledger.announcementText();
    QVERIFY2(text.contains(u"The French army is demoralized: Army Demoralized."_s), qPrintable(text));
    QVERIFY(text.contains(u"1st Brigade: Attack becomes Engage"_s));
    QVERIFY(text.contains(u"used 36.5 of 35"_s));

    NapMfpOutcome refused;
    refused.error = u"Not the Army Morale Fatigue Phase"_s;
    ledger.showOutcome(refused);
    QVERIFY(ledger.announcementText().contains(u"Not applied"_s));
    QVERIFY(ledger.announcementText().contains(refused.error));
}

void TestNapPlayWidgets::breakdownSumsToTotal()
{
    NapBattle battle = smallBattle();
    battle.armies[0].positions = {{u"La Haye Sainte"_s, 4, false}};
    battle.armies[0].extraMfp = 2;
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    NapMfpBreakdown *breakdown = ledger.breakdown();
    QVERIFY(!breakdown->isOpen());
    // B.4.5: Line 12-figure battalions 2 x 4, Guard Elite 8 figures 4, voltigeurs Line 3 figures 1 (B-33),
    // Line battery 2, brigade officer 5, army officer 15, the position 4, extra 2; the headquarters base is
    // no unit.
    int whole = 0;
    for (const NapMfpBreakdown::Item &item : breakdown->items())
        whole += item.mfp;
    QCOMPARE(whole, 41);
    QCOMPARE(2 * whole, NapMfp::totalHalf(battle.armies[0], battle));
    QCOMPARE(breakdown->totalHalf(), 82);
    bool lineBattalions = false;
    for (const NapMfpBreakdown::Item &item : breakdown->items()) {
        if (item.what == u"Line, 11 or more figures"_s)
            lineBattalions = item.count == 2 && item.mfp == 8;
    }
    QVERIFY(lineBattalions);
    QVERIFY(breakdown->text().contains(u"La Haye Sainte"_s));
    breakdown->toggle()->click();
    QVERIFY(breakdown->isOpen());
    // Skirmishers out of the total with B-33's option off.
    battle.rules.skirmishCountsForMfp = false;
    ledger.setBattle(battle);
    whole = 0;
    for (const NapMfpBreakdown::Item &item : breakdown->items())
        whole += item.mfp;
    QCOMPARE(whole, 40);
    QCOMPARE(2 * whole, breakdown->totalHalf());
}

void TestNapPlayWidgets::disorderHeld()
{
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Disordered;
    unitOf(battle, u"fr-guard"_s)->state = NapUnitState::Disordered;
    unitOf(battle, u"al-militia"_s)->state = NapUnitState::Disordered;
    NapRallyPanel panel;
    panel.setBattle(battle);
    QCOMPARE(panel.armyId(), u"french"_s);
    QCOMPARE(panel.disorderedIds(), QStringList({u"fr-1-ligne"_s, u"fr-guard"_s}));
    QVERIFY(panel.clearButton()->isEnabled());
    QStringList sentHeld{u"unset"_s};
    QString sentArmy;
    connect(&panel, &NapRallyPanel::clearDisorderRequested, &panel, [&](const QString &army, const QStringList &held) {
        sentArmy = army;
        sentHeld = held;
    });
    QTest::mouseClick(panel.clearButton(), Qt::LeftButton);
    QCOMPARE(sentArmy, u"french"_s);
    QCOMPARE(sentHeld, QStringList());
    panel.heldBox(u"fr-guard"_s)->click();
    QCOMPARE(panel.heldIds(), QStringList{u"fr-guard"_s});
    QTest::mouseClick(panel.clearButton(), Qt::LeftButton);
    QCOMPARE(sentHeld, QStringList{u"fr-guard"_s});
    // The tick survives the owner handing the battle again while the unit is still Disordered.
    panel.setBattle(battle);
    QCOMPARE(panel.heldIds(), QStringList{u"fr-guard"_s});
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Good;
    panel.setBattle(battle);
    QCOMPARE(panel.disorderedIds(), QStringList{u"fr-guard"_s});
    QCOMPARE(panel.heldIds(), QStringList{u"fr-guard"_s});
    // The next turn's Rally Phase asks again.
    battle.turn = 2;
    panel.setBattle(battle);
    QCOMPARE(panel.heldIds(), QStringList());
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Disordered;
    panel.setHeld(u"fr-guard"_s, true);
    panel.setBattle(battle);
    QCOMPARE(panel.heldIds(), QStringList{u"fr-guard"_s});
    battle.turn = 3;
    panel.setBattle(battle);
    QCOMPARE(panel.disorderedIds().size(), 2);
    QCOMPARE(panel.heldIds(), QStringList());
    panel.setHeld(u"fr-guard"_s, true);
    // The other army's Disordered units.
    panel.selectArmy(u"allied"_s);
    QCOMPARE(panel.disorderedIds(), QStringList{u"al-militia"_s});
    panel.setHeld(u"al-militia"_s, true);
    panel.clearDisorder();
    QCOMPARE(sentArmy, u"allied"_s);
    QCOMPARE(sentHeld, QStringList{u"al-militia"_s});
    // No Disordered unit: nothing to remove.
    unitOf(battle, u"al-militia"_s)->state = NapUnitState::Good;
    panel.setBattle(battle);
    QVERIFY(panel.disorderedIds().isEmpty());
    QVERIFY(!panel.clearButton()->isEnabled());
    // Only in the Rally Phase (B.4.3).
    unitOf(battle, u"al-militia"_s)->state = NapUnitState::Disordered;
    setPhase(battle, NapPhase::Movement);
    panel.setBattle(battle);
    QVERIFY(!panel.clearButton()->isEnabled());
    QVERIFY(panel.clearButton()->toolTip().contains(u"Rally Phase"_s));
    sentArmy.clear();
    panel.clearDisorder();
    QCOMPARE(sentArmy, QString());
    // B.4.3 (c), B-16: the club's restriction is named only when enabled.
    const auto note = [&panel] { return panel.findChild<QLabel *>(u"napRallyHeldNote"_s)->text(); };
    QVERIFY(!note().contains(battle.settings.rallyRestrictionC));
    battle.settings.rallyRestrictionCEnabled = true;
    panel.setBattle(battle);
    QVERIFY(note().contains(battle.settings.rallyRestrictionC));
}

void TestNapPlayWidgets::rallyOdds_data()
{
    QTest::addColumn<bool>("night");
    QTest::addColumn<QStringList>("officers");
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("chance");
    // 2nd Ligne: start CMR 5, no loss. 003-V12: night -2, a visible officer +1 (PLACEHOLDER): T = 4, 4/10.
    QTest::newRow("plain") << false << QStringList() << 5 << u"1/2"_s;
    QTest::newRow("night N12") << true << QStringList() << 3 << u"3/10"_s;
    QTest::newRow("003-V12") << true << QStringList{u"Brigade (average)"_s} << 4 << u"2/5"_s;
    QTest::newRow("best single officer (B-31)") << true << QStringList{u"Brigade (average)"_s, u"Division (good)"_s}
                                                << 5 << u"1/2"_s;
}

void TestNapPlayWidgets::rallyOdds()
{
    QFETCH(bool, night);
    QFETCH(QStringList, officers);
    QFETCH(int, target);
    QFETCH(QString, chance);
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    unitOf(battle, u"fr-2-ligne"_s)->state = NapUnitState::Routed;
    NapRallyPanel panel;
    panel.setBattle(battle);
    QCOMPARE(panel.routedId(), u"fr-2-ligne"_s);
    panel.nightBox()->setChecked(night);
    for (const QString &name : officers) {
        QVERIFY(panel.officerBox(name));
        panel.officerBox(name)->setChecked(true);
    }
    const NapSituation s = panel.situation();
    QCOMPARE(s.ticked.contains(u"n12"_s), night);
    QCOMPARE(s.officers, officers);
    const NapCheckPreview preview = NapEngine::rallyPreview(battle, u"fr-2-ligne"_s, s);
    QVERIFY2(preview.error.isEmpty(), qPrintable(preview.error));
    QCOMPARE(panel.preview().target, preview.target);
    QCOMPARE(preview.target, target);
    // The chance shown is B.4.4's: roll <= T.
    QCOMPARE(NapCheck::rallyOdds(target).toString(), chance);
    QVERIFY2(panel.oddsText().contains(NapCheck::rallyOdds(preview.target).toString()), qPrintable(panel.oddsText()));
    QVERIFY2(panel.termsText().startsWith(u"T = %1:"_s.arg(target)), qPrintable(panel.termsText()));
    if (night)
        QVERIFY2(panel.termsText().contains(u"-2"_s), qPrintable(panel.termsText()));
    QVERIFY(panel.rollButton()->isEnabled());
}

void TestNapPlayWidgets::rallyRequests()
{
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    battle.night = true;
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Routed;
    unitOf(battle, u"fr-guard"_s)->state = NapUnitState::Routed;
    NapRallyPanel panel;
    panel.setBattle(battle);
    QVERIFY(panel.nightBox()->isChecked()); // a night turn (N12) from the battle, which always counts
    QVERIFY(!panel.nightBox()->isEnabled());
    panel.selectRouted(u"fr-guard"_s);
    QCOMPARE(panel.routedId(), u"fr-guard"_s);
    panel.officerBox(u"Division (good)"_s)->setChecked(true);
    QList<std::tuple<QString, NapSituation, int>> rallies;
    QStringList offTable;
    connect(&panel, &NapRallyPanel::rallyRequested, &panel,
            [&](const QString &unit, const NapSituation &s, int typed) { rallies.append({unit, s, typed}); });
    connect(&panel, &NapRallyPanel::offTableRequested, &panel, [&](const QString &unit) { offTable << unit; });
    NapSituation expected;
    expected.ticked = {u"n12"_s};
    expected.officers = {u"Division (good)"_s};
    QTest::mouseClick(panel.rollButton(), Qt::LeftButton);
    panel.typedSpin()->setValue(7);
    QTest::mouseClick(panel.typedButton(), Qt::LeftButton);
    QCOMPARE(rallies.size(), 2);
    QCOMPARE(std::get<0>(rallies.at(0)), u"fr-guard"_s);
    QCOMPARE(std::get<1>(rallies.at(0)), expected);
    QCOMPARE(std::get<2>(rallies.at(0)), 0); // the program rolls
    QCOMPARE(std::get<2>(rallies.at(1)), 7);
    QTest::mouseClick(panel.offTableButton(), Qt::LeftButton);
    QCOMPARE(offTable, QStringList{u"fr-guard"_s});
    // Nothing routed: nothing to roll for.
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Good;
    unitOf(battle, u"fr-guard"_s)->state = NapUnitState::Eliminated;
    panel.setBattle(battle);
    QCOMPARE(panel.routedId(), QString());
    QVERIFY(!panel.rollButton()->isEnabled());
    QVERIFY(!panel.offTableButton()->isEnabled());
    panel.roll();
    QCOMPARE(rallies.size(), 2);
}

void TestNapPlayWidgets::routedModel()
{
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    NapRallyPanel panel;
    QAbstractItemModelTester tester(panel.routedModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setBattle(battle);
    QCOMPARE(panel.routedModel()->rowCount(), 0);
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Routed;
    unitOf(battle, u"fr-1-ligne"_s)->rallyFailures = 1;
    unitOf(battle, u"fr-battery"_s)->state = NapUnitState::Routed;
    panel.setBattle(battle);
    NapRoutedModel *model = panel.routedModel();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->data(model->index(0, NapRoutedModel::UnitColumn)).toString(), u"1st Ligne"_s);
    QCOMPARE(model->data(model->index(0, NapRoutedModel::CommandColumn)).toString(), u"1st Brigade"_s);
    QCOMPARE(model->data(model->index(0, NapRoutedModel::FailuresColumn)).toInt(), 1);
    QCOMPARE(model->data(model->index(0, NapRoutedModel::CmrColumn)).toInt(),
             NapCmr::current(battle, u"fr-1-ligne"_s).value);
    QCOMPARE(panel.routedId(), u"fr-1-ligne"_s);
    QVERIFY2(panel.failuresText().contains(u"a second failure removes the unit"_s), qPrintable(panel.failuresText()));
    // The chosen unit stays chosen when the battle comes back with new figures.
    panel.selectRouted(u"fr-battery"_s);
    unitOf(battle, u"fr-1-ligne"_s)->figuresLost = 2;
    panel.setBattle(battle);
    QCOMPARE(panel.routedId(), u"fr-battery"_s);
    QVERIFY(panel.failuresText().contains(u"no failed rally attempt"_s));
    // A unit rallies: the list loses it.
    unitOf(battle, u"fr-battery"_s)->state = NapUnitState::Disordered;
    panel.setBattle(battle);
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(panel.routedId(), u"fr-1-ligne"_s);
    panel.selectArmy(u"allied"_s);
    QCOMPARE(model->rowCount(), 0);
}

void TestNapPlayWidgets::rallyOutcome()
{
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    unitOf(battle, u"fr-2-ligne"_s)->state = NapUnitState::Routed;
    NapRallyPanel panel;
    panel.setBattle(battle);
    QCOMPARE(panel.resultText(), QString());
    NapRallyOutcome outcome;
    outcome.preview.testerId = u"fr-2-ligne"_s;
    outcome.preview.target = 4;
    outcome.roll = 3;
    outcome.result = NapResult::Rallied;
    panel.showOutcome(outcome);
    QVERIFY2(panel.resultText().contains(u"2nd Ligne rallied"_s), qPrintable(panel.resultText()));
    QVERIFY(panel.resultText().contains(u"rolled 3, not over T 4"_s));
    outcome.roll = 8;
    outcome.result = NapResult::RallyFailed;
    panel.showOutcome(outcome);
    QVERIFY(panel.resultText().contains(u"failed to rally"_s));
    outcome.result = NapResult::Removed;
    outcome.figuresRemoved = 12;
    panel.showOutcome(outcome);
    QVERIFY2(panel.resultText().contains(u"12 figure"_s), qPrintable(panel.resultText()));
    QVERIFY2(panel.resultText().contains(u"12 MFP"_s), qPrintable(panel.resultText()));
    outcome.error = u"2nd Ligne is not Routed"_s;
    panel.showOutcome(outcome);
    QVERIFY(panel.resultText().contains(u"Not done"_s));
}

void TestNapPlayWidgets::positionsOfDifferentValues()
{
    // 15.86: two positions taken from the French, worth 4 and 3 MFP: one E18 row of 7, the same 14 half-points.
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::ArmyMoraleFatigue);
    battle.turn = 2; // not hourly: no order events
    for (const int half : {8, 6}) {
        NapLogRecord r;
        r.turn = 2;
        r.event = NapLogEvent::PositionTaken;
        r.armyId = u"french"_s;
        r.mfpHalf = half;
        r.detail = half == 8 ? u"Mill"_s : u"Ridge"_s;
        battle.log.append(r);
    }
    const QList<NapMfpEntry> suggested = NapMfp::suggested(battle, u"french"_s);
    int suggestedHalf = 0;
    for (const NapMfpEntry &e : suggested)
        suggestedHalf += NapMfp::eventHalf(e, battle.settings);
    QCOMPARE(suggestedHalf, 14);
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    QCOMPARE(ledger.phaseHalf(), suggestedHalf);
    QCOMPARE(ledger.count(NapMfpEvent::E18), 1);
    QCOMPARE(ledger.valueSpin(NapMfpEvent::E18)->value(), 7);
    QVERIFY(ledger.countedByProgram(NapMfpEvent::E18));
    QCOMPARE(ledger.programMark(NapMfpEvent::E18), u"counted by the program"_s);
}

void TestNapPlayWidgets::noArmy()
{
    // A battle without armies (a new file): nothing to ask for, nothing shown wrongly.
    const NapBattle empty;
    NapMfpLedger ledger;
    ledger.setBattle(empty);
    QCOMPARE(ledger.armyId(), QString());
    QVERIFY(!ledger.applyButton()->isEnabled());
    int asked = 0;
    connect(&ledger, &NapMfpLedger::phaseRequested, &ledger, [&asked] { ++asked; });
    ledger.setCount(NapMfpEvent::E01, 2);
    ledger.apply();
    QCOMPARE(asked, 0);
    QCOMPARE(ledger.bar()->totalHalf(), 0);
    QVERIFY(ledger.breakdown()->items().isEmpty());
    NapRallyPanel panel;
    panel.setBattle(empty);
    QVERIFY(panel.disorderedIds().isEmpty());
    QCOMPARE(panel.routedModel()->rowCount(), 0);
    QVERIFY(!panel.clearButton()->isEnabled());
    QVERIFY(!panel.rollButton()->isEnabled());
    QVERIFY(!panel.offTableButton()->isEnabled());
}

void TestNapPlayWidgets::ownerLoop()
{
    // As the window will: each request goes to the engine, the outcome back to the widget, then the battle.
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::ArmyMoraleFatigue);
    NapMfpLedger ledger;
    connect(&ledger, &NapMfpLedger::phaseRequested, &ledger,
            [&](const QString &army, const QList<NapMfpEntry> &entries) {
                ledger.showOutcome(NapEngine::mfpPhase(battle, army, entries));
                ledger.setBattle(battle);
            });
    ledger.setBattle(battle);
    zeroAll(ledger);
    // M = 35 (70 half-points): 31.5 MFP reaches 90 % (15.97).
    ledger.setCount(NapMfpEvent::E01, 31);
    ledger.setCount(NapMfpEvent::E15, 1);
    QVERIFY(ledger.tierAfterText().contains(u"within 10 %"_s));
    ledger.apply();
    QCOMPARE(battle.armies[0].mfpUsedHalf, 63);
    QVERIFY2(ledger.announcementText().contains(u"The French army is within 10 % of Army Demoralization (15.97)"_s),
             qPrintable(ledger.announcementText()));
    QVERIFY2(ledger.usedText().contains(u"Used 31.5 of 35 MFP"_s), qPrintable(ledger.usedText()));
    QCOMPARE(ledger.count(NapMfpEvent::E01), 0); // the rows start again after the phase
    // One phase per army and turn: refused until the next turn's.
    QVERIFY(!ledger.applyButton()->isEnabled());
    battle.turn = 2;
    ledger.setBattle(battle);
    QVERIFY(ledger.applyButton()->isEnabled());
    // Over 100 %: demoralized (B.4.7), Attack becomes Engage.
    zeroAll(ledger);
    ledger.setCount(NapMfpEvent::E01, 4);
    const NapBattle beforeSecond = detached(battle);
    ledger.apply();
    QCOMPARE(battle.armies[0].demoralTier, 1);
    QVERIFY2(ledger.announcementText().contains(u"The French army is demoralized"_s), qPrintable(ledger.announcementText()));
    QVERIFY2(ledger.tierNowText().contains(NapMfpLedger::tierName(1)), qPrintable(ledger.tierNowText()));
    ledger.setBattle(battle); // handed again, unchanged: the announcement stays
    QVERIFY(!ledger.announcementText().isEmpty());
    // Undone: the announcement no longer describes the battle.
    ledger.setBattle(beforeSecond);
    QCOMPARE(ledger.announcementText(), QString());
    // The window's order: the changed battle first, then the outcome.
    NapBattle windowBattle = beforeSecond;
    const NapMfpOutcome outcome = NapEngine::mfpPhase(windowBattle, u"french"_s, parseEntries(u"E01x4"_s));
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    ledger.setBattle(windowBattle);
    ledger.showOutcome(outcome);
    QVERIFY(ledger.announcementText().contains(u"The French army is demoralized"_s));

    // The Rally Phase: held ticks and a typed rally, through the engine.
    setPhase(battle, NapPhase::Rally);
    unitOf(battle, u"fr-1-ligne"_s)->state = NapUnitState::Disordered;
    unitOf(battle, u"fr-guard"_s)->state = NapUnitState::Disordered;
    unitOf(battle, u"fr-2-ligne"_s)->state = NapUnitState::Routed;
    NapRallyPanel panel;
    QString error;
    connect(&panel, &NapRallyPanel::clearDisorderRequested, &panel, [&](const QString &army, const QStringList &held) {
        NapEngine::clearDisorder(battle, army, held, &error);
        panel.setBattle(battle);
    });
    connect(&panel, &NapRallyPanel::rallyRequested, &panel, [&](const QString &unit, const NapSituation &s, int typed) {
        TypedDie die(typed);
        panel.showOutcome(NapEngine::rally(battle, unit, s, die));
        panel.setBattle(battle);
    });
    panel.setBattle(battle);
    panel.setHeld(u"fr-guard"_s, true);
    QTest::mouseClick(panel.clearButton(), Qt::LeftButton);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(battle.unit(u"fr-1-ligne"_s)->state, NapUnitState::Good);
    QCOMPARE(battle.unit(u"fr-guard"_s)->state, NapUnitState::Disordered);
    QCOMPARE(panel.disorderedIds(), QStringList{u"fr-guard"_s});
    // 2nd Ligne: CMR 5 - 1 (demoralized army) ... the preview says T; a roll of T + 1 fails.
    QCOMPARE(panel.routedId(), u"fr-2-ligne"_s);
    const int t = panel.preview().target;
    QVERIFY2(panel.oddsText().contains(NapCheck::rallyOdds(t).toString()), qPrintable(panel.oddsText()));
    const NapBattle beforeRally = detached(battle);
    QVERIFY(t < 10);
    panel.applyTyped(t + 1);
    QVERIFY2(panel.resultText().contains(u"failed to rally"_s), qPrintable(panel.resultText()));
    QCOMPARE(battle.unit(u"fr-2-ligne"_s)->rallyFailures, 1);
    // Undone: the result goes with it.
    panel.setBattle(beforeRally);
    QCOMPARE(panel.resultText(), QString());
}

void TestNapPlayWidgets::fitTheTab()
{
    // A 1366x768 window's tab: about 900 x 520 px. Long lists, an open breakdown and every text shown.
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    battle.settings.rallyRestrictionCEnabled = true;
    for (NapCommand &command : battle.armies[0].commands) {
        for (NapUnit &unit : command.units)
            unit.state = unit.type == NapUnitType::Skirmish ? NapUnitState::Routed : NapUnitState::Disordered;
    }
    unitOf(battle, u"fr-voltigeurs"_s)->rallyFailures = 1;
    battle.armies[0].mfpUsedHalf = 66;
    NapMfpLedger ledger;
    ledger.setBattle(battle);
    ledger.breakdown()->setOpen(true);
    NapMfpOutcome outcome;
    outcome.announce90 = true;
    outcome.tierAfter = 1;
    outcome.effects = {u"1st Brigade: Attack becomes Engage"_s};
    ledger.showOutcome(outcome);
    NapRallyPanel panel;
    panel.setBattle(battle);
    NapRallyOutcome rally;
    rally.preview.testerId = u"fr-voltigeurs"_s;
    rally.result = NapResult::Removed;
    rally.figuresRemoved = 3;
    panel.showOutcome(rally);
    for (QWidget *w : {static_cast<QWidget *>(&ledger), static_cast<QWidget *>(&panel)}) {
        w->resize(900, 520);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QCoreApplication::processEvents();
        QCOMPARE(w->size(), QSize(900, 520));
        const QStringList problems = clippedTexts(w);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
    QVERIFY(fullyVisible(ledger.applyButton()));
    // The rally panel's actions are all in sight without scrolling.
    QStringList hidden = notInSight({panel.clearButton(), panel.rollButton(), panel.typedButton(),
                                     panel.offTableButton(), panel.nightBox()});
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(u'\n')));
    // Another battle given while shown: the texts stay unclipped.
    unitOf(battle, u"fr-guard"_s)->state = NapUnitState::Good;
    battle.armies[0].mfpUsedHalf = 90;
    panel.setBattle(battle);
    ledger.setBattle(battle);
    QCoreApplication::processEvents();
    QStringList problems = clippedTexts(&panel) + clippedTexts(&ledger);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QCOMPARE(panel.disorderedIds().size(), 4);
}

void TestNapPlayWidgets::fitAScrollingTab()
{
    // The window puts each widget in a resizing scroll area of its tab: at 900 x 520 the widget takes the
    // viewport as it is and scrolls its own lists, so the tab itself needs no scroll bar.
    NapBattle battle = smallBattle();
    setPhase(battle, NapPhase::Rally);
    for (NapUnit &unit : battle.armies[0].commands[0].units)
        unit.state = NapUnitState::Routed;
    for (int which = 0; which < 2; ++which) {
        QScrollArea tab;
        tab.setWidgetResizable(true);
        if (which == 0) {
            auto *ledger = new NapMfpLedger;
            ledger->setBattle(battle);
            ledger->breakdown()->setOpen(true);
            tab.setWidget(ledger);
        } else {
            auto *panel = new NapRallyPanel;
            panel->setBattle(battle);
            tab.setWidget(panel);
        }
        tab.resize(900, 520);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QCoreApplication::processEvents();
        QVERIFY2(!tab.verticalScrollBar()->isVisible() && !tab.horizontalScrollBar()->isVisible(),
                 qPrintable(u"%1: %2x%3 in a viewport of %4x%5"_s.arg(QString::fromLatin1(tab.widget()->metaObject()->className()))
                                .arg(tab.widget()->width())
                                .arg(tab.widget()->height())
                                .arg(tab.viewport()->width())
                                .arg(tab.viewport()->height())));
        const QStringList problems = clippedTexts(&tab);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
}

QTEST_MAIN(TestNapPlayWidgets)
#include "tst_nap_play_widgets.moc"
