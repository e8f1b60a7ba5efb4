#pragma once

#include "fantasy/model/FanBattle.h"

#include <QByteArray>
#include <QJsonObject>

namespace md::fantasy {

// Writes fantasy battle file format 1 (docs/fantasy-file-format.md); FanBattleReader reads back exactly what was
// written, and writing that again gives the same bytes. Keys come in a stable order (alphabetical, as
// QJsonDocument writes them); a unit's or a record's keys that hold their default are left out, as the reader
// restores them.
class FanBattleWriter
{
public:
    static QByteArray toJson(const FanBattle &battle);
    // The parts of the document as toJson() writes them, for writers of partial copies (a recovery journal).
    static QJsonObject momentObject(const FanMoment &moment);
    static QJsonObject unitObject(const FanUnit &unit);
    static QJsonObject logRecordObject(const FanLogRecord &record);
};

} // namespace md::fantasy
