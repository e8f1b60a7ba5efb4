#pragma once

#include "ratio/rules/RatioMorale.h"
#include "ratio/model/Battlegroup.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace md::ratio {

struct PieceRef
{
    int unit = -1;
    int piece = -1;
    friend bool operator==(const PieceRef &, const PieceRef &) = default;
};

// The read-only questions about a battlegroup's play state: usable on a const battlegroup. Every
// "whyCannot…" answer is empty when the action is allowed; the engine refuses with the same words, so
// the window can disable a button with the engine's own reason.
class RatioQueries
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::RatioEngine)

public:
    explicit RatioQueries(const Battlegroup &battlegroup) : m_view(battlegroup) {}

    bool isValid(PieceRef ref) const;
    const Piece &piece(PieceRef ref) const;
    CheckFactors checkFactors(PieceRef ref) const;
    CheckAssessment assessPiece(PieceRef ref) const;
    CheckAssessment assessUnit(int unit) const;
    // Empty when the piece may check now; otherwise why not.
    QString whyCannotCheck(PieceRef ref) const;
    QList<PieceRef> checksDue() const;
    QList<PieceRef> checksNextTurn() const;
    // R6: a piece due to check takes no other action first (moving, firing, leaving the board).
    QString whyCannotAct(PieceRef ref) const;
    QString whyCannotLeaveBoard(PieceRef ref) const { return whyCannotAct(ref); }
    QString whyCannotMarkActed(PieceRef ref) const;
    int survivorsIfBailing(PieceRef vehicle) const;
    QString whyCannotBailOut(PieceRef vehicle) const;
    // R9: only right after this turn's failed check whose result requires falling back.
    QString whyCannotSurrender(PieceRef soldier) const;
    QString whyCannotShoot(PieceRef officer, PieceRef victim) const;
    // R9: the morale officers of `victim`'s own unit who may shoot him now, in roster order.
    QList<PieceRef> officersWhoMayShoot(PieceRef victim) const;
    // Empty when some morale officer may shoot `victim`; otherwise why none may.
    QString whyNoOfficerMayShoot(PieceRef victim) const;
    // The losses and events of R2-R4, R8a and R10: empty when the engine would take them, otherwise its reason,
    // in the words it refuses with (the engine asks these first, so a button and the engine never disagree).
    QString whyCannotCasualty(PieceRef soldier) const;
    QString whyCannotPenetratingHit(PieceRef robot) const;
    QString whyCannotLoseSystemLevel(PieceRef vehicle, VehicleSystem system) const;
    QString whyCannotKnockOutWeapon(PieceRef vehicle, int weapon) const;
    // Empty while the vehicle has a working weapon system left to knock out.
    QString whyCannotKnockOutAnyWeapon(PieceRef vehicle) const;
    QString whyCannotNbcAttack(int unit) const;
    // R10: `withSurvivors` when the player names crew who survived the blast.
    QString whyCannotExplode(PieceRef vehicle, bool withSurvivors) const;
    // R6: empty when the turn may end without an override; otherwise who must still check.
    QString whyCannotEndTurn() const;
    // "Pvt. Ames, Pvt. Cole and 3 more": the pieces due, for a sentence (at most `named` names).
    QString dueNames(const QList<PieceRef> &due, int named = 3) const;

protected:
    QString whyNotActive(PieceRef ref) const;

private:
    const Battlegroup &m_view;
};

} // namespace md::ratio
