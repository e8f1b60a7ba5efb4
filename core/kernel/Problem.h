#pragma once

#include <QList>
#include <QString>

namespace md {

// One thing wrong with an input: where (a JSON path such as `$.units[2].pieces[0].rank`, or a
// field name) and why, in words a player can act on.
struct Problem
{
    QString path;
    QString reason;
    QString toString() const { return path + QStringLiteral(": ") + reason; }
    friend bool operator==(const Problem &, const Problem &) = default;
};

using Problems = QList<Problem>;

} // namespace md
