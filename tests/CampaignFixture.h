#pragma once

// What every campaign test (tst_campaign_*) holds: a temporary folder for its campaign files and the test
// campaign created in one of them. A test class inherits it next to QObject.

#include "CampaignCli.h"
#include "CampaignDatabase.h"
#include "CampaignFileHelpers.h"
#include "CampaignPlay.h"
#include "CampaignRosters.h"
#include "CampaignStory.h"
#include "RawFile.h"

#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

#include <memory>

Q_DECLARE_METATYPE(md::CampaignInfo)

namespace md::test {
using namespace Qt::StringLiterals;

class CampaignFixture
{
protected:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newFile(const QString &stem = u"campaign"_s) { return m_dir.filePath(u"%1-%2.mdcampaign"_s.arg(stem).arg(++m_files)); }
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
