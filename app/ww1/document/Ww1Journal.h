#pragma once

#include "document/StateJournal.h"

class QJsonObject;

namespace md::ww1 {

// WW1's lines in the recovery journal (StateJournal): what one action changed in the force file, as compact
// JSON: the groups it changed (by index), the other top-level fields it changed and the battle log's new tail.
// Both states are written by the rule system's own writer, so the journal never repeats the file format.
class Ww1Journal final : public StateJournal
{
public:
    QByteArray entry(const GameState &before, const GameState &after) const override;
    bool apply(const QByteArray &line, QJsonObject &root) const override;

    // The line from one file's JSON to another's; empty when they are not both objects.
    static QByteArray entryBetween(const QJsonObject &before, const QJsonObject &after);
};

} // namespace md::ww1
