// One referee of the concurrency test (tst_campaign_concurrency): records COUNT battles into one campaign (a
// file or a server address) while other referees do the same, each battle followed by a replacement for the
// first force (R12), and prints "committed N" (N = the battle's number) and "replacement ID" after each one
// has returned. Any failure: the reason on stderr, exit 1.
//
//   campaign_concurrency_writer CAMPAIGN COUNT TAG BATTLEGROUP.json [BATTLEGROUP.json…]
#include "CampaignDatabase.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/campaign/RatioCampaignRecorder.h"

#include <QCoreApplication>
#include <QDate>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool countOk = false;
    const int count = args.size() >= 5 ? args.at(2).toInt(&countOk) : 0;
    if (!countOk || count < 1) {
        std::fputs("usage: campaign_concurrency_writer CAMPAIGN COUNT TAG BATTLEGROUP.json [BATTLEGROUP.json...]\n", stderr);
        return 2;
    }
    const QString tag = args.at(3);
    QList<md::Battlegroup> battlegroups;
    for (qsizetype i = 4; i < args.size(); ++i) {
        const md::LoadResult loaded = md::BattlegroupReader::readFile(args.at(i));
        if (!loaded.ok()) {
            std::fprintf(stderr, "%s: not a valid battlegroup\n", qPrintable(args.at(i)));
            return 1;
        }
        battlegroups.append(*loaded.battlegroup);
    }
    QString error;
    auto db = md::CampaignDatabase::open(args.at(1), &error);
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    for (int i = 1; i <= count; ++i) {
        // Each battle differs, or the campaign would refuse it as recorded already.
        battlegroups[0].notes = u"referee %1, battle %2"_s.arg(tag).arg(i);
        md::BattleInfo info;
        info.date = QDate(2024, 1, 1);
        info.name = u"%1-%2"_s.arg(tag).arg(i);
        const auto recorded = md::RatioCampaignRecorder(*db).recordBattle(battlegroups, info, &error);
        if (!recorded) {
            std::fprintf(stderr, "battle %s: %s\n", qPrintable(info.name), qPrintable(error));
            return 1;
        }
        std::printf("committed %d\n", recorded->number);
        md::Unit unit;
        unit.id = u"%1-r%2"_s.arg(tag).arg(i);
        unit.name = u"Replacements %1"_s.arg(unit.id);
        unit.kind = md::UnitKind::Infantry;
        md::Piece piece;
        piece.id = unit.id + u"-1"_s;
        piece.name = u"Pvt. %1"_s.arg(unit.id);
        piece.kind = md::PieceKind::Soldier;
        piece.style = md::MoraleStyle::Infantry;
        unit.pieces.append(piece);
        const auto replacement = md::RatioCampaignRecorder(*db).addReplacement(battlegroups.at(0).name, unit, 0, &error);
        if (!replacement) {
            std::fprintf(stderr, "replacement %s: %s\n", qPrintable(unit.id), qPrintable(error));
            return 1;
        }
        std::printf("replacement %lld\n", static_cast<long long>(*replacement));
        std::fflush(stdout);
    }
    return 0;
}
