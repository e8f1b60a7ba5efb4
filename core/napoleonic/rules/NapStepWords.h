#pragma once

#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapAdjustments.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace md::nap {

// The optional words of a `check` or `rally` step.
struct NapStepOptions
{
    NapSituation situation;
    NapTesterKind tester {}; // the enum's first: one unit alone
    bool testerGiven = false;
    QString causeId;
    std::optional<int> roll;
};

// The words of NapStepParser's steps: splitting a line, names and ids, typed rolls, the check options.
class NapStepWords
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapStepWords)

public:
    // Words; a word in double quotes may hold spaces (also after "key="). nullopt when a quote is left open.
    static std::optional<QStringList> split(const QString &line);
    // A unit, command or army by id, or by its name when exactly one has it; empty with `error` set otherwise.
    static QString unitId(const NapBattle &battle, const QString &word, QString *error);
    static QString commandId(const NapBattle &battle, const QString &word, QString *error);
    static QString armyId(const NapBattle &battle, const QString &word, QString *error);
    // "I-a", "i-a": a circumstance by its key, in any case.
    static std::optional<NapCircumstance> circumstance(const QString &word);
    // roll=N: a d10 face as typed (0 is 10).
    static std::optional<int> typedRoll(const QString &value, QString *error);
    // "3.5" inches as 7 half inches.
    static std::optional<int> halfInches(const QString &value);
    // The words from `from` on: chart rows, as=, charge=, terrain=, officer=, odds=, cause=, roll= (a rally takes
    // only rows, officer= and roll=).
    static std::optional<NapStepOptions> options(const NapBattle &battle, const QStringList &words, qsizetype from,
                                                 bool rally, QString *error);
};

} // namespace md::nap
