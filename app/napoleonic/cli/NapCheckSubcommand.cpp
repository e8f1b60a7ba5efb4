#include "napoleonic/cli/NapCheckSubcommand.h"

#include "cli/ArgumentErrors.h"
#include "cli/CommandLine.h"
#include "napoleonic/cli/NapCommandLine.h"
#include "napoleonic/model/NapBattle.h"
#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapCmr.h"
#include "options/SingleValueOptions.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <array>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

const QString kCheck = u"check"_s;
// A current CMR a player types: far beyond any roll either way, still a number.
constexpr int maxCmrTyped = 99;
constexpr int maxAdjustment = NapFileLimits::maxAdjustment;

// B.3.2: P03-P05's values; the chart leaves them to the terrain (B.6), the spec's table gives them.
struct TerrainRow
{
    const char *key;
    int value;
};
constexpr std::array<TerrainRow, 3> terrainRows{{{"p03", 1}, {"p04", 1}, {"p05", 2}}};

std::optional<int> terrainValue(const QString &key)
{
    for (const TerrainRow &row : terrainRows) {
        if (key == QLatin1StringView(row.key))
            return row.value;
    }
    return std::nullopt;
}

const NapChartRow *chartRow(const QList<NapChartRow> &chart, const QString &key)
{
    for (const NapChartRow &row : chart) {
        if (row.key == key)
            return &row;
    }
    return nullptr;
}

QString rowLabel(const NapChartRow &row) { return QCoreApplication::translate("md::nap::NapAdjustments", row.label); }

// "3.5" for 7 half inches.
QString inches(int halfInches)
{
    return halfInches % 2 == 0 ? QString::number(halfInches / 2) : u"%1.5"_s.arg(halfInches / 2);
}

QJsonArray termsJson(const Modifiers &terms)
{
    QJsonArray list;
    for (const Modifier &m : terms)
        list.append(QJsonObject{{u"key"_s, m.key}, {u"label"_s, m.label}, {u"delta"_s, m.delta}, {u"source"_s, m.source}});
    return list;
}

} // namespace

QString NapCheckSubcommand::meaning(NapResult result)
{
    switch (result) {
    case NapResult::Pass:
        return tr("the unit carries on; a Disordered unit stays Disordered, only the Rally Phase clears it (B.3.6).");
    case NapResult::Disordered:
        return tr("half movement (a quarter in a charge zone), -2 in Shock Combat, artillery fires at a quarter, no "
                  "square bonus against charging cavalry, until a Rally Phase clears it (B.4.1, B.4.3); fully deployed "
                  "skirmishers also form column and retire 10\" (B.3.5).");
    case NapResult::Routed:
        return tr("a rout move to the rear now; from now on its only check is its rally (X-g, B.4.2). Formed friends "
                  "within 2\" that see it check at once (I-b, N09 -2, B.3.6).");
    case NapResult::Rallied:
        return tr("the unit is Disordered now and becomes Good at the next Rally Phase that allows it "
                  "(B.4.3, B.4.4). Rallied units usually face the rear (15.78).");
    case NapResult::RallyFailed:
        return tr("the unit keeps routing and retreats once this Rally Phase (B-34); friends it "
                  "passes take no check (X-c). A second failed attempt in this rout removes the whole unit as "
                  "casualties, 1 MFP a figure (B.4.4 step 3, E03).");
    case NapResult::Removed:
        return tr("the whole unit leaves the table; its remaining figures cost 1 MFP each in the next Army Morale "
                  "Fatigue Phase (B.4.4 step 3, E03).");
    case NapResult::None:
        break;
    }
    return {};
}

int NapCheckSubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(arguments, out, err);
    if (p.exitCode)
        return *p.exitCode;
    if (p.json) {
        out << QJsonDocument(json(p)).toJson(QJsonDocument::Compact) << Qt::endl;
        return CommandLine::Ok;
    }
    const Assessment a = assess(p);
    out << (p.rally ? tr("Rally attempt (B.4.4): one d10 (a 0 is 10) against T, the current CMR plus the "
                         "adjustments; T or less rallies, any higher roll fails (B-17).")
                    : tr("Morale check (B.3.4): one d10 (a 0 is 10) against T, the current CMR plus the adjustments "
                         "(B.3.1-B.3.3)."))
        << '\n';
    for (const Modifier &m : a.terms)
        out << u"  %1  %2 (%3)"_s.arg(NapCommandLine::signedNumber(m.delta).rightJustified(3), m.label, m.source) << '\n';
    out << tr("T = %1.").arg(a.target) << '\n';
    for (const QString &note : a.notes)
        out << u"  "_s << note << '\n';

    struct Band
    {
        QString label;
        Fraction p;
        NapResult result;
    };
    QList<Band> bands;
    if (p.rally) {
        bands = {{tr("Rallied"), a.odds.pass, NapResult::Rallied},
                 {p.secondAttempt ? tr("Removed") : tr("Failed"), a.odds.rout, NapResult::RallyFailed}};
        if (p.secondAttempt)
            out << tr("The second attempt of this rout: a failure removes the whole unit as casualties, 1 MFP a "
                      "figure (B.4.4 step 3, E03).")
                << '\n';
    } else {
        out << (p.shockPhase ? tr("In the Shock Combat Phase: a natural 1 adds 1 to T, a natural 10 takes 1 off, "
                                  "for this check and to the end of the phase (15.28, B-3).")
                             : tr("Outside the Shock Combat Phase: roll T or less to pass; 1-4 over is Morale "
                                  "Disordered; 5 or more over is Routed (B.3.4)."))
            << '\n';
        bands = {{tr("Pass"), a.odds.pass, NapResult::Pass},
                 {tr("Disordered"), a.odds.disorder, NapResult::Disordered},
                 {tr("Routed"), a.odds.rout, NapResult::Routed}};
    }
    qsizetype width = 0;
    for (const Band &b : bands)
        width = std::max(width, b.label.size());
    for (const Band &b : bands) {
        const QList<int> faces = NapCommandLine::faces(a.target, p.shockPhase, b.result);
        out << u"  "_s << b.label.leftJustified(width + 2) << b.p.toString().leftJustified(6)
            << (faces.isEmpty() ? tr("no roll")
                : faces.size() == 1 ? tr("roll %1").arg(faces.constFirst())
                                    : tr("rolls %1").arg(NapCommandLine::faceText(faces)))
            << '\n';
    }
    if (p.roll) {
        const int roll = *p.roll;
        QString line = tr("Roll %1").arg(roll);
        if (a.shockDelta != 0)
            line += u" "_s
                    + (a.shockDelta > 0 ? tr("(a natural 1 in the Shock Combat Phase: T %1 + 1 = %2, and the unit keeps "
                                             "+1 to the end of the phase, 15.28)")
                                        : tr("(a natural 10 in the Shock Combat Phase: T %1 - 1 = %2, and the unit keeps "
                                             "-1 to the end of the phase, 15.28)"))
                          .arg(a.target)
                          .arg(a.target + a.shockDelta);
        const int margin = roll - (a.target + a.shockDelta);
        line += u": "_s
                + (margin <= 0 ? tr("T or less") : p.rally ? tr("over T") : tr("%1 over T").arg(margin)) + u". "_s
                + enumDisplayName(a.result) + u": "_s + a.meaning;
        out << line << '\n';
    }
    out.flush();
    return CommandLine::Ok;
}

NapCheckSubcommand::Parsed NapCheckSubcommand::parse(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Parsed p;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Napoleonic morale (--system napoleonic): one unit's morale check or rally attempt from the numbers on "
           "the table, no file needed. It prints the target T with every term and its rule, the exact odds of "
           "each result with the rolls that give it, and with --roll the result and what it means.\n"
           "  check --cmr N [adjustments] [--roll R]\n"
           "  check --start N --lost L [--figures F] [adjustments] [--roll R]\n"
           "  check --rally --cmr N [--adj N12] [--officer B] [--roll R]\n"
           "Examples: check --start 6 --lost 1 --roll 7 (15.11's own example: Morale Disordered); "
           "check --cmr 6 --charge 3 --foot; check --cmr 7 --adj P05 --odds 450:100."));
    parser.addHelpOption();
    parser.addPositionalArgument(kCheck, tr("The check subcommand."));
    parser.addOption({u"cmr"_s, tr("The unit's current CMR, everything of B.3.1 already in it."), u"N"_s});
    parser.addOption({u"start"_s, tr("Its starting CMR for the battleday (0 to 15), to work out the current CMR."), u"N"_s});
    parser.addOption({u"lost"_s, tr("With --start: figures lost so far, -1 each (15.52)."), u"L"_s});
    parser.addOption({u"figures"_s, tr("With --start: its figures at the start; at half of them lost, -2 once (15.52, "
                                       "B-5)."),
                      u"F"_s});
    parser.addOption({u"adj"_s, tr("Rows of the 15.54 chart that apply, comma-separated: N01-N03, N09-N13, N15, N16, "
                                   "N18-N22, P01-P05 (e.g. N09,P04); N14=V for the illegible row at your club's "
                                   "value."),
                      u"ROWS"_s});
    parser.addOption({u"charge"_s, tr("Enemy cavalry declares a charge this far away, in inches to the half inch "
                                      "(3.5): N04-N08 by B-6's bands. Needs --foot or --cavalry."),
                      u"INCHES"_s});
    parser.addOption({u"foot"_s, tr("The testing unit is on foot (not cavalry).")});
    parser.addOption({u"cavalry"_s, tr("The testing unit is cavalry.")});
    parser.addOption({u"terrain"_s, tr("The best value of the terrain it is in or behind, from your terrain chart "
                                       "(P03-P05; the best single value counts, B-31)."),
                      u"N"_s});
    parser.addOption({u"officer"_s, tr("The best officer morale benefit in reach, in CMR points (P06; for a rally "
                                       "the unit must see him, 15.74)."),
                      u"N"_s});
    parser.addOption({u"odds"_s, tr("A receiving check against an assault that is not a cavalry charge: attacker and "
                                    "defender strength in figures (artillery its cannon, a train 1), e.g. 450:100 "
                                    "(B.3.3)."),
                      u"A:D"_s});
    parser.addOption({u"shock-phase"_s, tr("The check is in the Shock Combat Phase: a natural 1 or 10 moves T "
                                           "(15.28).")});
    parser.addOption({u"rally"_s, tr("A rally attempt of a routed unit in the Rally Phase (B.4.4): pass or fail.")});
    parser.addOption({u"second-attempt"_s, tr("With --rally: the unit already failed to rally in this rout, so a "
                                              "failure now removes it as casualties (B.4.4 step 3, B-18).")});
    parser.addOption({u"roll"_s, tr("The d10 rolled, 1 to 10 (a 0 is 10): prints the result and what it means."),
                      u"R"_s});
    parser.addOption({u"json"_s, tr("Print one JSON object, probabilities as reduced fractions (\"1/2\").")});
    ArgumentErrors errors(kCheck, err);
    if (const std::optional<int> exit = errors.parse(parser, arguments, out, 1)) {
        p.exitCode = exit;
        return p;
    }
    const auto usage = [&p]() -> Parsed & {
        p.exitCode = CommandLine::Usage;
        return p;
    };
    p.json = parser.isSet(u"json"_s);
    p.shockPhase = parser.isSet(u"shock-phase"_s);
    p.rally = parser.isSet(u"rally"_s);
    p.secondAttempt = parser.isSet(u"second-attempt"_s);
    if (p.secondAttempt && !p.rally) {
        errors.fail(tr("--second-attempt is for a rally: add --rally"));
        return usage();
    }

    // B.3.1: the current CMR itself, or worked out.
    if (parser.isSet(u"cmr"_s)) {
        for (const QString &name : {u"start"_s, u"lost"_s, u"figures"_s}) {
            if (parser.isSet(name))
                errors.fail(tr("--cmr is the current CMR itself; leave out --%1, or give --start and --lost without "
                               "--cmr")
                                .arg(name));
        }
        p.cmr = errors.intOption(parser, u"cmr"_s, -maxCmrTyped, maxCmrTyped);
    } else if (parser.isSet(u"start"_s)) {
        p.start = errors.intOption(parser, u"start"_s, NapFileLimits::minCmr, NapFileLimits::maxCmr).value_or(0);
        p.lost = errors.intOption(parser, u"lost"_s, 0, NapFileLimits::maxFigures, false).value_or(0);
        if (parser.isSet(u"figures"_s))
            p.figures = errors.intOption(parser, u"figures"_s, 1, NapFileLimits::maxFigures);
        if (!errors.failed() && p.figures && p.lost > *p.figures)
            errors.fail(tr("--lost (%1) cannot be above --figures (%2): the figures lost are the unit's own")
                            .arg(p.lost)
                            .arg(*p.figures));
    } else {
        errors.fail(tr("say the unit's CMR: --cmr N (its current CMR), or --start N --lost L [--figures F] "
                       "(B.3.1)"));
    }
    if (errors.failed())
        return usage();
    // B.3.1 as assess() works it out, for the rows that depend on it (N13).
    int currentCmr = p.cmr.value_or(p.start - p.lost);
    if (!p.cmr && p.figures && 2 * p.lost >= *p.figures)
        currentCmr -= 2;

    if (parser.isSet(u"foot"_s) && parser.isSet(u"cavalry"_s))
        errors.fail(tr("--foot and --cavalry: the unit is one or the other"));
    p.kindGiven = parser.isSet(u"foot"_s) || parser.isSet(u"cavalry"_s);
    p.foot = !parser.isSet(u"cavalry"_s);

    // The chart rows, each once, in any case; N14=V.
    const QList<NapChartRow> chart = NapAdjustments::chart();
    QStringList known;
    for (const NapChartRow &row : chart)
        known.append(row.rule);
    for (const QString &word : parser.value(u"adj"_s).split(u',', Qt::SkipEmptyParts)) {
        if (errors.failed())
            break;
        const QString typed = word.trimmed();
        const qsizetype eq = typed.indexOf(u'=');
        const QString key = (eq < 0 ? typed : typed.left(eq)).trimmed().toLower();
        if (key == "n14"_L1) {
            bool ok = false;
            const int value = eq < 0 ? 0 : typed.mid(eq + 1).trimmed().toInt(&ok);
            if (!ok || value < -maxAdjustment || value > maxAdjustment)
                errors.fail(tr("--adj %1: N14's line is illegible (B-27); give your club's value, e.g. N14=-1 (%2 to "
                               "%3)")
                                .arg(typed)
                                .arg(-maxAdjustment)
                                .arg(maxAdjustment));
            else
                p.n14 = value;
            continue;
        }
        if (eq >= 0) {
            errors.fail(tr("--adj %1: only N14 takes a value; the other rows' values are the chart's").arg(typed));
            break;
        }
        if (!chartRow(chart, key)) {
            errors.fail(tr("--adj: no row of the 15.54 chart is called \"%1\"; the rows are %2")
                            .arg(typed, known.join(u", "_s)));
            break;
        }
        const QString rule = key.toUpper();
        if (key >= "n04"_L1 && key <= "n08"_L1)
            errors.fail(tr("--adj %1: the charge rows come from the distance; give --charge INCHES with --foot or "
                           "--cavalry (B-6)")
                            .arg(rule));
        else if (key == "n17"_L1)
            errors.fail(tr("--adj N17: the -2 at 50 % figure loss is 15.52's, counted once in the current CMR (B-5); "
                           "give --start, --lost and --figures, or a --cmr that has it"));
        else if (key == "p06"_L1)
            errors.fail(tr("--adj P06: give the officer's benefit in CMR points as --officer N (15.56)"));
        else if (key == "n13"_L1 && currentCmr > 7)
            errors.fail(tr("--adj N13 is for a unit of CMR 7 or less; this one's current CMR is %1").arg(currentCmr));
        else if (key == "n12"_L1 && !p.rally)
            errors.fail(tr("--adj N12 is for a rally attempt on a night turn: add --rally"));
        else if ((key == "p01"_L1 || key == "p02"_L1) && p.kindGiven && p.foot)
            errors.fail(tr("--adj %1 is for cavalry, and the unit is --foot").arg(rule));
        else if (!p.rows.contains(key))
            p.rows.append(key);
    }

    if (parser.isSet(u"charge"_s)) {
        static const QRegularExpression distance(u"^(\\d{1,4})(?:\\.(0|5))?\"?$"_s);
        const QString text = parser.value(u"charge"_s).trimmed();
        const QRegularExpressionMatch m = distance.match(text);
        const int half = m.hasMatch() ? 2 * m.captured(1).toInt() + (m.captured(2) == "5"_L1 ? 1 : 0) : -1;
        if (half < 0 || half > 2 * NapFileLimits::maxInches)
            errors.fail(tr("--charge is a distance in inches to the half inch, from 0 to %1 (3 or 3.5), not \"%2\"")
                            .arg(NapFileLimits::maxInches)
                            .arg(text));
        else if (!p.kindGiven)
            errors.fail(tr("--charge needs --foot or --cavalry: their bands differ (B-6)"));
        else
            p.chargeHalfInches = half;
    }
    if (parser.isSet(u"terrain"_s))
        p.terrain = errors.intOption(parser, u"terrain"_s, 0, maxAdjustment);
    p.officer = errors.intOption(parser, u"officer"_s, 0, maxAdjustment, false).value_or(0);
    if (parser.isSet(u"odds"_s)) {
        static const QRegularExpression ratio(u"^(\\d{1,7}):(\\d{1,7})$"_s);
        const QString text = parser.value(u"odds"_s).trimmed();
        const QRegularExpressionMatch m = ratio.match(text);
        const int attacker = m.hasMatch() ? m.captured(1).toInt() : 0;
        const int defender = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (attacker < 1 || defender < 1 || attacker > NapFileLimits::maxInteger || defender > NapFileLimits::maxInteger)
            errors.fail(tr("--odds is attacker:defender strength, two whole numbers from 1 to %1 (450:100), not \"%2\"")
                            .arg(NapFileLimits::maxInteger)
                            .arg(text));
        else if (p.kindGiven && !p.foot)
            errors.fail(tr("--odds: cavalry takes no shock odds adjustment; its charges have the distance rows "
                           "(B-8)"));
        else if (p.chargeHalfInches >= 0)
            errors.fail(tr("--odds and --charge: the odds are for an assault that is not a cavalry charge (B.3.3, "
                           "B-8)"));
        else {
            p.oddsAttacker = attacker;
            p.oddsDefender = defender;
        }
    }
    if (p.rally) {
        for (const QString &name : {u"shock-phase"_s, u"charge"_s, u"odds"_s}) {
            if (parser.isSet(name))
                errors.fail(tr("--rally and --%1: a rally is in the Rally Phase, against no charge or assault (B.4.4)")
                                .arg(name));
        }
    }
    if (parser.isSet(u"roll"_s)) {
        if (const std::optional<int> roll = errors.intOption(parser, u"roll"_s, 0, 10))
            p.roll = *roll == 0 ? 10 : *roll; // B.3.4 step 2: a 0 is 10
    }
    if (errors.failed())
        return usage();
    return p;
}

NapCheckSubcommand::Assessment NapCheckSubcommand::assess(const Parsed &p)
{
    Assessment a;
    if (p.cmr) {
        a.terms.append({u"cmr"_s, tr("Current CMR"), *p.cmr, u"B.3.1"_s});
    } else {
        a.terms.append({u"start"_s, tr("Starting CMR"), p.start, u"B.3.1"_s});
        if (p.lost > 0)
            a.terms.append({u"figures-lost"_s, tr("Figures lost (%1)").arg(p.lost), -p.lost, u"15.52"_s});
        if (p.figures) {
            NapUnit unit;
            unit.startCmr = p.start;
            unit.startFigures = *p.figures;
            unit.figuresLost = p.lost;
            if (NapCmr::halfStrength(unit))
                a.terms.append({u"half-strength"_s, tr("At or over 50 % figure loss (%1 of %2), applied once")
                                                        .arg(p.lost)
                                                        .arg(*p.figures),
                                -2, u"15.52, N17, B-5"_s});
        }
    }

    const QList<NapChartRow> chart = NapAdjustments::chart();
    for (const NapChartRow &row : chart) {
        if (!p.rows.contains(row.key) || terrainValue(row.key))
            continue;
        if (row.key == "n22"_L1 && p.rows.contains(u"n21"_s)) {
            a.terms.append({row.key, tr("%1 (not added to N21: at most -1 from both, 15.54)").arg(rowLabel(row)), 0,
                            row.rule});
            continue;
        }
        // N16 is the doubtful reading of an OCR'd line, offered only as an option (B-27).
        a.terms.append({row.key, rowLabel(row), row.value, row.key == "n16"_L1 ? row.rule + u", B-27"_s : row.rule});
    }
    if (p.n14) {
        const NapChartRow *row = chartRow(chart, u"n14"_s);
        a.terms.append({u"n14"_s,
                        row ? tr("%1, at the club's value").arg(rowLabel(*row))
                            : tr("The illegible line of the 15.54 chart, at the club's value"),
                        *p.n14, u"N14, B-27"_s});
    }
    if (p.chargeHalfInches >= 0) {
        const int delta = NapAdjustments::chargeDistance(p.foot, p.chargeHalfInches);
        // The chart row the distance falls in (B-6's half-open bands).
        QString key;
        if (p.foot)
            key = delta == -5 ? u"n04"_s : delta == -3 ? u"n05"_s : delta == -1 ? u"n06"_s : QString();
        else
            key = delta == -3 ? u"n07"_s : delta == -1 ? u"n08"_s : QString();
        const NapChartRow *row = key.isEmpty() ? nullptr : chartRow(chart, key);
        if (row)
            a.terms.append({key, tr("%1: at %2\"").arg(rowLabel(*row), inches(p.chargeHalfInches)), delta,
                            row->rule + u", B-6"_s});
        else
            a.terms.append({u"charge"_s, tr("Enemy cavalry declares a charge at %1\": beyond the bands")
                                             .arg(inches(p.chargeHalfInches)),
                            delta, u"B-6"_s});
        if (delta == 0 && p.foot)
            a.notes.append(tr("A foot unit beyond the charging cavalry's movement range does not test at all "
                              "(P-d, the note under 15.54)."));
    }

    // P03-P05, B-31: the best single terrain value counts; the others are shown at 0.
    struct Terrain
    {
        QString key;
        QString label;
        int value;
        QString source;
    };
    QList<Terrain> terrain;
    for (const TerrainRow &t : terrainRows) {
        const QString key = QLatin1StringView(t.key);
        if (!p.rows.contains(key))
            continue;
        const NapChartRow *row = chartRow(chart, key);
        terrain.append({key, row ? rowLabel(*row) : key.toUpper(), t.value, key.toUpper()});
    }
    if (p.terrain)
        terrain.append({u"terrain"_s, tr("Terrain, the club's terrain chart (B.6)"), *p.terrain, u"P03-P05"_s});
    qsizetype best = -1;
    for (qsizetype i = 0; i < terrain.size(); ++i) {
        if (best < 0 || terrain.at(i).value > terrain.at(best).value)
            best = i;
    }
    for (qsizetype i = 0; i < terrain.size(); ++i) {
        const Terrain &t = terrain.at(i);
        if (i == best)
            a.terms.append({t.key, t.label, t.value, terrain.size() > 1 ? t.source + u", B-31"_s : t.source});
        else
            a.terms.append({t.key, tr("%1 (not added: the best single terrain value counts)").arg(t.label), 0,
                            t.source + u", B-31"_s});
    }

    if (p.officer > 0) {
        const NapChartRow *row = chartRow(chart, u"p06"_s);
        a.terms.append({u"p06"_s, row ? rowLabel(*row) : tr("Officer morale benefit"), p.officer,
                        p.rally ? u"P06, 15.74"_s : u"P06, 15.56"_s});
        if (p.rally)
            a.notes.append(tr("For a rally the routed unit must see the officer; buildings and woods block sight "
                              "(15.74)."));
    }
    if (p.oddsDefender > 0) {
        const qint64 percent = 100LL * p.oddsAttacker / p.oddsDefender;
        a.terms.append({u"odds"_s, tr("Shock odds %1:%2 (%3 %)").arg(p.oddsAttacker).arg(p.oddsDefender).arg(percent),
                        NapAdjustments::shockOdds(p.oddsAttacker, p.oddsDefender), u"B.3.3, B-7"_s});
    }

    for (const Modifier &m : std::as_const(a.terms))
        a.target += m.delta;
    if (p.rally) {
        const Fraction rallied = NapCheck::rallyOdds(a.target);
        a.odds = {rallied, Fraction(0, 1), Fraction(rallied.denominator() - rallied.numerator(), rallied.denominator())};
    } else {
        a.odds = NapCheck::odds(a.target, p.shockPhase);
    }
    if (p.roll) {
        if (p.rally)
            a.result = NapCheck::rallied(*p.roll, a.target) ? NapResult::Rallied
                       : p.secondAttempt                    ? NapResult::Removed
                                                            : NapResult::RallyFailed;
        else
            a.result = NapCheck::resolve(a.target, *p.roll, p.shockPhase, &a.shockDelta);
        a.meaning = meaning(a.result);
    }
    return a;
}

QJsonObject NapCheckSubcommand::json(const Parsed &p)
{
    const Assessment a = assess(p);
    QJsonObject o{{u"ruleSystem"_s, QString::fromLatin1(NapBattle::systemId)},
                  {u"check"_s, p.rally ? u"rally"_s : u"morale"_s},
                  {u"shockPhase"_s, p.shockPhase},
                  {u"secondAttempt"_s, p.secondAttempt},
                  {u"terms"_s, termsJson(a.terms)},
                  {u"target"_s, a.target},
                  {u"notes"_s, QJsonArray::fromStringList(a.notes)}};
    QJsonObject rolls;
    if (p.rally) {
        o.insert(u"pRallied"_s, a.odds.pass.toString());
        o.insert(u"pFailed"_s, a.odds.rout.toString());
        rolls.insert(u"rallied"_s, NapCommandLine::faceText(NapCommandLine::faces(a.target, false, NapResult::Rallied)));
        rolls.insert(u"failed"_s, NapCommandLine::faceText(NapCommandLine::faces(a.target, false, NapResult::RallyFailed)));
    } else {
        o.insert(u"pPass"_s, a.odds.pass.toString());
        o.insert(u"pDisordered"_s, a.odds.disorder.toString());
        o.insert(u"pRouted"_s, a.odds.rout.toString());
        for (const auto &[key, band] : {std::pair{u"pass"_s, NapResult::Pass}, std::pair{u"disordered"_s, NapResult::Disordered},
                                        std::pair{u"routed"_s, NapResult::Routed}})
            rolls.insert(key, NapCommandLine::faceText(NapCommandLine::faces(a.target, p.shockPhase, band)));
    }
    o.insert(u"rolls"_s, rolls);
    if (p.roll) {
        o.insert(u"roll"_s, *p.roll);
        o.insert(u"shockDelta"_s, a.shockDelta);
        o.insert(u"result"_s, enumKey(a.result));
        o.insert(u"meaning"_s, a.meaning);
    }
    return o;
}

} // namespace md::nap
