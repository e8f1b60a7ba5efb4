#pragma once

#include "napoleonic/model/NapArmy.h"
#include "napoleonic/model/NapLogRecord.h"
#include "napoleonic/model/NapRules.h"
#include "napoleonic/model/NapSettings.h"

#include <QList>
#include <QSet>
#include <QString>

namespace md::nap {

// One Napoleonic file: one army or both sides of a battleday, the players' data (B.6), the switchable readings
// (B.5) and the whole play state (turn, phase, pending checks, log), so that a saved game reopens exactly.
struct NapBattle
{
    static constexpr const char *systemId = "napoleonic-morale";

    QString name;
    QString notes;
    int battleday = 1;
    int turn = 1;
    int phaseIndex = 0;          // into settings.phases
    bool night = false;          // a night game turn (N12, X-d)
    NapRules rules;
    NapSettings settings;
    QList<NapArmy> armies;
    QList<NapPendingCheck> pending; // in the order they are to be resolved
    QList<NapLogRecord> log;

    NapPhase phase() const;
    // Hourly game turns (B.1 hourCounter): the first turn, then every settings.turnsPerHour turns.
    bool hourlyTurn() const;

    const NapArmy *army(const QString &id) const;
    NapArmy *army(const QString &id);
    // A unit with the command and army that hold it; nulls when there is none.
    const NapUnit *unit(const QString &id, const NapCommand **command = nullptr, const NapArmy **army = nullptr) const;
    NapUnit *unit(const QString &id, NapCommand **command = nullptr, NapArmy **army = nullptr);
    // The command with its army.
    const NapCommand *command(const QString &id, const NapArmy **army = nullptr) const;
    NapCommand *command(const QString &id, NapArmy **army = nullptr);

    // Ids are shared by armies, commands and units and stay unique.
    QSet<QString> usedIds() const;
    // `stem` if it is free, else "stem-2", "stem-3" ...
    static QString freeId(const QString &stem, const QSet<QString> &used);

    friend bool operator==(const NapBattle &, const NapBattle &) = default;
};

} // namespace md::nap
