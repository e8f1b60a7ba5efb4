#pragma once

#include "fantasy/model/FanBattle.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace md::fantasy {

// `moraledesk summary` and `validate` for a fantasy battle.
class FanSummary
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanSummary)

public:
    static QJsonObject json(const FanBattle &battle);
    static QString validLine(const QString &fileName, const FanBattle &battle);
};

} // namespace md::fantasy
