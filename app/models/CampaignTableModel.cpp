#include "CampaignTableModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace md {

namespace {

constexpr const char *context = "md::CampaignTableModel";

struct Title
{
    const char *list; // nullptr: any list without its own entry
    const char *column;
    const char *title;
};

constexpr Title listTitles[] = {
    {nullptr, "battles", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battles")},
    {nullptr, "participants", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Participants")},
    {nullptr, "battlegroups", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battlegroups")},
    {nullptr, "unit-results", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Unit results")},
    {nullptr, "piece-results", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Piece results")},
    {nullptr, "morale-log", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Morale log")},
    {nullptr, "service-records", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Service records")},
    {nullptr, "strength", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Strength")},
    {nullptr, "replacements", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Replacements")},
};

// The same machine name means different things in different lists ("name" is a battle's or a
// battlegroup's), so list-specific titles come first.
constexpr Title columnTitles[] = {
    {"battles", "battle", QT_TRANSLATE_NOOP("md::CampaignTableModel", "No.")},
    {"battles", "name", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battle")},
    {"battles", "outcome", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Outcome (R11)")},
    {"battlegroups", "name", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battlegroup")},
    {"morale-log", "outcome", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Check")},
    {"replacements", "id", QT_TRANSLATE_NOOP("md::CampaignTableModel", "No.")},
    {nullptr, "battle", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battle")},
    {nullptr, "date", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Date")},
    {nullptr, "scenario", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Scenario")},
    {nullptr, "turns", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Turns")},
    {nullptr, "held_by", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Held by")},
    {nullptr, "battlegroups", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battlegroups")},
    {nullptr, "notes", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Notes")},
    {nullptr, "battlegroup", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battlegroup")},
    {nullptr, "side", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Side")},
    {nullptr, "player", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Player")},
    {nullptr, "battlegroup_battle", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Its battle")},
    {nullptr, "breaking_turn", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Breaking turn")},
    {nullptr, "retreated_from_turn", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Retreated from turn")},
    {nullptr, "held_field", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Held the field")},
    {nullptr, "starting_points", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Points at start")},
    {nullptr, "ending_points", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Points at end")},
    {nullptr, "lost_points", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Points lost")},
    {nullptr, "battles", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Battles")},
    {nullptr, "last_battle", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Last battle")},
    {nullptr, "unit_id", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Unit id")},
    {nullptr, "unit", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Unit")},
    {nullptr, "kind", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Kind")},
    {nullptr, "experience", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Experience")},
    {nullptr, "pieces", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Pieces")},
    {nullptr, "casualties", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Casualties")},
    {nullptr, "surrendered", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Surrendered")},
    {nullptr, "shot", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Shot")},
    {nullptr, "eliminated", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Eliminated")},
    {nullptr, "destroyed", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Destroyed")},
    {nullptr, "abandoned", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Abandoned")},
    {nullptr, "left_board", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Left the board")},
    {nullptr, "leaders_lost", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Leaders lost")},
    {nullptr, "checks_passed", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Checks passed")},
    {nullptr, "checks_failed", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Checks failed")},
    {nullptr, "times_broken", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Times broken")},
    {nullptr, "end_status", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Status at the end")},
    {nullptr, "piece_id", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Piece id")},
    {nullptr, "piece", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Piece")},
    {nullptr, "rank", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Rank")},
    {nullptr, "morale_officer", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Morale officer")},
    {nullptr, "crew_survivor", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Crew survivor")},
    {nullptr, "presence", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Presence")},
    {nullptr, "status", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Status")},
    {nullptr, "seq", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Entry")},
    {nullptr, "turn", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Turn")},
    {nullptr, "event", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Event")},
    {nullptr, "detail", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Detail")},
    {nullptr, "points", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Points")},
    {nullptr, "starting", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Starting level")},
    {nullptr, "current", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Current level")},
    {nullptr, "need", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Need")},
    {nullptr, "modified_need", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Modified need")},
    {nullptr, "factors", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Factors")},
    {nullptr, "die", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Die")},
    {nullptr, "automatic", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Automatic")},
    {nullptr, "result", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Result")},
    {nullptr, "interceptive", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Interceptive fire")},
    {nullptr, "requested_after", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Asked for after battle")},
    {nullptr, "delay", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Delay (battles)")},
    {nullptr, "arrives_for", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Arrives for its battle")},
    {nullptr, "joined_battle", QT_TRANSLATE_NOOP("md::CampaignTableModel", "Joined in battle")},
};

template<std::size_t N>
QString lookup(const Title (&titles)[N], const QString &list, const QString &column)
{
    const auto matches = [&](const Title &t, bool anyList) {
        return QLatin1String(t.column) == column && (anyList ? t.list == nullptr : t.list && QLatin1String(t.list) == list);
    };
    for (const bool anyList : {false, true}) {
        const auto found = std::find_if(std::begin(titles), std::end(titles), [&](const Title &t) { return matches(t, anyList); });
        if (found != std::end(titles))
            return QCoreApplication::translate(context, found->title);
    }
    return {};
}

} // namespace

CampaignTableModel::CampaignTableModel(QObject *parent) : QAbstractTableModel(parent) {}

QString CampaignTableModel::listTitle(const QString &list) { return lookup(listTitles, QString(), list); }

QString CampaignTableModel::columnTitle(const QString &list, const QString &column)
{
    return lookup(columnTitles, list, column);
}

void CampaignTableModel::setTable(CampaignTable table)
{
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

int CampaignTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.rows.size());
}

int CampaignTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.columns.size());
}

QVariant CampaignTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    return m_table.rows.at(index.row()).value(index.column());
}

QVariant CampaignTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_table.columns.size())
        return {};
    const QString column = m_table.columns.at(section);
    if (role == Qt::ToolTipRole)
        return tr("CSV column: %1").arg(column); // the stable name an export carries
    if (role != Qt::DisplayRole)
        return {};
    const QString title = columnTitle(m_table.name, column);
    return title.isEmpty() ? column : title;
}

} // namespace md
