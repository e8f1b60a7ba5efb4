#include "napoleonic/rules/NapAdjustments.h"

#include "napoleonic/rules/NapCmr.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

constexpr const char *context = "md::nap::NapAdjustments";

} // namespace

QList<NapChartRow> NapAdjustments::chart()
{
    // B.3.2 in the spec's order. Values 0: a band (N04-N08), the players' data (N14, P03-P06) or the file (N17-N20).
    static const QList<NapChartRow> rows{
        {u"n01"_s, u"N01"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Inside a burning building, grainfield or wood after the owner's Movement Phase"), true},
        {u"n02"_s, u"N02"_s, -3, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Within 6\" of an unexpected explosion"), true},
        {u"n03"_s, u"N03"_s, -1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Friendly units within 3\" of a forewarned explosion"), true},
        {u"n04"_s, u"N04"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Foot unit within 4\" of enemy cavalry declaring a charge"), false},
        {u"n05"_s, u"N05"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Foot unit 4\"-8\" from enemy cavalry declaring a charge"), false},
        {u"n06"_s, u"N06"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Foot unit 8\"-16\" from enemy cavalry declaring a charge"), false},
        {u"n07"_s, u"N07"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Cavalry within 4\" of enemy cavalry declaring a charge"), false},
        {u"n08"_s, u"N08"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Cavalry 4\"-8\" from enemy cavalry declaring a charge"), false},
        {u"n09"_s, u"N09"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Sees a friendly unit within 2\" fail its check and rout"), true},
        {u"n10"_s, u"N10"_s, -3, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Within 6\" of a surprise deployment, siege sortie or similar"), true},
        {u"n11"_s, u"N11"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Open order taking a receiving check for Shock Combat"), true},
        {u"n12"_s, u"N12"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Rallying a routing unit on a night turn"), true},
        {u"n13"_s, u"N13"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "CMR 7 or less receiving an Old Guard assault"), true},
        {u"n14"_s, u"N14"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Illegible line of the chart (the club's own row)"), false},
        {u"n15"_s, u"N15"_s, -1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Out of ammunition, or unarmed"), true},
        {u"n16"_s, u"N16"_s, -1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Receiving check, partially unarmed (non-European units; doubtful reading)"), true},
        {u"n17"_s, u"N17"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "At or over 50 % figure loss (the chart's line, stacked)"), false},
        {u"n18"_s, u"N18"_s, -1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Command has lost 20 %-39 % of its figures"), false},
        {u"n19"_s, u"N19"_s, -2, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Command has lost 40 %-59 % of its figures"), false},
        {u"n20"_s, u"N20"_s, -3, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Command has lost 60 % or more of its figures"), false},
        {u"n21"_s, u"N21"_s, -1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Line of Communication HQ or Line of Supply lost"), true},
        {u"n22"_s, u"N22"_s, -1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Senior Nation or Army commander lost: Line of Communication lost"), true},
        {u"p01"_s, u"P01"_s, 1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Cavalry charging a foot unit's flank, or open order, within 4\""), true},
        {u"p02"_s, u"P02"_s, 1, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Cavalry of a command that declared a Divisional Command Charge"), true},
        {u"p03"_s, u"P03"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "In or behind natural terrain"), false},
        {u"p04"_s, u"P04"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "In or behind a Class I or II building or a constructed position"), false},
        {u"p05"_s, u"P05"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "In a Class III building"), false},
        {u"p06"_s, u"P06"_s, 0, QT_TRANSLATE_NOOP("md::nap::NapAdjustments", "Officer morale benefit"), false},
    };
    return rows;
}

int NapAdjustments::chargeDistance(bool foot, int halfInches)
{
    if (halfInches < 0)
        return 0;
    // B-6: half-open bands, in half inches (4" = 8).
    if (foot) {
        if (halfInches <= 8)
            return -5;
        if (halfInches <= 16)
            return -3;
        if (halfInches <= 32)
            return -1;
        return 0;
    }
    if (halfInches <= 8)
        return -3;
    if (halfInches <= 16)
        return -1;
    return 0;
}

int NapAdjustments::commandLoss(int lost, int start)
{
    if (start <= 0 || lost <= 0)
        return 0;
    const qint64 l = 5 * qint64(lost);
    if (l >= 3 * qint64(start))
        return -3;
    if (l >= 2 * qint64(start))
        return -2;
    if (l >= qint64(start))
        return -1;
    return 0;
}

int NapAdjustments::shockOdds(int attacker, int defender)
{
    if (defender <= 0 || attacker < 0)
        return 0;
    const qint64 percent = 100 * qint64(attacker) / defender; // B.3.3: floor, then the table without gaps
    if (percent >= 600)
        return -4;
    if (percent >= 400)
        return -3;
    if (percent >= 300)
        return -2;
    if (percent >= 200)
        return -1;
    if (percent >= 75)
        return 0;
    if (percent >= 50)
        return 1;
    return 2;
}

Modifiers NapAdjustments::situational(const NapUnit &unit, const NapCommand &command, const NapBattle &battle,
                                      const NapSituation &situation, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return Modifiers();
    };
    if (error)
        error->clear();
    const QList<NapChartRow> rows = chart();
    // By value: the keys asked for are the chart's own, and the ticked ones are looked up first.
    const auto rowOf = [&rows](const QString &key) {
        for (const NapChartRow &r : rows)
            if (r.key == key)
                return r;
        return NapChartRow{key, key.toUpper(), 0, "", false};
    };
    const auto isTick = [&rows](const QString &key) {
        return std::any_of(rows.cbegin(), rows.cend(), [&key](const NapChartRow &r) { return r.key == key && r.tick; });
    };
    const auto label = [](const NapChartRow &r) { return QCoreApplication::translate(context, r.label); };

    Modifiers out;
    QSet<QString> seen;
    bool communications = false; // N21 and N22 together give -1 ("omit above")
    for (const QString &key : situation.ticked) {
        if (seen.contains(key))
            continue;
        seen.insert(key);
        if (isTick(key)) {
            const NapChartRow row = rowOf(key);
            if (key == "n16"_L1 && !battle.rules.offerN16)
                return fail(tr("N16 (partially unarmed, non-European units) is not offered in this battle's rules (B-27)."));
            if (key == "n21"_L1 || key == "n22"_L1) {
                if (communications)
                    continue;
                communications = true;
            }
            out.append(Modifier{row.key, label(row), row.value, row.rule});
            continue;
        }
        const NapUserAdjustment *user = nullptr;
        for (const NapUserAdjustment &a : battle.settings.userAdjustments)
            if (a.id == key)
                user = &a;
        if (!user)
            return fail(tr("\"%1\" is not a row of the morale chart or of the club's own rows.").arg(key));
        if (!user->enabled)
            return fail(tr("The club's row \"%1\" (%2) is switched off in this battle's data.").arg(key, user->label));
        out.append(Modifier{user->id, user->label, user->value, u"B.6"_s});
    }

    if (situation.chargeDistanceHalfInches >= 0) {
        const int value = chargeDistance(unit.foot(), situation.chargeDistanceHalfInches);
        if (value != 0) {
            QString key;
            if (unit.foot())
                key = value == -5 ? u"n04"_s : value == -3 ? u"n05"_s : u"n06"_s;
            else
                key = value == -3 ? u"n07"_s : u"n08"_s;
            const NapChartRow row = rowOf(key);
            out.append(Modifier{key, label(row), value, row.rule});
        }
    }

    if (battle.rules.stackHalfStrength && NapCmr::halfStrength(unit)) {
        const NapChartRow row = rowOf(u"n17"_s);
        out.append(Modifier{row.key, label(row), row.value, u"N17, B-5"_s});
    }

    if (const int value = commandLoss(command.figuresLost(), command.startFigures()); value != 0) {
        const NapChartRow row = rowOf(value == -1 ? u"n18"_s : value == -2 ? u"n19"_s : u"n20"_s);
        out.append(Modifier{row.key, label(row), value, row.rule});
    }

    if (!situation.terrain.isEmpty()) {
        int best = 0;
        int sum = 0;
        QString bestName;
        QStringList names;
        for (const QString &name : situation.terrain) {
            const NapTerrain *terrain = nullptr;
            for (const NapTerrain &t : battle.settings.terrain)
                if (t.name == name)
                    terrain = &t;
            if (!terrain)
                return fail(tr("\"%1\" is not in this battle's terrain chart.").arg(name));
            if (names.contains(name))
                continue;
            names.append(name);
            sum += terrain->moraleAdj;
            if (bestName.isEmpty() || terrain->moraleAdj > best) {
                best = terrain->moraleAdj;
                bestName = name;
            }
        }
        const bool summed = battle.rules.sumTerrain && names.size() > 1;
        const int value = summed ? sum : best;
        if (value != 0)
            out.append(Modifier{u"terrain"_s,
                                summed ? tr("Terrain: %1").arg(names.join(u", "_s))
                                       : tr("Terrain: %1").arg(bestName),
                                value, summed ? u"P03-P05, B-31"_s : u"P03-P05"_s});
    }

    if (!situation.officers.isEmpty()) {
        int best = 0;
        int sum = 0;
        QString bestName;
        QStringList names;
        for (const QString &name : situation.officers) {
            const NapOfficerBenefit *officer = nullptr;
            for (const NapOfficerBenefit &o : battle.settings.officerBenefits)
                if (o.name == name)
                    officer = &o;
            if (!officer)
                return fail(tr("\"%1\" is not in this battle's officer benefits.").arg(name));
            if (names.contains(name))
                continue;
            names.append(name);
            sum += officer->benefit;
            if (bestName.isEmpty() || officer->benefit > best) {
                best = officer->benefit;
                bestName = name;
            }
        }
        const bool summed = battle.rules.sumOfficerBenefits && names.size() > 1;
        const int value = summed ? sum : best;
        if (value != 0)
            out.append(Modifier{u"p06"_s,
                                summed ? tr("Officers: %1").arg(names.join(u", "_s))
                                       : tr("Officer: %1").arg(bestName),
                                value, summed ? u"P06, B-31"_s : u"P06"_s});
    }

    if (situation.oddsAttacker != 0 || situation.oddsDefender != 0) {
        if (!unit.foot())
            return fail(tr("Cavalry takes no shock odds adjustment: 15.55 is for infantry, artillery and trains "
                           "receiving an assault (B-8)."));
        if (situation.oddsAttacker <= 0 || situation.oddsDefender <= 0)
            return fail(tr("The shock odds need the attacker's and the defender's strength, each at least 1 (15.55)."));
        const int value = shockOdds(situation.oddsAttacker, situation.oddsDefender);
        if (value != 0)
            out.append(Modifier{u"odds"_s, tr("Shock odds %1:%2").arg(situation.oddsAttacker).arg(situation.oddsDefender),
                                value, u"15.55"_s});
    }
    return out;
}

} // namespace md::nap
