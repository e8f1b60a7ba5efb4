#pragma once

#include "ww1/model/Ww1Enums.h"
#include "ww1/model/Ww1Stand.h"

#include <QList>
#include <QString>

namespace md::ww1 {

// A.1: a platoon or company (or a section), the unit of group morale, with its stands.
struct Ww1Group
{
    QString id;
    QString name;
    QString side; // "British", "German": whose group it is (a force may hold both sides of an engagement)
    Ww1GroupKind kind = Ww1GroupKind::Platoon;
    Ww1Role role = Ww1Role::Attacker;
    int startMembers = 0; // individuals at the start (A.1); conditions count against it
    int casualties = 0;   // cumulative individual hits on any of its stands (A.1)
    Ww1Conditions conditionsTested; // ascending, each once (A.2.1 rule 1)
    Ww1GroupStatus status = Ww1GroupStatus::Normal;
    QList<Ww1Stand> stands;

    // Members not yet casualties: the "biggest" of the testing order (A.3.2, A-5).
    int effectiveMembers() const { return startMembers > casualties ? startMembers - casualties : 0; }
    bool tested(Ww1Condition condition) const { return conditionsTested.contains(condition); }

    friend bool operator==(const Ww1Group &, const Ww1Group &) = default;
};

} // namespace md::ww1
