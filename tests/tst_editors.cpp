// The roster editors (app/editors): the unit and battlegroup templates against R1-R4, and the detail forms
// driven through their widgets: one undo command per committed field, undo restoring the field, refused
// edits reverting with a visible reason, and the panel following the document.
//
// Set MORALEDESK_SCREENSHOTS to a folder to get a picture of every form there (editor-*.png).
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/BattlegroupForm.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/PieceForm.h"
#include "ratio/editors/UnitForm.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/io/BattlegroupReader.h"
#include "ratio/io/FileLimits.h"
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
using namespace Qt::StringLiterals;

namespace {

QStringList problemLines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

Battlegroup withUnit(const Unit &unit, bool leaders)
{
    Battlegroup bg;
    bg.name = u"Test"_s;
    bg.rules.leaders = leaders;
    bg.units.append(unit);
    return bg;
}

// The combined-arms template plus a heavy battledrone: squad (0), warbot section (1), tank (2), bunker (3),
// heavy battledrone (4).
Battlegroup fixture()
{
    Battlegroup bg = newBattlegroup(u"combined arms"_s);
    bg.units.append(heavyBattledroneTemplate(idGeneratorFor(bg)));
    return bg;
}

// A document, its commands and a shown panel, the way the main window holds them.
struct Rig
{
    Rig()
        : document(fixture())
        , commands(&document)
        , panel(&document, &commands)
        , spy(document.undoStack(), &QUndoStack::indexChanged)
    {
        panel.resize(640, 760);
        panel.show();
    }
    QUndoStack *stack() { return document.undoStack(); }
    const Battlegroup &bg() const { return document.battlegroup(); }

    template<typename T>
    T *find(const QString &name)
    {
        return panel.findChild<T *>(name);
    }

    BattlegroupDocument document;
    Commands commands;
    EditorPanel panel;
    QSignalSpy spy;
};

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    if (!text.isEmpty())
        QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

// A check box spanning a form row reacts only to clicks on its indicator and text, not at its centre.
void click(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

void typeInto(QSpinBox *spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace

class TestEditors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Templates (R1-R4)
    void unitTemplates_data();
    void unitTemplates();
    void unitTemplateKeysAndNames();
    void battlegroupTemplates_data();
    void battlegroupTemplates();
    void idsStayUniqueAcrossTemplates();

    // The panel
    void startsOnBattlegroup();
    void typeUnitNameIsOneCommandAndUndoes();
    void rankComboIsOneCommandAndUndoes();
    void leadersRuleToggles();
    void systemWorkingLevel();
    void systemLevelsFollowWhenFullyWorking();
    void damageDuringBattleGoesThroughPlay();
    void startingLevelsFixedDuringBattle();
    void refusedNameShowsErrorAndRevertsField();
    void refusedMoraleStyleShowsError();
    void refusedSystemLevelsShowsError();
    void unitOverridesHaveDefaultEntry();
    void robotUnitOffersNoClassOrExperience();
    void notesCommitWhenLeavingTheField();
    void addSoldierNamesAndIds();
    void addUnitFromTemplate();
    void weaponsAndCrewRows();
    void strongpointMovementSwitch();
    void followsItemAcrossEditsAndFallsBack();
    void fillingNeverSendsCommands();
    void everyControlHasAnAccessibleName();
    void noRowCollapsesWhenNarrow();
    void screenshots();
};

// ---------------------------------------------------------------------------------------------------

void TestEditors::unitTemplates_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("pieces");
    QTest::addColumn<int>("plain");   // starting level without the Leaders rule
    QTest::addColumn<int>("leaders"); // with it

    QTest::newRow("fireteam: Cpl + 4") << u"fireteam"_s << int(UnitKind::Infantry) << 5 << 5 << 6;
    QTest::newRow("squad: R2 seed, 13 with Leaders") << u"squad"_s << int(UnitKind::Infantry) << 10 << 10 << 13;
    QTest::newRow("platoon: Lt + 3 squads") << u"platoon"_s << int(UnitKind::Infantry) << 31 << 31 << 43;
    QTest::newRow("warbot section: 3 x (1 + 2)") << u"warbot-section"_s << int(UnitKind::Robots) << 3 << 9 << 9;
    QTest::newRow("warbot") << u"warbot"_s << int(UnitKind::Robots) << 1 << 3 << 3;
    QTest::newRow("wardrone") << u"wardrone"_s << int(UnitKind::Robots) << 1 << 3 << 3;
    QTest::newRow("battle tank: 9 + 3") << u"battle-tank"_s << int(UnitKind::Vehicle) << 1 << 12 << 12;
    QTest::newRow("heavy battledrone: R4 seed 12") << u"heavy-battledrone"_s << int(UnitKind::Vehicle) << 1 << 12
                                                   << 12;
    QTest::newRow("bunker: no movement, 9") << u"bunker"_s << int(UnitKind::Strongpoint) << 1 << 9 << 9;
}

void TestEditors::unitTemplates()
{
    QFETCH(QString, key);
    QFETCH(int, kind);
    QFETCH(int, pieces);
    QFETCH(int, plain);
    QFETCH(int, leaders);

    const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor({}));
    QVERIFY(unit);
    QCOMPARE(int(unit->kind), kind);
    QCOMPARE(unit->pieces.size(), qsizetype(pieces));
    QCOMPARE(unit->name, unitTemplateName(key));
    for (const bool rule : {false, true}) {
        const Battlegroup bg = withUnit(*unit, rule);
        QCOMPARE(problemLines(BattlegroupValidator::validate(bg)), QStringList());
        QCOMPARE(ratio::unitStarting(unit.value(), bg.rules), rule ? leaders : plain);
        QCOMPARE(ratio::unitCurrent(unit.value(), bg.rules), rule ? leaders : plain);
    }

    const std::optional<Unit> named = unitFromTemplate(key, idGeneratorFor({}), u"Named"_s);
    QVERIFY(named);
    QCOMPARE(named->name, u"Named"_s);
}

void TestEditors::unitTemplateKeysAndNames()
{
    const QStringList keys = unitTemplateKeys();
    QCOMPARE(keys.size(), unitTemplateNames().size());
    QVERIFY(keys.contains(u"squad"_s));
    QVERIFY(!unitFromTemplate(u"no-such-template"_s, idGeneratorFor({})));

    // The pieces the R4 interpretations are about.
    const Unit drone = heavyBattledroneTemplate(idGeneratorFor({}));
    QCOMPARE(drone.pieces.constFirst().kind, PieceKind::Warbot);
    QCOMPARE(drone.pieces.constFirst().style, MoraleStyle::Vehicle);
    const Unit bunker = bunkerTemplate(idGeneratorFor({}));
    QCOMPARE(bunker.pieces.constFirst().hasMovement, false);
    QCOMPARE(bunker.pieces.constFirst().movement.levels, 0);
    const Unit tank = battleTankTemplate(idGeneratorFor({}));
    const Piece &t = tank.pieces.constFirst();
    QCOMPARE(t.crew, (QList<Rank> {Rank::Sergeant, Rank::Corporal, Rank::Trooper}));
    QCOMPARE(t.weapons.size(), 3);
    QVERIFY(!t.armorClass.isEmpty());
    QVERIFY(t.movementRate > 0);
    QCOMPARE(t.currentMovement, t.movementRate);
    const Unit squad = squadTemplate(idGeneratorFor({}));
    QCOMPARE(squad.pieces.at(0).rank, Rank::Sergeant);
    QCOMPARE(squad.pieces.at(5).rank, Rank::Corporal);
}

void TestEditors::battlegroupTemplates_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("endurance"); // without Leaders

    QTest::newRow("empty") << u"empty"_s << 0 << 0;
    QTest::newRow("infantry platoon (key with a space)") << u"infantry platoon"_s << 1 << 31;
    QTest::newRow("infantry-platoon (key)") << u"infantry-platoon"_s << 1 << 31;
    QTest::newRow("combined arms: 10 + 9 + 12 + 9") << u"Combined arms"_s << 4 << 40;
    QTest::newRow("unknown name: empty") << u"something else"_s << 0 << 0;
}

void TestEditors::battlegroupTemplates()
{
    QFETCH(QString, name);
    QFETCH(int, units);
    QFETCH(int, endurance);

    const Battlegroup bg = newBattlegroup(name);
    QCOMPARE(problemLines(BattlegroupValidator::validate(bg)), QStringList());
    QVERIFY(!bg.name.isEmpty());
    QCOMPARE(bg.units.size(), qsizetype(units));
    QCOMPARE(ratio::endurance(bg).total, endurance);
    QCOMPARE(ratio::endurance(bg).lost, 0);

    // Every display name builds the same battlegroup as its key.
    const QStringList keys = battlegroupTemplateKeys();
    const QStringList names = battlegroupTemplateNames();
    QCOMPARE(keys.size(), names.size());
    for (qsizetype i = 0; i < keys.size(); ++i)
        QCOMPARE(newBattlegroup(names.at(i)), newBattlegroup(keys.at(i)));
}

void TestEditors::idsStayUniqueAcrossTemplates()
{
    Battlegroup bg = newBattlegroup(u"combined-arms"_s);
    for (const QString &key : unitTemplateKeys()) {
        // A fresh generator each time, as the editor makes one per "Add unit".
        const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor(bg));
        QVERIFY(unit);
        bg.units.append(*unit);
    }
    QCOMPARE(problemLines(BattlegroupValidator::validate(bg)), QStringList());

    // The generator follows Commands::uniqueId's scheme.
    BattlegroupDocument document(bg);
    Commands commands(&document);
    const IdGenerator ids = idGeneratorFor(bg);
    QCOMPARE(ids(u"sq"_s), commands.uniqueId(u"sq"_s));
    QCOMPARE(ids(u"fresh"_s), u"fresh"_s);
    QCOMPARE(ids(u"fresh"_s), u"fresh-2"_s);
}

// ---------------------------------------------------------------------------------------------------

void TestEditors::startsOnBattlegroup()
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

void TestEditors::typeUnitNameIsOneCommandAndUndoes()
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

void TestEditors::rankComboIsOneCommandAndUndoes()
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

void TestEditors::leadersRuleToggles()
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

void TestEditors::systemWorkingLevel()
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

void TestEditors::systemLevelsFollowWhenFullyWorking()
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
void TestEditors::damageDuringBattleGoesThroughPlay()
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
void TestEditors::startingLevelsFixedDuringBattle()
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

void TestEditors::refusedNameShowsErrorAndRevertsField()
{
    Rig rig;
    rig.panel.showUnit(0);
    auto *name = rig.find<QLineEdit>(u"unitName"_s);
    auto *form = rig.panel.unitForm();
    QVERIFY(name && form);
    FieldError *error = form->errorFor(name);
    QVERIFY(error);
    QVERIFY(!error->isVisible());
    const Battlegroup before = rig.bg();

    typeInto(name, QString());
    QCOMPARE(rig.spy.count(), 0);
    QCOMPARE(rig.stack()->count(), 0);
    QVERIFY(rig.bg() == before);
    QCOMPARE(name->text(), before.units.at(0).name); // reverted, not left empty
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().startsWith(u"Name: "_s), qPrintable(error->text()));
    QVERIFY2(error->text().contains(u"must not be empty"_s), qPrintable(error->text()));
    QCOMPARE(form->shownErrors(), QStringList {error->text()});
    auto *text = error->findChild<QLabel *>(u"fieldErrorText"_s);
    QVERIFY(text);
    QCOMPARE(text->palette().color(QPalette::WindowText), QColor(0xb0, 0x1c, 0x1c));

    // The next good edit clears it.
    typeInto(name, u"Bravo"_s);
    QCOMPARE(rig.stack()->count(), 1);
    QVERIFY(!error->isVisible());
    QVERIFY(form->shownErrors().isEmpty());

    // The battlegroup's name is required too.
    rig.panel.showBattlegroup();
    auto *bgName = rig.find<QLineEdit>(u"battlegroupName"_s);
    typeInto(bgName, QString());
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(bgName->text(), rig.bg().name);
    QVERIFY(rig.panel.battlegroupForm()->errorFor(bgName)->isVisible());
}

void TestEditors::refusedMoraleStyleShowsError()
{
    Rig rig;
    rig.panel.showPiece(4, 0); // the heavy battledrone: a warbot with vehicle-style morale
    auto *style = rig.find<QComboBox>(u"pieceMoraleStyle"_s);
    QVERIFY(style);
    QVERIFY(style->isVisible());
    QCOMPARE(style->currentData().toInt(), int(MoraleStyle::Vehicle));
    QVERIFY(rig.find<QSpinBox>(u"movementLevels"_s)->isVisible());
    const Battlegroup before = rig.bg();

    // R1/R4: a vehicle unit needs its vehicle; robot-style morale would leave it without one.
    style->setCurrentIndex(style->findData(int(MoraleStyle::Robot)));
    QCOMPARE(rig.stack()->count(), 0);
    QVERIFY(rig.bg() == before);
    QCOMPARE(style->currentData().toInt(), int(MoraleStyle::Vehicle));
    FieldError *error = rig.panel.pieceForm()->errorFor(style);
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().startsWith(u"Morale style: "_s), qPrintable(error->text()));
    QVERIFY2(error->text().contains(u"vehicle unit"_s), qPrintable(error->text()));

    // A warbot of the section may switch either way; vehicle-style shows the R4 fields.
    rig.panel.showPiece(1, 0);
    QVERIFY(!error->isVisible());
    QVERIFY(rig.find<QSpinBox>(u"pieceSize"_s)->isVisible());
    QCOMPARE(rig.find<QSpinBox>(u"pieceSize"_s)->maximum(), 2);
    QVERIFY(!rig.find<QSpinBox>(u"movementLevels"_s)->isVisible());
    style->setCurrentIndex(style->findData(int(MoraleStyle::Vehicle)));
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(1).pieces.at(0).style, MoraleStyle::Vehicle);
    QVERIFY(rig.find<QSpinBox>(u"movementLevels"_s)->isVisible());
    QCOMPARE(rig.find<QSpinBox>(u"pieceSize"_s)->maximum(), limits::maxVehicleSize);

    // Back to robot style with a size robots cannot have: refused, and the message names the size.
    typeInto(rig.find<QSpinBox>(u"pieceSize"_s), 5);
    QCOMPARE(rig.stack()->count(), 2);
    style->setCurrentIndex(style->findData(int(MoraleStyle::Robot)));
    QCOMPARE(rig.stack()->count(), 2);
    QVERIFY2(error->text().startsWith(u"Morale style: size must be"_s), qPrintable(error->text()));
}

void TestEditors::refusedSystemLevelsShowsError()
{
    Rig rig;
    rig.panel.showPiece(2, 0);
    typeInto(rig.find<QSpinBox>(u"targetingWorking"_s), 2); // damaged: 2 of 3 working
    QCOMPARE(rig.stack()->count(), 1);
    const Battlegroup before = rig.bg();

    auto *levels = rig.find<QSpinBox>(u"targetingLevels"_s);
    typeInto(levels, 1); // 1 level cannot have 2 working: refused, never clamped
    QCOMPARE(rig.stack()->count(), 1);
    QVERIFY(rig.bg() == before);
    QCOMPARE(levels->value(), 3);
    const QStringList errors = rig.panel.pieceForm()->shownErrors();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().startsWith(u"Targeting levels: targeting working must be"_s),
             qPrintable(errors.constFirst()));
}

void TestEditors::unitOverridesHaveDefaultEntry()
{
    Rig rig;
    rig.panel.showUnit(0);
    auto *cls = rig.find<QComboBox>(u"unitMoraleClass"_s);
    auto *nbc = rig.find<QComboBox>(u"unitNbcEquipped"_s);
    QVERIFY(cls && nbc && rig.find<QComboBox>(u"unitExperience"_s));
    QCOMPARE(cls->count(), 4);
    QCOMPARE(cls->currentIndex(), 0);
    QCOMPARE(cls->currentText(), u"Battlegroup default (Regular)"_s);
    QCOMPARE(rig.find<QLabel>(u"unitKind"_s)->text(), u"Infantry"_s);

    cls->setCurrentIndex(cls->findData(int(MoraleClass::Elite)));
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(0).moraleClass, std::optional(MoraleClass::Elite));
    cls->setCurrentIndex(0);
    QCOMPARE(rig.stack()->count(), 2);
    QVERIFY(!rig.bg().units.at(0).moraleClass.has_value());

    nbc->setCurrentIndex(nbc->findData(true));
    QCOMPARE(rig.bg().units.at(0).nbcEquipped, std::optional(true));

    // The default's name follows the battlegroup.
    RuleOptions rules = rig.bg().rules;
    rules.defaultClass = MoraleClass::Levy;
    QVERIFY(rig.commands.editBattlegroup(rig.bg().name, rig.bg().side, rig.bg().notes, rules).ok());
    QCOMPARE(cls->itemText(0), u"Battlegroup default (Levy)"_s);
}

// R8 interpretation (who takes class and experience): warbots and wardrones are Regular and seasoned
// whatever their morale style, so a robot unit, or a vehicle unit whose vehicle is a robot (the heavy
// battledrone), offers neither; soldiers and crewed vehicles do.
void TestEditors::robotUnitOffersNoClassOrExperience()
{
    Rig rig;
    auto *cls = rig.find<QComboBox>(u"unitMoraleClass"_s);
    auto *experience = rig.find<QComboBox>(u"unitExperience"_s);
    auto *none = rig.find<QLabel>(u"unitNoClassOrExperience"_s);
    QVERIFY(cls && experience && none);
    for (const auto &[unit, offers] : {std::pair{0, true}, std::pair{1, false}, std::pair{2, true}, std::pair{3, true},
                                       std::pair{4, false}}) {
        rig.panel.showUnit(unit);
        const QString where = u"unit %1"_s.arg(unit);
        QVERIFY2(cls->isVisibleTo(&rig.panel) == offers, qPrintable(where));
        QVERIFY2(experience->isVisibleTo(&rig.panel) == offers, qPrintable(where));
        QVERIFY2(none->isVisibleTo(&rig.panel) == !offers, qPrintable(where));
    }
    rig.panel.showUnit(1);
    QVERIFY(none->text().contains(u"R8"_s));
    QCOMPARE(rig.stack()->count(), 0);
}

void TestEditors::notesCommitWhenLeavingTheField()
{
    Rig rig;
    rig.panel.showUnit(0);
    QApplication::setActiveWindow(&rig.panel);
    QVERIFY(QTest::qWaitForWindowActive(&rig.panel));
    auto *notes = rig.find<QPlainTextEdit>(u"unitNotes"_s);
    auto *name = rig.find<QLineEdit>(u"unitName"_s);
    QVERIFY(notes && name);
    notes->setFocus();
    QVERIFY(notes->hasFocus());
    QTest::keyClicks(notes, u"Dug in at the farm"_s);
    QCOMPARE(rig.stack()->count(), 0); // nothing per keystroke
    name->setFocus();
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(0).notes, u"Dug in at the farm"_s);
    rig.stack()->undo();
    QCOMPARE(notes->toPlainText(), QString());
}

void TestEditors::addSoldierNamesAndIds()
{
    Rig rig;
    rig.panel.showUnit(0);
    QSignalSpy added(&rig.panel, &EditorPanel::pieceAdded);
    auto *soldier = rig.find<QPushButton>(u"addSoldier"_s);
    QVERIFY(soldier && soldier->isVisible());
    QTest::mouseClick(soldier, Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toInt(), 0);
    QCOMPARE(added.at(0).at(1).toInt(), 10);
    const Piece &p = rig.bg().units.at(0).pieces.at(10);
    QCOMPARE(p.name, u"Trooper 11"_s);
    QCOMPARE(p.rank, Rank::Trooper);
    QCOMPARE(rig.find<QLabel>(u"unitStarting"_s)->text(), u"11 points"_s);

    QTest::mouseClick(rig.find<QPushButton>(u"addWarbot"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(0).pieces.at(11).name, u"Warbot 1"_s);
    QCOMPARE(rig.bg().units.at(0).pieces.at(11).size, 1);
    QCOMPARE(problemLines(BattlegroupValidator::validate(rig.bg())), QStringList());

    // A robots unit takes warbots and wardrones, not soldiers; a vehicle unit none of them.
    rig.panel.showUnit(1);
    QVERIFY(!rig.find<QPushButton>(u"addSoldier"_s)->isVisible());
    QVERIFY(rig.find<QPushButton>(u"addWardrone"_s)->isVisible());
    QTest::mouseClick(rig.find<QPushButton>(u"addWarbot"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(1).pieces.constLast().name, u"Warbot 4"_s);
    rig.panel.showUnit(2);
    QVERIFY(!rig.find<QPushButton>(u"addWarbot"_s)->isVisible());
}

void TestEditors::addUnitFromTemplate()
{
    Rig rig;
    QSignalSpy added(&rig.panel, &EditorPanel::unitAdded);
    auto *combo = rig.find<QComboBox>(u"unitTemplate"_s);
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(u"squad"_s));
    QTest::mouseClick(rig.find<QPushButton>(u"addUnit"_s), Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toInt(), 5);
    QCOMPARE(rig.bg().units.size(), 6);
    QCOMPARE(rig.bg().units.at(5).pieces.size(), 10);
    QCOMPARE(problemLines(BattlegroupValidator::validate(rig.bg())), QStringList());
}

void TestEditors::weaponsAndCrewRows()
{
    Rig rig;
    rig.panel.showPiece(2, 0);
    QVERIFY(rig.find<QLineEdit>(u"weaponName2"_s));
    QVERIFY(!rig.find<QLineEdit>(u"weaponName3"_s));

    QTest::mouseClick(rig.find<QPushButton>(u"addWeapon"_s), Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.size(), 4);
    auto *fourth = rig.find<QLineEdit>(u"weaponName3"_s);
    QVERIFY(fourth);
    QCOMPARE(fourth->text(), u"Weapon 4"_s);
    typeInto(fourth, u"Point defence"_s);
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.at(3).name, u"Point defence"_s);

    // A weapon name is required: refused, reverted, the message names the weapon.
    typeInto(fourth, QString());
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(fourth->text(), u"Point defence"_s);
    QCOMPARE(rig.panel.pieceForm()->shownErrors().size(), 1);
    QVERIFY2(rig.panel.pieceForm()->shownErrors().constFirst().startsWith(u"Weapon 4 name: must not be empty"_s),
             qPrintable(rig.panel.pieceForm()->shownErrors().constFirst()));

    // Knocking one out costs nothing while three others still work (R4: three at most).
    click(rig.find<QCheckBox>(u"weaponKnockedOut0"_s));
    QCOMPARE(rig.stack()->count(), 3);
    QVERIFY(rig.bg().units.at(2).pieces.at(0).weapons.at(0).knockedOut);
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"12 points"_s);

    QTest::mouseClick(rig.find<QToolButton>(u"removeWeapon1"_s), Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 4);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.size(), 3);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.at(1).name, u"Missile pod"_s);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!rig.find<QLineEdit>(u"weaponName3"_s));
    QCOMPARE(rig.find<QLineEdit>(u"weaponName1"_s)->text(), u"Missile pod"_s);
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"11 points"_s);

    // Crew: Sergeant, Corporal, Trooper; change one, add one, remove one.
    auto *crew1 = rig.find<QComboBox>(u"crewRank1"_s);
    QVERIFY(crew1);
    QCOMPARE(crew1->currentText(), u"Corporal / Warder (2)"_s);
    crew1->setCurrentIndex(crew1->findData(int(Rank::Lieutenant)));
    QCOMPARE(rig.stack()->count(), 5);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).crew.at(1), Rank::Lieutenant);
    QTest::mouseClick(rig.find<QPushButton>(u"addCrew"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).crew.size(), 4);
    QTest::mouseClick(rig.find<QToolButton>(u"removeCrew0"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).crew,
             (QList<Rank> {Rank::Lieutenant, Rank::Trooper, Rank::Trooper}));
    QCOMPARE(rig.stack()->count(), 7);

    // Tab goes through the rows in screen order.
    QCOMPARE(rig.find<QLineEdit>(u"weaponName0"_s)->nextInFocusChain(), rig.find<QCheckBox>(u"weaponKnockedOut0"_s));
    QCOMPARE(rig.find<QToolButton>(u"removeCrew2"_s)->nextInFocusChain(), rig.find<QPushButton>(u"addCrew"_s));

    // Up to the file limit, then the button is off.
    Piece full = rig.bg().units.at(2).pieces.at(0);
    while (full.weapons.size() < limits::maxWeapons)
        full.weapons.append({u"Spare"_s, false});
    QVERIFY(rig.commands.editPiece({2, 0}, full).ok());
    QVERIFY(!rig.find<QPushButton>(u"addWeapon"_s)->isEnabled());
}

void TestEditors::strongpointMovementSwitch()
{
    Rig rig;
    rig.panel.showPiece(3, 0); // the bunker
    auto *has = rig.find<QCheckBox>(u"pieceHasMovement"_s);
    auto *levels = rig.find<QSpinBox>(u"movementLevels"_s);
    QVERIFY(has && levels);
    QVERIFY(has->isVisible());
    QVERIFY(!has->isChecked());
    QVERIFY(!levels->isEnabled());
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"9 points"_s);

    click(has); // a turret
    QCOMPARE(rig.stack()->count(), 1);
    QVERIFY(levels->isEnabled());
    typeInto(levels, 2);
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(rig.bg().units.at(3).pieces.at(0).movement, (SystemTrack {2, 2}));
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"11 points"_s);

    click(has); // immobile again: movement levels go to 0 in the same edit
    QCOMPARE(rig.stack()->count(), 3);
    QCOMPARE(rig.bg().units.at(3).pieces.at(0).movement, (SystemTrack {0, 0}));
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"9 points"_s);

    // A vehicle that has movement does not show the switch.
    rig.panel.showPiece(2, 0);
    QVERIFY(!has->isVisible());
}

void TestEditors::followsItemAcrossEditsAndFallsBack()
{
    Rig rig;
    QSignalSpy shown(&rig.panel, &EditorPanel::shownItemChanged);
    rig.panel.showPiece(1, 2); // Warbot 3 of the section
    QCOMPARE(shown.count(), 1);
    const QString id = rig.bg().units.at(1).pieces.at(2).id;

    // The squad before it goes: the same piece, now in unit 0.
    QVERIFY(rig.commands.removeUnit(0).ok());
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Piece);
    QCOMPARE(rig.panel.shownUnit(), 0);
    QCOMPARE(rig.panel.shownPiece(), 2);
    QCOMPARE(rig.bg().units.at(0).pieces.at(2).id, id);
    QCOMPARE(shown.count(), 2);

    // The piece itself goes: back to the battlegroup.
    QVERIFY(rig.commands.removePiece({0, 2}).ok());
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);
    QCOMPARE(shown.count(), 3);
    QCOMPARE(shown.constLast().at(0).toInt(), -1);

    // Undoing an added piece while it is shown.
    rig.panel.showUnit(0);
    QTest::mouseClick(rig.find<QPushButton>(u"addWardrone"_s), Qt::LeftButton);
    rig.panel.showPiece(0, 2);
    QCOMPARE(rig.find<QLineEdit>(u"pieceName"_s)->text(), u"Wardrone 1"_s);
    rig.stack()->undo();
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);

    // Invalid requests show the battlegroup (or the unit) instead.
    rig.panel.showUnit(99);
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);
    rig.panel.showPiece(0, 99);
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Unit);
}

void TestEditors::fillingNeverSendsCommands()
{
    Rig rig;
    // Walk over every item, with and without the Leaders rule, and undo/redo edits: no command may appear.
    for (int u = 0; u < rig.bg().units.size(); ++u) {
        rig.panel.showUnit(u);
        for (int p = 0; p < rig.bg().units.at(u).pieces.size(); ++p)
            rig.panel.showPiece(u, p);
    }
    rig.panel.showBattlegroup();
    QCOMPARE(rig.stack()->count(), 0);

    rig.panel.showPiece(2, 0);
    typeInto(rig.find<QSpinBox>(u"movementWorking"_s), 1);
    typeInto(rig.find<QSpinBox>(u"pieceMovementRate"_s), 10);
    QCOMPARE(rig.stack()->count(), 2);
    rig.stack()->undo();
    rig.stack()->undo();
    rig.stack()->redo();
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(rig.stack()->index(), 1);
    QCOMPARE(rig.find<QSpinBox>(u"movementWorking"_s)->value(), 1);
}

void TestEditors::everyControlHasAnAccessibleName()
{
    Rig rig;
    auto check = [&rig](const char *page) {
        const QList<QWidget *> widgets = rig.panel.findChildren<QWidget *>();
        for (QWidget *w : widgets) {
            const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                || qobject_cast<QComboBox *>(w) || qobject_cast<QLineEdit *>(w) || qobject_cast<QPlainTextEdit *>(w);
            if (!control || !w->isVisibleTo(&rig.panel))
                continue;
            if (qobject_cast<QLineEdit *>(w) && qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
                continue; // the spin box's own editor
            QVERIFY2(!w->accessibleName().isEmpty(),
                     qPrintable(u"%1: %2 has no accessible name"_s.arg(QLatin1StringView(page), w->objectName())));
        }
    };
    check("battlegroup");
    rig.panel.showUnit(0);
    check("unit");
    rig.panel.showPiece(0, 0);
    check("soldier");
    rig.panel.showPiece(1, 0);
    check("warbot");
    rig.panel.showPiece(2, 0);
    check("tank");
    rig.panel.showPiece(3, 0);
    check("bunker");

    // Buddies: the labels of the form point at their fields.
    rig.panel.showPiece(2, 0);
    int buddies = 0;
    for (QLabel *label : rig.panel.pieceForm()->findChildren<QLabel *>()) {
        if (label->buddy())
            ++buddies;
    }
    QVERIFY(buddies >= 15);
}

void TestEditors::noRowCollapsesWhenNarrow()
{
    // Rows come and go with the piece's kind and style, and error rows wrap: at a side-dock width every row
    // that is shown must keep its height (QFormLayout's hidden rows used to squash word-wrapped neighbours).
    Rig rig;
    rig.panel.resize(360, 700);
    for (const ratio::PieceRef ref : {ratio::PieceRef {0, 0}, ratio::PieceRef {1, 0}, ratio::PieceRef {3, 0},
                                      ratio::PieceRef {4, 0}, ratio::PieceRef {2, 0}}) {
        rig.panel.showPiece(ref.unit, ref.piece);
        auto *style = rig.find<QComboBox>(u"pieceMoraleStyle"_s);
        if (ref.unit == 4)
            style->setCurrentIndex(style->findData(int(MoraleStyle::Robot))); // refused: an error row appears
        QCoreApplication::processEvents();
        for (QWidget *w : rig.panel.pieceForm()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (w->isVisible())
                QVERIFY2(w->height() > 0, qPrintable(u"%1 (%2) collapsed for piece %3/%4"_s.arg(
                    w->objectName(), w->accessibleName()).arg(ref.unit).arg(ref.piece)));
        }
    }
}

void TestEditors::screenshots()
{
    const QString dir = qEnvironmentVariable("MORALEDESK_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("Set MORALEDESK_SCREENSHOTS to a folder to get pictures of the forms.");
    Rig rig;
    rig.panel.resize(560, 780);
    const auto save = [&rig, &dir](const QString &name) {
        for (int i = 0; i < 5; ++i) // nested layouts settle one posted LayoutRequest at a time
            QCoreApplication::processEvents();
        QVERIFY(rig.panel.grab().save(QDir(dir).filePath(u"editor-%1.png"_s.arg(name))));
    };
    save(u"battlegroup"_s);
    rig.panel.showUnit(0);
    save(u"unit"_s);
    rig.panel.showUnit(1);
    save(u"unit-robots"_s);
    rig.panel.showPiece(0, 0);
    save(u"soldier"_s);
    rig.panel.showPiece(1, 0);
    save(u"warbot"_s);
    rig.panel.showPiece(2, 0);
    save(u"tank"_s);
    rig.panel.showPiece(3, 0);
    save(u"bunker"_s);
    typeInto(rig.find<QSpinBox>(u"targetingLevels"_s), 4); // out of range: nothing
    rig.panel.showUnit(0);
    typeInto(rig.find<QLineEdit>(u"unitName"_s), QString());
    save(u"unit-error"_s);

    // A narrow panel (a side dock at 1280 x 800): rows wrap, nothing is cut off.
    rig.panel.showPiece(4, 0);
    auto *style = rig.find<QComboBox>(u"pieceMoraleStyle"_s);
    style->setCurrentIndex(style->findData(int(MoraleStyle::Robot))); // refused: the error row shows
    rig.panel.resize(360, 700);
    save(u"battledrone-narrow"_s);
    rig.panel.resize(560, 780);

    // The whole tank form, unscrolled, to judge spacing.
    rig.panel.showPiece(2, 0);
    PieceForm *form = rig.panel.pieceForm();
    const QSize full = form->sizeHint();
    QVERIFY(form->grab().save(QDir(dir).filePath(u"editor-tank-full.png"_s)));
    QTest::mouseClick(rig.find<QToolButton>(u"removeWeapon1"_s), Qt::LeftButton);
    QTest::mouseClick(rig.find<QToolButton>(u"removeCrew0"_s), Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    save(u"tank-after-removals"_s);
    qInfo() << "tank form size hint" << full << "minimum" << form->minimumSizeHint();

    // During a battle a repair is refused under the field, naming the play action (item 2.8).
    QVERIFY(rig.commands.casualty({0, 9}).ok());
    rig.panel.showPiece(2, 0);
    typeInto(rig.find<QSpinBox>(u"targetingWorking"_s), 2);
    typeInto(rig.find<QSpinBox>(u"targetingWorking"_s), 3);
    save(u"tank-repair-in-battle"_s);
}

QTEST_MAIN(TestEditors)
#include "tst_editors.moc"
