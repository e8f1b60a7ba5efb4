#pragma once

#include "CampaignTypes.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

#include <optional>

class QIODevice;

namespace md {

// The lists a campaign can be exported as: fixed names, fixed SQL, fixed order (docs/campaign-format.md,
// "CSV export"). The names are the user's (command line, CSV files) and never change with the tables.
class CampaignTables
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignTables)

public:
    static QStringList names();
    static std::optional<CampaignTable> table(const QSqlDatabase &db, const QString &name, QString *error);
    static bool exportCsv(const QSqlDatabase &db, const QString &table, QIODevice *device, QString *error);
};

} // namespace md
