#pragma once

#include <QByteArray>

class QJsonObject;

namespace md {

class GameState;

// How a rule system's state goes into the recovery journal (RecoveryFile): one completed action as one
// line with what it changed, and that line replayed on the state's JSON. A system's UI supplies it
// (SystemUi::journal()); the journal's base is the state's file as the system writes it.
class StateJournal
{
public:
    virtual ~StateJournal() = default;
    // The change from `before` to `after` (two states of one system) as one line ending in '\n', or
    // empty when only a whole copy can hold it.
    virtual QByteArray entry(const GameState &before, const GameState &after) const = 0;
    // Applies one line to the state's JSON; false leaves `root` as it was and ends the replay.
    virtual bool apply(const QByteArray &line, QJsonObject &root) const = 0;

protected:
    StateJournal() = default;
    StateJournal(const StateJournal &) = default;
    StateJournal &operator=(const StateJournal &) = default;
};

} // namespace md
