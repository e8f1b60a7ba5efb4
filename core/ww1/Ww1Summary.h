#pragma once

#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace md::ww1 {

// A WW1 force as JSON for scripts, in Part A's terms: what `moraledesk summary` prints. Each group with its
// size, casualties, the conditions it has tested, its status (A.1, A.2.1, A.4.1) and the fewest casualties
// that reach each condition; each stand with its rank, square and latest result (A.3.3); and the groups due
// to test now, in the order of A.3.2.
class Ww1Summary
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Summary)

public:
    static QJsonObject json(const Ww1Force &force);
    // `moraledesk validate`'s line for a valid force file.
    static QString validLine(const QString &fileName, const Ww1Force &force);
};

} // namespace md::ww1
