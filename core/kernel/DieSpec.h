#pragma once

#include <QString>
#include <QStringView>
#include <optional>

namespace md {

// Which dice a rule rolls: `count` dice of `sides` faces, summed ("d10", "d6", "2d6").
struct DieSpec
{
    static constexpr int maxCount = 8;   // so every sum's odds stay exact in 64 bits (DiceOdds)
    static constexpr int maxSides = 100;

    int count = 1;
    int sides = 10;

    // "d6", "2d6", "d10", "1d10"; nullopt for anything else, or beyond the limits above.
    static std::optional<DieSpec> parse(QStringView text);
    // "d6", "2d6": a single die without its count.
    QString toString() const;
    int minimum() const noexcept { return count; }
    int maximum() const noexcept { return count * sides; }
    friend bool operator==(const DieSpec &, const DieSpec &) = default;
};

} // namespace md
