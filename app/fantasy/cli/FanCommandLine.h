#pragma once

#include "fantasy/model/FanProfile.h"
#include "kernel/Fraction.h"
#include "system/Subcommand.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

class QCommandLineOption;
class QCommandLineParser;
class QTextStream;

namespace md::fantasy {

// The fantasy subcommands (FanUi's subcommands(), ruleSystem "fantasy-morale"), Qt Core only:
//   play FILE            steps on a fantasy battle file (FanPlaySubcommand)
//   odds PROFILE ...     one Morale Test from a race's Profile Sheet: BMV, modifiers, MMV, FMV, odds (FanOddsSubcommand)
//   table PROFILE        the Morale Results odds table of a sheet, by class and MMV
//   profile-check PROFILE  every fault of a Profile Sheet file, or "valid"
// Every chance is in quarters, one D4 face each (C.3 step 5).
class FanCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanCommandLine)

public:
    static constexpr int faces = 4; // one D4 (C.3 step 4)
    static constexpr std::array<FanClass, 3> classes{FanClass::A, FanClass::B, FanClass::C};
    static constexpr std::array<FanResult, 4> results{FanResult::Rout, FanResult::Retire, FanResult::CarryOn,
                                                      FanResult::UncontrolledAdvance};

    // Every one of the fantasy subcommands, as main() dispatches them.
    static QList<Subcommand> subcommands();
    // arguments[0] is the program, then the subcommand's name and its options.
    static int runTable(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int runProfileCheck(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // --json of `table`: every class of `only` (all three when empty), each MMV row with its faces and odds.
    static QJsonObject tableJson(const FanProfile &profile, const QList<FanClass> &only = {});

    // The sheet in `fileName`, or nothing with the reason on `err` as "moraledesk COMMAND: …": a missing file
    // (exit Usage), or every `$.path: reason` of a refused sheet, one a line (exit Invalid) in `exitCode`.
    // A fantasy battle file (it names its "ruleSystem") gives its `profileNumber`th sheet (1-based; 0 when
    // --profile was not given: the first), the one the battle is played with.
    static std::optional<FanProfile> readProfile(const QString &command, const QString &fileName, QTextStream &err,
                                                 int *exitCode, int profileNumber = 0);
    // --profile N: which of a battle file's sheets `odds` and `table` read.
    static QCommandLineOption profileOption();
    // The value of --profile (0 when not given), or nullopt after saying on `err` why it is refused.
    static std::optional<int> profileNumber(const QCommandLineParser &parser, const QString &command, QTextStream &err);
    // A class as typed: A, B or C in any case, or what the race calls it ("Regulars").
    static std::optional<FanClass> classOf(const FanProfile &profile, const QString &typed);
    // A chance in quarters: "3/4", "0/4", "4/4" (C.3 step 5, as the spec writes its vectors).
    static QString quarters(const Fraction &chance);
    // "Rout", "Retire", "Carry On", "UA": short enough for a column (C-1 writes RET and CO).
    static QString shortName(FanResult result);
    // "+2", "+0", "-3".
    static QString signedNumber(int n);
    // The class's ranges from the lowest FMVs up: "Rout 6 or less, Retire 7–8, …".
    static QString rangesText(const QList<FanResultBand> &bands);
    // The MMVs of a class's table: its lowest band boundary − 4 to its highest + 1, so that every face of the
    // first and last rows falls in an open end; nullopt when the bands have no boundary (one band, or none).
    static std::optional<std::pair<int, int>> mmvRange(const QList<FanResultBand> &bands);
    // Why class `c` gets no odds (no ranges yet, C.6); empty when it gets them.
    static QString noOdds(const FanProfile &profile, FanClass c);
    // "Hill dwarfs, sheet revision 3".
    static QString raceText(const FanProfile &profile);
    // Columns as wide as their widest cell; the last column is not padded.
    static void printRows(QTextStream &out, const QList<QStringList> &rows, const QString &indent = {});

private:
    static std::optional<FanProfile> profileOfBattle(const QString &command, const QString &fileName,
                                                     QTextStream &err, int *exitCode, int profileNumber);
};

} // namespace md::fantasy
