// Napoleonic battle file format 1: reading and validation (docs/napoleonic-file-format.md): the fixtures in
// tests/data/napoleonic/, each bad file's problems as `$.path: reason`, defaults, the validator on an edited
// battle, the options and the sample. Writing, safe saving and round trips are in tst_napsave.

#include "NapIoFixtures.h"
#include "napoleonic/NapOptions.h"
#include "napoleonic/NapRolls.h"
#include "napoleonic/NapSystem.h"
#include "napoleonic/io/NapValidator.h"
#include "napoleonic/io/NapWriter.h"
#include "napoleonic/model/NapFileLimits.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;
using namespace md::nap;

using BattleEdit = std::function<void(NapBattle &)>;
Q_DECLARE_METATYPE(BattleEdit)

class TestNapIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureFolders();
    void validFile_data();
    void validFile();
    void badFile_data();
    void badFile();

    void sampleIsSetUp();
    void sampleThroughTheSeam();
    void defaultsOfOmittedKeys();
    void switchedRulesAndSettings();
    void circumstancesAreKeptInOrder();
    void problemsAreCapped();
    void validatorOnEditedBattle_data();
    void validatorOnEditedBattle();
    void ids_data();
    void ids();
    void oversizedArraysAreNotRead_data();
    void oversizedArraysAreNotRead();
    void optionsListEveryReading();
    void optionsByKey();
    void summaryInPartBTerms();
    void rollsFromTheLog();
};

void TestNapIo::fixtureFolders()
{
    QVERIFY2(napFixtures(u"valid"_s).size() >= 3, "tests/data/napoleonic/valid needs its fixtures");
    const QStringList bad = napFixtures(u"bad"_s);
    QVERIFY2(bad.size() >= 40, "tests/data/napoleonic/bad needs its fixtures");
    for (const QString &name : bad) {
        const QString expected = napDataDir(u"bad/"_s) + QFileInfo(name).completeBaseName() + u".expected"_s;
        QVERIFY2(QFileInfo::exists(expected), qPrintable(u"missing "_s + expected));
    }
}

void TestNapIo::validFile_data()
{
    QTest::addColumn<QString>("fileName");
    for (const QString &name : napFixtures(u"valid"_s))
        QTest::newRow(qPrintable(name)) << napDataDir(u"valid/"_s) + name;
    QTest::newRow("sample") << napSample();
}

void TestNapIo::validFile()
{
    QFETCH(QString, fileName);
    const NapLoadResult first = readNapFile(fileName);
    QVERIFY2(first.ok(), qPrintable(napLines(first.problems).join(u'\n')));
    QVERIFY(NapValidator::validate(*first.battle).isEmpty());

    // What is written reads back equal, and writes the same bytes again.
    const QByteArray written = NapWriter::toJson(*first.battle);
    const NapLoadResult second = readNapJson(written);
    QVERIFY2(second.ok(), qPrintable(napLines(second.problems).join(u'\n')));
    QVERIFY(*second.battle == *first.battle);
    QCOMPARE(NapWriter::toJson(*second.battle), written);
}

void TestNapIo::badFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("expected");
    for (const QString &name : napFixtures(u"bad"_s)) {
        const QString base = napDataDir(u"bad/"_s) + QFileInfo(name).completeBaseName();
        const QStringList expected
            = QString::fromUtf8(napReadAll(base + u".expected"_s)).split(u'\n', Qt::SkipEmptyParts);
        QTest::newRow(qPrintable(name)) << napDataDir(u"bad/"_s) + name << expected;
    }
}

// One broken file per fault; each problem is named by its path and reason, and nothing is loaded.
void TestNapIo::badFile()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    QVERIFY2(!expected.isEmpty(), "the .expected file lists no problem");
    const NapLoadResult result = readNapFile(fileName);
    QVERIFY(!result.ok());
    QVERIFY(!result.battle.has_value());
    QCOMPARE(napLines(result.problems), expected);
}

// The shipped sample: a battleday of two armies, each an army commander over a division of two brigades, with
// line and light infantry, cavalry, a foot battery and skirmishers, one position each, before anything happened,
// and the players' data at the spec's PLACEHOLDERs (B.6).
void TestNapIo::sampleIsSetUp()
{
    const NapLoadResult loaded = readNapFile(napSample());
    QVERIFY2(loaded.ok(), qPrintable(napLines(loaded.problems).join(u'\n')));
    const NapBattle &battle = *loaded.battle;
    QCOMPARE(battle.battleday, 1);
    QCOMPARE(battle.turn, 1);
    QCOMPARE(battle.phaseIndex, 0);
    QVERIFY(battle.log.isEmpty());
    QVERIFY(battle.pending.isEmpty());
    QVERIFY(battle.rules == NapRules {});
    QVERIFY(battle.settings == NapSettings {});
    QCOMPARE(battle.armies.size(), 2);
    QCOMPARE(battle.armies.at(0).name, u"French"_s);
    QCOMPARE(battle.armies.at(1).name, u"Allied"_s);
    for (const NapArmy &a : battle.armies) {
        QCOMPARE(a.positions.size(), 1);
        QCOMPARE(a.mfpUsedHalf, 0);
        QCOMPARE(a.demoralTier, 0);
        QSet<NapCommandLevel> levels;
        QSet<NapUnitType> types;
        int brigades = 0;
        for (const NapCommand &c : a.commands) {
            levels.insert(c.level);
            QVERIFY2(c.order != NapOrder::None, qPrintable(c.id));
            QCOMPARE(c.presence, NapPresence::OnTable);
            if (c.level == NapCommandLevel::Brigade) {
                ++brigades;
                QVERIFY2(c.units.size() >= 3 && c.units.size() <= 4, qPrintable(c.id));
                QCOMPARE(a.command(c.parentId)->level, NapCommandLevel::Division);
            }
            for (const NapUnit &u : c.units) {
                types.insert(u.type);
                QCOMPARE(u.state, NapUnitState::Good);
                QCOMPARE(u.figuresLost, 0);
                if (u.type != NapUnitType::Headquarters) {
                    QVERIFY2(u.startCmr >= 3 && u.startCmr <= 8, qPrintable(u.id));
                    QVERIFY2(u.startFigures >= 4 && u.startFigures <= 12, qPrintable(u.id));
                }
                QCOMPARE(u.startCannon > 0, u.type == NapUnitType::Artillery);
            }
        }
        QCOMPARE(brigades, 2);
        QCOMPARE(levels, QSet<NapCommandLevel>({NapCommandLevel::Army, NapCommandLevel::Division, NapCommandLevel::Brigade}));
        QVERIFY(types.contains(NapUnitType::Infantry));
        QVERIFY(types.contains(NapUnitType::Cavalry));
        QVERIFY(types.contains(NapUnitType::Artillery));
        QVERIFY(types.contains(NapUnitType::Skirmish));
    }
}

// Issue 16: the system through the seam alone; nothing here needs a Napoleonic type to open, name or write it.
void TestNapIo::sampleThroughTheSeam()
{
    const QByteArray bytes = napReadAll(napSample());
    const EnvelopeResult opened = FileEnvelope::fromJson(bytes, ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(napLines(opened.problems).join(u'\n')));
    QCOMPARE(opened.system->id(), u"napoleonic-morale"_s);
    QCOMPARE(opened.system->currentFormat(), 1);
    QCOMPARE(opened.state->ruleSystem(), u"napoleonic-morale"_s);
    QCOMPARE(opened.state->name(), u"The fight for the village"_s);
    QCOMPARE(opened.system->write(*opened.state), bytes);
    QCOMPARE(opened.system->validLine(u"village.json"_s, *opened.state),
             u"village.json: valid Napoleonic battle \"The fight for the village\" (2 army(s), 16 unit(s))"_s);
    const QList<Printable> printables = opened.system->printables();
    QStringList keys;
    for (const Printable &p : printables)
        keys << p.key;
    QCOMPARE(keys, QStringList({u"sheet"_s, u"blank-sheet"_s, u"card"_s}));
    // A new state is the system's own, and another system's state writes nothing.
    const std::unique_ptr<GameState> fresh = opened.system->newState();
    QVERIFY(NapState::of(*fresh));
    const RuleSystem *ww1 = ruleSystems().find(u"ww1-morale"_s);
    QVERIFY(ww1);
    QVERIFY(opened.system->write(*ww1->newState()).isEmpty());
}

void TestNapIo::defaultsOfOmittedKeys()
{
    const NapLoadResult result = readNapFile(napDataDir(u"valid/minimal.json"_s));
    QVERIFY2(result.ok(), qPrintable(napLines(result.problems).join(u'\n')));
    const NapBattle &battle = *result.battle;
    QCOMPARE(battle.battleday, 1);
    QCOMPARE(battle.turn, 1);
    QCOMPARE(battle.phaseIndex, 0);
    QVERIFY(!battle.night);
    QVERIFY(battle.notes.isEmpty());
    QVERIFY(battle.rules == NapRules {});
    // B.6: the spec's placeholders stand in until the players enter their own.
    QVERIFY(battle.settings == NapSettings {});
    QCOMPARE(battle.settings.turnsPerHour, 3);
    QCOMPARE(battle.settings.phases.size(), 9);
    const NapArmy &a = battle.armies.constFirst();
    QCOMPARE(a.mfpUsedHalf, 0);
    QCOMPARE(a.campaignPenalty, 0);
    QVERIFY(a.positions.isEmpty());
    const NapCommand &c = a.commands.constFirst();
    QCOMPARE(c.level, NapCommandLevel::Brigade);
    QCOMPARE(c.officer, NapOfficerStatus::Alive);
    QVERIFY(c.officerAppointed);
    QCOMPARE(c.order, NapOrder::None);
    QCOMPARE(c.presence, NapPresence::OnTable);
    const NapUnit &u = c.units.constFirst();
    QCOMPARE(u.startCmr, 6);
    QCOMPARE(u.startFigures, 8);
    QCOMPARE(u.formation, NapFormation::Line);
    QCOMPARE(u.state, NapUnitState::Good);
    QCOMPARE(u.figuresLost, 0);
    QCOMPARE(u.startCannon, 0);
    QVERIFY(u.checksThisPhase.isEmpty());
}

// Every switch turned from the spec's reading, and the players' data of their own (B.5, B.6).
void TestNapIo::switchedRulesAndSettings()
{
    const NapLoadResult result = readNapFile(napDataDir(u"valid/switched-rules.json"_s));
    QVERIFY2(result.ok(), qPrintable(napLines(result.problems).join(u'\n')));
    const NapBattle &battle = *result.battle;
    const NapRules defaults;
    for (const RuleOption &o : NapOptions::all()) {
        if (!o.switchable)
            continue;
        bool known = false;
        QCOMPARE(NapOptions::value(battle.rules, o.key, &known), !NapOptions::value(defaults, o.key));
        QVERIFY(known);
    }
    QCOMPARE(battle.settings.phases,
             QList<NapPhase>({NapPhase::Movement, NapPhase::ReciprocalArtilleryFire, NapPhase::ShockCombat,
                              NapPhase::Rally, NapPhase::ArmyMoraleFatigue}));
    QCOMPARE(battle.settings.turnsPerHour, 4);
    QCOMPARE(battle.settings.roadExitMfp, 2);
    QCOMPARE(battle.settings.userAdjustments.size(), 2);
    QVERIFY(battle.settings.rallyRestrictionCEnabled);
    QCOMPARE(battle.battleday, 2);
    QVERIFY(battle.night);
    QCOMPARE(battle.armies.at(0).campaignPenalty, -1);
}

// 15.21: a unit's tested circumstances are a set, kept and written in ascending order.
void TestNapIo::circumstancesAreKeptInOrder()
{
    const NapLoadResult result = readNapJson(R"({"format": 1, "ruleSystem": "napoleonic-morale", "name": "S",
        "armies": [{"id": "a", "name": "A", "commands": [{"id": "c", "name": "C", "units": [{"id": "u", "name": "U",
        "type": "infantry", "startCmr": 5, "startFigures": 6, "checksThisPhase": ["P-b", "I-a"]}]}]}]})");
    QVERIFY2(result.ok(), qPrintable(napLines(result.problems).join(u'\n')));
    const NapUnit &u = result.battle->armies.at(0).commands.at(0).units.at(0);
    QCOMPARE(QList<NapCircumstance>(u.checksThisPhase), QList<NapCircumstance>({NapCircumstance::Ia, NapCircumstance::Pb}));
    QVERIFY(NapWriter::toJson(*result.battle).contains("\"I-a\",\n"));
}

void TestNapIo::problemsAreCapped()
{
    const NapLoadResult result = readNapFile(napDataDir(u"bad/problems-capped.json"_s));
    QCOMPARE(result.problems.size(), NapFileLimits::maxProblems + 1);
    QCOMPARE(result.problems.constLast().path, u"$"_s);
    QVERIFY(result.problems.constLast().reason.contains(u"not listed"_s));
}

// The editors get the same answers as the file reader: the validator works on the battle itself.
void TestNapIo::validatorOnEditedBattle_data()
{
    QTest::addColumn<BattleEdit>("edit");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("nothing") << BattleEdit([](NapBattle &) {}) << QStringList();
    QTest::newRow("no name") << BattleEdit([](NapBattle &b) { b.name.clear(); })
                             << QStringList({u"$.name: must not be empty"_s});
    QTest::newRow("losses over the start (15.52)")
        << BattleEdit([](NapBattle &b) { b.armies[0].commands[1].units[0].figuresLost = 11; })
        << QStringList({u"$.armies[0].commands[1].units[0].figuresLost: must be a whole number between 0 and 10 (the "
                        "unit's startFigures); found 11"_s});
    QTest::newRow("cannon for cavalry (15.53)")
        << BattleEdit([](NapBattle &b) { b.armies[0].commands[1].units[1].cannonLost = 1; })
        << QStringList({u"$.armies[0].commands[1].units[1].cannonLost: only artillery has cannon (15.53); this "
                        "unit's type is cavalry"_s});
    QTest::newRow("a brigade under itself")
        << BattleEdit([](NapBattle &b) { b.armies[0].commands[1].parentId = u"fr-bde"_s; })
        << QStringList({u"$.armies[0].commands[1].parentId: a command cannot sit under itself"_s});
    QTest::newRow("a parent in the other army")
        << BattleEdit([](NapBattle &b) { b.armies[1].commands[0].parentId = u"fr-div"_s; })
        << QStringList({u"$.armies[1].commands[0].parentId: command \"fr-div\" is in another army; a parent is a "
                        "command of the same army"_s});
    QTest::newRow("two divisions under each other")
        << BattleEdit([](NapBattle &b) { b.armies[0].commands[0].parentId = u"fr-bde"_s; })
        << QStringList({u"$.armies[0].commands[0].parentId: the parents of \"fr-div\" come back to it (fr-div → "
                        "fr-bde → fr-div); the order of battle has no cycle (B.1)"_s});
    QTest::newRow("phase index past the phases")
        << BattleEdit([](NapBattle &b) { b.settings.phases = {NapPhase::Movement, NapPhase::Rally}; b.phaseIndex = 2; })
        << QStringList({u"$.phaseIndex: must be a whole number between 0 and 1 (an index into $.settings.phases); "
                        "found 2"_s});
    QTest::newRow("no hourly turns")
        << BattleEdit([](NapBattle &b) { b.settings.turnsPerHour = 0; })
        << QStringList({u"$.settings.turnsPerHour: must be a whole number between 1 and 100000 (game turns in an "
                        "hour); found 0"_s});
    QTest::newRow("a pending check for a unit gone")
        << BattleEdit([](NapBattle &b) {
               b.armies[1].commands[0].units[0].state = NapUnitState::Eliminated;
               b.pending.append({u"al-1"_s, NapCircumstance::Pa, false, {}, {}});
           })
        << QStringList({u"$.pending[0].unitId: unit \"al-1\" is eliminated; no check waits for it"_s});
    QTest::newRow("a rally that routed (B.4.4)")
        << BattleEdit([](NapBattle &b) {
               NapLogRecord r;
               r.event = NapLogEvent::Rally;
               r.unitIds = {u"fr-1"_s};
               r.roll = 4;
               r.result = NapResult::Routed;
               b.log.append(r);
           })
        << QStringList({u"$.log[0].result: the result of a rally record is one of rallied, rally-failed, removed "
                        "(B.4.4); found routed"_s});
    QTest::newRow("a check of a unit unknown")
        << BattleEdit([](NapBattle &b) {
               NapLogRecord r;
               r.event = NapLogEvent::Check;
               r.unitIds = {u"fr-9"_s};
               r.roll = 4;
               r.result = NapResult::Pass;
               b.log.append(r);
           })
        << QStringList({u"$.log[0].unitIds[0]: unknown unit \"fr-9\"; no unit has this id"_s});
    QTest::newRow("demoralized penalty at tier 0 (B.4.7)")
        << BattleEdit([](NapBattle &b) { b.armies[0].demoralPenalty = -2; })
        << QStringList({u"$.armies[0].demoralPenalty: must be 0 while the army is not demoralized (demoralTier 0, "
                        "B.4.7, 15.92); found -2"_s});
}

void TestNapIo::validatorOnEditedBattle()
{
    QFETCH(BattleEdit, edit);
    QFETCH(QStringList, expected);
    NapBattle battle = smallNapBattle();
    edit(battle);
    QCOMPARE(napLines(NapValidator::validate(battle)), expected);
    // The file reader says the same of the same battle.
    const NapLoadResult read = readNapJson(NapWriter::toJson(battle));
    QCOMPARE(napLines(read.problems), expected);
}

// Ids are typed in play steps ("check fr-1 I-a terrain=Woods"), which split on spaces, ':', ',' and '='.
void TestNapIo::ids_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::newRow("plain") << u"fr-13le-1"_s << true;
    QTest::newRow("accents") << u"légère-2"_s << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("space") << u"13 leger"_s << false;
    QTest::newRow("colon") << u"a:b"_s << false;
    QTest::newRow("comma") << u"a,b"_s << false;
    QTest::newRow("equals") << u"a=b"_s << false;
    QTest::newRow("200 characters") << QString(200, u'x') << true;
    QTest::newRow("201 characters") << QString(201, u'x') << false;
}

void TestNapIo::ids()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QCOMPARE(NapValidator::idProblem(text).isEmpty(), ok);
}

// An array beyond its limit is refused on its length alone (docs/napoleonic-file-format.md, Limits): its elements
// are not read, so they add no problem of their own.
void TestNapIo::oversizedArraysAreNotRead_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const auto repeated = [](const QByteArray &item, int count) {
        QByteArray list;
        for (int i = 0; i < count; ++i)
            list += (i ? "," : "") + item;
        return list;
    };
    const QByteArray head = R"({"format": 1, "ruleSystem": "napoleonic-morale", "name": "Big", )";
    QTest::newRow("units in one command")
        << head + R"("armies": [{"id": "a", "name": "A", "commands": [{"id": "c", "name": "C", "units": [)"
               + repeated("{}", 201) + "]}]}]}"
        << u"$.armies[0].commands[0].units: too many units in one command: 201; at most 200"_s;
    QByteArray commands;
    for (int i = 0; i < 26; ++i)
        commands += (i ? "," : "") + QByteArray(R"({"id": "c)") + QByteArray::number(i) + R"(", "name": "C", "units": [)"
            + repeated("{}", 200) + "]}";
    QTest::newRow("units in all armies") << head + R"("armies": [{"id": "a", "name": "A", "commands": [)" + commands + "]}]}"
                                         << u"$.armies: too many units in all armies: 5200; at most 5000"_s;
    QTest::newRow("commands in one army")
        << head + R"("armies": [{"id": "a", "name": "A", "commands": [)" + repeated("{}", 501) + "]}]}"
        << u"$.armies[0].commands: too many commands in one army: 501; at most 500"_s;
    QTest::newRow("pending checks") << head + R"("armies": [], "pending": [)" + repeated("{}", 5001) + "]}"
                                    << u"$.pending: too many pending checks: 5001; at most 5000"_s;
    QTest::newRow("terrain") << head + R"("armies": [], "settings": {"terrain": [)" + repeated("{}", 101) + "]}}"
                             << u"$.settings.terrain: too many terrain types: 101; at most 100"_s;
}

void TestNapIo::oversizedArraysAreNotRead()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const NapLoadResult result = readNapJson(json);
    QVERIFY(!result.battle);
    QCOMPARE(napLines(result.problems), QStringList({expected}));
}

// Help -> Rules notes lists every reading: the fourteen switches with the spec's defaults, then every other
// Interpretation of Part B, each naming its rule, each key once.
void TestNapIo::optionsListEveryReading()
{
    const QList<RuleOption> options = NapOptions::all();
    QSet<QString> keys;
    QSet<QString> rules;
    int switchable = 0;
    const QRegularExpression kebab(u"^[a-z0-9]+(-[a-z0-9]+)*$"_s);
    for (const RuleOption &o : options) {
        QVERIFY2(!keys.contains(o.key), qPrintable(o.key));
        keys.insert(o.key);
        QVERIFY2(kebab.match(o.key).hasMatch(), qPrintable(o.key));
        QVERIFY2(!o.rule.isEmpty(), qPrintable(o.key));
        QVERIFY2(o.displayLabel().contains(o.rule), qPrintable(o.key));
        rules.insert(o.rule);
        if (o.switchable)
            ++switchable;
        else
            QVERIFY2(o.defaultValue, qPrintable(o.key));
    }
    QCOMPARE(switchable, 14);
    // The first fourteen are the switches, with the spec's defaults (B.5): B-19, B-33 and 15.96 on, the rest off.
    for (int i = 0; i < 14; ++i) {
        QVERIFY(options.at(i).switchable);
        const bool on = options.at(i).key == u"rout-off-table-costs-mfp"_s || options.at(i).key == u"skirmish-counts-for-mfp"_s
            || options.at(i).key == u"campaign-penalty"_s;
        QCOMPARE(options.at(i).defaultValue, on);
    }
    QVERIFY(keys.contains(u"stack-half-strength"_s));
    // Every numbered Interpretation B-1 ... B-35 is named by some option, as its rule or in its label.
    for (int n = 1; n <= 35; ++n) {
        const QString id = u"B-"_s + QString::number(n);
        const bool named = std::any_of(options.cbegin(), options.cend(), [&id](const RuleOption &o) {
            return o.rule == id || o.displayLabel().contains(QRegularExpression(QRegularExpression::escape(id) + u"\\b"_s));
        });
        QVERIFY2(named, qPrintable(id));
    }
    QCOMPARE(NapSystem().options().size(), options.size());
}

void TestNapIo::optionsByKey()
{
    NapRules rules;
    bool known = true;
    QVERIFY(!NapOptions::value(rules, u"disorder-escalates"_s, &known));
    QVERIFY(known);
    QVERIFY(NapOptions::set(rules, u"disorder-escalates"_s, true));
    QVERIFY(rules.disorderEscalates);
    QVERIFY(NapOptions::value(rules, u"disorder-escalates"_s));
    // A fixed reading is no switch: it cannot be set, and reads as unknown.
    const NapRules before = rules;
    QVERIFY(!NapOptions::set(rules, u"margin-bands"_s, false));
    QVERIFY(rules == before);
    NapOptions::value(rules, u"margin-bands"_s, &known);
    QVERIFY(!known);
}

// `moraledesk summary` in Part B's terms. The sample's MFP totals worked by hand from B.4.5: French units 3 (13e
// Léger, Line, 10 figures) + 4 (17e, Line, 12) + 2 (voltigeurs, Line, 4; B-33) + 2 (battery, Line) + 4 (30e, Line,
// 11) + 2 (61e, Militia, 9) + 4 (chasseurs, Elite, 8) = 21, officers 15 + 5 + 5 + 5 = 30, the church 5: 56 MFP.
// Allied 4 + 4 + 2 + 2 + 3 + 3 (Landwehr, Militia, 12) + 3 = 21, officers 30, the mill 5: 56 MFP. The headquarters
// bases are no MFP units.
void TestNapIo::summaryInPartBTerms()
{
    const EnvelopeResult opened = FileEnvelope::readFile(napSample(), ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(napLines(opened.problems).join(u'\n')));
    const QJsonObject summary = opened.system->summary(*opened.state);
    QCOMPARE(summary.value("ruleSystem"_L1).toString(), u"napoleonic-morale"_s);
    QCOMPARE(summary.value("turn"_L1).toInt(), 1);
    QCOMPARE(summary.value("phase"_L1).toString(), u"facing"_s);
    QVERIFY(summary.value("hourlyTurn"_L1).toBool());
    QCOMPARE(summary.value("rules"_L1).toObject().size(), 14);
    const QJsonArray armies = summary.value("armies"_L1).toArray();
    QCOMPARE(armies.size(), 2);
    for (const QJsonValue v : armies) {
        const QJsonObject a = v.toObject();
        QCOMPARE(a.value("mfpUsedHalf"_L1).toInt(), 0);
        QCOMPARE(a.value("mfpTotalHalf"_L1).toInt(), 112);
        QCOMPARE(a.value("tier"_L1).toInt(), 0);
        QCOMPARE(a.value("unitStates"_L1).toObject().value("good"_L1).toInt(), 8);
        QCOMPARE(a.value("commands"_L1).toArray().size(), 4);
    }
    const QJsonObject firstUnit = armies.at(0).toObject().value("commands"_L1).toArray().at(2).toObject()
                                      .value("units"_L1).toArray().at(0).toObject();
    QCOMPARE(firstUnit.value("id"_L1).toString(), u"fr-13le-1"_s);
    QCOMPARE(firstUnit.value("currentCmr"_L1).toInt(), 7);
    QCOMPARE(firstUnit.value("grade"_L1).toString(), u"line"_s);
}

// The dice history: every d10 of a check (B.3.4) or a rally (B.4.4) in the log, once each, with its side.
void TestNapIo::rollsFromTheLog()
{
    const NapLoadResult loaded = readNapFile(napDataDir(u"valid/mid-game.json"_s));
    QVERIFY2(loaded.ok(), qPrintable(napLines(loaded.problems).join(u'\n')));
    const RolledDice rolls = NapRolls::of(*loaded.battle);
    QCOMPARE(rolls.size(), 5);
    QList<int> values;
    QStringList sides;
    for (const RolledDie &d : rolls) {
        values << d.value;
        sides << d.side;
        QCOMPARE(d.spec.sides, 10);
    }
    QCOMPARE(values, QList<int>({8, 10, 9, 3, 7}));
    QCOMPARE(sides, QStringList({u"French"_s, u"French"_s, u"Allied"_s, u"Allied"_s, u"Allied"_s}));
    QVERIFY(rolls.at(1).typed);
    QVERIFY(!rolls.at(0).typed);
    QCOMPARE(rolls.at(0).turn, 2);
    QVERIFY2(rolls.at(0).purpose.contains(u"B.3.4"_s), qPrintable(rolls.at(0).purpose));
    QVERIFY2(rolls.at(0).purpose.contains(u"17e Ligne"_s), qPrintable(rolls.at(0).purpose));
    QVERIFY2(rolls.at(2).purpose.contains(u"B.4.4"_s), qPrintable(rolls.at(2).purpose));
    const EnvelopeResult opened = FileEnvelope::readFile(napDataDir(u"valid/mid-game.json"_s), ruleSystems());
    QCOMPARE(opened.system->rolls(*opened.state), rolls);
}

QTEST_GUILESS_MAIN(TestNapIo)
#include "tst_napio.moc"
