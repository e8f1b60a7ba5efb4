#pragma once

#include "document/StateJournal.h"

class QJsonObject;

namespace md::nap {

// The Napoleonic lines in the recovery journal (StateJournal): what one action changed in the battle file, as
// compact JSON: the armies it changed (by index), the other top-level fields it changed and the battle log's
// new tail. Both states are written by the rule system's own writer, so the journal never repeats the format.
class NapJournal final : public StateJournal
{
public:
    QByteArray entry(const GameState &before, const GameState &after) const override;
    bool apply(const QByteArray &line, QJsonObject &root) const override;

    // The line from one file's JSON to another's; empty when they are not both objects.
    static QByteArray entryBetween(const QJsonObject &before, const QJsonObject &after);
};

} // namespace md::nap
