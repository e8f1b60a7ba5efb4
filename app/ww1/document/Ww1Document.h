#pragma once

#include "document/GameDocument.h"
#include "ww1/Ww1State.h"

#include <QObject>

#include <memory>

namespace md::ww1 {

// One open WW1 force file: the GameDocument of a Ww1State, with the force at hand for the workspace, its
// models and its undo commands.
class Ww1Document : public GameDocument
{
    Q_OBJECT

public:
    explicit Ww1Document(Ww1Force force = {}, QObject *parent = nullptr);
    // A state of WW1's (Ww1State), as the rule system read it.
    explicit Ww1Document(std::unique_ptr<GameState> state, QObject *parent = nullptr);

    const Ww1Force &force() const { return static_cast<const Ww1State &>(state()).force(); }

    // For undo commands only: the whole new force (cheap: its lists are implicitly shared).
    void replaceForce(const Ww1Force &force);

protected:
    bool hasContent() const override { return !force().groups.isEmpty(); }
};

} // namespace md::ww1
