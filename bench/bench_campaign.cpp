// A campaign of 20 battles holding 100,000 morale-log rows (20 × 5,000), recorded at start-up through
// the program's own path (RatioCampaignRecorder::recordBattle) into a temporary file, then:
//   campaign/list/program       RatioCampaignRecorder::listBattles: the battles with their participants and
//                               counts, what `moraledesk campaign FILE list` prints and the campaign
//                               window's summary shows
//   campaign/list/sqlite3       the same two statements in the sqlite3 shell, timed by the shell itself
//   campaign/morale-log/program CampaignDatabase::table("morale-log"): the window's "morale-log" list
//                               and its CSV export, all 100,000 rows
//   campaign/morale-log/sqlite3 the same statement in the sqlite3 shell, timed by the shell itself
// The sqlite3 floors use ".timer on": the shell's "Run Time: real" of each statement (preparing, stepping,
// printing the rows to a pipe), so neither the shell's own start-up nor opening the file is counted, just as
// the program's side runs on a campaign that is already open.
//
//   bench_campaign [--benchmark_repetitions=N] [google benchmark flags]
#include "RatioReporter.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/rules/RatioMorale.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

using namespace md;

namespace {

constexpr int battleCount = 20;
constexpr int rowsPerBattle = 5000;

// Copies of the statements in app/campaign/CampaignDatabase.cpp (listBattles and the "morale-log" list);
// main() checks that the shell returns as many rows as the program before anything is timed.
const char *const listSql[] = {
    R"(SELECT b.id, b.number, b.date, b.name, b.scenario, b.turns, b.outcome, s.name, b.notes
FROM battles b LEFT JOIN sides s ON s.id = b.held_by_side_id WHERE b.rule_system = 'ratio' ORDER BY b.number)",
    R"(SELECT p.battle_id, g.name, s.name, p.ordinal, p.breaking_turn, p.retreated_from_turn, p.held_field,
  p.starting_points, p.ending_points, p.lost_points,
  (SELECT COUNT(*) FROM ratio_unit_results r WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COALESCE(SUM(casualties + surrendered + shot + eliminated + destroyed + abandoned), 0) FROM ratio_unit_results r
   WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COALESCE(SUM(left_board), 0) FROM ratio_unit_results r WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COUNT(*) FROM ratio_log_records l WHERE l.battle_id = p.battle_id AND l.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id JOIN sides s ON s.id = p.side_id
ORDER BY p.battle_id, p.position)",
};
const char *const moraleLogSql[] = {
    R"(SELECT b.number AS battle, g.name AS battlegroup, l.seq, l.turn, l.event, l.unit_key AS unit_id,
  l.piece_key AS piece_id, l.detail, l.points, l.starting_level AS starting, l.current_level AS current, l.need,
  l.modified_need, l.factors, l.die, l.automatic, l.outcome, l.result, l.interceptive
FROM ratio_log_records l JOIN battles b ON b.id = l.battle_id JOIN battlegroups g ON g.id = l.battlegroup_id
JOIN participants p ON p.battle_id = l.battle_id AND p.battlegroup_id = l.battlegroup_id
ORDER BY b.number, p.position, l.seq)",
};

QString campaignFile;
CampaignDatabase *campaign = nullptr;

// A company of 20 squads after its battle number `battle`; its log holds `rows` morale checks of its soldiers, turn by turn.
Battlegroup company(int rows, int battle)
{
    Battlegroup bg;
    bg.name = QStringLiteral("Bench company");
    bg.side = QStringLiteral("Blue");
    const IdGenerator ids = idGeneratorFor(bg);
    for (int i = 0; i < 20; ++i)
        bg.units.append(squadTemplate(ids, QStringLiteral("Squad %1").arg(i + 1)));
    bg.turn = 10 + battle; // each battle ends in another turn: the campaign refuses a battle recorded twice
    for (int i = 0; i < rows; ++i) {
        const Unit &unit = bg.units.at(i % bg.units.size());
        LogRecord r;
        r.turn = 1 + i * bg.turn / rows;
        r.event = LogEvent::Check;
        r.unitId = unit.id;
        r.pieceId = unit.pieces.at((i / 20) % unit.pieces.size()).id;
        // 9/10 down to 5/10: real rolls (10/10 would be an automatic success, R5), the need and the result
        // of failure as the rules core gives them, which the reader checks.
        r.starting = 10;
        r.current = 9 - i % 5;
        r.need = ratio::bandNeed(r.starting, r.current);
        r.modifiedNeed = r.need;
        r.die = 1 + i % 10;
        r.outcome = *r.die <= *r.need ? CheckOutcome::Passed : CheckOutcome::Failed;
        r.result = r.outcome == CheckOutcome::Passed ? FailureResult::None : ratio::failureFor(r.starting, r.current);
        bg.log.append(r);
    }
    return bg;
}

bool buildCampaign(const QString &fileName, QString *error)
{
    CampaignInfo info;
    info.name = QStringLiteral("Bench campaign");
    info.sides = {{QStringLiteral("Blue"), QStringLiteral("Player")}};
    auto db = CampaignDatabase::create(fileName, info, error);
    if (!db)
        return false;
    RatioCampaignRecorder recorder(*db);
    for (int b = 0; b < battleCount; ++b) {
        if (!recorder.recordBattle({company(rowsPerBattle, b)}, BattleInfo{}, error))
            return false;
    }
    return true;
}

// Runs `statements` in the sqlite3 shell with .timer on; the sum of their "Run Time: real" seconds, or -1.
double shellSeconds(const QString &file, const char *const *begin, const char *const *end, qsizetype *rows = nullptr)
{
    QByteArray script(".timer on\n");
    for (auto it = begin; it != end; ++it)
        script += QByteArray(*it) + ";\n";
    QProcess shell;
    shell.start(QStringLiteral("sqlite3"), {QStringLiteral("-readonly"), file});
    shell.write(script);
    shell.closeWriteChannel();
    if (!shell.waitForFinished(120000) || shell.exitCode() != 0)
        return -1;
    const QString output = QString::fromUtf8(shell.readAllStandardOutput());
    static const QRegularExpression timer(QStringLiteral("^Run Time: real ([0-9.]+)"), QRegularExpression::MultilineOption);
    double seconds = 0;
    int timed = 0;
    for (auto m = timer.globalMatch(output); m.hasNext(); ++timed)
        seconds += m.next().captured(1).toDouble();
    if (rows)
        *rows = output.count(QLatin1Char('\n')) - timed;
    return timed == end - begin ? seconds : -1;
}

void shellBench(benchmark::State &state, const char *const *begin, const char *const *end)
{
    for (auto _ : state) {
        const double seconds = shellSeconds(campaignFile, begin, end);
        if (seconds < 0) {
            state.SkipWithError("the sqlite3 shell failed");
            break;
        }
        state.SetIterationTime(seconds);
    }
}

void programList(benchmark::State &state)
{
    for (auto _ : state) {
        QString error;
        const auto battles = RatioCampaignRecorder(*campaign).listBattles(&error);
        if (!battles || battles->size() != battleCount) {
            state.SkipWithError("listBattles failed");
            break;
        }
        benchmark::DoNotOptimize(battles->constData());
    }
}

void programMoraleLog(benchmark::State &state)
{
    for (auto _ : state) {
        QString error;
        const auto table = campaign->table(QStringLiteral("morale-log"), &error);
        if (!table || table->rows.size() != battleCount * rowsPerBattle) {
            state.SkipWithError("the morale-log list failed");
            break;
        }
        benchmark::DoNotOptimize(table->rows.constData());
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    campaignFile = dir.filePath(QStringLiteral("bench.campaign"));
    QString error;
    if (!buildCampaign(campaignFile, &error)) {
        std::fprintf(stderr, "bench_campaign: cannot build the campaign: %s\n", qPrintable(error));
        return 1;
    }
    std::unique_ptr<CampaignDatabase> db = CampaignDatabase::open(campaignFile, &error);
    if (!db) {
        std::fprintf(stderr, "bench_campaign: cannot open the campaign: %s\n", qPrintable(error));
        return 1;
    }
    campaign = db.get();
    // The floor must do the same work: the same rows in the shell as in the program.
    qsizetype shellRows = 0;
    const auto table = campaign->table(QStringLiteral("morale-log"), &error);
    if (shellSeconds(campaignFile, std::begin(moraleLogSql), std::end(moraleLogSql), &shellRows) < 0 || !table
        || table->rows.size() != shellRows || shellRows != battleCount * rowsPerBattle) {
        std::fprintf(stderr, "bench_campaign: the sqlite3 shell and the program disagree (%lld rows in the shell)\n",
                     static_cast<long long>(shellRows));
        return 1;
    }
    std::printf("bench_campaign: %d battles, %d morale-log rows\n", battleCount, battleCount * rowsPerBattle);

    benchmark::RegisterBenchmark("campaign/list/sqlite3", shellBench, std::begin(listSql), std::end(listSql))
        ->UseManualTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("campaign/list/program", programList)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("campaign/morale-log/sqlite3", shellBench, std::begin(moraleLogSql), std::end(moraleLogSql))
        ->UseManualTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("campaign/morale-log/program", programMoraleLog)->UseRealTime()->Unit(benchmark::kMillisecond);
    const int rc = md::bench::runWithRatios(argc, argv, {{"campaign/list/program", "campaign/list/sqlite3"},
                                                         {"campaign/morale-log/program", "campaign/morale-log/sqlite3"}});
    campaign = nullptr;
    return rc;
}
