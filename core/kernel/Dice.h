#pragma once

#include <QList>
#include <QRandomGenerator>
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

// Where a die's face comes from: the program's generator, the player's own die, or a script.
class DiceSource
{
public:
    virtual ~DiceSource() = default;
    // A face 1..sides (a d10's "0" reads as 10).
    virtual int roll(int sides) = 0;
    // A single d10, the die most of the program's rules roll.
    int rollD10() { return roll(10); }
    // The sum of spec.count dice.
    int rollSum(const DieSpec &spec);

protected:
    DiceSource() = default;
    DiceSource(const DiceSource &) = default;
    DiceSource &operator=(const DiceSource &) = default;
};

// Seedable, so a test or a replay gets the same faces again.
class SeededDice final : public DiceSource
{
public:
    explicit SeededDice(quint32 seed) : m_generator(seed) {}
    SeededDice() : m_generator(QRandomGenerator::securelySeeded()) {}
    int roll(int sides) override { return static_cast<int>(m_generator.bounded(1, sides + 1)); }

private:
    QRandomGenerator m_generator;
};
// The older name, kept for its callers; a d10 is just roll(10).
using SeededD10 = SeededDice;

// The face of a real die, typed by the player: every roll gives it (a rule rolls it at most once).
class TypedDie final : public DiceSource
{
public:
    // The face a player's typed number stands for on a die of `sides`: 1..sides, and on a d10 also 0 for
    // the face marked "0" (= 10). nullopt for anything else.
    static std::optional<int> faceFromTyped(int typed, int sides = 10);
    explicit TypedDie(int face) : m_face(face) {}
    int roll(int sides) override;

private:
    int m_face;
};

// Faces given in advance, used in order: for tests, replays and scripted play. Once they are used up every
// roll gives 0, which is no face of any die, so a rule that rolls more often than scripted is refused.
class DiceScript final : public DiceSource
{
public:
    explicit DiceScript(QList<int> faces = {}) : m_faces(std::move(faces)) {}
    void append(int face) { m_faces.append(face); }
    int roll(int sides) override;
    qsizetype remaining() const { return m_faces.size() - m_next; }
    qsizetype used() const { return m_next; }

private:
    QList<int> m_faces;
    qsizetype m_next = 0;
};

} // namespace md
