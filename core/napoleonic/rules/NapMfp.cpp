#include "napoleonic/rules/NapMfp.h"

#include "napoleonic/rules/NapCmr.h"

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

int gradeIndex(NapGrade grade)
{
    switch (grade) {
    case NapGrade::Militia:
        return 0;
    case NapGrade::Line:
        return 1;
    case NapGrade::Elite:
        return 2;
    }
    return 0;
}

// B.4.6's fixed values in whole MFP (E15 is a half point, E18/E19 the scenario's).
int fixedValue(NapMfpEvent event)
{
    switch (event) {
    case NapMfpEvent::E01:
    case NapMfpEvent::E02:
    case NapMfpEvent::E03:
    case NapMfpEvent::E13:
    case NapMfpEvent::E17:
    case NapMfpEvent::E20:
        return 1;
    case NapMfpEvent::E04:
    case NapMfpEvent::E12:
    case NapMfpEvent::E14:
        return 2;
    case NapMfpEvent::E11:
        return 4;
    case NapMfpEvent::E05:
    case NapMfpEvent::E06:
    case NapMfpEvent::E07:
    case NapMfpEvent::E08:
    case NapMfpEvent::E16:
        return 5;
    case NapMfpEvent::E09:
    case NapMfpEvent::E10:
        return 15;
    case NapMfpEvent::E15:
    case NapMfpEvent::E18:
    case NapMfpEvent::E19:
        break;
    }
    return 0;
}

// Adds `count` x `event` (at `value` for E18) to the list, merging with an entry of the same event and value.
void addEntry(QList<NapMfpEntry> &list, NapMfpEvent event, int count, int value = 0)
{
    if (count == 0)
        return;
    for (NapMfpEntry &e : list) {
        if (e.event == event && e.value == value) {
            e.count += count;
            return;
        }
    }
    list.append(NapMfpEntry{event, count, value});
}

} // namespace

int NapMfp::unitValue(const NapUnit &unit, NapGrade grade, const NapRules &rules)
{
    if (unit.type == NapUnitType::Headquarters)
        return 0;
    if (unit.type == NapUnitType::Skirmish && !rules.skirmishCountsForMfp)
        return 0; // B-33 option
    const int g = gradeIndex(grade);
    if (unit.type == NapUnitType::Artillery || unit.type == NapUnitType::Train)
        return g + 1;
    const int figures = unit.startFigures;
    const int band = figures >= 11 ? 3 : figures >= 8 ? 2 : figures >= 4 ? 1 : 0; // 13+ as 11-12 (B.4.5)
    return band + g;
}

int NapMfp::officerValue(NapCommandLevel level)
{
    switch (level) {
    case NapCommandLevel::Brigade:
    case NapCommandLevel::Division:
    case NapCommandLevel::WingCorps:
        return 5;
    case NapCommandLevel::Army:
    case NapCommandLevel::Nation:
        return 15;
    }
    return 0;
}

int NapMfp::commandValue(const NapCommand &command, const NapArmy &army, const NapBattle &battle)
{
    int value = command.officerAppointed ? officerValue(command.level) : 0;
    for (const NapUnit &u : command.units)
        value += unitValue(u, NapCmr::grade(u, army, battle), battle.rules);
    return value;
}

int NapMfp::totalHalf(const NapArmy &army, const NapBattle &battle)
{
    qint64 whole = army.extraMfp;
    for (const NapCommand &c : army.commands) {
        const bool counts = c.presence == NapPresence::OnTable
                            || (c.presence == NapPresence::Withdrawn && !battle.rules.withdrawalRemovesMfp);
        if (counts)
            whole += commandValue(c, army, battle);
    }
    for (const NapPosition &p : army.positions)
        whole += p.mfp;
    return int(std::clamp<qint64>(2 * whole, 0, std::numeric_limits<int>::max()));
}

int NapMfp::eventHalf(const NapMfpEntry &entry, const NapSettings &settings)
{
    qint64 half = 0;
    switch (entry.event) {
    case NapMfpEvent::E15:
        half = entry.count;
        break;
    case NapMfpEvent::E18:
        half = 2 * qint64(entry.count) * entry.value;
        break;
    case NapMfpEvent::E19:
        half = 2 * qint64(entry.count) * (entry.value > 0 ? entry.value : settings.roadExitMfp);
        break;
    default:
        half = 2 * qint64(entry.count) * fixedValue(entry.event);
        break;
    }
    return int(std::clamp<qint64>(half, std::numeric_limits<int>::min() / 4, std::numeric_limits<int>::max() / 4));
}

int NapMfp::tier(int usedHalf, int totalHalf)
{
    const qint64 u = usedHalf;
    const qint64 m = totalHalf;
    if (u <= m)
        return 0; // B-25: demoralized only when used exceeds the total
    if (u >= 2 * m)
        return 3;
    if (2 * u >= 3 * m)
        return 2;
    return 1;
}

bool NapMfp::within90(int usedHalf, int totalHalf)
{
    if (totalHalf <= 0)
        return usedHalf > 0;
    return 10 * qint64(usedHalf) >= 9 * qint64(totalHalf);
}

QList<NapMfpEntry> NapMfp::suggested(const NapBattle &battle, const QString &armyId)
{
    QList<NapMfpEntry> out;
    const NapArmy *army = battle.army(armyId);
    if (!army)
        return out;
    qsizetype from = 0;
    for (qsizetype i = battle.log.size() - 1; i >= 0; --i) {
        const NapLogRecord &r = battle.log.at(i);
        if (r.event == NapLogEvent::MfpPhase && r.armyId == armyId) {
            from = i + 1;
            break;
        }
    }
    int fire = 0;
    int shock = 0;
    int removed = 0;
    int e07 = 0;
    int e09 = 0;
    int e20 = 0;
    QList<QPair<QString, int>> positions;
    for (qsizetype i = from; i < battle.log.size(); ++i) {
        const NapLogRecord &r = battle.log.at(i);
        switch (r.event) {
        case NapLogEvent::Loss:
            if (r.armyId == armyId)
                (r.shock ? shock : fire) += r.figures;
            break;
        case NapLogEvent::Rally:
        case NapLogEvent::RoutedOff:
            if (r.armyId == armyId && r.mfpHalf > 0)
                removed += r.mfpHalf / 2;
            break;
        case NapLogEvent::CommandChanged:
            if (r.armyId != armyId || r.mfpHalf == 0)
                break;
            if (r.detail.startsWith("officer="_L1)) {
                const int sign = r.mfpHalf > 0 ? 1 : -1;
                (std::abs(r.mfpHalf) >= 2 * officerValue(NapCommandLevel::Army) ? e09 : e07) += sign;
            } else if (r.detail.startsWith("withdrawn"_L1)) {
                e20 += r.mfpHalf / 2;
            }
            break;
        case NapLogEvent::PositionTaken: {
            // 15.86: the former owner pays the position's value, the capturer gains it back.
            const int value = r.mfpHalf / 2;
            positions.append({r.detail, r.armyId == armyId ? value : -value});
            break;
        }
        default:
            break;
        }
    }
    addEntry(out, NapMfpEvent::E01, std::max(0, fire));
    addEntry(out, NapMfpEvent::E02, std::max(0, shock));
    addEntry(out, NapMfpEvent::E03, removed);
    addEntry(out, NapMfpEvent::E07, std::max(0, e07));
    addEntry(out, NapMfpEvent::E09, std::max(0, e09));
    if (battle.hourlyTurn()) {
        int attack = 0;
        int engage = 0;
        int march = 0;
        for (const NapCommand &c : army->commands) {
            if (c.presence != NapPresence::OnTable)
                continue;
            switch (c.order) {
            case NapOrder::Attack:
                ++attack;
                break;
            case NapOrder::Engage:
            case NapOrder::Defend:
                ++engage;
                break;
            case NapOrder::March:
                ++march;
                break;
            case NapOrder::None:
                break;
            }
        }
        addEntry(out, NapMfpEvent::E11, attack);
        addEntry(out, NapMfpEvent::E12, engage);
        addEntry(out, NapMfpEvent::E13, march);
    }
    for (const auto &p : positions)
        addEntry(out, NapMfpEvent::E18, 1, p.second);
    addEntry(out, NapMfpEvent::E20, e20);
    return out;
}

QString NapMfp::text(int half)
{
    const qint64 h = half;
    const qint64 magnitude = h < 0 ? -h : h;
    QString s = QString::number(magnitude / 2);
    if (magnitude % 2)
        s += ".5"_L1;
    return h < 0 ? u'-' + s : s;
}

} // namespace md::nap
