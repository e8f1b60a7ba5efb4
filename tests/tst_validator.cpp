// BattlegroupValidator against the rules engine (issue 12 §3.5): the contradictions it refuses (fixtures in
// tests/data/bad/) must never include anything RatioEngine writes.

#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/BattlegroupWriter.h"
#include "kernel/Dice.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/RatioMorale.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace md;

namespace {
QString dataDir(const QString &sub)
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u'/' + sub;
}

QStringList lines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

Battlegroup smallBattlegroup()
{
    Battlegroup bg;
    bg.name = u"Test group"_s;
    Unit u;
    u.id = u"u1"_s;
    u.name = u"Fireteam"_s;
    for (int i = 1; i <= 4; ++i) {
        Piece p;
        p.id = u"s%1"_s.arg(i);
        u.pieces.append(p);
    }
    bg.units.append(u);
    return bg;
}
} // namespace

class TestValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCheckTheEngineCanRecordValidates();
    void randomEngineGamesValidate_data();
    void randomEngineGamesValidate();
};

// Issue 12 §3.5: every check record the engine can write, made as RatioEngine::check makes it from
// ratio::assess (R5, R8, R8a), for every ratio up to 20 points, every set of factors and every face.
void TestValidator::everyCheckTheEngineCanRecordValidates()
{
    Battlegroup bg = smallBattlegroup();
    int records = 0;
    for (int starting = 1; starting <= 20; ++starting) {
        for (int current = 0; current <= starting + 2; ++current) {
            for (int factors = 0; factors < 12; ++factors) {
                ratio::CheckFactors f;
                f.moraleClass = static_cast<MoraleClass>(factors % 3);
                f.green = factors / 3 % 2 == 1;
                f.nbc = factors / 6 == 1;
                const ratio::CheckAssessment a = ratio::assess(starting, current, f);
                for (int face = 1; face <= 10; ++face) {
                    const std::optional<int> die = a.needsDie() ? std::optional(face) : std::nullopt;
                    const bool passed = die ? a.passesWith(*die) : a.successFaces >= 10;
                    LogRecord r;
                    r.unitId = u"u1"_s;
                    r.pieceId = u"s1"_s;
                    r.starting = a.starting;
                    r.current = a.current;
                    r.need = a.need;
                    r.modifiedNeed = a.modifiedNeed;
                    r.factors = a.factors;
                    r.die = die;
                    r.automatic = a.automatic;
                    r.outcome = passed ? CheckOutcome::Passed : CheckOutcome::Failed;
                    r.result = passed ? FailureResult::None : a.failure;
                    bg.log = {r};
                    const Problems problems = BattlegroupValidator::validate(bg);
                    QVERIFY2(problems.isEmpty(), qPrintable(u"%1 of %2, factors %3, face %4: "_s.arg(current).arg(starting).arg(factors).arg(face)
                                                            + lines(problems).join(u'\n')));
                    ++records;
                    if (!die)
                        break;
                }
            }
        }
    }
    QVERIFY(records > 10000);
}

// Issue 12 §3.5: the validator's contradictions must never refuse what the engine itself writes. Random
// games with every optional rule, every kind of unit, classes and experience: valid after every action,
// and saved to a file that reads back equal.
void TestValidator::randomEngineGamesValidate_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 24; ++seed)
        QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
}

void TestValidator::randomEngineGamesValidate()
{
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    Battlegroup bg;
    bg.name = u"Random game"_s;
    bg.rules = {true, true, true, true, true};
    const QStringList sources {u"infantry-leaders"_s, u"infantry-with-warbots"_s, u"vehicle-and-strongpoint"_s,
                               u"warbots"_s};
    for (const QString &source : sources) {
        const LoadResult loaded = BattlegroupReader::readFile(dataDir(u"valid/%1.json"_s.arg(source)));
        QVERIFY2(loaded.ok(), qPrintable(source));
        for (Unit u : loaded.battlegroup->units) {
            u.id = source + u'-' + u.id;
            for (Piece &p : u.pieces) {
                p.id = source + u'-' + p.id;
                // A fresh game in turn 1: undamaged, on the table.
                p.state = PieceState {};
                p.hits = 0;
                p.currentMovement = p.movementRate;
                for (SystemTrack *track : {&p.movement, &p.targeting, &p.damageControl})
                    track->current = track->levels;
                for (Weapon &w : p.weapons)
                    w.knockedOut = false;
            }
            u.moraleClass = static_cast<MoraleClass>(random.bounded(3));
            u.experience = static_cast<Experience>(random.bounded(2));
            u.nbcEquipped = random.bounded(2) == 1;
            bg.units.append(u);
        }
    }
    QVERIFY2(BattlegroupValidator::validate(bg).isEmpty(), qPrintable(lines(BattlegroupValidator::validate(bg)).join(u'\n')));

    ratio::RatioEngine engine(bg);
    int applied = 0;
    for (int step = 0; step < 800; ++step) {
        const int u = static_cast<int>(random.bounded(static_cast<int>(bg.units.size())));
        const int count = static_cast<int>(bg.units.at(u).pieces.size());
        const ratio::PieceRef ref {u, static_cast<int>(random.bounded(count))};
        const ratio::PieceRef other {u, static_cast<int>(random.bounded(count))};
        TypedDie die(static_cast<int>(random.bounded(1, 11)));
        const int action = static_cast<int>(random.bounded(18));
        ratio::ActionResult r;
        switch (action) {
        case 0: r = engine.casualty(ref, random.bounded(2) == 1); break;
        case 1: r = engine.penetratingHit(ref); break;
        case 2: r = engine.loseSystemLevel(ref, static_cast<VehicleSystem>(random.bounded(3))); break;
        case 3: r = engine.knockOutWeapon(ref, 0); break;
        case 4: r = engine.leaveBoard(ref); break;
        case 5: r = engine.surrender(ref); break;
        case 6: r = engine.officerShoots(other, ref); break;
        case 7: r = engine.bailOut(ref, {0}); break;
        case 8: r = engine.explosiveDestruction(ref, {0, 1}); break;
        case 9: r = engine.nbcAttack(u); break;
        case 10: r = engine.markActed(ref); break;
        case 11: r = engine.endTurn(true); break;
        case 12: r = engine.check(ref, die, true); break;
        case 13: r = engine.check(ref, die); break;
        case 14: // heavy losses in one unit, so its last pieces check at F or at 0
            for (int i = 0; i < count; ++i) {
                const ratio::PieceRef hit {u, i};
                if (i + 1 < count) {
                    r = engine.casualty(hit);
                    for (int k = 0; k < 4; ++k)
                        engine.penetratingHit(hit);
                }
                for (int k = 0; k < 9; ++k)
                    engine.loseSystemLevel(hit, static_cast<VehicleSystem>(k % 3));
                for (int w = 0; w < 4; ++w)
                    engine.knockOutWeapon(hit, w);
            }
            break;
        default: // every check due, so units low enough for F and for 0 check too
            for (const ratio::PieceRef &due : engine.checksDue()) {
                TypedDie face(static_cast<int>(random.bounded(1, 11)));
                r = engine.check(due, face, random.bounded(4) == 0);
            }
            break;
        }
        if (!r.ok())
            continue;
        ++applied;
        const Problems problems = BattlegroupValidator::validate(bg);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(u"step %1, action %2: "_s.arg(step).arg(action) + lines(problems).join(u'\n')));
    }
    QVERIFY2(applied >= 100, qPrintable(u"only %1 actions applied"_s.arg(applied)));
    const auto checks = std::count_if(bg.log.cbegin(), bg.log.cend(), [](const LogRecord &r) { return r.event == LogEvent::Check; });
    QVERIFY2(checks >= 10, qPrintable(u"only %1 checks"_s.arg(checks)));

    QTemporaryDir dir;
    const QString name = dir.filePath(u"game.json"_s);
    QString error;
    QVERIFY2(BattlegroupWriter::saveFile(bg, name, &error), qPrintable(error));
    const LoadResult back = BattlegroupReader::readFile(name);
    QVERIFY2(back.ok(), qPrintable(lines(back.problems).join(u'\n')));
    QVERIFY(*back.battlegroup == bg);
}

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
