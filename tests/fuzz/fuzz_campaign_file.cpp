// Opening a campaign file a stranger sent (app/campaign/CampaignDatabase): any bytes are either refused with
// a message, or open and answer the list and summary queries without crashing. Input: the file's bytes.

#include "FuzzSupport.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"

#include <QFile>

using namespace md;

namespace {

void removeCampaign(const QString &file)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(file + suffix);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 256 * 1024)
        return 0; // keeps each run fast; the seeds are a few KB
    const QString file = fuzz::scratchDir() + QStringLiteral("/received.mdcampaign");
    removeCampaign(file);
    {
        QFile f(file);
        fuzz::expect(f.open(QIODevice::WriteOnly) && f.write(fuzz::bytes(data, size)) == static_cast<qint64>(size),
                     "writing the input", f.errorString());
    }
    QString error;
    CampaignDatabase::OpenError kind = CampaignDatabase::OpenError::None;
    {
        const auto db = CampaignDatabase::open(file, &error, &kind);
        if (!db) {
            fuzz::expect(!error.isEmpty() && kind != CampaignDatabase::OpenError::None, "a refused file says why");
        } else {
            // Queries on an opened file may fail (a foreign table, a wrong type): then with a message.
            const auto check = [&error](bool ok) {
                fuzz::expect(ok || !error.isEmpty(), "a failed query says why");
                error.clear();
            };
            check(db->info(&error).has_value());
            const QStringList names = db->battlegroups(&error);
            error.clear();
            const auto battles = RatioCampaignRecorder(*db).listBattles(&error);
            check(battles.has_value());
            for (const QString &table : CampaignDatabase::exportableTables())
                check(db->table(table, &error).has_value());
            check(RatioCampaignRecorder(*db).replacements({}, &error).has_value());
            for (const QString &name : names.mid(0, 3)) {
                check(db->strengthHistory(name, &error).has_value());
                const auto next = RatioCampaignRecorder(*db).nextBattle(name, &error);
                check(next.has_value());
                if (next)
                    fuzz::expect(BattlegroupValidator::validate(next->battlegroup).isEmpty(),
                                 "a next battle from a stranger's file validates");
                if (battles && !battles->isEmpty()) {
                    const auto exit = RatioCampaignRecorder(*db).snapshot(battles->constLast().number, name, RatioCampaignRecorder::Snapshot::Exit, &error);
                    error.clear();
                    if (exit)
                        fuzz::expect(BattlegroupValidator::validate(*exit).isEmpty(), "a snapshot validates");
                }
            }
            check(RatioCampaignRecorder(*db).serviceRecord(QStringLiteral("a"), &error).has_value());
        }
    }
    removeCampaign(file);
    return 0;
}
