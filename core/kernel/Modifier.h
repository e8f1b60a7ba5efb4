#pragma once
#include <QList>
#include <QString>

namespace md {

// One term of a rules sum (a need, a roll's target, a morale value), returned with every result so that the
// window can show why a number is what it is: "+1 Elite (R8)".
struct Modifier
{
    QString key;    // stable, for files and tests: "elite", "leader-lost"
    QString label;  // translated, for the player
    int delta = 0;
    QString source; // the rule or the thing it comes from: "R8", "A.3.1", "Sgt Kowalski"
    friend bool operator==(const Modifier &, const Modifier &) = default;
};
using Modifiers = QList<Modifier>;

} // namespace md
