// main()'s dispatch of subcommands: two of one name for one rule system (or a system's named like one of the
// shell's) are caught (clashingSubcommandNames); several systems' subcommands of one name are picked among
// by --system, the file's system, then the fallback (SubcommandPicker). Fake systems' lists throughout.
#include "system/SubcommandClashes.h"
#include "system/SubcommandPicker.h"
#include "system/SystemUi.h"
#include "system/SystemUiRegistry.h"
#include "systems/BuiltInSystemUis.h"
#include "CommandLine.h"

#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "kernel/RuleSystemRegistry.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace md;
using namespace Qt::StringLiterals;

namespace {
// A subcommand whose run says whose it is: its exit code is `code`.
Subcommand fake(const QString &name, const QString &system = {}, int code = 0, bool takesFile = false)
{
    return {name, false, Subcommand::Output::ForScripts,
            [code](const QStringList &, QTextStream &, QTextStream &) { return code; }, system, QString(), takesFile};
}

// A fake rule system's subcommands, as main() collects them from SystemUi::subcommands().
QList<Subcommand> fakeSystem(const QString &system, const QStringList &names)
{
    QList<Subcommand> list;
    for (const QString &name : names)
        list.append(fake(name, system));
    return list;
}

const QStringList reserved{u"validate"_s, u"summary"_s};

// The smallest system a file's envelope can name, so that systemOfFile() has something to read.
class EchoState final : public GameState
{
public:
    explicit EchoState(QString id) : m_id(std::move(id)) {}
    QString ruleSystem() const override { return m_id; }
    QString name() const override { return {}; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<EchoState>(m_id); }

private:
    QString m_id;
};

class EchoSystem final : public RuleSystem
{
public:
    explicit EchoSystem(QString id) : m_id(std::move(id)) {}
    QString id() const override { return m_id; }
    QString displayName() const override { return m_id; }
    int currentFormat() const override { return 1; }
    StateReadResult read(const QJsonObject &root, const QByteArray &, int) const override
    {
        StateReadResult r;
        if (root.contains(u"bad"_s))
            r.problems.append({u"$.bad"_s, u"not allowed"_s});
        else
            r.state = std::make_unique<EchoState>(m_id);
        return r;
    }
    QByteArray write(const GameState &) const override { return {}; }
    std::unique_ptr<GameState> newState() const override { return std::make_unique<EchoState>(m_id); }
    QList<RuleOption> options() const override { return {}; }
    QList<Printable> printables() const override { return {}; }
    StepResult playStep(GameState &, const QString &, DiceSource &) const override { return {}; }

private:
    QString m_id;
};
} // namespace

class TestSubcommandClashes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void distinctNamesPass();
    void twoSystemsMayShareANameButNotOneSystem();
    void shellNamesClash();
    void reservedNamesClash();
    void pick_data();
    void pick();
    void pickRefusals_data();
    void pickRefusals();
    void takeSystem_data();
    void takeSystem();
    void resolve_data();
    void resolve();
    void systemOfFile();
    void mayName_data();
    void mayName();
    void everyRealNameIsAWord();
};

void TestSubcommandClashes::distinctNamesPass()
{
    QList<Subcommand> all{fake(u"export"_s)};
    all += fakeSystem(u"ratio-morale"_s, {u"table"_s, u"check"_s, u"play"_s});
    all += fakeSystem(u"ww1-morale"_s, {u"table"_s, u"check"_s, u"play"_s, u"chart"_s});
    all.append(fake(u"campaign"_s));
    QCOMPARE(clashingSubcommandNames(all, reserved), QStringList());
    QCOMPARE(clashingSubcommandNames({}, reserved), QStringList());
}

void TestSubcommandClashes::twoSystemsMayShareANameButNotOneSystem()
{
    QList<Subcommand> all = fakeSystem(u"a-morale"_s, {u"table"_s, u"play"_s});
    all += fakeSystem(u"b-morale"_s, {u"play"_s, u"chart"_s, u"table"_s});
    QCOMPARE(clashingSubcommandNames(all, reserved), QStringList());
    // One system with two of a name: each name once, in the order the second claim is met.
    all += fakeSystem(u"b-morale"_s, {u"play"_s, u"table"_s});
    QCOMPARE(clashingSubcommandNames(all, reserved), (QStringList{u"play"_s, u"table"_s}));
    // A third claim still names it once.
    all += fakeSystem(u"b-morale"_s, {u"play"_s});
    QCOMPARE(clashingSubcommandNames(all, reserved), (QStringList{u"play"_s, u"table"_s}));
}

void TestSubcommandClashes::shellNamesClash()
{
    // A system's subcommand named like the shell's own hides it (or is hidden), whichever comes first.
    QList<Subcommand> all{fake(u"export"_s)};
    all += fakeSystem(u"a-morale"_s, {u"campaign"_s, u"export"_s});
    all.append(fake(u"campaign"_s));
    QCOMPARE(clashingSubcommandNames(all, reserved), (QStringList{u"export"_s, u"campaign"_s}));
    // Two of the shell's own of one name.
    QCOMPARE(clashingSubcommandNames({fake(u"export"_s), fake(u"export"_s)}), QStringList{u"export"_s});
}

void TestSubcommandClashes::reservedNamesClash()
{
    const QList<Subcommand> all = fakeSystem(u"a-morale"_s, {u"summary"_s, u"table"_s});
    QCOMPARE(clashingSubcommandNames(all, reserved), QStringList{u"summary"_s});
    // Without the reserved names the same list is fine.
    QCOMPARE(clashingSubcommandNames(all), QStringList());
}

// Each row's subcommands answer with a code saying whose they are: ratio 10, ww1 20, the shell's 30.
void TestSubcommandClashes::pick_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("fileSystem");
    QTest::addColumn<int>("expected"); // the run's code, -1: none (CommandLine's)

    QTest::newRow("fallback when nothing says") << u"table"_s << QString() << QString() << 10;
    QTest::newRow("--system ww1") << u"table"_s << u"ww1-morale"_s << QString() << 20;
    QTest::newRow("--system ratio") << u"table"_s << u"ratio-morale"_s << QString() << 10;
    QTest::newRow("the file's system") << u"play"_s << QString() << u"ww1-morale"_s << 20;
    QTest::newRow("--system over the file") << u"play"_s << u"ratio-morale"_s << u"ww1-morale"_s << 10;
    QTest::newRow("a file of a system without it") << u"play"_s << QString() << u"other-morale"_s << 10;
    QTest::newRow("one system's only") << u"crew"_s << QString() << QString() << 10;
    QTest::newRow("only ww1 has it, no --system") << u"chart"_s << QString() << QString() << 20;
    QTest::newRow("the shell's, whatever --system") << u"export"_s << u"ww1-morale"_s << QString() << 30;
    QTest::newRow("not a dispatched subcommand") << u"validate"_s << QString() << QString() << -1;
}

void TestSubcommandClashes::pick()
{
    QFETCH(QString, name);
    QFETCH(QString, system);
    QFETCH(QString, fileSystem);
    QFETCH(int, expected);
    QList<Subcommand> all{fake(u"export"_s, {}, 30)};
    for (const QString &n : {u"table"_s, u"check"_s, u"crew"_s, u"play"_s})
        all.append(fake(n, u"ratio-morale"_s, 10, n == "play"_L1));
    for (const QString &n : {u"table"_s, u"check"_s, u"play"_s, u"chart"_s})
        all.append(fake(n, u"ww1-morale"_s, 20, n == "play"_L1));
    QVERIFY(clashingSubcommandNames(all, reserved).isEmpty());
    const SubcommandPicker::Choice choice = SubcommandPicker::pick(all, {name, system, fileSystem, u"ratio-morale"_s});
    QVERIFY2(choice.error.isEmpty(), qPrintable(choice.error));
    QString outText;
    QTextStream out(&outText);
    QCOMPARE(choice.subcommand ? choice.subcommand->run({}, out, out) : -1, expected);
    QCOMPARE(SubcommandPicker::takesFile(all, name), name == "play"_L1);
}

void TestSubcommandClashes::pickRefusals_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("fallback");
    QTest::addColumn<QString>("error");

    QTest::newRow("--system without it") << u"crew"_s << u"ww1-morale"_s << u"ratio-morale"_s
                                         << u"ww1 has no subcommand \"crew\"; it is a subcommand of ratio"_s;
    // Two systems have it and the fallback has not: the player must say whose.
    QTest::newRow("neither the fallback's nor said") << u"chart"_s << QString() << u"ratio-morale"_s
                                                     << u"\"chart\" is a subcommand of ww1, other: say whose with --system NAME"_s;
}

void TestSubcommandClashes::pickRefusals()
{
    QFETCH(QString, name);
    QFETCH(QString, system);
    QFETCH(QString, fallback);
    QFETCH(QString, error);
    QList<Subcommand> all = fakeSystem(u"ratio-morale"_s, {u"table"_s, u"crew"_s});
    all += fakeSystem(u"ww1-morale"_s, {u"table"_s, u"chart"_s});
    all += fakeSystem(u"other"_s, {u"chart"_s});
    const SubcommandPicker::Choice choice = SubcommandPicker::pick(all, {name, system, QString(), fallback});
    QVERIFY(!choice.subcommand);
    QCOMPARE(choice.error, error);
}

void TestSubcommandClashes::takeSystem_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<QString>("system"); // "-": not given
    QTest::addColumn<QString>("error");

    QTest::newRow("not given") << QStringList{u"md"_s, u"table"_s} << QStringList{u"md"_s, u"table"_s} << u"-"_s << QString();
    QTest::newRow("before the subcommand") << QStringList{u"md"_s, u"--system"_s, u"ww1"_s, u"table"_s, u"--json"_s}
                                           << QStringList{u"md"_s, u"table"_s, u"--json"_s} << u"ww1"_s << QString();
    QTest::newRow("after, with =") << QStringList{u"md"_s, u"check"_s, u"group"_s, u"--system=ww1-morale"_s}
                                   << QStringList{u"md"_s, u"check"_s, u"group"_s} << u"ww1-morale"_s << QString();
    QTest::newRow("no value") << QStringList{u"md"_s, u"table"_s, u"--system"_s} << QStringList{u"md"_s, u"table"_s}
                              << u"-"_s << u"--system needs a rule system's name"_s;
    QTest::newRow("an option for a value") << QStringList{u"md"_s, u"--system"_s, u"--json"_s}
                                           << QStringList{u"md"_s, u"--json"_s} << u"-"_s
                                           << u"--system needs a rule system's name"_s;
    QTest::newRow("twice") << QStringList{u"md"_s, u"--system"_s, u"ww1"_s, u"table"_s, u"--system=ratio"_s}
                           << QStringList{u"md"_s, u"table"_s} << u"ratio"_s
                           << u"--system is given more than once; it takes one value"_s;
}

void TestSubcommandClashes::takeSystem()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, left);
    QFETCH(QString, system);
    QFETCH(QString, error);
    QString why;
    const std::optional<QString> taken = SubcommandPicker::takeSystem(arguments, &why);
    QCOMPARE(arguments, left);
    QCOMPARE(taken.value_or(u"-"_s), system);
    QCOMPARE(why, error);
}

void TestSubcommandClashes::resolve_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("short") << u"ww1"_s << u"ww1-morale"_s;
    QTest::newRow("whole id") << u"ratio-morale"_s << u"ratio-morale"_s;
    QTest::newRow("unknown") << u"ww2"_s << QString();
    QTest::newRow("any case, as RuleSystemRegistry::findByName reads it") << u"WW1"_s << u"ww1-morale"_s;
    QTest::newRow("no short form of a bare id") << u"tally"_s << u"tally"_s;
}

void TestSubcommandClashes::resolve()
{
    QFETCH(QString, name);
    QFETCH(QString, id);
    const QStringList known{u"ratio-morale"_s, u"ww1-morale"_s, u"tally"_s};
    QCOMPARE(SubcommandPicker::resolve(name, known), id);
    QCOMPARE(SubcommandPicker::unknownSystem(u"ww2"_s, known),
             u"--system: no rule system is called \"ww2\"; this version knows ratio, ww1, tally"_s);
}

void TestSubcommandClashes::systemOfFile()
{
    RuleSystemRegistry systems;
    QVERIFY(systems.add(std::make_unique<EchoSystem>(u"a-morale"_s)));
    QVERIFY(systems.add(std::make_unique<EchoSystem>(u"b-morale"_s)));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    };
    write(u"b.json"_s, R"({"ruleSystem":"b-morale","format":1})");
    write(u"b-bad.json"_s, R"({"ruleSystem":"b-morale","format":1,"bad":true})");
    write(u"unknown.json"_s, R"({"ruleSystem":"c-morale","format":1})");
    write(u"junk.json"_s, "not json");
    const QString b = dir.filePath(u"b.json"_s);
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"play"_s, b, u"--do"_s, u"x"_s}, systems), u"b-morale"_s);
    // Options are skipped; the subcommand's own name is never the file, even when a file of that name exists.
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"--json"_s, b, u"play"_s, b}, systems), u"b-morale"_s);
    // A file its system reads with problems is still its system's: its own play reports them.
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"play"_s, dir.filePath(u"b-bad.json"_s)}, systems), u"b-morale"_s);
    // Files the envelope cannot place, and no file at all: nothing, and the subcommand says what is wrong.
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"play"_s, dir.filePath(u"unknown.json"_s)}, systems), QString());
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"play"_s, dir.filePath(u"junk.json"_s)}, systems), QString());
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"play"_s, dir.filePath(u"missing.json"_s)}, systems), QString());
    QCOMPARE(SubcommandPicker::systemOfFile({u"md"_s, u"play"_s, dir.path()}, systems), QString());
}

void TestSubcommandClashes::mayName_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<bool>("mayName");
    QTest::newRow("a word") << u"play"_s << true;
    QTest::newRow("with a hyphen") << u"profile-check"_s << true;
    QTest::newRow("an unknown word (no subcommand: the window takes it for a file)") << u"plya"_s << true;
    QTest::newRow("none") << QString() << false;
    QTest::newRow("a file") << u"first-contact.json"_s << false;
    QTest::newRow("a campaign") << u"club.mdcampaign"_s << false;
    QTest::newRow("a folder") << u"saves/play"_s << false;
    QTest::newRow("here") << u"./play"_s << false;
}

void TestSubcommandClashes::mayName()
{
    QFETCH(QString, argument);
    QFETCH(bool, mayName);
    QCOMPARE(SubcommandPicker::mayName(argument), mayName);
}

// main() decides by mayName() whether to gather the subcommands at all: every real one must pass it.
void TestSubcommandClashes::everyRealNameIsAWord()
{
    QStringList names = CommandLine::subcommands();
    names << u"export"_s << u"campaign"_s;
    for (const SystemUi *systemUi : systemUis().all()) {
        for (const Subcommand &subcommand : systemUi->subcommands())
            names << subcommand.name;
    }
    QVERIFY(names.size() > 8);
    for (const QString &name : std::as_const(names))
        QVERIFY2(SubcommandPicker::mayName(name), qPrintable(name));
}

QTEST_GUILESS_MAIN(TestSubcommandClashes)
#include "tst_subcommandclashes.moc"
