#include "ratio/campaign/RatioCampaignJson.h"

#include "CampaignSql.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace md {

using campaignsql::oneLine;
using campaignsql::setError;

QString RatioCampaignJson::battlegroup(const Battlegroup &bg)
{
    return QString::fromUtf8(QJsonDocument::fromJson(BattlegroupWriter::toJson(bg)).toJson(QJsonDocument::Compact));
}

std::optional<Battlegroup> RatioCampaignJson::battlegroup(const QString &json, const QString &what, QString *error)
{
    LoadResult loaded = BattlegroupReader::fromJson(json.toUtf8());
    if (!loaded.ok()) {
        setError(error, tr("%1 cannot be read back: %2")
                            .arg(what, loaded.problems.isEmpty() ? QString() : oneLine(loaded.problems.first().toString())));
        return std::nullopt;
    }
    return std::move(loaded.battlegroup);
}

namespace {
QJsonObject holderJson()
{
    Battlegroup holder;
    holder.name = u"replacements"_s;
    return QJsonDocument::fromJson(BattlegroupWriter::toJson(holder)).object();
}

} // namespace

QString RatioCampaignJson::unit(const Unit &unit)
{
    Battlegroup holder;
    holder.name = u"replacements"_s;
    holder.units = {unit};
    const QJsonObject root = QJsonDocument::fromJson(BattlegroupWriter::toJson(holder)).object();
    const QJsonObject u = root.value(u"units"_s).toArray().at(0).toObject();
    return QString::fromUtf8(QJsonDocument(u).toJson(QJsonDocument::Compact));
}

std::optional<Unit> RatioCampaignJson::unit(const QString &json, QString *error)
{
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        setError(error, tr("a stored replacement is not a unit: %1").arg(parse.errorString()));
        return std::nullopt;
    }
    QJsonObject root = holderJson();
    root.insert(u"units"_s, QJsonArray{doc.object()});
    LoadResult loaded = BattlegroupReader::fromJson(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!loaded.ok() || loaded.battlegroup->units.size() != 1) {
        setError(error, tr("a stored replacement cannot be read back: %1")
                            .arg(loaded.problems.isEmpty() ? QString() : oneLine(loaded.problems.first().toString())));
        return std::nullopt;
    }
    return loaded.battlegroup->units.constFirst();
}

} // namespace md
