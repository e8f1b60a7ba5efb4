#include "CampaignFileName.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace md {

QString CampaignFileName::defaultSuffix() { return u"mdcampaign"_s; }

QStringList CampaignFileName::listedSuffixes() { return {defaultSuffix(), u"db"_s, u"sqlite"_s}; }

QString CampaignFileName::withSuffix(const QString &fileName)
{
    if (fileName.isEmpty())
        return fileName;
    if (listedSuffixes().contains(QFileInfo(fileName).suffix(), Qt::CaseInsensitive))
        return fileName;
    return fileName.endsWith(u'.') ? fileName + defaultSuffix() : fileName + u'.' + defaultSuffix();
}

} // namespace md
