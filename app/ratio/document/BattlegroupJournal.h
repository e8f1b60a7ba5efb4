#pragma once

#include "document/StateJournal.h"
#include "ratio/model/Battlegroup.h"

namespace md {

// Ratio's lines in the recovery journal (StateJournal): the units an action changed, the top-level fields
// it changed and the morale log's new tail, as compact JSON. An action therefore costs what it changed,
// not the size of the battlegroup.
class BattlegroupJournal final : public StateJournal
{
public:
    QByteArray entry(const GameState &before, const GameState &after) const override;
    bool apply(const QByteArray &line, QJsonObject &root) const override;

    // The change from `before` to `after` as one journal line, or empty when it can only be written as a
    // whole copy (units were added or removed). Costs the units that changed: untouched ones still share
    // their data with `before`.
    static QByteArray journalEntry(const Battlegroup &before, const Battlegroup &after);
};

} // namespace md
