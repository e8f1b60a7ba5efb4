#pragma once

#include "kernel/RuleSystem.h"

namespace md::fantasy {

// Fantasy BMV + D4 with the races' Profile Sheets (seed 004, Part C of secondary-systems.md) behind the
// RuleSystem seam.
class FanSystem final : public RuleSystem
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanSystem)

public:
    static QString systemId();
    QString id() const override { return systemId(); }
    QString displayName() const override;
    int currentFormat() const override;
    StateReadResult read(const QJsonObject &root, const QByteArray &json, int format) const override;
    QByteArray write(const GameState &state) const override;
    std::unique_ptr<GameState> newState() const override;
    QList<RuleOption> options() const override;
    QList<Printable> printables() const override;
    StepResult playStep(GameState &state, const QString &step, DiceSource &dice) const override;
    QJsonObject summary(const GameState &state) const override;
    RolledDice rolls(const GameState &state) const override;
    QString validLine(const QString &fileName, const GameState &state) const override;
};

} // namespace md::fantasy
