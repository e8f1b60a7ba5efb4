#include "kernel/DiceScript.h"

namespace md {

int DiceScript::roll(int sides)
{
    Q_UNUSED(sides)
    return m_next < m_faces.size() ? m_faces.at(m_next++) : 0;
}

} // namespace md
