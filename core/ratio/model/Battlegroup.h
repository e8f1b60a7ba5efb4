#pragma once

#include "ratio/model/LogRecord.h"
#include "ratio/model/Unit.h"

#include <QList>
#include <QSet>
#include <QString>

namespace md {

// The optional rules of the chapter, switchable per battlegroup, with the defaults its units inherit.
struct RuleOptions
{
    bool leaders = false;       // R2
    bool bailedCrew = false;    // R10
    bool moraleClasses = false; // R8
    bool experience = false;    // R8
    bool nbc = false;           // R8a, "Psychological effects"
    MoraleClass defaultClass = MoraleClass::Regular;
    Experience defaultExperience = Experience::Seasoned;
    bool defaultNbcEquipped = false;
    friend bool operator==(const RuleOptions &, const RuleOptions &) = default;
};

// One player's force: its roster and its whole in-game state, so that a saved game reopens exactly.
struct Battlegroup
{
    QString name;
    QString side;
    QString notes;
    QString ruleSystem = QStringLiteral("ratio-morale");
    RuleOptions rules;
    int turn = 1;
    int breakingTurn = 0; // R11: the turn in which losses first reached 50 %; 0 = not yet
    QList<Unit> units;
    QList<LogRecord> log;

    friend bool operator==(const Battlegroup &, const Battlegroup &) = default;

    MoraleClass moraleClassOf(const Unit &unit) const { return unit.moraleClass.value_or(rules.defaultClass); }
    Experience experienceOf(const Unit &unit) const { return unit.experience.value_or(rules.defaultExperience); }
    bool nbcEquippedOf(const Unit &unit) const { return unit.nbcEquipped.value_or(rules.defaultNbcEquipped); }

    // Set-up or play: a battle is under way once a turn has ended, the log holds anything, or a piece has a
    // play state (R6: a marker, a status, a check, an action; or it has left the table). Damage carried
    // over from an earlier battle does not count: the next battle starts again at set-up (R12).
    bool battleUnderWay() const;

    // Ids are shared by units and pieces and must stay unique, or the saved game would not load again.
    QSet<QString> usedIds() const;
    // `stem` if it is free, else "stem-2", "stem-3" …: the one naming scheme for every new id.
    static QString freeId(const QString &stem, const QSet<QString> &used);
};

} // namespace md
