#pragma once

#include "fantasy/model/FanProfile.h"

#include <QByteArray>
#include <QJsonObject>

namespace md::fantasy {

// A Profile Sheet as FanProfileReader reads it back, equal: the sharing format of docs/fantasy-profile-format.md.
class FanProfileWriter
{
public:
    // The sheet's object without the format key (for an army file's copy).
    static QJsonObject toObject(const FanProfile &profile);
    // A whole sheet file, indented, with its "raceProfileFormat".
    static QByteArray toJson(const FanProfile &profile);
};

} // namespace md::fantasy
