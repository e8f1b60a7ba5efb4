#pragma once

#include "fantasy/model/FanEnums.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace md::fantasy {

// One row of a class's Morale Results: every FMV from `min` to `max` inclusive gives `result`; no `min` is
// open downwards, no `max` open upwards (C.3 step 5, C.6 item 4).
struct FanResultBand
{
    std::optional<int> min;
    std::optional<int> max;
    FanResult result = FanResult::CarryOn;
    friend bool operator==(const FanResultBand &, const FanResultBand &) = default;
};

// One row of the Morale Modifiers table (C.6 item 2). `role` says which of the seed's conditions it stands
// for, so that the resolver applies that condition's eligibility rule; `cap` limits a per-instance count (C-7).
struct FanModifier
{
    QString id;
    QString label;
    int value = 0;
    bool perInstance = false;
    std::optional<int> cap;
    FanModifierRole role = FanModifierRole::Custom;
    friend bool operator==(const FanModifier &, const FanModifier &) = default;
};

// A race's Profile Sheet (C.1, C.6): the numbers the seed leaves to the sheets, typed in by the players.
// Every table may be empty while it is being entered; FanProfileCheck says what a test still needs.
struct FanProfile
{
    static constexpr int lossSteps = 10; // 0 %, 10 %, … 90 % (C.3 step 1)

    QString race;
    // Raised by one at every saved change, so that a battle records which sheet it was played with.
    int revision = 1;
    std::array<QString, 3> classNames;                    // by FanClass
    std::array<QList<int>, 3> bmv;                        // by FanClass: empty, or one value per loss step
    QList<FanModifier> modifiers;
    QStringList whenToTest;                               // the race's trigger list (C.2 item 1)
    std::array<QList<FanResultBand>, 3> results;          // by FanClass
    QStringList hatedRaces;                               // "Hated foe" is race data (C.3 step 3)

    static int index(FanClass c) { return static_cast<int>(c); }
    const QList<int> &bmvOf(FanClass c) const { return bmv[static_cast<size_t>(index(c))]; }
    const QList<FanResultBand> &resultsOf(FanClass c) const { return results[static_cast<size_t>(index(c))]; }
    const QString &classNameOf(FanClass c) const { return classNames[static_cast<size_t>(index(c))]; }
    const FanModifier *modifier(const QString &id) const
    {
        for (const FanModifier &m : modifiers) {
            if (m.id == id)
                return &m;
        }
        return nullptr;
    }
    friend bool operator==(const FanProfile &, const FanProfile &) = default;
};

} // namespace md::fantasy
