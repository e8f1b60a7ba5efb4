#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/rules/RatioEngine.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace md::ratio {

enum class StepVerb { Casualty, Hit, System, Weapon, Surrender, Shoot, Leave, Acted, Nbc, BailOut, Explode, Check, EndTurn };

// One step of play as a player writes it ("hit wb-2 own", "check sq1-t2 7"), its form checked: what
// `moraledesk play` reads and RatioSystem::playStep() plays. Ids are looked up only when it is played, in the
// state as it is then (a crew that survived an explosion has ids of its own from that step on).
struct ParsedStep
{
    StepVerb verb = StepVerb::EndTurn;
    QString text;    // the words joined by single spaces, quoted where needed: how every report names it
    QString subject; // the piece (or unit, for nbc) the step is about
    QString victim;  // shoot: the piece the officer shoots (R9)
    VehicleSystem system = VehicleSystem::Movement;
    int number = 0;        // weapon (1-based) or die face (R5: the d10's face, 0 read as 10)
    QList<int> crew;       // 0-based, as the engine counts
    bool own = false;      // R6: the damaged piece had the initiative, so its check waits for next turn
    bool interceptive = false; // R10
    bool overrideDue = false;  // R6: end the turn with checks still due
};

// The step grammar of ratio play. Words are separated by spaces; a word in double quotes may hold spaces (an
// id such as "Tank 2"), with \" and \\ inside.
class StepParser
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::StepParser)

public:
    // The step, or nullopt with `error` saying what is wrong with its form.
    static std::optional<ParsedStep> parse(const QString &line, QString *error);
    // Every step's form, one a line, for --help and error messages.
    static QStringList forms();

    // Finds pieces and units by id.
    static std::optional<PieceRef> findPiece(const Battlegroup &bg, const QString &id);
    static std::optional<int> findUnit(const Battlegroup &bg, const QString &id);
    // The piece named `id`, or a refusal saying why there is none.
    static std::optional<PieceRef> piece(const Battlegroup &bg, const QString &id, QString *why);
    // nbc's unit, or a refusal saying why there is none.
    static std::optional<int> unit(const Battlegroup &bg, const QString &id, QString *why);

    // Plays the step through `target`, anything with the engine's actions (RatioEngine): ids are found in
    // `bg` as it is now; a refused step changes nothing. `dice` gives a check's die (R5).
    template<typename Target>
    static ActionResult play(const ParsedStep &step, Target &target, const Battlegroup &bg, DiceSource &dice);
};

template<typename Target>
ActionResult StepParser::play(const ParsedStep &step, Target &target, const Battlegroup &bg, DiceSource &dice)
{
    QString why;
    if (step.verb == StepVerb::EndTurn)
        return target.endTurn(step.overrideDue);
    if (step.verb == StepVerb::Nbc) {
        const auto u = unit(bg, step.subject, &why);
        return u ? target.nbcAttack(*u) : ActionResult::refused(why);
    }
    const auto ref = piece(bg, step.subject, &why);
    if (!ref)
        return ActionResult::refused(why);
    switch (step.verb) {
    case StepVerb::Casualty:
        return target.casualty(*ref, step.own);
    case StepVerb::Hit:
        return target.penetratingHit(*ref, step.own);
    case StepVerb::System:
        return target.loseSystemLevel(*ref, step.system, step.own);
    case StepVerb::Weapon:
        return target.knockOutWeapon(*ref, step.number - 1, step.own);
    case StepVerb::Surrender:
        return target.surrender(*ref);
    case StepVerb::Shoot: {
        const auto victim = piece(bg, step.victim, &why);
        return victim ? target.officerShoots(*ref, *victim) : ActionResult::refused(why);
    }
    case StepVerb::Leave:
        return target.leaveBoard(*ref);
    case StepVerb::Acted:
        return target.markActed(*ref);
    case StepVerb::BailOut:
        return target.bailOut(*ref, step.crew);
    case StepVerb::Explode:
        return target.explosiveDestruction(*ref, step.crew, step.own);
    case StepVerb::Check:
        return target.check(*ref, dice, step.interceptive);
    case StepVerb::Nbc:
    case StepVerb::EndTurn:
        break;
    }
    return ActionResult::refused(tr("unknown step"));
}

} // namespace md::ratio
