#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QList>

namespace md::nap {

// One line of an Army Morale Fatigue Phase: an event and how many times it happened.
struct NapMfpEntry
{
    NapMfpEvent event = NapMfpEvent::E01;
    int count = 0;
    // E18 and E19 are valued by the scenario: whole MFP per count (E19's default is NapSettings::roadExitMfp).
    // Ignored for every other event, whose value is the table's.
    int value = 0;
    friend bool operator==(const NapMfpEntry &, const NapMfpEntry &) = default;
};

// B.4.5-B.4.7: an army's MFP total, the events of the fatigue phase and demoralization. MFP are half-points.
class NapMfp
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapMfp)

public:
    // B.4.5 (1), B-20: a unit's MFP by grade and starting figures (1-3, 4-7, 8-10, 11+ with B.4.5's 13+
    // reading), artillery and train 1/2/3 by grade; skirmish companies per rules.skirmishCountsForMfp (B-33);
    // a headquarters base is not a unit (0). Whole MFP.
    static int unitValue(const NapUnit &unit, NapGrade grade, const NapRules &rules);
    // B.4.5 (2): Brigade, Divisional, Wing or Corps 5; Army, Nation 15.
    static int officerValue(NapCommandLevel level);
    // A command's value: its units and its appointed officer (whole MFP; what an arrival adds, 15.82).
    static int commandValue(const NapCommand &command, const NapArmy &army, const NapBattle &battle);
    // M in half-points: every command on the table (and withdrawn ones unless rules.withdrawalRemovesMfp,
    // B-21) plus the positions and the extra scenario MFP. Commands not yet arrived do not count.
    static int totalHalf(const NapArmy &army, const NapBattle &battle);
    // B.4.6: the half-points of `count` x `event` (E15 is 1 half-point each).
    static int eventHalf(const NapMfpEntry &entry, const NapSettings &settings);
    // B.4.7, B-25: 0; 1 when used > total; 2 when used >= 1.5 x total; 3 when used >= 2 x total (exact integers).
    static int tier(int usedHalf, int totalHalf);
    // 15.97: used >= 0.9 x total.
    static bool within90(int usedHalf, int totalHalf);
    static int tierRate(int tier) { return tier; } // -1, -2, -3 CMR per hourly turn
    // The events the program can count for an army since its last Army Morale Fatigue Phase (from the log
    // and the file): E01/E02 from losses, E03 from removals (and routs off the table with B-19), E07/E09 from
    // officers wounded or killed, E11-E13 from orders on an hourly turn, E18 from positions taken. The players
    // add the rest and may change these.
    static QList<NapMfpEntry> suggested(const NapBattle &battle, const QString &armyId);
    // "20.5" for 41 half-points.
    static QString text(int half);
};

} // namespace md::nap
