#pragma once

#include "kernel/Modifier.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QString>

namespace md::nap {

// The player's words for the Napoleonic window: names by id, circumstances by their code, the terms of a
// target, a log record in a sentence.
class NapTexts
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapTexts)

public:
    // The unit's, command's or army's name; the id itself when it has none or is unknown.
    static QString unitName(const NapBattle &battle, const QString &id);
    static QString commandName(const NapBattle &battle, const QString &id);
    static QString armyName(const NapBattle &battle, const QString &id);
    // "2nd Line, 3rd Line"
    static QString unitNames(const NapBattle &battle, const QStringList &ids);
    // "I-a", "P-b" (B.2.1, B.2.2)
    static QString code(NapCircumstance circumstance);
    // "+1", "−2", "0"
    static QString signedNumber(int value);
    // "2 figures lost, 1 cannon lost" (B.2); negative numbers are corrections.
    static QString losses(int figures, int cannon);
    // One term a line: "−2 figures lost (B.3.1)".
    static QString term(const Modifier &modifier);
    // A queued check: "2nd Line — P-b (at the phase's end)".
    static QString pending(const NapBattle &battle, const NapPendingCheck &check);
    // The record in a sentence, for the battle log.
    static QString record(const NapBattle &battle, const NapLogRecord &record);
    // The phase in the current turn: "Reciprocal Infantry/Cavalry Fire".
    static QString phaseName(NapPhase phase) { return enumDisplayName(phase); }
};

} // namespace md::nap
