#pragma once

#include "document/GameDocument.h"
#include "kernel/Problem.h"
#include "ratio/RatioState.h"
#include "ratio/model/Battlegroup.h"
#include "ratio/rules/MoralePoints.h"

#include <QObject>

#include <memory>

namespace md {

// One open ratio battlegroup file: the GameDocument of a RatioState, with the battlegroup's endurance (R11)
// kept beside it so that no reader walks every piece after each action.
class BattlegroupDocument : public GameDocument
{
    Q_OBJECT

public:
    explicit BattlegroupDocument(Battlegroup battlegroup = {}, QObject *parent = nullptr);
    // A state of ratio's (RatioState), as the rule system read it.
    explicit BattlegroupDocument(std::unique_ptr<GameState> state, QObject *parent = nullptr);

    const Battlegroup &battlegroup() const { return static_cast<const ratio::RatioState &>(state()).battlegroup(); }
    // R11 of the current state, kept with it so that no reader walks every piece after each action.
    const ratio::Endurance &endurance() const { return m_endurance; }

    // Loads into a new document; on failure returns null and fills `problems`.
    static std::unique_ptr<BattlegroupDocument> load(const QString &fileName, Problems *problems,
                                                    QObject *parent = nullptr);

    // For undo commands only: replace the whole state (cheap: the lists are implicitly shared), with
    // its endurance, which must be ratio::endurance(battlegroup).
    void replaceState(const Battlegroup &battlegroup, const ratio::Endurance &endurance);

protected:
    bool hasContent() const override { return !battlegroup().units.isEmpty(); }
    void stateReplaced() override;

private:
    ratio::Endurance m_endurance;
};

} // namespace md
