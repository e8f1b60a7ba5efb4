// The roster editors' detail forms driven through their widgets: one undo command per committed field,
// undo restoring the field, the leaders rule, system levels, and damage and starting levels during a battle.
// The rig and helpers are in Rig.h and EditorHelpers.h.
#include "EditorHelpers.h"
#include "Rig.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/BattlegroupForm.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/PieceForm.h"
#include "ratio/editors/UnitForm.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestEditorsCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The panel
    void startsOnBattlegroup();
    void typeUnitNameIsOneCommandAndUndoes();
    void rankComboIsOneCommandAndUndoes();
    void leadersRuleToggles();
    void systemWorkingLevel();
    void systemLevelsFollowWhenFullyWorking();
    void damageDuringBattleGoesThroughPlay();
    void startingLevelsFixedDuringBattle();
};

// ---------------------------------------------------------------------------------------------------

void TestEditorsCommands::startsOnBattlegroup()
{
    Rig rig;
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);
    QCOMPARE(rig.panel.shownUnit(), -1);
    auto *name = rig.find<QLineEdit>(u"battlegroupName"_s);
    QVERIFY(name);
    QCOMPARE(name->text(), rig.bg().name);
    auto *endurance = rig.find<QLabel>(u"battlegroupEndurance"_s);
    QVERIFY(endurance);
    QVERIFY2(endurance->text().startsWith(u"52 points"_s), qPrintable(endurance->text())); // 10 + 9 + 12 + 9 + 12
}

void TestEditorsCommands::typeUnitNameIsOneCommandAndUndoes()
{
    Rig rig;
    rig.panel.showUnit(0);
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Unit);
    auto *name = rig.find<QLineEdit>(u"unitName"_s);
    QVERIFY(name);
    const QString before = rig.bg().units.at(0).name;
    QCOMPARE(name->text(), before);

    typeInto(name, u"Alpha squad"_s);
    QCOMPARE(rig.spy.count(), 1);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(0).name, u"Alpha squad"_s);
    // Leaving the field finishes the edit again: nothing new to commit.
    Q_EMIT name->editingFinished();
    QCOMPARE(rig.stack()->count(), 1);

    rig.stack()->undo();
    QCOMPARE(rig.bg().units.at(0).name, before);
    QCOMPARE(name->text(), before);
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Unit);
    QCOMPARE(rig.panel.shownUnit(), 0);
}

void TestEditorsCommands::rankComboIsOneCommandAndUndoes()
{
    Rig rig;
    rig.panel.showPiece(0, 1); // Trooper 1 of the squad
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Piece);
    auto *rank = rig.find<QComboBox>(u"pieceRank"_s);
    QVERIFY(rank);
    QVERIFY(rank->isVisible());
    QCOMPARE(rank->currentText(), u"Trooper (1)"_s);
    QVERIFY(!rig.find<QComboBox>(u"pieceMoraleStyle"_s)->isVisible());

    rank->setFocus();
    QTest::keyClick(rank, Qt::Key_Down);
    QCOMPARE(rig.spy.count(), 1);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(0).pieces.at(1).rank, Rank::Corporal);
    QCOMPARE(rank->currentText(), u"Corporal / Warder (2)"_s);

    rig.stack()->undo();
    QCOMPARE(rig.bg().units.at(0).pieces.at(1).rank, Rank::Trooper);
    QCOMPARE(rank->currentText(), u"Trooper (1)"_s);
    QCOMPARE(rig.stack()->count(), 1); // refilling the combo sent nothing
}

void TestEditorsCommands::leadersRuleToggles()
{
    Rig rig;
    auto *leaders = rig.find<QCheckBox>(u"ruleLeaders"_s);
    auto *endurance = rig.find<QLabel>(u"battlegroupEndurance"_s);
    QVERIFY(leaders && endurance);
    QVERIFY(leaders->toolTip().contains(u"R2"_s));
    QVERIFY(!leaders->isChecked());

    click(leaders);
    QCOMPARE(rig.spy.count(), 1);
    QVERIFY(rig.bg().rules.leaders);
    QVERIFY(leaders->isChecked());
    // The squad is now the R2 seed's 13: 13 + 9 + 12 + 9 + 12.
    QVERIFY2(endurance->text().startsWith(u"55 points"_s), qPrintable(endurance->text()));

    // A morale officer is worth his rank + 1 under Leaders (R2): the Sergeant becomes 4, the squad 14.
    rig.panel.showPiece(0, 0);
    auto *officer = rig.find<QCheckBox>(u"pieceMoraleOfficer"_s);
    QVERIFY(officer->toolTip().contains(u"R9"_s));
    click(officer);
    QCOMPARE(rig.stack()->count(), 2);
    QVERIFY(rig.find<QLabel>(u"pieceStarting"_s)->text().startsWith(u"4 points"_s));
    rig.stack()->undo();
    QVERIFY(!officer->isChecked());

    // Under Leaders the squad's unit form shows 13.
    rig.panel.showUnit(0);
    QCOMPARE(rig.find<QLabel>(u"unitStarting"_s)->text(), u"13 points"_s);

    rig.stack()->undo();
    QVERIFY(!rig.bg().rules.leaders);
    QCOMPARE(rig.find<QLabel>(u"unitStarting"_s)->text(), u"10 points"_s);
    rig.panel.showBattlegroup();
    QVERIFY(!leaders->isChecked());

    // The other rules have tooltips citing theirs.
    QVERIFY(rig.find<QCheckBox>(u"ruleBailedCrew"_s)->toolTip().contains(u"R10"_s));
    // R10 (review 8): the survivors count 1 each without Leaders, and the box changes no check (Rules notes).
    const QString bailedTip = rig.find<QCheckBox>(u"ruleBailedCrew"_s)->toolTip();
    QVERIFY2(bailedTip.contains(u"1 each"_s) && bailedTip.contains(u"changes no check"_s), qPrintable(bailedTip));
    QVERIFY(rig.find<QCheckBox>(u"ruleMoraleClasses"_s)->toolTip().contains(u"R8"_s));
    QVERIFY(rig.find<QCheckBox>(u"ruleExperience"_s)->toolTip().contains(u"R8"_s));
    QVERIFY(rig.find<QCheckBox>(u"ruleNbc"_s)->toolTip().contains(u"R8a"_s));
}

void TestEditorsCommands::systemWorkingLevel()
{
    Rig rig;
    rig.panel.showPiece(2, 0); // the battle tank
    auto *working = rig.find<QSpinBox>(u"targetingWorking"_s);
    auto *current = rig.find<QLabel>(u"pieceCurrent"_s);
    QVERIFY(working && current);
    QVERIFY(working->isVisible());
    QVERIFY(!working->keyboardTracking());
    QCOMPARE(working->maximum(), 3);
    QCOMPARE(current->text(), u"12 points"_s);

    typeInto(working, 2);
    QCOMPARE(rig.spy.count(), 1);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.current, 2);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.levels, 3);
    QCOMPARE(current->text(), u"11 points"_s);
    QCOMPARE(rig.find<QLabel>(u"pieceStarting"_s)->text().left(9), u"12 points"_s);

    // A value beyond the levels cannot be entered at all.
    typeInto(working, 7);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.current, 2);

    rig.stack()->undo();
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.current, 3);
    QCOMPARE(working->value(), 3);
    QCOMPARE(current->text(), u"12 points"_s);
}

void TestEditorsCommands::systemLevelsFollowWhenFullyWorking()
{
    Rig rig;
    rig.panel.showPiece(2, 0);
    auto *levels = rig.find<QSpinBox>(u"damageControlLevels"_s);
    auto *working = rig.find<QSpinBox>(u"damageControlWorking"_s);
    QVERIFY(levels && working);
    typeInto(levels, 2);
    QCOMPARE(rig.spy.count(), 1);
    const Piece &tank = rig.bg().units.at(2).pieces.at(0);
    QCOMPARE(tank.damageControl.levels, 2);
    QCOMPARE(tank.damageControl.current, 2);
    QCOMPARE(working->maximum(), 2);
    QCOMPARE(working->value(), 2);
}

// Issue 12, item 2.8 (R4, R6, R11): once a battle is under way, damage typed into the piece editor is the play
// verb (markers, the breaking point and the log follow), and what no verb does (a repair) is refused with a
// message under the field that names the play action. At set-up the same fields are plain edits.
void TestEditorsCommands::damageDuringBattleGoesThroughPlay()
{
    Rig rig;
    QVERIFY(!rig.bg().battleUnderWay());
    QVERIFY(rig.commands.casualty({0, 9}).ok()); // the battle has begun
    QVERIFY(rig.bg().battleUnderWay());
    rig.panel.showPiece(2, 0); // the battle tank, 12 points
    auto *working = rig.find<QSpinBox>(u"targetingWorking"_s);
    QVERIFY(working);
    const int before = rig.stack()->count();

    // Two levels typed at once: two play verbs, one undo step, the tank marked (R6) and both in the log.
    typeInto(working, 1);
    QCOMPARE(rig.stack()->count(), before + 1);
    const Piece &tank = rig.bg().units.at(2).pieces.at(0);
    QCOMPARE(tank.targeting.current, 1);
    QVERIFY(tank.state.marker);
    QCOMPARE(rig.bg().log.size(), 3);
    for (const LogRecord &r : {rig.bg().log.at(1), rig.bg().log.at(2)}) {
        QCOMPARE(r.event, LogEvent::SystemDamage);
        QCOMPARE(r.pieceId, tank.id);
    }
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"10 points"_s);

    // A repair has no play verb: refused, the field reverts, the message names the play action.
    typeInto(working, 3);
    QCOMPARE(rig.stack()->count(), before + 1);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.current, 1);
    QCOMPARE(working->value(), 1);
    QCOMPARE(rig.panel.pieceForm()->shownErrors().size(), 1);
    QVERIFY2(rig.panel.pieceForm()->shownErrors().constFirst().contains(u"lost points do not come back"_s),
             qPrintable(rig.panel.pieceForm()->shownErrors().constFirst()));

    // Undo takes the two losses back together.
    rig.stack()->undo();
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.current, 3);
    QVERIFY(!rig.bg().units.at(2).pieces.at(0).state.marker);
    QCOMPARE(rig.bg().log.size(), 1);

    // A weapon knocked out is the play verb too; ticking it off again is refused the same way.
    click(rig.find<QCheckBox>(u"weaponKnockedOut0"_s));
    QCOMPARE(rig.bg().log.last().event, LogEvent::WeaponLost);
    QVERIFY(rig.bg().units.at(2).pieces.at(0).weapons.at(0).knockedOut);
    QVERIFY(rig.bg().units.at(2).pieces.at(0).state.marker);
    const qsizetype logged = rig.bg().log.size();
    click(rig.find<QCheckBox>(u"weaponKnockedOut0"_s));
    QVERIFY(rig.bg().units.at(2).pieces.at(0).weapons.at(0).knockedOut);
    QVERIFY(rig.find<QCheckBox>(u"weaponKnockedOut0"_s)->isChecked());
    QCOMPARE(rig.bg().log.size(), logged);
    QVERIFY2(rig.panel.pieceForm()->shownErrors().constFirst().contains(u"no repair"_s),
             qPrintable(rig.panel.pieceForm()->shownErrors().constFirst()));

    // The edit command refuses damage during a battle whoever sends it (hits of a robot-style piece).
    Piece bot = rig.bg().units.at(1).pieces.at(0);
    bot.hits = 1;
    const ratio::ActionResult r = rig.commands.editPiece({1, 0}, bot);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(u"Penetrating hit"_s), qPrintable(r.error));
}

// Review finding 9 (R5, R11): once a battle is under way the starting levels are fixed, so every edit that
// would change a piece's starting or held points (or a unit's) is refused with the reason; names stay editable.
void TestEditorsCommands::startingLevelsFixedDuringBattle()
{
    Rig rig;
    QVERIFY(rig.commands.editBattlegroup(rig.bg().name, rig.bg().side, rig.bg().notes, [&rig] {
        RuleOptions r = rig.bg().rules;
        r.leaders = true;
        return r;
    }()).ok());
    QVERIFY(rig.commands.casualty({0, 9}).ok()); // the battle has begun
    const int steps = rig.stack()->count();
    const auto fixed = [](const QString &error) { return error.contains(u"starting levels are fixed"_s); };
    const auto refusedFixed = [&](const ratio::ActionResult &r) {
        return !r.ok() && fixed(r.error);
    };

    // The tank's system levels, a new weapon and a new crew member, through the form: refused next to the field.
    rig.panel.showPiece(2, 0);
    auto *levels = rig.find<QSpinBox>(u"targetingLevels"_s);
    typeInto(levels, 2);
    QCOMPARE(levels->value(), 3);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).targeting.levels, 3);
    QCOMPARE(rig.panel.pieceForm()->shownErrors().size(), 1);
    QVERIFY2(fixed(rig.panel.pieceForm()->shownErrors().constFirst()),
             qPrintable(rig.panel.pieceForm()->shownErrors().constFirst()));
    Piece tank = rig.bg().units.at(2).pieces.at(0);
    tank.weapons.removeLast();
    QVERIFY(refusedFixed(rig.commands.editPiece({2, 0}, tank)));
    tank = rig.bg().units.at(2).pieces.at(0);
    tank.crew.append(Rank::Trooper); // what survivors carry (R10)
    QVERIFY(refusedFixed(rig.commands.editPiece({2, 0}, tank)));

    // A robot's size, a soldier's rank and the morale-officer flag under Leaders (R2, R3).
    Piece bot = rig.bg().units.at(1).pieces.at(0);
    bot.size = bot.size == 1 ? 2 : 1;
    QVERIFY(refusedFixed(rig.commands.editPiece({1, 0}, bot)));
    Piece trooper = rig.bg().units.at(0).pieces.at(1);
    trooper.rank = Rank::Corporal;
    QVERIFY(refusedFixed(rig.commands.editPiece({0, 1}, trooper)));
    trooper = rig.bg().units.at(0).pieces.at(1);
    trooper.moraleOfficer = true;
    QVERIFY(refusedFixed(rig.commands.editPiece({0, 1}, trooper)));

    // The Leaders rule itself, pieces and units added or removed.
    RuleOptions noLeaders = rig.bg().rules;
    noLeaders.leaders = false;
    QVERIFY(refusedFixed(rig.commands.editBattlegroup(rig.bg().name, rig.bg().side, rig.bg().notes, noLeaders)));
    QVERIFY(refusedFixed(rig.commands.addPiece(0, rig.bg().units.at(0).pieces.at(1))));
    QVERIFY(refusedFixed(rig.commands.removePiece({3, 0})));
    QVERIFY(refusedFixed(rig.commands.removeUnit(3)));
    Unit copy = rig.bg().units.at(3);
    copy.id = rig.commands.uniqueId(u"copy"_s);
    for (Piece &p : copy.pieces)
        p.id = rig.commands.uniqueId(u"copy-piece"_s);
    QVERIFY(refusedFixed(rig.commands.addUnit(copy)));
    QCOMPARE(rig.stack()->count(), steps);

    // Names and notes stay editable; so do the rules that change no points.
    Piece named = rig.bg().units.at(2).pieces.at(0);
    named.name = u"Old Faithful"_s;
    QVERIFY(rig.commands.editPiece({2, 0}, named).ok());
    RuleOptions classes = rig.bg().rules;
    classes.moraleClasses = true;
    QVERIFY(rig.commands.editBattlegroup(u"Renamed"_s, rig.bg().side, rig.bg().notes, classes).ok());
    QCOMPARE(rig.stack()->count(), steps + 2);

    // A repair has its own reason: no points come back (R5).
    QVERIFY(rig.commands.penetratingHit({1, 0}).ok());
    bot = rig.bg().units.at(1).pieces.at(0);
    bot.hits = 0;
    const ratio::ActionResult repair = rig.commands.editPiece({1, 0}, bot);
    QVERIFY(!repair.ok());
    QVERIFY2(repair.error.contains(u"no repair"_s) && !repair.error.contains(u"Penetrating hit"_s),
             qPrintable(repair.error));
}

QTEST_MAIN(TestEditorsCommands)
#include "tst_editors_commands.moc"
