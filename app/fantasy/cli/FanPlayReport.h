#pragma once

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanStepParser.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace md::fantasy {

// What `moraledesk play` says about a fantasy battle: each step's lines (the engine's own, which name the test,
// its BMV, MMV, die, FMV and result, and what it does), the same as JSON for --json, and the battle after the
// steps in lines a player reads: the turn and phase, every unit that is not Normal and whole, what is due and who
// tries to rally now.
class FanPlayReport
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanPlayReport)

public:
    // "Step 2 (test goblins on=1 d4=2): …" with the engine's first line, then its other lines indented.
    static QStringList lines(int number, const QString &step, const FanStepParser::Result &result);
    // --json: step, ok, lines, and the reason when refused.
    static QJsonObject json(const QString &step, const FanStepParser::Result &result);
    static QStringList summaryLines(const FanBattle &battle, const QString &systemName);
};

} // namespace md::fantasy
