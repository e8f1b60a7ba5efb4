#pragma once

#include "kernel/DiceSource.h"

#include <QList>

namespace md {

// Faces given in advance, used in order: for tests, replays and scripted play. Once they are used up every
// roll gives 0, which is no face of any die, so a rule that rolls more often than scripted is refused.
// A script holds faces, not totals: rollSum() of "2d6" takes the next two scripted values, one per die, and
// adds them (script {3, 4} for a 2d6 total of 7).
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
