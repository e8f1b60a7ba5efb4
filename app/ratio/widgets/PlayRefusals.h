#pragma once

#include "ratio/rules/RatioQueries.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace md {

// Every verb of the play panel and the Play menu.
enum class PlayVerb {
    Roll, // the program's die, and the typed faces: the same check
    Casualty,
    PenetratingHit,
    LoseMovement,
    LoseTargeting,
    LoseDamageControl,
    KnockOutWeapon,
    Surrender,
    OfficerShoots,
    LeaveBoard,
    MarkActed,
    NbcAttack,
    BailOut,
    ExplosiveDestruction,
};

// Whether the engine would take a verb for the roster's selection (a piece, or a unit when piece == -1), and
// if not why, in a player's words: the engine's own answers (RatioQueries, which the engine asks before it
// acts), so a button and the engine never disagree. Read-only and cheap: the panel asks on every refresh.
class PlayRefusals
{
    Q_DECLARE_TR_FUNCTIONS(md::PlayRefusals)

public:
    PlayRefusals(const Battlegroup &battlegroup, ratio::PieceRef selection);

    static QList<PlayVerb> verbs();
    // Empty when the verb may be done now; otherwise why not.
    QString whyNot(PlayVerb verb) const;
    // The piece the next die belongs to: the selected piece, or the first of the selected unit due to check.
    ratio::PieceRef checkTarget() const;
    static VehicleSystem systemOf(PlayVerb verb);

private:
    QString whyNoCheck() const;

    const Battlegroup &m_bg;
    ratio::RatioQueries m_queries;
    ratio::PieceRef m_selection;
};

} // namespace md
