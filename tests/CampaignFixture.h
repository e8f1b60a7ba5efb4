#pragma once

// What every campaign test (tst_campaign_*) holds: a temporary folder for its campaign files and the test
// campaign created in one of them. A test class inherits it next to QObject.
// With MORALEDESK_TEST_POSTGRES set (tests/with-postgres.sh), newFile() is a fresh database on that server
// instead, and the same CampaignDatabase::create() makes the campaign there; tests about SQLite files as such
// skip themselves there (skipOnServer).

#include "CampaignCli.h"
#include "CampaignDatabase.h"
#include "CampaignFileHelpers.h"
#include "CampaignPlay.h"
#include "CampaignRosters.h"
#include "CampaignTestServer.h"
#include "CampaignStory.h"
#include "RawFile.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QVariant>
#include <QtGlobal>

#include <memory>

Q_DECLARE_METATYPE(md::CampaignInfo)

namespace md::test {
using namespace Qt::StringLiterals;

// Where a campaign is, as the command line and CampaignDatabase::open take it: its file, or its server address.
inline QString locationOf(const CampaignDatabase &db) { return db.location(); }

class CampaignFixture
{
protected:
    QTemporaryDir m_dir;
    CampaignTestServer m_server;
    int m_files = 0;
    // Where a new campaign goes: a new file name in the folder, or the address of a fresh, empty database on
    // the test server.
    QString newFile(const QString &stem = u"campaign"_s)
    {
        if (onServer())
            return m_server.newDatabase();
        return m_dir.filePath(u"%1-%2.mdcampaign"_s.arg(stem).arg(++m_files));
    }
    // A new file name in the folder, on either engine (a copy's target, a file the test writes itself).
    QString newFileName(const QString &stem = u"campaign"_s)
    {
        return m_dir.filePath(u"%1-%2.mdcampaign"_s.arg(stem).arg(++m_files));
    }
    // Where a test's campaign that does not exist would be.
    QString missingCampaign() const
    {
        return onServer() ? m_server.missingDatabase() : m_dir.filePath(u"missing.mdcampaign"_s);
    }
    static bool onServer() { return CampaignTestServer::active(); }
    // What a campaign holds, to compare before and after something that must change nothing: a file's bytes,
    // or every table's rows of a server's database (nothing when it does not exist).
    static QByteArray campaignContents(const QString &location)
    {
        if (!CampaignTestServer::isServerLocation(location))
            return readAll(location);
        RawFile raw(location);
        if (!raw.ok())
            return {};
        QByteArray all;
        const QVariantList tables = raw.column(u"SELECT table_name FROM information_schema.tables "
                                               "WHERE table_schema = 'public' ORDER BY table_name"_s);
        for (const QVariant &table : tables) {
            all += table.toString().toUtf8() + ":\n";
            for (const QVariant &row : raw.column(u"SELECT t::text FROM %1 t ORDER BY t::text"_s.arg(table.toString())))
                all += row.toString().toUtf8() + '\n';
        }
        return all;
    }
    // Whether a campaign's file or database is there at all.
    static bool exists(const QString &location)
    {
        if (!CampaignTestServer::isServerLocation(location))
            return QFile::exists(location);
        return RawFile(location).ok();
    }
    std::unique_ptr<CampaignDatabase> newCampaign(Story *story = nullptr)
    {
        QString error;
        auto db = CampaignDatabase::create(newFile(), campaignInfo(), &error);
        if (!db) {
            qWarning("create: %s", qPrintable(error));
            return nullptr;
        }
        if (story) {
            if (const QString e = buildCampaign(*db, *story); !e.isEmpty()) {
                qWarning("build: %s", qPrintable(e));
                return nullptr;
            }
        }
        return db;
    }
};

} // namespace md::test
