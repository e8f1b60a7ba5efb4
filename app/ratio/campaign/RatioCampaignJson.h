#pragma once

#include "ratio/model/Battlegroup.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {

// Ratio's battlegroups and units as a campaign file stores them: compact JSON of battlegroup file format v1.
class RatioCampaignJson
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioCampaignJson)

public:
    static QString battlegroup(const Battlegroup &bg);
    // `what` names it in the error ("the roster of … after battle 2").
    static std::optional<Battlegroup> battlegroup(const QString &json, const QString &what, QString *error);
    // A replacement is stored as one unit object of battlegroup file format v1.
    static QString unit(const Unit &unit);
    static std::optional<Unit> unit(const QString &json, QString *error);
};

} // namespace md
