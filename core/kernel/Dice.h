#pragma once

#include <QRandomGenerator>

#include <optional>

namespace md {

// Where a d10 face comes from: the program's generator or the player's own die.
class DiceSource
{
public:
    virtual ~DiceSource() = default;
    // A face 1-10 (a die's "0" reads as 10).
    virtual int rollD10() = 0;
};

// Seedable, so a test or a replay gets the same faces again.
class SeededD10 final : public DiceSource
{
public:
    explicit SeededD10(quint32 seed) : m_generator(seed) {}
    SeededD10() : m_generator(QRandomGenerator::securelySeeded()) {}
    int rollD10() override { return static_cast<int>(m_generator.bounded(1, 11)); }

private:
    QRandomGenerator m_generator;
};

// The face of a real die, typed by the player.
class TypedDie final : public DiceSource
{
public:
    // Accepts 1-10, and 0 for the face marked "0" (= 10). Returns nullopt for anything else.
    static std::optional<int> faceFromTyped(int typed)
    {
        if (typed == 0)
            return 10;
        if (typed >= 1 && typed <= 10)
            return typed;
        return std::nullopt;
    }
    explicit TypedDie(int face) : m_face(face) {}
    int rollD10() override { return m_face; }

private:
    int m_face;
};

} // namespace md
