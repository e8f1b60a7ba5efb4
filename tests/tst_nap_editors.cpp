// The Napoleonic order-of-battle editor (app/napoleonic/editors): the battle, army, command and unit forms. Every accepted field proposes the whole battle
// with an undo text naming the change; every refused one reverts and says why under the field, proposing
// nothing. The players' data (B.6) are tst_nap_editors_data's, the templates tst_nap_templates'.

#include "NapEditorsFixture.h"
#include "LayoutChecks.h"

#include "napoleonic/NapOptions.h"
#include "napoleonic/io/NapValidator.h"
#include "napoleonic/rules/NapMfp.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QtTest>

using namespace md;
using namespace md::test::napeditors;

class TestNapEditors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formsBuiltOnFirstShow();
    void battleFields();
    void battleRefusals();
    void switchesFollowNapOptions();
    void addArmyUpToTwo();
    void armyFields();
    void armyAddsCommandFromTemplate();
    void commandFields();
    void commandParentCycleRefused();
    void commandAddsUnitsAndSubCommands();
    void commandMovesAndRemoval();
    void unitFields();
    void unitRefusals_data();
    void unitRefusals();
    void cannonOnlyOnArtillery();
    void removalRefusedWhileACheckWaits();
    void selectionSurvivesEdits();
    void fitsAt900x560();
};

void TestNapEditors::formsBuiltOnFirstShow()
{
    NapEditorPanel panel;
    panel.setBattle(NapTemplates::make(u"nap-brigade"_s));
    QVERIFY(!panel.formsBuilt());
    panel.select(u"brigade"_s);
    QCOMPARE(panel.page(), NapEditorPanel::Page::CommandPage);
    QVERIFY(!panel.formsBuilt());
    panel.resize(700, 600);
    panel.show();
    QVERIFY(panel.formsBuilt());
    QCOMPARE(panel.findChild<QLineEdit *>(u"napCommandName"_s)->text(), u"1st Brigade"_s);
}

void TestNapEditors::battleFields()
{
    Rig rig;
    typeInto(rig.find<QLineEdit>(u"napBattleName"_s), u"Quatre Bras"_s);
    QCOMPARE(rig.lastText(), u"Rename battle: Quatre Bras"_s);
    QCOMPARE(rig.battle().name, u"Quatre Bras"_s);

    rig.find<QSpinBox>(u"napBattleday"_s)->setValue(2);
    QCOMPARE(rig.lastText(), u"Battleday: 2"_s);
    QCOMPARE(rig.battle().battleday, 2);

    rig.find<QCheckBox>(u"napNight"_s)->click();
    QCOMPARE(rig.lastText(), u"Night turn"_s);
    QVERIFY(rig.battle().night);
    QCOMPARE(rig.edits.size(), 3);
}

void TestNapEditors::battleRefusals()
{
    Rig rig;
    const NapBattle before = rig.battle();
    auto *name = rig.find<QLineEdit>(u"napBattleName"_s);
    typeInto(name, QString());
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(name->text(), before.name); // reverted
    QCOMPARE(rig.panel.battleForm()->shownErrors(), QStringList{u"Name: must not be empty"_s});

    auto *day = rig.find<QSpinBox>(u"napBattleday"_s);
    day->setValue(0);
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(day->value(), 1);
    QCOMPARE(rig.panel.battleForm()->shownErrors(), QStringList{u"Battleday: must be at least 1"_s});
    QVERIFY(rig.battle() == before);
}

void TestNapEditors::switchesFollowNapOptions()
{
    Rig rig;
    int switchable = 0;
    for (const RuleOption &option : NapOptions::all()) {
        QCheckBox *box = rig.panel.battleForm()->switchBox(option.key);
        if (!option.switchable) {
            QVERIFY(!box);
            continue;
        }
        ++switchable;
        QVERIFY2(box, qPrintable(option.key));
        QCOMPARE(box->isChecked(), option.defaultValue);
        box->click();
        QCOMPARE(NapOptions::value(rig.battle().rules, option.key), !option.defaultValue);
        QVERIFY2(rig.lastText().startsWith(u"Rule %1: "_s.arg(option.rule)), qPrintable(rig.lastText()));
        box->click();
        QCOMPARE(rig.lastText(), u"Rule %1: back to the recommended reading"_s.arg(option.rule));
    }
    QCOMPARE(switchable, 14);
    QVERIFY(rig.battle().rules == NapRules());
    // B-5 with its own words, and the readings without a switch listed under them.
    QVERIFY(rig.find<QLabel>(u"napFixedReadings"_s)->text().startsWith(u"Always applied:"_s));
}

void TestNapEditors::addArmyUpToTwo()
{
    Rig rig(NapTemplates::make(u"nap-brigade"_s));
    auto *add = rig.find<QPushButton>(u"napAddArmy"_s);
    QVERIFY(add->isEnabled());
    add->click();
    QCOMPARE(rig.lastText(), u"Add army: New army"_s);
    QCOMPARE(rig.battle().armies.size(), 2);
    // The new army is selected.
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::ArmyPage);
    QCOMPARE(rig.panel.shownId(), rig.battle().armies.last().id);
    rig.panel.select({});
    QVERIFY(!add->isEnabled());
    // Asked all the same (a stale click): refused, nothing proposed.
    const qsizetype edits = rig.edits.size();
    Q_EMIT add->clicked();
    QCOMPARE(rig.edits.size(), edits);
    QVERIFY(rig.panel.battleForm()->shownErrors().first().contains(u"at most 2 armies"_s));
}

void TestNapEditors::armyFields()
{
    NapBattle start = NapTemplates::make(u"nap-battle"_s);
    start.armies.first().campaignPenalty = -1;
    Rig rig(start);
    rig.panel.select(u"french"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::ArmyPage);
    NapArmyForm *form = rig.panel.armyForm();

    typeInto(rig.find<QLineEdit>(u"napArmyName"_s), u"Army of the North"_s);
    QCOMPARE(rig.lastText(), u"Rename army: Army of the North"_s);
    typeInto(rig.find<QLineEdit>(u"napArmyName"_s), u"allied"_s);
    QCOMPARE(form->shownErrors(), QStringList{u"Name: the other army is already called Allied"_s});

    // Positions (15.86): add, value, captured.
    form->positions()->addButton()->click();
    QCOMPARE(rig.lastText(), u"Add position: New position"_s);
    form->positions()->editCell(0, 0, u"Bridge"_s);
    QCOMPARE(rig.lastText(), u"Rename position: Bridge"_s);
    form->positions()->editCell(0, 1, 5);
    QCOMPARE(rig.lastText(), u"MFP of Bridge: 5"_s);
    form->positions()->editCell(0, 2, true);
    QCOMPARE(rig.lastText(), u"Position captured: Bridge"_s);
    QCOMPARE(rig.battle().armies.first().positions, (QList<NapPosition>{{u"Bridge"_s, 5, true}}));
    const qsizetype edits = rig.edits.size();
    form->positions()->editCell(0, 1, -2);
    QCOMPARE(rig.edits.size(), edits);
    QCOMPARE(form->shownErrors(), QStringList{u"Positions: MFP must be at least 0"_s});

    auto *extra = rig.find<QSpinBox>(u"napExtraMfp"_s);
    extra->setValue(4);
    QCOMPARE(rig.lastText(), u"Extra MFP of Army of the North: 4"_s);
    extra->setValue(-1);
    QCOMPARE(extra->value(), 4);
    QCOMPARE(form->shownErrors(), QStringList{u"Extra MFP: must be at least 0"_s});

    // 15.96 read-only, and B.4.5's total with its parts.
    QVERIFY(rig.find<QLabel>(u"napArmyCampaign"_s)->text().startsWith(u"-1 to every CMR"_s));
    const NapArmy &army = rig.battle().armies.first();
    const QString total = rig.find<QLabel>(u"napArmyMfpTotal"_s)->text();
    QVERIFY2(total.contains(u"Total: %1 MFP"_s.arg(NapMfp::text(NapMfp::totalHalf(army, rig.battle())))), qPrintable(total));
    QVERIFY(total.contains(u"Position Bridge: 5"_s));
    QVERIFY(total.contains(u"Extra: 4"_s));
}

void TestNapEditors::armyAddsCommandFromTemplate()
{
    Rig rig;
    rig.panel.select(u"allied"_s);
    const QSet<QString> before = rig.battle().usedIds();
    choose(rig.find<QComboBox>(u"napCommandTemplate"_s), u"nap-division"_s);
    rig.find<QPushButton>(u"napAddCommand"_s)->click();
    QCOMPARE(rig.lastText(), u"Add command: 1st Division"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::CommandPage);
    const QString added = rig.panel.shownId();
    QVERIFY(!before.contains(added));
    const NapArmy *owner = nullptr;
    QVERIFY(rig.battle().command(added, &owner));
    QCOMPARE(owner->id, u"allied"_s);
    QCOMPARE(rig.battle().armies.last().commands.size(), 7);
    QCOMPARE(structureProblems(rig.battle()), QStringList());
}

void TestNapEditors::commandFields()
{
    Rig rig;
    rig.panel.select(u"brigade"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::CommandPage);
    typeInto(rig.find<QLineEdit>(u"napCommandName"_s), u"Bachelu"_s);
    QCOMPARE(rig.lastText(), u"Rename command: Bachelu"_s);
    choose(rig.find<QComboBox>(u"napCommandLevel"_s), int(NapCommandLevel::Division));
    QCOMPARE(rig.lastText(), u"Level of Bachelu: Division"_s);
    typeInto(rig.find<QLineEdit>(u"napOfficerName"_s), u"Gen. Husson"_s);
    QCOMPARE(rig.lastText(), u"Officer of Bachelu: Gen. Husson"_s);
    choose(rig.find<QComboBox>(u"napOfficerStatus"_s), int(NapOfficerStatus::Wounded));
    QCOMPARE(rig.lastText(), u"Officer of Bachelu: Wounded"_s);
    rig.find<QCheckBox>(u"napOfficerAppointed"_s)->click();
    QCOMPARE(rig.lastText(), u"Officer of Bachelu not appointed"_s);
    choose(rig.find<QComboBox>(u"napCommandOrder"_s), int(NapOrder::Attack));
    QCOMPARE(rig.lastText(), u"Order of Bachelu: Attack"_s);
    choose(rig.find<QComboBox>(u"napCommandPresence"_s), int(NapPresence::Awaiting));
    QCOMPARE(rig.lastText(), u"Presence of Bachelu: Not yet arrived"_s);
    rig.find<QCheckBox>(u"napCommandLate"_s)->click();
    QCOMPARE(rig.lastText(), u"Bachelu arrives on a later battleday"_s);
    auto *turn = rig.find<QSpinBox>(u"napArrivalTurn"_s);
    turn->setValue(4);
    QCOMPARE(rig.lastText(), u"Arrival turn of Bachelu: 4"_s);
    const NapCommand *c = rig.battle().command(u"brigade"_s);
    QCOMPARE(c->name, u"Bachelu"_s);
    QCOMPARE(c->level, NapCommandLevel::Division);
    QCOMPARE(c->officerName, u"Gen. Husson"_s);
    QCOMPARE(c->officer, NapOfficerStatus::Wounded);
    QVERIFY(!c->officerAppointed);
    QCOMPARE(c->order, NapOrder::Attack);
    QCOMPARE(c->presence, NapPresence::Awaiting);
    QVERIFY(c->lateArrival);
    QCOMPARE(c->arrivalTurn, 4);

    const qsizetype edits = rig.edits.size();
    turn->setValue(-1);
    QCOMPARE(rig.edits.size(), edits);
    QCOMPARE(turn->value(), 4);
    QCOMPARE(rig.panel.commandForm()->shownErrors(), QStringList{u"Arrival turn: must be at least 0 (none planned)"_s});
}

void TestNapEditors::commandParentCycleRefused()
{
    Rig rig;
    rig.panel.select(u"division"_s);
    auto *parent = rig.find<QComboBox>(u"napCommandParent"_s);
    // Only commands of the same army are offered.
    QCOMPARE(parent->findData(u"allied-army"_s), -1);
    QCOMPARE(parent->findData(u"division"_s), -1); // not itself
    const NapBattle before = rig.battle();
    choose(parent, u"brigade"_s);
    QVERIFY(rig.edits.isEmpty());
    QVERIFY(rig.battle() == before);
    QCOMPARE(parent->currentData().toString(), u"french-army"_s); // reverted
    QCOMPARE(rig.panel.commandForm()->shownErrors(),
             QStringList{u"Under: 1st Brigade is under 1st Division: a command cannot sit under its own sub-command"_s});

    // A brigade may leave its division: it becomes a top command, placed after it in the order of battle.
    rig.panel.select(u"brigade"_s);
    choose(parent, QString());
    QCOMPARE(rig.lastText(), u"1st Brigade becomes a top command"_s);
    QCOMPARE(rig.battle().command(u"brigade"_s)->parentId, QString());
    choose(parent, u"french-army"_s);
    QCOMPARE(rig.lastText(), u"Put 1st Brigade under French army"_s);
    QCOMPARE(structureProblems(rig.battle()), QStringList());
}

void TestNapEditors::commandAddsUnitsAndSubCommands()
{
    Rig rig;
    rig.panel.select(u"division"_s);
    const QSet<QString> before = rig.battle().usedIds();
    choose(rig.find<QComboBox>(u"napNewUnitType"_s), int(NapUnitType::Artillery));
    rig.find<QPushButton>(u"napAddUnit"_s)->click();
    QCOMPARE(rig.lastText(), u"Add unit: New artillery"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::UnitPage);
    const NapCommand *owner = nullptr;
    const NapUnit *u = rig.battle().unit(rig.panel.shownId(), &owner);
    QVERIFY(u && !before.contains(u->id));
    QCOMPARE(owner->id, u"division"_s);
    QCOMPARE(u->type, NapUnitType::Artillery);
    QVERIFY(u->startCannon > 0);

    rig.panel.select(u"division"_s);
    rig.find<QPushButton>(u"napAddSubCommand"_s)->click();
    QCOMPARE(rig.lastText(), u"Add sub-command: New brigade"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::CommandPage);
    const NapCommand *sub = rig.battle().command(rig.panel.shownId());
    QCOMPARE(sub->parentId, u"division"_s);
    QCOMPARE(sub->level, NapCommandLevel::Brigade);
    QCOMPARE(structureProblems(rig.battle()), QStringList());
    // Each type can be added.
    for (const auto &row : EnumTable<NapUnitType>::rows()) {
        rig.panel.select(u"brigade"_s);
        choose(rig.find<QComboBox>(u"napNewUnitType"_s), int(row.value));
        rig.find<QPushButton>(u"napAddUnit"_s)->click();
        QCOMPARE(rig.battle().unit(rig.panel.shownId())->type, row.value);
        if (row.value == NapUnitType::Headquarters) // 15.26h: a headquarters base is Elite, at 8
            QCOMPARE(rig.find<QLabel>(u"napUnitGrade"_s)->text(), u"Elite (a headquarters base, 15.26h)"_s);
    }
    QVERIFY(NapValidator::validate(rig.battle()).isEmpty());
}

void TestNapEditors::commandMovesAndRemoval()
{
    Rig rig;
    rig.panel.select(u"brigade-2"_s);
    auto *up = rig.find<QPushButton>(u"napCommandUp"_s);
    QVERIFY(up->isEnabled());
    QVERIFY(!rig.find<QPushButton>(u"napCommandDown"_s)->isEnabled());
    up->click();
    QCOMPARE(rig.lastText(), u"Move command up: 2nd Brigade"_s);
    const QList<NapCommand> &commands = rig.battle().armies.first().commands;
    QCOMPARE(commands.at(2).id, u"brigade-2"_s);
    QCOMPARE(commands.at(3).id, u"brigade"_s);
    QVERIFY(!up->isEnabled());

    // Removing the division keeps its brigades, under the army command.
    rig.panel.select(u"division"_s);
    rig.find<QPushButton>(u"napRemoveCommand"_s)->click();
    QCOMPARE(rig.lastText(), u"Remove command: 1st Division"_s);
    QVERIFY(!rig.battle().command(u"division"_s));
    QCOMPARE(rig.battle().command(u"brigade"_s)->parentId, u"french-army"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::BattlePage); // its page is gone
    QCOMPARE(structureProblems(rig.battle()), QStringList());
}

void TestNapEditors::unitFields()
{
    Rig rig;
    rig.panel.select(u"brigade-bn2"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::UnitPage);
    typeInto(rig.find<QLineEdit>(u"napUnitName"_s), u"2nd Line"_s);
    QCOMPARE(rig.lastText(), u"Rename unit: 2nd Line"_s);
    auto *cmr = rig.find<QSpinBox>(u"napUnitCmr"_s);
    auto *grade = rig.find<QLabel>(u"napUnitGrade"_s);
    QVERIFY(grade->text().startsWith(u"Line"_s)); // 15.27: 6 is Line
    cmr->setValue(8);
    QCOMPARE(rig.lastText(), u"Starting CMR of 2nd Line: 8"_s);
    QVERIFY(grade->text().startsWith(u"Elite"_s));
    cmr->setValue(4);
    QCOMPARE(grade->text(), u"Militia (CMR 4 or less, 15.27)"_s);
    rig.find<QSpinBox>(u"napUnitFigures"_s)->setValue(30);
    QCOMPARE(rig.lastText(), u"Starting figures of 2nd Line: 30"_s);
    rig.find<QSpinBox>(u"napUnitFiguresLost"_s)->setValue(3);
    QCOMPARE(rig.lastText(), u"Correct figures lost of 2nd Line: 3"_s);
    choose(rig.find<QComboBox>(u"napUnitFormation"_s), int(NapFormation::Square));
    QCOMPARE(rig.lastText(), u"Formation of 2nd Line: Square"_s);
    choose(rig.find<QComboBox>(u"napUnitState"_s), int(NapUnitState::Routed));
    QCOMPARE(rig.lastText(), u"State of 2nd Line: Routed"_s);
    rig.find<QSpinBox>(u"napUnitRallyFailures"_s)->setValue(1);
    QCOMPARE(rig.lastText(), u"Failed rallies of 2nd Line: 1"_s);
    rig.find<QCheckBox>(u"napUnitLate"_s)->click();
    QCOMPARE(rig.lastText(), u"2nd Line arrived on a later battleday"_s);
    choose(rig.find<QComboBox>(u"napUnitType"_s), int(NapUnitType::Cavalry));
    // The file's own rules are the net under every field: a square is infantry's (15.22).
    const QStringList errors = rig.panel.unitForm()->shownErrors();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith(u"Type: square is a formation of infantry"_s), qPrintable(errors.first()));
    QCOMPARE(rig.lastText(), u"2nd Line arrived on a later battleday"_s);
    choose(rig.find<QComboBox>(u"napUnitFormation"_s), int(NapFormation::Line));
    choose(rig.find<QComboBox>(u"napUnitType"_s), int(NapUnitType::Cavalry));
    QCOMPARE(rig.lastText(), u"Type of 2nd Line: Cavalry"_s);
    const NapUnit *u = rig.battle().unit(u"brigade-bn2"_s);
    QCOMPARE(u->name, u"2nd Line"_s);
    QCOMPARE(u->startCmr, 4);
    QCOMPARE(u->startFigures, 30);
    QCOMPARE(u->figuresLost, 3);
    QCOMPARE(u->formation, NapFormation::Line);
    QCOMPARE(u->state, NapUnitState::Routed);
    QCOMPARE(u->rallyFailures, 1);
    QVERIFY(u->lateArrival);
    QCOMPARE(u->type, NapUnitType::Cavalry);

    // Moved to another command of its army, then within it.
    choose(rig.find<QComboBox>(u"napUnitCommand"_s), u"brigade-2"_s);
    QCOMPARE(rig.lastText(), u"Move 2nd Line to 2nd Brigade"_s);
    const NapCommand *owner = nullptr;
    rig.battle().unit(u"brigade-bn2"_s, &owner);
    QCOMPARE(owner->id, u"brigade-2"_s);
    rig.find<QPushButton>(u"napUnitUp"_s)->click();
    QCOMPARE(rig.lastText(), u"Move unit up: 2nd Line"_s);
    QCOMPARE(rig.battle().command(u"brigade-2"_s)->units.at(3).id, u"brigade-bn2"_s);
    rig.find<QPushButton>(u"napRemoveUnit"_s)->click();
    QCOMPARE(rig.lastText(), u"Remove unit: 2nd Line"_s);
    QVERIFY(!rig.battle().unit(u"brigade-bn2"_s));
}

void TestNapEditors::unitRefusals_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("error");
    // B.1/15.52: figures lost within the start; 15.27: a CMR the file holds; B.4.4: failed rallies in a rout.
    QTest::newRow("lost > start") << u"napUnitFiguresLost"_s << 25 << u"Figures lost: must not be more than the starting figures (24)"_s;
    QTest::newRow("lost < 0") << u"napUnitFiguresLost"_s << -1 << u"Figures lost: must be at least 0"_s;
    QTest::newRow("start < lost") << u"napUnitFigures"_s << 1 << u"Starting figures: must be at least the figures lost (2)"_s;
    QTest::newRow("start 0") << u"napUnitFigures"_s << 0 << u"Starting figures: must be at least 1"_s;
    QTest::newRow("CMR 16") << u"napUnitCmr"_s << 16 << u"Starting CMR: must be from 0 to 15"_s;
    QTest::newRow("CMR -1") << u"napUnitCmr"_s << -1 << u"Starting CMR: must be from 0 to 15"_s;
    QTest::newRow("rallies not routed") << u"napUnitRallyFailures"_s << 1 << u"Failed rallies: only a routed unit has failed rallies (B.4.4)"_s;
}

void TestNapEditors::unitRefusals()
{
    QFETCH(QString, field);
    QFETCH(int, value);
    QFETCH(QString, error);
    NapBattle start = NapTemplates::make(u"nap-brigade"_s);
    start.unit(u"brigade-bn1"_s)->figuresLost = 2;
    Rig rig(start);
    rig.panel.select(u"brigade-bn1"_s);
    auto *box = rig.find<QSpinBox>(field);
    const int was = box->value();
    box->setValue(value);
    QVERIFY(rig.edits.isEmpty());
    QVERIFY(rig.battle() == start);
    QCOMPARE(box->value(), was);
    QCOMPARE(rig.panel.unitForm()->shownErrors(), QStringList{error});
    // The next accepted edit clears the error.
    typeInto(rig.find<QLineEdit>(u"napUnitName"_s), u"1st Light"_s);
    QCOMPARE(rig.panel.unitForm()->shownErrors(), QStringList());
}

void TestNapEditors::cannonOnlyOnArtillery()
{
    Rig rig(NapTemplates::make(u"nap-division"_s));
    // An infantry battalion shows no cannon; were one set all the same, it is refused (15.53) and reverted.
    rig.panel.select(u"brigade-bn1"_s);
    auto *cannon = rig.find<QSpinBox>(u"napUnitCannon"_s);
    QVERIFY(!cannon->isVisible());
    cannon->setValue(2);
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(cannon->value(), 0);

    rig.panel.select(u"division-battery"_s);
    QVERIFY(cannon->isVisible());
    cannon->setValue(8);
    QCOMPARE(rig.lastText(), u"Starting cannon of Foot battery: 8"_s);
    rig.find<QSpinBox>(u"napUnitCannonLost"_s)->setValue(9);
    QCOMPARE(rig.panel.unitForm()->shownErrors(), QStringList{u"Cannon lost: must not be more than the starting cannon (8)"_s});
    rig.find<QSpinBox>(u"napUnitCannonLost"_s)->setValue(2);
    QCOMPARE(rig.lastText(), u"Correct cannon lost of Foot battery: 2"_s);
    // A battery with cannon does not become infantry.
    const qsizetype edits = rig.edits.size();
    auto *type = rig.find<QComboBox>(u"napUnitType"_s);
    choose(type, int(NapUnitType::Infantry));
    QCOMPARE(rig.edits.size(), edits);
    QCOMPARE(type->currentData().toInt(), int(NapUnitType::Artillery));
    QCOMPARE(rig.panel.unitForm()->shownErrors(), QStringList{u"Type: only artillery has cannon (15.53): set its cannon to 0 first"_s});
}

void TestNapEditors::removalRefusedWhileACheckWaits()
{
    // A pending check names its unit (B.2.1): the unit, its command and its army stay until it is resolved.
    NapBattle start = NapTemplates::make(u"nap-battle"_s);
    start.pending.append({u"brigade-bn1"_s, NapCircumstance::Pa, false, {}, {}});
    Rig rig(start);
    const QString reason = u"1st Line Battalion has a check waiting: resolve it first"_s;
    rig.panel.select(u"brigade-bn1"_s);
    rig.find<QPushButton>(u"napRemoveUnit"_s)->click();
    QCOMPARE(rig.panel.unitForm()->shownErrors(), QStringList{u"Unit actions: "_s + reason});
    rig.panel.select(u"brigade"_s);
    rig.find<QPushButton>(u"napRemoveCommand"_s)->click();
    QCOMPARE(rig.panel.commandForm()->shownErrors(), QStringList{u"Command actions: "_s + reason});
    rig.panel.select(u"french"_s);
    rig.find<QPushButton>(u"napRemoveArmy"_s)->click();
    QCOMPARE(rig.panel.armyForm()->shownErrors(), QStringList{u"Army actions: "_s + reason});
    QVERIFY(rig.edits.isEmpty());
    QVERIFY(rig.battle() == start);
    // The other army has none waiting: it goes.
    rig.panel.select(u"allied"_s);
    rig.find<QPushButton>(u"napRemoveArmy"_s)->click();
    QCOMPARE(rig.lastText(), u"Remove army: Allied"_s);
    QCOMPARE(rig.battle().armies.size(), 1);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::BattlePage);
}

void TestNapEditors::selectionSurvivesEdits()
{
    Rig rig;
    rig.panel.select(u"brigade-bn3"_s);
    typeInto(rig.find<QLineEdit>(u"napUnitName"_s), u"3rd Line"_s);
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::UnitPage);
    QCOMPARE(rig.panel.shownId(), u"brigade-bn3"_s);
    // An edit elsewhere (a new battle handed in, as undo does) keeps the unit shown.
    NapBattle moved = rig.battle();
    moved.command(u"brigade"_s)->units.move(2, 0);
    rig.panel.setBattle(moved);
    QCOMPARE(rig.panel.shownId(), u"brigade-bn3"_s);
    QCOMPARE(rig.find<QLineEdit>(u"napUnitName"_s)->text(), u"3rd Line"_s);
    QVERIFY(!rig.find<QPushButton>(u"napUnitUp"_s)->isEnabled());
    // An undo that removes it falls back to the battle.
    rig.panel.setBattle(NapTemplates::make(u"nap-brigade"_s));
    QVERIFY(rig.panel.battle().unit(u"brigade-bn3"_s));
    rig.panel.setBattle(NapBattle());
    QCOMPARE(rig.panel.page(), NapEditorPanel::Page::BattlePage);
}

void TestNapEditors::fitsAt900x560()
{
    NapBattle battle = NapTemplates::make(u"nap-battle"_s);
    battle.armies.first().positions << NapPosition{u"Bridge"_s, 5, false};
    NapEditorPanel panel;
    panel.setBattle(battle);
    panel.resize(900, 560);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QStringList ids{QString(), u"french"_s, u"division"_s, u"division-battery"_s, u"brigade-bn1"_s};
    for (const QString &id : ids) {
        panel.select(id);
        QCoreApplication::processEvents();
        const QStringList problems = md::test::clippedTexts(&panel);
        QVERIFY2(problems.isEmpty(), qPrintable(id + u": "_s + problems.join(u'\n')));
        // Nothing runs off to the right: no sideways scrolling.
        const auto *stack = panel.findChild<QStackedWidget *>();
        const auto *area = qobject_cast<const QScrollArea *>(stack->currentWidget());
        QVERIFY(area);
        QVERIFY2(!area->horizontalScrollBar()->isVisible(), qPrintable(id));
    }
}

QTEST_MAIN(TestNapEditors)
#include "tst_nap_editors.moc"
