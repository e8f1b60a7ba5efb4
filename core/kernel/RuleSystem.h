#pragma once
#include "kernel/Dice.h"
#include "kernel/GameState.h"
#include "kernel/Modifier.h"
#include "kernel/Problem.h"
#include "kernel/RolledDie.h"
#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <memory>

namespace md {

// A rule option: an optional rule, or one Interpretation of the spec with its alternative, by name and
// with its default. Labels are untranslated (QT_TRANSLATE_NOOP in the system's table, `context` its tr context).
// An Interpretation the program applies without a switch is listed all the same, not `switchable`, so that
// every reading the program makes is visible (a rules-notes page, the print dialog, a campaign's settings).
struct RuleOption
{
    QString key;          // as the file writes it: "leaders"
    const char *context;  // tr context of `label`
    const char *label;    // "Leaders (R2)"
    QString rule;         // where the spec says it: "R2", "A.3.1"
    bool defaultValue = false;
    bool switchable = true; // false: always `defaultValue` (an Interpretation applied as the spec reads it)
    QString displayLabel() const { return QCoreApplication::translate(context, label); }
};

// A printable a system offers: its key for the command line and the print dialog.
struct Printable
{
    QString key;          // "sheet", "table", "card"
    const char *context;
    const char *label;
    bool needsState = false; // filled from an open force (a status sheet), or not (a reference table)
    QString displayLabel() const { return QCoreApplication::translate(context, label); }
};

struct StateReadResult
{
    std::unique_ptr<GameState> state; // set only when `problems` is empty
    Problems problems;
};

// What one scripted step did: for `moraledesk play`-style input and for tests that drive a system through the
// registry without knowing its types.
struct StepResult
{
    bool ok = false;
    QString message;     // one line for the player: what happened, or why it was refused
    Modifiers modifiers; // why the number behind it is what it is
};

// One morale system (seed 000, 002, …): everything the shell may ask of it. Registered once in
// RuleSystemRegistry (core/systems/BuiltInSystems.cpp); the shell never names a system's own types.
class RuleSystem
{
public:
    virtual ~RuleSystem() = default;
    // The value of a file's "ruleSystem" key, the same in every file of the system.
    virtual QString id() const = 0;
    virtual QString displayName() const = 0;
    // The newest body format this system writes; FileEnvelope hands it bodies of any format it names.
    virtual int currentFormat() const = 0;
    // Reads the body of a file whose envelope named this system (FileEnvelope): `root` is its parsed top-level
    // object, `json` the whole file's text, valid UTF-8 within the size limit, for the system's strict scan
    // (StrictJson) and nothing else: never parse it again. `format` is the file's "format" (0 when it is missing
    // or not a whole number, which formatProblem() words; never above currentFormat(), the envelope refused
    // those).
    virtual StateReadResult read(const QJsonObject &root, const QByteArray &json, int format) const = 0;
    // The file's bytes; read() of them gives back an equal state.
    virtual QByteArray write(const GameState &state) const = 0;
    // A new, empty force.
    virtual std::unique_ptr<GameState> newState() const = 0;
    // Its optional rules and Interpretations, each with its default.
    virtual QList<RuleOption> options() const = 0;
    virtual QList<Printable> printables() const = 0;
    // The engine's entry point for one step in the system's own words ("check trooper-1 7", "end-turn"): what a
    // scripted game and the command line play. A refused step changes nothing; a check returns the need and
    // the factors behind it as modifiers.
    virtual StepResult playStep(GameState &state, const QString &step, DiceSource &dice) const = 0;

    // `moraledesk summary`: the state as JSON, in the system's own terms.
    virtual QJsonObject summary(const GameState &state) const
    {
        return QJsonObject{{QStringLiteral("ruleSystem"), state.ruleSystem()}};
    }
    // Every roll of the dice the state's log records, oldest first, of every side it holds: the dice history.
    virtual RolledDice rolls(const GameState &state) const
    {
        Q_UNUSED(state);
        return {};
    }
    // `moraledesk validate`: the one line for a file that reads without a problem.
    virtual QString validLine(const QString &fileName, const GameState &state) const
    {
        Q_UNUSED(state);
        return QCoreApplication::translate("md::RuleSystem", "%1: valid %2 file").arg(fileName, displayName());
    }

protected:
    RuleSystem() = default;
    RuleSystem(const RuleSystem &) = delete;
    RuleSystem &operator=(const RuleSystem &) = delete;
};

} // namespace md
