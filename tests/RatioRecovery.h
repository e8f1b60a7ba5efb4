#pragma once

// Ratio's journal lines, and the battlegroup in a recovered state, for tests of the recovery copy.
#include "document/RecoveryFile.h"
#include "ratio/RatioState.h"
#include "ratio/document/BattlegroupJournal.h"

inline const md::BattlegroupJournal &ratioJournal()
{
    static const md::BattlegroupJournal journal;
    return journal;
}

inline md::Battlegroup battlegroupOf(const md::RecoveryFile::Recovered &recovered)
{
    const md::Battlegroup *battlegroup = recovered.state ? md::ratio::RatioState::of(*recovered.state) : nullptr;
    return battlegroup ? *battlegroup : md::Battlegroup{};
}
