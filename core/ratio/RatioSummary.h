#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/rules/RatioMorale.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace md::ratio {

// Ratio's state in JSON for scripts: what `moraledesk summary` prints (R5, R6, R11), what `play` prints for the
// state it reached, and what `check` prints for one assessment (R5, R8).
class RatioSummary
{
    // Its words stay in the command line's translation context, where they have always been.
    Q_DECLARE_TR_FUNCTIONS(md::CommandLine)

public:
    static QJsonObject json(const Battlegroup &bg);
    static QJsonObject assessmentJson(const CheckAssessment &a);
    // `moraledesk validate`'s line for a valid battlegroup file.
    static QString validLine(const QString &fileName, const Battlegroup &bg);
    // A game of two sides (issue 15): the turn they share, who has the initiative, each side's summary and R11
    // decided for both.
    static QJsonObject gameJson(const QList<Battlegroup> &sides, int initiative);
    static QString gameValidLine(const QString &fileName, const QList<Battlegroup> &sides);
};

} // namespace md::ratio
