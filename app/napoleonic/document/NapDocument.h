#pragma once

#include "document/GameDocument.h"
#include "napoleonic/NapState.h"

#include <QObject>

#include <memory>

namespace md::nap {

// One open Napoleonic battle file: the GameDocument of a NapState, with the battle at hand for the workspace,
// its models and its undo commands.
class NapDocument : public GameDocument
{
    Q_OBJECT

public:
    explicit NapDocument(NapBattle battle = {}, QObject *parent = nullptr);
    // A state of the Napoleonic system's (NapState), as the rule system read it.
    explicit NapDocument(std::unique_ptr<GameState> state, QObject *parent = nullptr);

    const NapBattle &battle() const { return static_cast<const NapState &>(state()).battle(); }

    // For undo commands only: the whole new battle (cheap: its lists are implicitly shared).
    void replaceBattle(const NapBattle &battle);

protected:
    bool hasContent() const override { return !battle().armies.isEmpty(); }
};

} // namespace md::nap
