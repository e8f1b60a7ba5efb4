// Recording battlegroup files in a campaign (`moraledesk campaign FILE record`, app/campaign): a file that
// reads as a battlegroup is either recorded, with its results readable back, or refused with a message.
// Each input gets a fresh copy of an empty campaign, so a finding never depends on earlier inputs.

#include "FuzzSupport.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"

#include <QFile>

using namespace md;

namespace {

QString templateCampaign()
{
    static const QString path = [] {
        const QString file = fuzz::scratchDir() + QStringLiteral("/template.mdcampaign");
        QString error;
        CampaignInfo info;
        info.name = QStringLiteral("Fuzz");
        const auto db = CampaignDatabase::create(file, info, &error);
        fuzz::expect(db != nullptr, "an empty campaign", error);
        return file;
    }();
    return path;
}

void removeCampaign(const QString &file)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(file + suffix);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    (void)templateCampaign();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const LoadResult loaded = BattlegroupReader::fromJson(fuzz::bytes(data, size));
    if (!loaded.ok())
        return 0; // the reader's own target covers refused files
    const Battlegroup &bg = *loaded.battlegroup;

    const QString file = fuzz::scratchDir() + QStringLiteral("/campaign.mdcampaign");
    removeCampaign(file);
    fuzz::expect(QFile::copy(templateCampaign(), file), "a fresh campaign");
    QString error;
    {
        const auto db = CampaignDatabase::open(file, &error);
        fuzz::expect(db != nullptr, "the campaign opens", error);
        const auto recorded = RatioCampaignRecorder(*db).recordBattle({bg}, BattleInfo{}, &error);
        if (!recorded) {
            fuzz::expect(!error.isEmpty(), "a refused record says why");
        } else {
            (void)RatioCampaignRecorder::describe(*recorded);
            const auto battles = RatioCampaignRecorder(*db).listBattles(&error);
            fuzz::expect(battles && battles->size() == 1, "the battle is listed", error);
            const auto exit = RatioCampaignRecorder(*db).snapshot(recorded->number, bg.name, RatioCampaignRecorder::Snapshot::Exit, &error);
            fuzz::expect(exit.has_value(), "the battlegroup as it left the battle", error);
            fuzz::expect(BattlegroupValidator::validate(*exit).isEmpty(), "a recorded battlegroup validates");
            for (const Unit &u : bg.units)
                fuzz::expect(RatioCampaignRecorder(*db).serviceRecord(u.id, &error, bg.name).has_value(), "a unit's service record", error);
            fuzz::expect(db->strengthHistory(bg.name, &error).has_value(), "a strength history", error);
            for (const QString &table : CampaignDatabase::exportableTables())
                fuzz::expect(db->table(table, &error).has_value(), "every list exports", error);
            const auto next = RatioCampaignRecorder(*db).nextBattle(bg.name, &error);
            fuzz::expect(next.has_value(), "the next battle", error);
            fuzz::expect(BattlegroupValidator::validate(next->battlegroup).isEmpty(), "the next battle's battlegroup validates");
        }
    }
    removeCampaign(file);
    return 0;
}
