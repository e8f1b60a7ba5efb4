#pragma once

#include "fantasy/model/FanProfile.h"
#include "fantasy/rules/FanTest.h"
#include "kernel/Fraction.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

class QTextStream;

namespace md::fantasy {

// `moraledesk odds PROFILE --class B --losses 3/20 [--modifier ID[=COUNT]]... [--trigger N] [--rally]` (or
// `--mmv N` for an MMV worked out at the table): one Morale Test of a unit of the race, no battle file needed.
// The test is worked out by the rules core only: FanTest::assess from the sheet and the conditions the
// --modifier rows stand for (BMV at the loss step, each applied modifier, MMV, the odds), FanTest::resultFor for
// each D4 face's FMV. A sheet with any fault is refused with its `$.path: reason` lines.
class FanOddsSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanOddsSubcommand)

public:
    static QString name() { return QStringLiteral("odds"); }
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // One --modifier: a row of the sheet by its id, counted `count` times (1 unless per instance).
    struct Row
    {
        QString id;
        int count = 1;
    };
    // The arguments, checked, the sheet read, nothing computed yet. `exitCode` is set when the run ends here
    // (help on `out`, a bad argument's line or the sheet's faults on `err`).
    struct Parsed
    {
        std::optional<int> exitCode;
        bool json = false;
        FanProfile profile;
        FanClass moraleClass = FanClass::B;
        std::optional<int> mmv;          // --mmv: the MMV itself, nothing of C.3 steps 1-3 worked out
        int lost = 0;                    // --losses LOST/START
        int start = 1;
        QList<Row> rows;                 // --modifier, in the order typed, each id once
        std::optional<QString> trigger;  // --trigger: an entry of the race's list, or the words typed
        bool rally = false;              // --rally: a routing unit's rally test in phase 11 (C.4.2)
        bool monster = false;            // --monster: the tester is a monster (C-15)
    };
    static Parsed parse(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // The test as the rules core works it out.
    struct Answer
    {
        QStringList refusals;            // why the unit does not test; empty: it tests
        std::optional<FanAssessment> assessment; // with --losses
        int mmv = 0;
        std::array<std::optional<FanResult>, 4> faces; // the result of D4 = 1 … 4
        std::array<Fraction, 4> odds;    // by FanResult
        QStringList notes;               // rows typed but not applied, and why
    };
    static Answer answer(const Parsed &p);
    static QJsonObject json(const Parsed &p);
    // The unit and the conditions that make the typed rows apply (C.3 step 3), for FanTest::assess.
    static FanTestInput input(const Parsed &p);
};

} // namespace md::fantasy
