#pragma once

#include "kernel/Modifier.h"
#include "kernel/RuleSystem.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace md::ww1 {

// What `moraledesk play` says about a WW1 force: each step's line (the engine's message, which names the
// test and its rule) with one line per modifier behind it, the same as JSON for --json, and the force after
// the steps in lines a player reads.
class Ww1PlayReport
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1PlayReport)

public:
    // "Step 2 (group-test pl1 7): …" then "    -2  C2: 50 % casualties (A.3.1)" for each modifier.
    static QStringList lines(int number, const QString &step, const StepResult &result);
    // --json: step, ok, message, modifiers (key, label, delta, source).
    static QJsonObject json(const QString &step, const StepResult &result);
    // After the steps: the turn, each group's casualties, tested conditions and status, and each stand's
    // standing result.
    static QStringList summaryLines(const Ww1Force &force, const QString &systemName);
};

} // namespace md::ww1
