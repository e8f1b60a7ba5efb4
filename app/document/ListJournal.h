#pragma once

#include "document/StateJournal.h"

#include <QLatin1StringView>
#include <QString>

namespace md {

// The recovery journal's lines (StateJournal) for a file whose top level holds one list of large parts (WW1's
// "groups", Napoleonic "armies", fantasy "sides") and a "log": what one action changed, as compact JSON: the
// parts it changed (by index), the other top-level fields it changed and the log's new tail. Both states are
// written by the rule system's own writer, so the journal never repeats a format.
class ListJournal : public StateJournal
{
public:
    ListJournal(QString systemId, QLatin1StringView listKey);
    QByteArray entry(const GameState &before, const GameState &after) const override;
    bool apply(const QByteArray &line, QJsonObject &root) const override;

    // The line from one file's JSON to another's; empty when they are not both objects.
    QByteArray entryBetween(const QJsonObject &before, const QJsonObject &after) const;

private:
    QString m_systemId;
    QLatin1StringView m_listKey;
};

} // namespace md
