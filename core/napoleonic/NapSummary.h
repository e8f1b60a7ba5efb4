#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace md::nap {

// A Napoleonic battle as JSON for scripts, in Part B's terms: what `moraledesk summary` prints. The battleday,
// turn and phase (hourly or not); each army with its MFP used and total in half-points and as text, its tier and
// penalty (B.4.5-B.4.7); each command with its officer, order and presence; each unit with its CMR, figures,
// grade, state and formation (B.1); and the checks waiting (B.2).
class NapSummary
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapSummary)

public:
    static QJsonObject json(const NapBattle &battle);
    // `moraledesk validate`'s line for a valid battle file.
    static QString validLine(const QString &fileName, const NapBattle &battle);
};

} // namespace md::nap
