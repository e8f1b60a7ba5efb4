#pragma once

#include "document/GameDocument.h"
#include "kernel/Problem.h"
#include "ratio/RatioState.h"
#include "ratio/model/Battlegroup.h"
#include "ratio/rules/MoralePoints.h"

#include <QObject>

#include <memory>

namespace md {

// One open ratio file: the GameDocument of a RatioState (one battlegroup, or both sides of a game), with each
// side's endurance (R11) kept beside it so that no reader walks every piece after each action. The window plays
// one side at a time, the active side; every verb acts on it, and undo puts back the side the verb changed.
class BattlegroupDocument : public GameDocument
{
    Q_OBJECT

public:
    explicit BattlegroupDocument(Battlegroup battlegroup = {}, QObject *parent = nullptr);
    // A state of ratio's (RatioState), as the rule system read it.
    explicit BattlegroupDocument(std::unique_ptr<GameState> state, QObject *parent = nullptr);

    const ratio::RatioState &ratioState() const { return static_cast<const ratio::RatioState &>(state()); }
    // The active side: the battlegroup every verb acts on.
    const Battlegroup &battlegroup() const { return ratioState().side(m_activeSide); }
    // R11 of the active side, kept with it so that no reader walks every piece after each action.
    const ratio::Endurance &endurance() const { return m_endurances.at(m_activeSide); }

    // Both sides of a game (R11); a single battlegroup file has one.
    int sideCount() const { return ratioState().sideCount(); }
    const Battlegroup &side(int index) const { return ratioState().side(index); }
    const ratio::Endurance &endurance(int side) const { return m_endurances.at(side); }
    int activeSide() const { return m_activeSide; }
    // Which side the window plays; not an undoable change. Emits activeSideChanged() and changed().
    void setActiveSide(int side);

    // Loads into a new document; on failure returns null and fills `problems`.
    static std::unique_ptr<BattlegroupDocument> load(const QString &fileName, Problems *problems,
                                                    QObject *parent = nullptr);

    // For undo commands only: replace one side (cheap: the lists are implicitly shared), with its endurance,
    // which must be ratio::endurance(battlegroup). The active side stays as it is.
    void replaceSide(int side, const Battlegroup &battlegroup, const ratio::Endurance &endurance);
    // For undo commands only: every side at once (a game's end of turn, adding or removing a side). The active
    // side is kept when it still exists, else the first.
    void replaceSides(const QList<Battlegroup> &sides);

Q_SIGNALS:
    void activeSideChanged(int side);

protected:
    bool hasContent() const override { return !battlegroup().units.isEmpty(); }
    void stateReplaced() override;

private:
    QList<ratio::Endurance> m_endurances;
    int m_activeSide = 0;
};

} // namespace md
