#include "napoleonic/NapOptions.h"

#include "napoleonic/io/NapRuleKeys.h"

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
const char *const context = "md::nap::NapOptions";

// The switches' labels and rules, in NapRuleKeys' order.
struct SwitchText
{
    const char *label;
    const char *rule;
};

constexpr SwitchText switchTexts[] = {
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "50 % figure loss: the chart's −2 (N17) stacks with 15.52's −2 instead of counting once (B-5)"), "B-5"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Optional rule 15.53a: cannon lost count like figures, permanently, instead of −1 this phase only"), "15.53a"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Grade (for X-a and MFP) from the current CMR instead of the starting battleday CMR (B-4)"), "B-4"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Officer benefits (P06) summed instead of the best single officer (B-31)"), "B-31"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Terrain adjustments (P03–P05) summed instead of the best single value (B-31)"), "B-31"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Fully deployed skirmishers failing by 1–4 retire in column without also being Disordered (B-10)"), "B-10"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "A Disordered unit getting a Disorder result routs (B-14)"), "B-14"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "15.28 is omitted only for a grouped unit's first check, as 15.29 literally says (B-9)"), "B-9"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Demoralization penalty recomputed as −rate × hours demoralized instead of accumulated (B.4.7)"), "B.4.7"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "A unit routing off the table costs 1 MFP per remaining figure, as E03 (B-19)"), "B-19"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "A withdrawing command's MFP value is removed from the army's total (B-21, 15.80)"), "B-21"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Independent skirmish companies count as MFP units (B-33)"), "B-33"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Offer N16: receiving check, partially unarmed (non-European units) (B-27)"), "B-27"},
    {QT_TRANSLATE_NOOP("md::nap::NapOptions", "Campaign rule: −1 CMR for an army that exceeded its MFP on the previous battleday (15.96)"), "15.96"},
};
static_assert(std::size(switchTexts) == napRuleKeys.size());

// The readings applied without a switch.
struct Fixed
{
    const char *key;
    const char *label;
    const char *rule;
};

constexpr Fixed fixedReadings[] = {
    {"adjustments-to-cmr", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Adjustments are added to the CMR (the target), never to the roll (B-1)"), "B-1"},
    {"margin-bands", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Roll over the target by 1–4: Disordered; by 5 or more: Routed; at or under: pass (B-2)"), "B-2"},
    {"shock-roll-applies-now", QT_TRANSLATE_NOOP("md::nap::NapOptions", "15.28's ±1 for a natural 1 or 10 applies to the check that rolled it, cumulatively in the Shock Phase (B-3, B.3.4)"), "B-3"},
    {"highest-current-cmr", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A square or building's units test once against the highest current CMR (B-32, B.2.3)"), "B-32"},
    {"artillery-half-once", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A battery at half crew and half cannon takes −2 once, not −4 (B-35, B-30, B.3.1)"), "B-35"},
    {"cannon-not-twice", QT_TRANSLATE_NOOP("md::nap::NapOptions", "With 15.53a, the permanent cannon count replaces this phase's −1; nothing is subtracted twice (B.3.1)"), "B.3.1"},
    {"half-open-bands", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Cavalry distance bands: within 4\", over 4\" to 8\", over 8\" to 16\" (B-6, B.3.2)"), "B-6"},
    {"percent-to-points", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Officer benefits in CMR points; a percentage converts at 10 % = 1 point, rounded down (B-29, B.3.2)"), "B-29"},
    {"shock-odds-table", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Shock odds adjustments −4 … +2 as a steady sequence; 75–199 %: 0 (B-7, B.3.3)"), "B-7"},
    {"shock-odds-non-charge", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Shock odds apply to receiving checks against an assault that is not a cavalry charge (B-8, B.3.3)"), "B-8"},
    {"shock-odds-floor", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Shock odds percentage is floor(100 × attacker ÷ defender), then looked up (B.3.3)"), "B.3.3"},
    {"half-current-figures", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Exemption X-b compares twice the routing unit's figures with the testing unit's current figures (B-11)"), "B-11"},
    {"formed-close-order", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A \"formed\" unit is a close-order unit, neither skirmishers nor routed (B-12)"), "B-12"},
    {"failed-charge-declaration", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A failed check to declare a charge: no charge, and the Disordered or Routed result applies (B-13)"), "B-13"},
    {"disorder-in-shock", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A Disordered unit receiving shock has only 15.67's −2 in combat, no extra morale adjustment (B-15)"), "B-15"},
    {"rally-restriction-c", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Rally restriction (c) is the club's own wording, off unless enabled in the players' data (B-16, B.4.3)"), "B-16"},
    {"rally-pass-fail", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A rally is pass or fail: roll at or under the target rallies to Disordered (B-17, B.4.4)"), "B-17"},
    {"rally-failures-per-rout", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Failed rally attempts count per rout and reset when the unit rallies; the second removes it (B-18, B.4.4)"), "B-18"},
    {"one-rout-move", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A unit failing to rally makes one rout move in the Rally Phase, not two (B-34, B.4.4)"), "B-34"},
    {"mfp-table", QT_TRANSLATE_NOOP("md::nap::NapOptions", "The MFP per unit table as reconstructed, Line 5–7, artillery and train 1/2/3 (B-20, B.4.5)"), "B-20"},
    {"thirteen-figures", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Units of 13 or more figures use the 11–12 figures column of the MFP table (B.4.5)"), "B.4.5"},
    {"withdrawal-charge-stays", QT_TRANSLATE_NOOP("md::nap::NapOptions", "A withdrawing command's 1 MFP per unit stays on the register; on return it arrives as reinforcements (B-21)"), "B-21"},
    {"road-exit-side", QT_TRANSLATE_NOOP("md::nap::NapOptions", "The road-exit MFP (players' data) is charged to the side whose exit is touched (B-22)"), "B-22"},
    {"march-per-command", QT_TRANSLATE_NOOP("md::nap::NapOptions", "E17 costs 1 MFP per arriving command and hour, not per unit (B.4.6)"), "B.4.6"},
    {"stray-marks", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Stray characters and handwritten notes of the scan are ignored (B-23, B-28)"), "B-23"},
    {"penalty-accumulates", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Demoralization penalty: each hourly turn adds the current tier's rate, cumulatively (B-24, B.4.7)"), "B-24"},
    {"thresholds", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Demoralized when used is strictly over the total; 90 %, 150 % and 200 % are reached at or over (B-25)"), "B-25"},
    {"revert-resets-penalty", QT_TRANSLATE_NOOP("md::nap::NapOptions", "Back to normal standing the penalty resets to 0; changed orders stay until re-issued (B-26, B.4.7)"), "B-26"},
    {"n14-user-defined", QT_TRANSLATE_NOOP("md::nap::NapOptions", "N14, illegible in the seed, is a row the players define (B-27)"), "B-27"},
    {"grouped-no-shock-adj", QT_TRANSLATE_NOOP("md::nap::NapOptions", "15.28 is not applied to a grouped check (square, building, cluster) (B-9)"), "B-9"},
};
} // namespace

QList<RuleOption> NapOptions::all()
{
    const NapRules defaults;
    QList<RuleOption> options;
    // The switches: each default is the spec's reading.
    for (std::size_t i = 0; i < napRuleKeys.size(); ++i)
        options.append({QString(napRuleKeys[i].key), context, switchTexts[i].label,
                        QString::fromLatin1(switchTexts[i].rule), defaults.*napRuleKeys[i].member, true});
    // The readings applied without a switch, listed so that every one is visible.
    for (const Fixed &f : fixedReadings)
        options.append({QString::fromLatin1(f.key), context, f.label, QString::fromLatin1(f.rule), true, false});
    return options;
}

bool NapOptions::value(const NapRules &rules, const QString &key, bool *known)
{
    for (const NapRuleKey &k : napRuleKeys) {
        if (key == k.key) {
            if (known)
                *known = true;
            return rules.*(k.member);
        }
    }
    if (known)
        *known = false;
    return false;
}

bool NapOptions::set(NapRules &rules, const QString &key, bool value)
{
    for (const NapRuleKey &k : napRuleKeys) {
        if (key == k.key) {
            rules.*(k.member) = value;
            return true;
        }
    }
    return false;
}

} // namespace md::nap
