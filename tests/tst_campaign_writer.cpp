// The victim of the kill test (tst_campaignkill): records battles into a campaign file in a loop and prints
// "committed N" (N = the battle's number) only after recordBattle() has returned, until it is killed.
//
//   campaign_writer CAMPAIGN BATTLEGROUP.json [BATTLEGROUP.json…]
#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/BattlegroupReader.h"

#include <QCoreApplication>
#include <QDate>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 3) {
        std::fputs("usage: campaign_writer CAMPAIGN BATTLEGROUP.json [BATTLEGROUP.json...]\n", stderr);
        return 2;
    }
    QList<md::Battlegroup> battlegroups;
    for (qsizetype i = 2; i < args.size(); ++i) {
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
    const qint64 pid = QCoreApplication::applicationPid();
    for (int i = 1;; ++i) {
        // Each battle differs, or the campaign would refuse it as recorded already.
        battlegroups[0].notes = u"writer %1, battle %2"_s.arg(pid).arg(i);
        md::BattleInfo info;
        info.date = QDate(2024, 1, 1);
        info.name = u"kill %1-%2"_s.arg(pid).arg(i);
        const auto recorded = md::RatioCampaignRecorder(*db).recordBattle(battlegroups, info, &error);
        if (!recorded) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("committed %d\n", recorded->number);
        std::fflush(stdout);
    }
}
