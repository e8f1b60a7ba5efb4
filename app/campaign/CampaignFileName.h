#pragma once

#include <QString>
#include <QStringList>

namespace md {

// The name of a campaign file as the player types it. The open dialog lists campaign files by suffix, so a
// new campaign (or a backup) saved without one would be hidden from it: the program's suffix is added.
class CampaignFileName
{
public:
    // "mdcampaign": what a new campaign is saved as.
    static QString defaultSuffix();
    // The suffixes the open dialog lists (mdcampaign, db, sqlite), without the dot.
    static QStringList listedSuffixes();
    // `fileName` with ".mdcampaign" added unless it already ends in a listed suffix (any case); empty stays
    // empty.
    static QString withSuffix(const QString &fileName);
};

} // namespace md
