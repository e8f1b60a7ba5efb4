// The rule-system seam (issue 13): a system defined here, and only here, is registered, read through the one
// file envelope, played one step and written back, with no line of core/ outside the registry knowing it.
// Ratio's own files go the same way and come back byte for byte.

#include "kernel/Dice.h"
#include "kernel/DiceScript.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystemRegistry.h"
#include "ratio/RatioState.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "systems/BuiltInSystems.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;

namespace {

const QString toyId = u"toy-nerve"_s;

// A morale system in three lines: a force has a name and a nerve; "rally" rolls a d6 and adds it.
class ToyState final : public GameState
{
public:
    QString ruleSystem() const override { return toyId; }
    QString name() const override { return m_name; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<ToyState>(*this); }

    QString m_name;
    int m_nerve = 0;
};

class ToySystem final : public RuleSystem
{
public:
    QString id() const override { return toyId; }
    QString displayName() const override { return u"Toy nerve"_s; }
    int currentFormat() const override { return 2; }

    StateReadResult read(const QJsonObject &root, const QByteArray &json, int format) const override
    {
        Q_UNUSED(json)
        StateReadResult result;
        lastFormat = format;
        // Formats 1 and 2 are both read; 0 means "format" is missing or not a whole number.
        if (format == 0) {
            if (auto problem = FileEnvelope::formatProblem(root, currentFormat()))
                result.problems.append(*problem);
        }
        const QJsonValue nerve = root.value("nerve"_L1);
        if (!nerve.isDouble())
            result.problems.append({u"$.nerve"_s, u"expected a whole number"_s});
        if (!result.problems.isEmpty())
            return result;
        auto state = std::make_unique<ToyState>();
        state->m_name = root.value("name"_L1).toString();
        state->m_nerve = nerve.toInt();
        result.state = std::move(state);
        return result;
    }

    QByteArray write(const GameState &state) const override
    {
        const auto &toy = dynamic_cast<const ToyState &>(state);
        const QJsonObject o {{u"format"_s, currentFormat()},
                             {u"ruleSystem"_s, toyId},
                             {u"name"_s, toy.m_name},
                             {u"nerve"_s, toy.m_nerve}};
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }

    std::unique_ptr<GameState> newState() const override { return std::make_unique<ToyState>(); }
    QList<RuleOption> options() const override
    {
        return {{u"steady"_s, "Toy", "Steady nerves", u"T1"_s, false, true}};
    }
    QList<Printable> printables() const override { return {{u"card"_s, "Toy", "Nerve card", true}}; }

    StepResult playStep(GameState &state, const QString &step, DiceSource &dice) const override
    {
        auto *toy = dynamic_cast<ToyState *>(&state);
        if (!toy || step != "rally"_L1)
            return {false, u"unknown step"_s, {}};
        // T1: a rally adds a d6 to the nerve.
        const int face = dice.roll(6);
        toy->m_nerve += face;
        return {true, u"rallied"_s, {{u"rally"_s, u"Rally"_s, face, u"T1"_s}}};
    }

    mutable int lastFormat = -1;
};

QString dataDir(const QString &sub)
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u'/' + sub;
}

QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList lines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

} // namespace

class TestRuleSystem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void registryKeepsOneOfEachId();
    void findByName_data();
    void findByName();
    void toyFileOpensPlaysAndSaves();
    void toyFileFromDisk();
    void unknownSystemIsOneProblem();
    void newerFormatIsRefusedWhole();
    void noSystemNamedWithoutFallback();
    void ratioOptionsAreListed();
    void ratioStepThroughTheRegistry();
    void ratioFilesThroughTheEnvelope_data();
    void ratioFilesThroughTheEnvelope();
    void ww1FileOpensPlaysAndSaves();
    void ww1OptionsAndPrintables();
};

void TestRuleSystem::initTestCase()
{
    QVERIFY(ruleSystems().add(std::make_unique<ToySystem>()));
}

void TestRuleSystem::registryKeepsOneOfEachId()
{
    QVERIFY(!ruleSystems().add(std::make_unique<ToySystem>()));
    QCOMPARE(ruleSystems().ids(), QStringList({u"ratio-morale"_s, u"ww1-morale"_s, u"napoleonic-morale"_s, u"fantasy-morale"_s, toyId}));
    QVERIFY(ruleSystems().find(toyId));
    QVERIFY(!ruleSystems().find(u"nope"_s));
    QCOMPARE(ruleSystems().fallback()->id(), u"ratio-morale"_s);
}

// The one reading of a system's name on the command line (export, campaign, the subcommand picker).
void TestRuleSystem::findByName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("short name") << u"ww1"_s << u"ww1-morale"_s;
    QTest::newRow("short name, any case") << u"WW1"_s << u"ww1-morale"_s;
    QTest::newRow("whole id") << u"ratio-morale"_s << u"ratio-morale"_s;
    QTest::newRow("whole id, any case") << u"Ratio-Morale"_s << u"ratio-morale"_s;
    QTest::newRow("an id without -morale is its own short name") << u"toy-nerve"_s << toyId;
    QTest::newRow("not its first word") << u"toy"_s << QString();
    QTest::newRow("the ending alone") << u"-morale"_s << QString();
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("unknown") << u"ww2"_s << QString();
}

void TestRuleSystem::findByName()
{
    QFETCH(QString, name);
    QFETCH(QString, id);
    const RuleSystem *found = ruleSystems().findByName(name);
    QCOMPARE(found ? found->id() : QString(), id);
    QCOMPARE(RuleSystemRegistry::shortName(u"ww1-morale"_s), u"ww1"_s);
    QCOMPARE(RuleSystemRegistry::shortName(u"ratio-morale"_s), u"ratio"_s);
    QCOMPARE(RuleSystemRegistry::shortName(u"toy-nerve"_s), u"toy-nerve"_s);
    QCOMPARE(RuleSystemRegistry::shortName(u"-morale"_s), u"-morale"_s);
}

void TestRuleSystem::toyFileOpensPlaysAndSaves()
{
    const QByteArray file = R"({"format": 2, "ruleSystem": "toy-nerve", "name": "Reds", "nerve": 3})";
    EnvelopeResult opened = FileEnvelope::fromJson(file, ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(lines(opened.problems).join(u'\n')));
    QCOMPARE(opened.system->id(), toyId);
    QCOMPARE(opened.state->ruleSystem(), toyId);
    QCOMPARE(opened.state->name(), u"Reds"_s);

    // One step, through the registry alone: the shell's way, which never names ToyState.
    const RuleSystem *system = ruleSystems().find(opened.state->ruleSystem());
    QVERIFY(system);
    DiceScript dice({4});
    const StepResult step = system->playStep(*opened.state, u"rally"_s, dice);
    QVERIFY(step.ok);
    QCOMPARE(step.modifiers, Modifiers({{u"rally"_s, u"Rally"_s, 4, u"T1"_s}}));
    QVERIFY(!system->playStep(*opened.state, u"charge"_s, dice).ok);

    const QByteArray saved = system->write(*opened.state);
    QCOMPARE(saved, QByteArray(R"({"format":2,"name":"Reds","nerve":7,"ruleSystem":"toy-nerve"})"));
    const EnvelopeResult again = FileEnvelope::fromJson(saved, ruleSystems());
    QVERIFY(again.ok());
    QCOMPARE(system->write(*again.state), saved);

    // An undo copy is the system's own.
    const std::unique_ptr<GameState> copy = again.state->clone();
    QCOMPARE(system->write(*copy), saved);
    QCOMPARE(system->options().size(), 1);
    QCOMPARE(system->printables().constFirst().key, u"card"_s);
}

void TestRuleSystem::toyFileFromDisk()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(u"reds.json"_s);
    QFile f(name);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray bytes = R"({"format": 1, "ruleSystem": "toy-nerve", "name": "Old", "nerve": 1})";
    f.write(bytes);
    f.close();
    const EnvelopeResult opened = FileEnvelope::readFile(name, ruleSystems());
    QVERIFY(opened.ok());
    // An older format is the system's to read: the envelope passes its number on.
    QCOMPARE(dynamic_cast<const ToySystem *>(opened.system)->lastFormat, 1);
    QCOMPARE(opened.digest.size(), 32);
}

void TestRuleSystem::unknownSystemIsOneProblem()
{
    // However much else is wrong with it, a file of an unknown system is one problem: nothing else can be read.
    const QByteArray file = R"({"format": "x", "ruleSystem": "stargrunt-ii", "a": 1, "a": 2, "units": 5})";
    const EnvelopeResult opened = FileEnvelope::fromJson(file, ruleSystems());
    QVERIFY(!opened.state);
    QCOMPARE(lines(opened.problems),
             QStringList({u"$.ruleSystem: unknown rule system \"stargrunt-ii\"; this version knows only "
                          "ratio-morale, ww1-morale, napoleonic-morale, fantasy-morale, toy-nerve"_s}));
}

void TestRuleSystem::newerFormatIsRefusedWhole()
{
    const EnvelopeResult opened
        = FileEnvelope::fromJson(R"({"format": 3, "ruleSystem": "toy-nerve", "nerve": "x"})", ruleSystems());
    QCOMPARE(lines(opened.problems),
             QStringList({u"$.format: this file was written in format 3 by a newer MoraleDesk; this version reads "
                          "format 2 only. Nothing was loaded."_s}));
    QVERIFY(!opened.system);
}

void TestRuleSystem::noSystemNamedWithoutFallback()
{
    RuleSystemRegistry toyOnly;
    toyOnly.add(std::make_unique<ToySystem>());
    QCOMPARE(lines(FileEnvelope::fromJson(R"({"format": 2, "nerve": 1})", toyOnly).problems),
             QStringList({u"$.ruleSystem: required key is missing; expected toy-nerve"_s}));
    QCOMPARE(lines(FileEnvelope::fromJson(R"({"format": 2, "ruleSystem": 7})", toyOnly).problems),
             QStringList({u"$.ruleSystem: expected a string, found a number"_s}));
    // With a fallback, its reader reads the file and names what is missing (ratio's files have always).
    QVERIFY(toyOnly.setFallback(toyId));
    QVERIFY(FileEnvelope::fromJson(R"({"format": 2, "nerve": 1})", toyOnly).ok());
    QVERIFY(!toyOnly.setFallback(u"nope"_s));
}

void TestRuleSystem::ratioOptionsAreListed()
{
    const RuleSystem *ratio = ruleSystems().find(u"ratio-morale"_s);
    QVERIFY(ratio);
    const QList<RuleOption> options = ratio->options();
    QStringList switchable;
    int fixed = 0;
    for (const RuleOption &o : options) {
        QVERIFY2(!o.rule.isEmpty(), qPrintable(o.key));
        QVERIFY2(!o.displayLabel().isEmpty(), qPrintable(o.key));
        if (o.switchable)
            switchable << o.key;
        else
            ++fixed;
    }
    // The five optional rules a battlegroup file switches (R2, R8, R8a, R10), off by default.
    QCOMPARE(switchable, QStringList({u"leaders"_s, u"bailedCrew"_s, u"moraleClasses"_s, u"experience"_s, u"nbc"_s}));
    QVERIFY(fixed >= 15); // every Interpretation of ratio-morale.md, visible
}

void TestRuleSystem::ratioStepThroughTheRegistry()
{
    const QByteArray file = readAll(dataDir(u"valid/minimal.json"_s));
    EnvelopeResult opened = FileEnvelope::fromJson(file, ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(lines(opened.problems).join(u'\n')));
    const RuleSystem *ratio = ruleSystems().find(opened.state->ruleSystem());
    DiceScript unused;
    const StepResult bad = ratio->playStep(*opened.state, u"charge x"_s, unused);
    QVERIFY(!bad.ok);
    QVERIFY(bad.message.startsWith(u"unknown step \"charge\""_s));
    const StepResult refused = ratio->playStep(*opened.state, u"casualty nobody"_s, unused);
    QVERIFY(!refused.ok);
    QCOMPARE(refused.message, u"no piece has the id \"nobody\""_s);

    // R5, R8: a check returns the need and the factors behind it. Recon: 12 points, Elite; one casualty leaves
    // 11/12, need 9, and Elite moves the need to 10.
    EnvelopeResult recon = FileEnvelope::fromJson(readAll(dataDir(u"valid/infantry-with-warbots.json"_s)), ruleSystems());
    QVERIFY(recon.ok());
    QVERIFY(ratio->playStep(*recon.state, u"casualty r-1"_s, unused).ok);
    const StepResult check = ratio->playStep(*recon.state, u"check r-2 5"_s, unused);
    QVERIFY2(check.ok, qPrintable(check.message));
    QCOMPARE(check.modifiers.size(), 2);
    QCOMPARE(check.modifiers.at(0).key, u"need"_s);
    QCOMPARE(check.modifiers.at(0).delta, 9);
    QCOMPARE(check.modifiers.at(0).source, u"R5"_s);
    QCOMPARE(check.modifiers.at(1).key, u"elite"_s);
    QCOMPARE(check.modifiers.at(1).delta, 1);
    QCOMPARE(check.modifiers.at(1).source, u"R8"_s);
    QCOMPARE(check.message, u"check r-2 5: Passed"_s);
    const Battlegroup &bg = *ratio::RatioState::of(*recon.state);
    QCOMPARE(bg.log.size(), 2);
    QCOMPARE(bg.log.constLast().modifiedNeed, std::optional<int>(10));
    QVERIFY(!bg.log.constLast().die); // R5: a modified need of 10 passes on every face; no die is read
    // The form is checked before anything is played: the same words as `moraledesk play`.
    QCOMPARE(ratio->playStep(*recon.state, u"check r-3 11"_s, unused).message,
             u"the die is the d10's result, 1 to 10 (0 for the face marked 0), not \"11\""_s);

    // The toy system's state is not ratio's to play.
    ToyState toy;
    QVERIFY(!ratio->playStep(toy, u"end-turn"_s, unused).ok);
}

void TestRuleSystem::ratioFilesThroughTheEnvelope_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::newRow("first-contact.json") << QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/first-contact.json"_s;
    for (const QString &name : QDir(dataDir(u"valid"_s)).entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dataDir(u"valid/"_s) + name;
}

void TestRuleSystem::ratioFilesThroughTheEnvelope()
{
    QFETCH(QString, fileName);
    const EnvelopeResult opened = FileEnvelope::readFile(fileName, ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(lines(opened.problems).join(u'\n')));
    QCOMPARE(opened.system->id(), u"ratio-morale"_s);
    const QByteArray written = opened.system->write(*opened.state);

    // The same bytes as ratio's own reader and writer give, and what they saved comes back unchanged.
    const LoadResult direct = BattlegroupReader::readFile(fileName);
    QVERIFY(direct.ok());
    QCOMPARE(opened.digest, direct.digest);
    QCOMPARE(written, BattlegroupWriter::toJson(*direct.battlegroup));
    QVERIFY(*ratio::RatioState::of(*opened.state) == *direct.battlegroup);
    const EnvelopeResult again = FileEnvelope::fromJson(written, ruleSystems());
    QVERIFY(again.ok());
    QCOMPARE(again.system->write(*again.state), written);
}

// Issue 14: the WW1 system through the seam alone. Its sample opens through the one envelope, plays one step
// by the registry, and writes back a file that opens equal; nothing here names a WW1 type.
void TestRuleSystem::ww1FileOpensPlaysAndSaves()
{
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/ww1-trench-raid.json"_s;
    const QByteArray bytes = readAll(sample);
    EnvelopeResult opened = FileEnvelope::fromJson(bytes, ruleSystems());
    QVERIFY2(opened.ok(), qPrintable(lines(opened.problems).join(u'\n')));
    QCOMPARE(opened.system->id(), u"ww1-morale"_s);
    QCOMPARE(opened.system->displayName(), u"WW1 group and individual morale"_s);
    QCOMPARE(opened.system->currentFormat(), 1);
    QCOMPARE(opened.state->ruleSystem(), u"ww1-morale"_s);
    QCOMPARE(opened.state->name(), u"Trench raid at Bois Grenier"_s);
    // Unchanged, it writes the bytes it was read from (the sample is in the writer's form).
    QCOMPARE(opened.system->write(*opened.state), bytes);

    // A.2.1, A.3.1: two casualties on a section of six reach C1, tested at +0; a typed 2d6 of 5 fails (5 < 6).
    const RuleSystem *system = ruleSystems().find(opened.state->ruleSystem());
    DiceScript unused;
    QVERIFY(system->playStep(*opened.state, u"casualties wirers 2"_s, unused).ok);
    const StepResult test = system->playStep(*opened.state, u"group-test wirers 5"_s, unused);
    QVERIFY2(test.ok, qPrintable(test.message));
    QVERIFY2(test.message.contains(u"A.3.1"_s), qPrintable(test.message));
    QVERIFY(!test.modifiers.isEmpty());
    const StepResult refused = system->playStep(*opened.state, u"group-test nobody 5"_s, unused);
    QVERIFY(!refused.ok);
    QVERIFY(!refused.message.isEmpty());

    const QByteArray saved = system->write(*opened.state);
    QVERIFY(saved != bytes);
    const EnvelopeResult again = FileEnvelope::fromJson(saved, ruleSystems());
    QVERIFY2(again.ok(), qPrintable(lines(again.problems).join(u'\n')));
    QCOMPARE(system->write(*again.state), saved);
    QCOMPARE(system->write(*again.state->clone()), saved);
    const QJsonObject summary = system->summary(*again.state);
    QCOMPARE(summary.value("ruleSystem"_L1).toString(), u"ww1-morale"_s);
    QCOMPARE(summary.value("turn"_L1).toInt(), 1);

    // A new force is the system's own, and ratio's state is not WW1's to play or write.
    QCOMPARE(system->newState()->ruleSystem(), u"ww1-morale"_s);
    const std::unique_ptr<GameState> ratioState = ruleSystems().find(u"ratio-morale"_s)->newState();
    QVERIFY(!system->playStep(*ratioState, u"end-turn"_s, unused).ok);
    QVERIFY(system->write(*ratioState).isEmpty());
}

void TestRuleSystem::ww1OptionsAndPrintables()
{
    const RuleSystem *ww1 = ruleSystems().find(u"ww1-morale"_s);
    QVERIFY(ww1);
    QStringList switchable;
    QStringList rules;
    for (const RuleOption &o : ww1->options()) {
        QVERIFY2(!o.rule.isEmpty(), qPrintable(o.key));
        QVERIFY2(!o.displayLabel().isEmpty(), qPrintable(o.key));
        rules << o.rule;
        if (o.switchable) {
            switchable << o.key;
            QVERIFY2(!o.defaultValue, qPrintable(o.key)); // the spec's reading is the default
        }
    }
    // The five switches a force file's "rules" holds (A-1, A-4, A-5, A-6, A-11), and every Interpretation listed.
    QCOMPARE(switchable, QStringList({u"c1-round-down"_s, u"each-condition-in-turn"_s, u"order-by-starting-size"_s,
                                      u"enter-position-every-attempt"_s, u"casualties-within-squares"_s}));
    for (int a = 1; a <= 12; ++a)
        QVERIFY2(rules.contains(u"A-%1"_s.arg(a)), qPrintable(u"A-%1 is not among the options"_s.arg(a)));
    QStringList printables;
    for (const Printable &p : ww1->printables()) {
        printables << p.key;
        QVERIFY(!p.displayLabel().isEmpty());
        QCOMPARE(p.needsState, p.key == u"sheet"_s);
    }
    QCOMPARE(printables, QStringList({u"sheet"_s, u"blank-sheet"_s, u"card"_s}));
}

QTEST_GUILESS_MAIN(TestRuleSystem)
#include "tst_rulesystem.moc"
