#pragma once

#include "document/GameDocument.h"
#include "fantasy/FanState.h"

#include <QObject>

#include <memory>

namespace md::fantasy {

// One open fantasy battle file: the GameDocument of a FanState, with the battle at hand for the workspace, its
// models and its undo commands.
class FanDocument : public GameDocument
{
    Q_OBJECT

public:
    explicit FanDocument(FanBattle battle = {}, QObject *parent = nullptr);
    // A state of the fantasy system's (FanState), as the rule system read it.
    explicit FanDocument(std::unique_ptr<GameState> state, QObject *parent = nullptr);

    const FanBattle &battle() const { return static_cast<const FanState &>(state()).battle(); }

    // For undo commands only: the whole new battle (cheap: its lists are implicitly shared).
    void replaceBattle(const FanBattle &battle);

protected:
    bool hasContent() const override;
};

} // namespace md::fantasy
