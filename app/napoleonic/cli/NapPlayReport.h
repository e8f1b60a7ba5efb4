#pragma once

#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapStepParser.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace md::nap {

// What `moraledesk play` says about a Napoleonic battle: each step's lines (the engine's own, which name the
// check, its target, its terms with their rules and the result), the same as JSON for --json, and the battle
// after the steps in lines a referee reads: where the turn stands, each army's fatigue, every unit that is not
// Good and whole, and the checks still waiting.
class NapPlayReport
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapPlayReport)

public:
    // "Step 2 (check 2nd-bn P-a): …" with the engine's first line, then its other lines indented.
    static QStringList lines(int number, const QString &step, const NapStepParser::Result &result);
    // --json: step, ok, lines, and the reason when refused.
    static QJsonObject json(const QString &step, const NapStepParser::Result &result);
    static QStringList summaryLines(const NapBattle &battle, const QString &systemName);
};

} // namespace md::nap
