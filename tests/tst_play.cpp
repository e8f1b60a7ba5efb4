// `moraledesk play` (issue 12, item 1), run as the real binary: every step, scripts from a file and from standard
// input, a refused step, bad arguments, -o and --json.
#include "RunMoraleDesk.h"

#include "ratio/BattlegroupReader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using md::test::parseObject;
using md::test::Run;
using md::test::runMoraleDesk;

namespace {
QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/play/") + relative; }

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The steps of every-verb.txt, without its comments and blank lines.
QStringList scriptSteps()
{
    QStringList steps;
    for (const QByteArray &line : readAll(dataPath(u"every-verb.txt"_s)).split('\n')) {
        const QString step = QString::fromUtf8(line).trimmed();
        if (!step.isEmpty() && !step.startsWith(u'#'))
            steps.append(step);
    }
    return steps;
}

const md::Piece *findPiece(const md::Battlegroup &bg, const QString &id)
{
    for (const md::Unit &u : bg.units) {
        for (const md::Piece &p : u.pieces) {
            if (p.id == id)
                return &p;
        }
    }
    return nullptr;
}
} // namespace

class TestPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void help();
    void everyVerbJson();
    void everyVerbText();
    void scriptFromFileStdinAndDo();
    void emailGameReplays();
    void refusedStepStopsTheRun();
    void refusedStepNamesTheScriptLine();
    void unknownIdsAreRefused();
    void badArguments_data();
    void badArguments();
    void outputToStandardOutput();
    void quotedIds();
    void checkWithoutRoll();
    void dieZeroIsTen();
    void explodeOnOwnInitiative();
    void textSummary();

private:
    // A copy of the sample with 1st Squad (sq1) of that morale class (R8).
    QString withSquadClass(const QString &moraleClass);

    QTemporaryDir m_dir;
    QString m_game;
    QString m_script;
};

void TestPlay::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_game = dataPath(u"first-contact.json"_s);
    m_script = dataPath(u"every-verb.txt"_s);
    QVERIFY(QFile::exists(m_game));
    QCOMPARE(scriptSteps().size(), 33);
}

void TestPlay::help()
{
    const Run top = runMoraleDesk({u"--help"_s});
    QVERIFY(top.out.contains("  play "));
    const Run r = runMoraleDesk({u"play"_s, u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    for (const char *form : {"casualty PIECE\n", "hit PIECE [own]", "explode VEHICLE [CREW...] [own]",
                             "check PIECE DIE [interceptive]", "end-turn [override]", "--script", "0 is the face marked 0"})
        QVERIFY2(r.out.contains(form), form);
}

// Every verb through one two-turn game on the bundled sample (Leaders, Bailed crew, classes, experience, NBC).
// The expected needs are worked out from the rules, not read back from the program.
void TestPlay::everyVerbJson()
{
    const QString out = m_dir.filePath(u"every-verb.json"_s);
    const Run r = runMoraleDesk({u"play"_s, m_game, u"--script"_s, m_script, u"-o"_s, out, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    QCOMPARE(r.out.count('\n'), 1); // one JSON object
    const QJsonObject o = parseObject(r.out);
    QCOMPARE(o.keys(), (QStringList{u"steps"_s, u"summary"_s}));
    const QJsonArray steps = o.value(u"steps"_s).toArray();
    const QStringList written = scriptSteps();
    QCOMPARE(steps.size(), written.size());
    for (int i = 0; i < steps.size(); ++i) {
        const QJsonObject s = steps.at(i).toObject();
        QCOMPARE(s.value(u"step"_s).toString(), written.at(i));
        QVERIFY(s.value(u"ok"_s).toBool());
        QVERIFY2(!s.value(u"message"_s).toString().isEmpty(), qPrintable(written.at(i)));
        const bool isCheck = written.at(i).startsWith(u"check "_s);
        for (const char *key : {"need", "die", "passed", "status"})
            QCOMPARE(s.contains(QLatin1String(key)), isCheck);
    }

    struct Expected
    {
        int step; // 1-based
        int need;
        int die;
        bool passed;
        const char *status;
    };
    const Expected checks[] = {
        {2, 9, 4, true, "normal"},     // R2 Leaders: 12/13 -> 9 (R5)
        {3, 9, 10, false, "cautious"}, // R7: .92 fails Cautious
        {6, 7, 9, false, "cautious"},  // R8a: full strength 10, green -1, NBC -2; failure Cautious
        {8, 9, 3, true, "normal"},     // R3: warbots 4+3+3 = 10, one hit: 9/10
        {18, 4, 10, false, "broken"},  // R4: 1 targeting level + 3 of 4 weapons = 4/12 -> 3, elite +1 (R8)
        {27, 5, 10, false, "shaken"},  // turn 2: 10/16 -> 6, green -1
        {28, 3, 10, false, "shaken"},  // the NBC check still pending: 6 - 1 - 2
        {30, 2, 1, true, "normal"},    // after the surrender 9/16 -> 5, green -1, NBC -2
        {32, 2, 5, false, "broken"},   // R10 Bailed crew: a corporal (2) of the tank's 12 -> 1, elite +1
    };
    for (const Expected &e : checks) {
        const QJsonObject s = steps.at(e.step - 1).toObject();
        QCOMPARE(s.value(u"need"_s).toInt(), e.need);
        QCOMPARE(s.value(u"die"_s).toInt(), e.die);
        QCOMPARE(s.value(u"passed"_s).toBool(), e.passed);
        QCOMPARE(s.value(u"status"_s).toString(), QString::fromLatin1(e.status));
    }
    // R10: a Broken piece may not make its interceptive fire.
    QVERIFY(steps.at(17).toObject().value(u"toHit"_s).isNull());

    // The file written is the state the steps left, with its log, and reads back as a valid battlegroup.
    const md::LoadResult loaded = md::BattlegroupReader::readFile(out);
    QVERIFY(loaded.ok());
    const md::Battlegroup &bg = *loaded.battlegroup;
    QCOMPARE(bg.turn, 3);
    // One log record per step, but none for "acted" (step 4).
    QCOMPARE(bg.log.size(), 32);
    const auto presence = [&bg](const char *id) {
        const md::Piece *p = findPiece(bg, QString::fromLatin1(id));
        return p ? md::enumKey(p->state.presence) : u"missing"_s;
    };
    QCOMPARE(presence("sq1-t1"), u"casualty"_s);
    QCOMPARE(presence("sq1-t2"), u"left-board"_s);
    QCOMPARE(presence("sq2-t1"), u"surrendered"_s);
    QCOMPARE(presence("sq2-t2"), u"shot"_s);
    QCOMPARE(presence("tk-1"), u"abandoned"_s);
    QCOMPARE(presence("bk-1"), u"destroyed"_s);
    // R10: the survivors named by number became pieces of their own, and a later step found them by id.
    QCOMPARE(presence("tk-1-crew2"), u"active"_s);
    QCOMPARE(presence("bk-1-crew1"), u"active"_s);
    QCOMPARE(presence("bk-1-crew3"), u"active"_s);
    QVERIFY(!findPiece(bg, u"bk-1-crew2"_s));
    QCOMPARE(findPiece(bg, u"tk-1-crew2"_s)->state.status, md::MoraleStatus::Broken);
    QVERIFY(findPiece(bg, u"tk-1"_s)->weapons.at(0).knockedOut);
    QCOMPARE(findPiece(bg, u"wb-2"_s)->hits, 1);

    // `summary` in the JSON is what `moraledesk summary` prints for the result.
    const Run summary = runMoraleDesk({u"summary"_s, out});
    QCOMPARE(summary.exitCode, 0);
    QCOMPARE(o.value(u"summary"_s).toObject(), parseObject(summary.out));
    const Run validate = runMoraleDesk({u"validate"_s, out});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());
}

// Without --json: one readable line per step, then the summary.
void TestPlay::everyVerbText()
{
    // Played in a folder of its own, so that anything written would show.
    const QString folder = m_dir.filePath(u"text"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString game = folder + u"/game.json"_s;
    QVERIFY(QFile::copy(m_game, game));
    const Run r = runMoraleDesk({u"play"_s, game, u"--script"_s, m_script}, {}, folder);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList written = scriptSteps();
    const QList<QByteArray> lines = r.out.split('\n');
    for (int i = 0; i < written.size(); ++i) {
        const QByteArray head = "Step " + QByteArray::number(i + 1) + " (" + written.at(i).toUtf8() + "): ";
        QVERIFY2(lines.at(i).startsWith(head), lines.at(i).constData());
    }
    QCOMPARE(lines.at(1), QByteArray("Step 2 (check sq1-t2 4): Pvt. Brandt (sq1-t2) checks morale: needs 9 or less, "
                                     "rolls 4: passed."));
    QCOMPARE(lines.at(5), QByteArray("Step 6 (check sq2-t2 9): Pvt. Moreau (sq2-t2) checks morale: needs 7 or less, "
                                     "rolls 9: failed, Cautious."));
    QVERIFY(lines.at(17).endsWith("failed, Broken. It may not fire (R10)."));
    // R6: the override says how many checks were left and names the pieces (the count is the record's points).
    QVERIFY2(lines.at(21).startsWith("Step 22 (end-turn override): Turn 1 ends by agreement with 16 checks not made "
                                     "(1st Squad: Sgt. Okafor, Pvt. Duarte,"),
             lines.at(21).constData());
    // A readable summary follows the steps, after a blank line: no JSON in the text output.
    QVERIFY(!r.out.contains('{'));
    QCOMPARE(lines.at(written.size()), QByteArray());
    QVERIFY2(lines.at(written.size() + 1).startsWith("After the steps: turn 3, 26 of 59 endurance points lost, 13 check"),
             lines.at(written.size() + 1).constData());
    QVERIFY(lines.at(written.size() + 2).startsWith("  1st Squad (sq1): 12/13, needs 9 or less, else Cautious; 8 check"));
    QCOMPARE(lines.at(written.size() + 3), QByteArray("  2nd Squad (green) (sq2): 8/16, needs 4 or less, else Shaken."));
    QVERIFY(lines.at(written.size() + 5).startsWith("  Tank 'Ironside' (tk): 2/12, needs 2 or less, else Broken; 1 check"));
    QCOMPARE(lines.size(), written.size() + 8); // 5 units, and the last line's newline
    // Without -o nothing is written: the game file is as it was, and alone.
    QCOMPARE(readAll(game), readAll(m_game));
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{u"game.json"_s});
}

// The same steps from --do, from a script file and from standard input give the same file.
void TestPlay::scriptFromFileStdinAndDo()
{
    const QString fromFile = m_dir.filePath(u"from-file.json"_s);
    const QString fromStdin = m_dir.filePath(u"from-stdin.json"_s);
    const QString fromDo = m_dir.filePath(u"from-do.json"_s);
    QCOMPARE(runMoraleDesk({u"play"_s, m_game, u"--script"_s, m_script, u"-o"_s, fromFile}).exitCode, 0);
    QCOMPARE(runMoraleDesk({u"play"_s, m_game, u"--script"_s, u"-"_s, u"-o"_s, fromStdin}, readAll(m_script)).exitCode, 0);
    QStringList arguments{u"play"_s, m_game, u"-o"_s, fromDo};
    for (const QString &step : scriptSteps())
        arguments << u"--do"_s << step;
    QCOMPARE(runMoraleDesk(arguments).exitCode, 0);
    const QByteArray expected = readAll(fromFile);
    QVERIFY(expected.size() > 1000);
    QCOMPARE(readAll(fromStdin), expected);
    QCOMPARE(readAll(fromDo), expected);

    // --do steps come first, then the script.
    const Run both = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"--script"_s, u"-"_s, u"--json"_s},
                                   "check sq1-t2 4\n");
    QCOMPARE(both.exitCode, 0);
    const QJsonArray steps = parseObject(both.out).value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(0).toObject().value(u"step"_s).toString(), u"casualty sq1-t1"_s);
}

// A game by mail: each player appends steps and replays the script; the -o file of one half, played on with the
// rest, ends where the whole script ends.
void TestPlay::emailGameReplays()
{
    const QStringList steps = scriptSteps();
    const QString firstHalf = m_dir.filePath(u"turn1.txt"_s);
    const QString secondHalf = m_dir.filePath(u"turn2.txt"_s);
    QVERIFY(writeFile(firstHalf, (steps.mid(0, 22).join(u'\n') + u'\n').toUtf8()));
    QVERIFY(writeFile(secondHalf, (steps.mid(22).join(u'\n') + u'\n').toUtf8()));
    const QString middle = m_dir.filePath(u"after-turn1.json"_s);
    const QString end = m_dir.filePath(u"after-turn2.json"_s);
    const QString whole = m_dir.filePath(u"whole.json"_s);
    QCOMPARE(runMoraleDesk({u"play"_s, m_game, u"--script"_s, firstHalf, u"-o"_s, middle}).exitCode, 0);
    QCOMPARE(runMoraleDesk({u"validate"_s, middle}).exitCode, 0);
    QCOMPARE(runMoraleDesk({u"play"_s, middle, u"--script"_s, secondHalf, u"-o"_s, end}).exitCode, 0);
    QCOMPARE(runMoraleDesk({u"play"_s, m_game, u"--script"_s, m_script, u"-o"_s, whole}).exitCode, 0);
    QCOMPARE(readAll(end), readAll(whole));

    // Played onto its own file, the previous state is kept as FILE.bak, as a save in the window keeps it.
    const QByteArray before = readAll(middle);
    QCOMPARE(runMoraleDesk({u"play"_s, middle, u"--do"_s, u"end-turn override"_s, u"-o"_s, middle}).exitCode, 0);
    QCOMPARE(readAll(middle + u".bak"_s), before);
    QVERIFY(readAll(middle) != before);
}

// R6: a dead soldier cannot check. The run stops at once: exit 1, one line naming the step, nothing written.
void TestPlay::refusedStepStopsTheRun()
{
    const QString out = m_dir.filePath(u"refused.json"_s);
    const Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"--do"_s, u"check sq1-t1 5"_s,
                                 u"--do"_s, u"end-turn override"_s, u"-o"_s, out});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith("moraledesk play: step 2 \"check sq1-t1 5\": "), r.err.constData());
    QVERIFY2(r.err.contains("no longer on the table"), r.err.constData());
    QVERIFY(!QFile::exists(out));
    // The step before it was reported; the one after it never ran.
    QVERIFY(r.out.startsWith("Step 1 (casualty sq1-t1): "));
    QVERIFY(!r.out.contains("Step 2"));
    QVERIFY(!r.out.contains("Step 3"));

    // An existing output file is left as it was. R6: the turn cannot end while checks are due.
    QVERIFY(writeFile(out, "keep me"));
    const Run json = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"--do"_s, u"end-turn"_s,
                                    u"-o"_s, out, u"--json"_s});
    QCOMPARE(json.exitCode, 1);
    QCOMPARE(readAll(out), QByteArray("keep me"));
    QVERIFY2(json.err.startsWith("moraledesk play: step 2 \"end-turn\": "), json.err.constData());
    QVERIFY(json.err.contains("(R6)"));
    const QJsonArray steps = parseObject(json.out).value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 2);
    QVERIFY(steps.at(0).toObject().value(u"ok"_s).toBool());
    QCOMPARE(steps.at(1).toObject().value(u"ok"_s).toBool(), false);
    QVERIFY(steps.at(1).toObject().value(u"message"_s).toString().contains(u"(R6)"_s));
    // The summary is of the state the run reached: one casualty, turn 1.
    const QJsonObject summary = parseObject(json.out).value(u"summary"_s).toObject();
    QCOMPARE(summary.value(u"pointsLost"_s).toInt(), 1);
    QCOMPARE(summary.value(u"turn"_s).toInt(), 1);
}

void TestPlay::refusedStepNamesTheScriptLine()
{
    // R9: a soldier in good order does not surrender.
    const Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"--script"_s, u"-"_s},
                                "# turn 1\n\ncheck sq1-t2 4\nsurrender sq1-t3\nend-turn override\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("moraledesk play: step 3 (script line 4) \"surrender sq1-t3\": "), r.err.constData());
    QVERIFY(r.err.contains("(R9)"));
}

void TestPlay::unknownIdsAreRefused()
{
    Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty nobody"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("step 1 \"casualty nobody\": no piece has the id \"nobody\""), r.err.constData());
    r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("\"sq1\" is a unit"), r.err.constData());
    r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"nbc sq1-t1"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("\"sq1-t1\" is a piece"), r.err.constData());
    // A crew member's id exists only once the vehicle has been abandoned (R10).
    r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"check tk-1-crew2 5"_s});
    QCOMPARE(r.exitCode, 1);
}

void TestPlay::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("mentions");
    const QString game = dataPath(u"first-contact.json"_s);
    const QString out = u"never-written.json"_s;
    const auto step = [&](const QString &s) { return QStringList{u"play"_s, game, u"-o"_s, out, u"--do"_s, s}; };
    QTest::newRow("no file") << QStringList{u"play"_s} << QByteArray("battlegroup file");
    QTest::newRow("missing file") << QStringList{u"play"_s, u"/nonexistent/bg.json"_s, u"-o"_s, out} << QByteArray("/nonexistent/bg.json: no such file");
    QTest::newRow("two files") << QStringList{u"play"_s, game, game} << QByteArray("unexpected argument");
    QTest::newRow("unknown option") << QStringList{u"play"_s, game, u"--dice"_s} << QByteArray("dice");
    QTest::newRow("unknown step") << step(u"kill sq1-t1"_s) << QByteArray("step 1 \"kill sq1-t1\": unknown step \"kill\"");
    QTest::newRow("empty step") << step(u" "_s) << QByteArray("step 1 \"\": the step is empty");
    QTest::newRow("casualty without piece") << step(u"casualty"_s) << QByteArray("expected: casualty PIECE");
    QTest::newRow("casualty, bad flag") << step(u"casualty sq1-t1 mine"_s) << QByteArray("expected: casualty PIECE");
    // R6: own initiative defers the damaged piece's check; a casualty has none (the engine ignores the flag).
    QTest::newRow("casualty own") << step(u"casualty sq1-t1 own"_s)
                                  << QByteArray("\"own\" does not apply to a casualty");
    QTest::newRow("die -1") << step(u"check sq1-t1 -1"_s) << QByteArray("1 to 10 (0 for the face marked 0), not \"-1\"");
    QTest::newRow("die 11") << step(u"check sq1-t1 11"_s) << QByteArray("not \"11\"");
    QTest::newRow("die not a number") << step(u"check sq1-t1 six"_s) << QByteArray("not \"six\"");
    QTest::newRow("check without die") << step(u"check sq1-t1"_s) << QByteArray("expected: check PIECE DIE [interceptive]");
    QTest::newRow("unknown system") << step(u"system tk-1 engine"_s) << QByteArray("not \"engine\"");
    QTest::newRow("weapon 0") << step(u"weapon tk-1 0"_s) << QByteArray("weapon system is numbered from 1");
    QTest::newRow("crew 0") << step(u"bail-out tk-1 0"_s) << QByteArray("crew members are numbered from 1");
    QTest::newRow("explode, own not last") << step(u"explode bk-1 own 1"_s) << QByteArray("not \"own\"");
    QTest::newRow("bail-out own") << step(u"bail-out tk-1 2 own"_s) << QByteArray("not \"own\"");
    QTest::newRow("shoot one piece") << step(u"shoot sq2-mo"_s) << QByteArray("expected: shoot OFFICER VICTIM");
    QTest::newRow("end-turn twice") << step(u"end-turn override override"_s) << QByteArray("expected: end-turn [override]");
    QTest::newRow("open quote") << step(u"casualty \"sq1-t1"_s) << QByteArray("double quotes is not closed");
    QTest::newRow("script missing") << QStringList{u"play"_s, game, u"--script"_s, u"/nonexistent/steps.txt"_s} << QByteArray("--script /nonexistent/steps.txt: no such file");
    QTest::newRow("script is a folder") << QStringList{u"play"_s, game, u"--script"_s, QDir::tempPath()} << QByteArray("it is a folder");
    QTest::newRow("script twice") << QStringList{u"play"_s, game, u"--script"_s, u"a"_s, u"--script"_s, u"b"_s} << QByteArray("--script is given more than once");
    QTest::newRow("-o twice") << QStringList{u"play"_s, game, u"-o"_s, out, u"--output"_s, u"b.json"_s} << QByteArray("-o is given more than once");
    QTest::newRow("-o empty") << QStringList{u"play"_s, game, u"-o"_s, u""_s} << QByteArray("-o needs a file name");
    QTest::newRow("-o a folder") << QStringList{u"play"_s, game, u"-o"_s, QDir::tempPath()} << QByteArray("it is a folder");
    QTest::newRow("--json with -o -") << QStringList{u"play"_s, game, u"--json"_s, u"-o"_s, u"-"_s} << QByteArray("--json");
    QTest::newRow("not a battlegroup") << QStringList{u"play"_s, dataPath(u"every-verb.txt"_s), u"-o"_s, out} << QByteArray("cannot be played");
}

// Exit 2, one line on stderr naming what is wrong, nothing on stdout and nothing written.
void TestPlay::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, mentions);
    const Run r = runMoraleDesk(arguments, {}, m_dir.path());
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(mentions), r.err.constData());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    for (const QByteArray &line : lines)
        QVERIFY2(line.startsWith("moraledesk play: "), line.constData());
    // A file that is not a battlegroup gets a line per problem; anything else, one line.
    if (QByteArray(QTest::currentDataTag()) != "not a battlegroup")
        QCOMPARE(lines.size(), 1);
    QVERIFY(!QFile::exists(m_dir.filePath(u"never-written.json"_s)));
}

// -o -: standard output is the battlegroup file, so what the steps did goes to standard error.
void TestPlay::outputToStandardOutput()
{
    const Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"-o"_s, u"-"_s}, {}, m_dir.path());
    QCOMPARE(r.exitCode, 0);
    const md::LoadResult loaded = md::BattlegroupReader::fromJson(r.out);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.battlegroup->log.size(), 1);
    QVERIFY(r.err.startsWith("Step 1 (casualty sq1-t1): "));
    QVERIFY(!QFile::exists(m_dir.filePath(u"-"_s)));
}

// Ids may hold spaces: such a word is written in double quotes.
void TestPlay::quotedIds()
{
    QJsonObject root = QJsonDocument::fromJson(readAll(m_game)).object();
    QJsonArray units = root.value(u"units"_s).toArray();
    QJsonObject squad = units.at(0).toObject();
    QJsonArray pieces = squad.value(u"pieces"_s).toArray();
    QJsonObject first = pieces.at(0).toObject();
    first.insert(u"id"_s, u"Sgt \"Rock\" 1"_s);
    first.insert(u"name"_s, u"Sgt %2 %3"_s); // a name is shown as it is, placeholders and all
    pieces.replace(0, first);
    squad.insert(u"pieces"_s, pieces);
    units.replace(0, squad);
    root.insert(u"units"_s, units);
    const QString game = m_dir.filePath(u"quoted.json"_s);
    QVERIFY(writeFile(game, QJsonDocument(root).toJson()));

    const Run r = runMoraleDesk({u"play"_s, game, u"--do"_s, u"casualty \"Sgt \\\"Rock\\\" 1\""_s, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject step = parseObject(r.out).value(u"steps"_s).toArray().at(0).toObject();
    // The step is shown as it would be typed again.
    QCOMPARE(step.value(u"step"_s).toString(), u"casualty \"Sgt \\\"Rock\\\" 1\""_s);
    QCOMPARE(parseObject(r.out).value(u"summary"_s).toObject().value(u"pointsLost"_s).toInt(), 3); // R2: a Sergeant

    // R2 Leaders: a trooper lost, 12/13, need 9 (R5).
    const Run check = runMoraleDesk({u"play"_s, game, u"--do"_s, u"casualty sq1-t1"_s, u"--do"_s,
                                     u"check \"Sgt \\\"Rock\\\" 1\" 4"_s});
    QVERIFY2(check.exitCode == 0, check.err.constData());
    QVERIFY2(check.out.contains("Step 2 (check \"Sgt \\\"Rock\\\" 1\" 4): Sgt %2 %3 (Sgt \"Rock\" 1) checks morale: needs 9 "
                                "or less, rolls 4: passed.\n"),
             check.out.constData());
}

QString TestPlay::withSquadClass(const QString &moraleClass)
{
    QJsonObject root = QJsonDocument::fromJson(readAll(m_game)).object();
    QJsonArray units = root.value(u"units"_s).toArray();
    QJsonObject squad = units.at(0).toObject();
    squad.insert(u"moraleClass"_s, moraleClass);
    units.replace(0, squad);
    root.insert(u"units"_s, units);
    const QString game = m_dir.filePath(moraleClass + u".json"_s);
    return writeFile(game, QJsonDocument(root).toJson()) ? game : QString();
}

// R8: where the factors take the need to 10 or more, or to 0 or less, no die is rolled: the report says so
// instead of showing a die, and --json gives no die.
void TestPlay::checkWithoutRoll()
{
    // Elite at need 9 (12/13) -> 10: cannot fail, whatever the player typed.
    const QString elite = withSquadClass(u"elite"_s);
    QVERIFY(!elite.isEmpty());
    const QStringList eliteSteps{u"play"_s, elite, u"--do"_s, u"casualty sq1-t1"_s, u"--do"_s, u"check sq1-t2 7"_s};
    Run r = runMoraleDesk(eliteSteps);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("Step 2 (check sq1-t2 7): Pvt. Brandt (sq1-t2) checks morale: cannot fail (modified need "
                            "10): passed.\n"),
             r.out.constData());
    r = runMoraleDesk(eliteSteps + QStringList{u"--json"_s});
    QJsonObject check = parseObject(r.out).value(u"steps"_s).toArray().at(1).toObject();
    QCOMPARE(check.value(u"need"_s).toInt(), 10);
    QVERIFY(check.value(u"die"_s).isNull());
    QVERIFY(check.value(u"passed"_s).toBool());
    QCOMPARE(check.value(u"status"_s).toString(), u"normal"_s);

    // Levy at 2/13 (need 1) -> 0: fails without a roll, with its band's result, Broken, not Eliminated.
    const QString levy = withSquadClass(u"levy"_s);
    QVERIFY(!levy.isEmpty());
    QStringList levySteps{u"play"_s, levy};
    for (const char *id : {"sq1-sgt", "sq1-cpl", "sq1-t1", "sq1-t2", "sq1-t3", "sq1-t4", "sq1-t5", "sq1-t6"})
        levySteps << u"--do"_s << u"casualty "_s + QLatin1String(id);
    levySteps << u"--do"_s << u"check sq1-t7 1"_s;
    r = runMoraleDesk(levySteps);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("Step 9 (check sq1-t7 1): Pvt. Haas (sq1-t7) checks morale: fails without a roll "
                            "(modified need 0): Broken.\n"),
             r.out.constData());
    r = runMoraleDesk(levySteps + QStringList{u"--json"_s});
    check = parseObject(r.out).value(u"steps"_s).toArray().at(8).toObject();
    QCOMPARE(check.value(u"need"_s).toInt(), 0);
    QVERIFY(check.value(u"die"_s).isNull());
    QCOMPARE(check.value(u"passed"_s).toBool(), false);
    QCOMPARE(check.value(u"status"_s).toString(), u"broken"_s);
    // The unit's line of the text summary says the same.
    r = runMoraleDesk(levySteps);
    QVERIFY2(r.out.contains("\n  1st Squad (sq1): 2/13, fails without a roll (modified need 0), Broken; 1 check"),
             r.out.constData());
    r = runMoraleDesk(eliteSteps);
    QVERIFY2(r.out.contains("\n  1st Squad (sq1): 12/13, cannot fail (modified need 10); 8 check"), r.out.constData());
}

// The window takes 0 for the face marked 0 (TypedDie), and so does play: it is a 10.
void TestPlay::dieZeroIsTen()
{
    const Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"--do"_s, u"check sq1-t2 0"_s,
                                 u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject check = parseObject(r.out).value(u"steps"_s).toArray().at(1).toObject();
    QCOMPARE(check.value(u"step"_s).toString(), u"check sq1-t2 0"_s); // as typed
    QCOMPARE(check.value(u"need"_s).toInt(), 9);
    QCOMPARE(check.value(u"die"_s).toInt(), 10);
    QCOMPARE(check.value(u"passed"_s).toBool(), false); // R7: .92 fails Cautious
    QCOMPARE(check.value(u"status"_s).toString(), u"cautious"_s);
}

// R6, R10: a vehicle destroyed during its own initiative: its surviving crew check next turn, not this one, as
// with the window's own-initiative box.
void TestPlay::explodeOnOwnInitiative()
{
    const auto bunker = [](const QByteArray &out) {
        for (const QJsonValue &u : parseObject(out).value(u"summary"_s).toObject().value(u"units"_s).toArray()) {
            if (u.toObject().value(u"id"_s).toString() == u"bk"_s)
                return u.toObject();
        }
        return QJsonObject();
    };
    Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"explode bk-1 1 3 own"_s, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(bunker(r.out).value(u"checksDue"_s).toInt(), 0);
    QCOMPARE(bunker(r.out).value(u"checksNextTurn"_s).toInt(), 2);
    r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"explode bk-1 1 3"_s, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(bunker(r.out).value(u"checksDue"_s).toInt(), 2);
    QCOMPARE(bunker(r.out).value(u"checksNextTurn"_s).toInt(), 0);
    // With no crew named, "own" is still the flag, not a crew number.
    r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"explode bk-1 own"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

// Without --json the summary is in words, from the same data as `moraledesk summary`: the breaking point (R11),
// full strength (S) and units with no points left.
void TestPlay::textSummary()
{
    // 8 + 12 + 5 + 3 + 3 = 31 of 59 endurance points: breaking point (R11).
    const Run r = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"explode bk-1"_s, u"--do"_s, u"explode tk-1"_s, u"--do"_s,
                                 u"casualty sq2-mo"_s, u"--do"_s, u"casualty sq2-sgt"_s, u"--do"_s, u"casualty sq1-sgt"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QByteArray> lines = r.out.split('\n');
    QCOMPARE(lines.size(), 5 + 1 + 2 + 5 + 1);
    QVERIFY2(lines.at(6).startsWith("After the steps: turn 1, 31 of 59 endurance points lost, 15 check"), lines.at(6).constData());
    QCOMPARE(lines.at(7), QByteArray("Breaking point reached in turn 1: the battlegroup retreats from turn 2 (R11)."));
    QVERIFY(lines.at(8).startsWith("  1st Squad (sq1): 10/13, needs 7 or less, else Cautious; 9 check"));
    QCOMPARE(lines.at(10), QByteArray("  Warbot section (wb): 10/10, full strength, no check (S)."));
    QCOMPARE(lines.at(11), QByteArray("  Tank 'Ironside' (tk): 0/12, no points left."));
    QCOMPARE(lines.at(12), QByteArray("  Bunker Kilo (bk): 0/8, no points left."));

    // With -o - the report, summary included, goes to standard error.
    const Run toStdout = runMoraleDesk({u"play"_s, m_game, u"--do"_s, u"casualty sq1-t1"_s, u"-o"_s, u"-"_s}, {}, m_dir.path());
    QCOMPARE(toStdout.exitCode, 0);
    QVERIFY2(toStdout.err.contains("\nAfter the steps: turn 1, 1 of 59 endurance points lost, 9 check"), toStdout.err.constData());
}

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
