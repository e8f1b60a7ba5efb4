#pragma once

// What tst_ww1_print and tst_ww1_export share: the mid-game force whose sheet's every field is known.

#include "ww1/Ww1State.h"

namespace md::test {
using namespace md::ww1;
using namespace Qt::StringLiterals;

// A force mid-game, built here so the sheet's every field is known: a platoon of 10 that took 3 casualties and
// passed its C1 test (A.2.1: 3 of 10 reaches C1, A-1), a section of 4 with 2 casualties whose C1 and C2 are due
// together, and a withdrawing company.
inline Ww1Force midGameForce()
{
    Ww1Force f;
    f.name = u"Hooge, 30 July"_s;
    f.turn = 3;
    f.notes = u"Second wave goes in at dawn."_s;
    Ww1Group platoon;
    platoon.id = u"pl1"_s;
    platoon.name = u"No. 1 Platoon"_s;
    platoon.side = u"British"_s;
    platoon.kind = Ww1GroupKind::Platoon;
    platoon.role = Ww1Role::Attacker;
    platoon.startMembers = 10;
    platoon.casualties = 3;
    platoon.conditionsTested = {Ww1Condition::C1};
    Ww1Stand officer;
    officer.id = u"ashby"_s;
    officer.name = u"Lt Ashby"_s;
    officer.rank = Ww1Rank::Officer;
    officer.officerRank = u"Lieutenant"_s;
    officer.square = u"C4"_s;
    officer.testedUnderFire = true;
    officer.result = Ww1Result::CarryOn;
    Ww1Stand lewis;
    lewis.id = u"lewis"_s;
    lewis.name = u"Lewis gun team"_s;
    lewis.rank = Ww1Rank::Nco;
    lewis.square = u"C4"_s;
    lewis.testedUnderFire = true;
    lewis.result = Ww1Result::DuckBack;
    platoon.stands = {officer, lewis};
    Ww1Group section;
    section.id = u"sec"_s;
    section.name = u"Bombing section"_s;
    section.side = u"British"_s;
    section.kind = Ww1GroupKind::Section;
    section.startMembers = 4;
    section.casualties = 2;
    Ww1Stand bomber;
    bomber.id = u"bomber"_s;
    bomber.name = u"Pte Hale"_s;
    bomber.square = u"D5"_s;
    bomber.testedUnderFire = true;
    bomber.testedEnterPosition = true;
    bomber.result = Ww1Result::Surrendered;
    section.stands = {bomber};
    Ww1Group company;
    company.id = u"coy"_s;
    company.name = u"B Company"_s;
    company.side = u"German"_s;
    company.kind = Ww1GroupKind::Company;
    company.role = Ww1Role::Defender;
    company.startMembers = 40;
    company.casualties = 12;
    company.conditionsTested = {Ww1Condition::C1};
    company.status = Ww1GroupStatus::Withdrawing;
    f.groups = {platoon, section, company};
    Ww1LogRecord passed;
    passed.turn = 2;
    passed.event = Ww1LogEvent::GroupTest;
    passed.groupId = u"pl1"_s;
    passed.conditions = {Ww1Condition::C1};
    passed.roll = 7;
    passed.passed = true;
    Ww1LogRecord failed = passed;
    failed.groupId = u"coy"_s;
    failed.roll = 4;
    failed.passed = false;
    f.log = {passed, failed};
    return f;
}
} // namespace md::test
