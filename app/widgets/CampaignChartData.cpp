#include "widgets/CampaignChartData.h"

#include "CampaignDatabase.h"

#include <QMap>

#include <algorithm>

namespace md {

namespace {

struct Row
{
    QString force;
    int battle = 0;
    QString battleName;
    int starting = 0;
    int ending = 0;
    int lost = 0;
};

} // namespace

CampaignChartData CampaignChartData::build(const CampaignDatabase &campaign)
{
    CampaignChartData data;
    QString error;
    QList<Row> rows;
    QStringList forces;
    QMap<int, QString> battles; // number → name, of the battles with points to chart
    for (const QString &force : campaign.battlegroups(&error)) {
        const auto history = campaign.strengthHistory(force, &error);
        if (!history) {
            data.emptyText = error;
            return data;
        }
        // A force whose records hold no morale points (a system that does not count them) has nothing to chart.
        const bool counted = std::any_of(history->cbegin(), history->cend(),
                                         [](const StrengthPoint &p) { return p.startingPoints > 0 || p.lostPoints > 0; });
        if (!counted)
            continue;
        forces.append(force);
        for (const StrengthPoint &p : *history) {
            rows.append({force, p.battle, p.battleName, p.startingPoints, p.endingPoints, p.lostPoints});
            battles.insert(p.battle, p.battleName);
        }
    }
    if (!error.isEmpty()) {
        data.emptyText = error;
        return data;
    }
    if (battles.isEmpty()) {
        const auto recorded = campaign.battleCount(&error);
        if (!recorded)
            data.emptyText = error;
        else if (*recorded == 0)
            data.emptyText = tr("No battle is recorded yet: record one to see each force's losses here.");
        else
            data.emptyText = tr("The rule system of the battles recorded here counts no morale points, so there are no "
                                "losses to chart; its own pages show each battle.");
        return data;
    }

    if (battles.size() == 1) {
        data.kind = Kind::OneBattle;
        data.stacked = true;
        data.title = tr("Battle %1, \"%2\": each force's morale points, kept and lost")
                         .arg(battles.firstKey())
                         .arg(battles.first());
        data.axisX = tr("Force");
        data.axisY = tr("Morale points");
        Set kept{tr("Points at the end"), {}};
        Set lost{tr("Points lost"), {}};
        for (const Row &r : std::as_const(rows)) {
            data.categories.append(r.force);
            kept.values.append(r.ending);
            lost.values.append(r.lost);
            data.maxValue = std::max(data.maxValue, r.ending + r.lost);
        }
        data.sets = {kept, lost};
        return data;
    }

    data.kind = Kind::Battles;
    const QList<int> numbers = battles.keys();
    const int count = static_cast<int>(numbers.size());
    data.battlesPerCategory = (count + maxCategories - 1) / maxCategories;
    const int per = data.battlesPerCategory;
    QMap<int, int> categoryOf; // battle number → category
    for (int i = 0; i < count; ++i) {
        const int category = i / per;
        categoryOf.insert(numbers.at(i), category);
        if (i % per == 0) {
            const int last = numbers.at(std::min(count, i + per) - 1);
            data.categories.append(per == 1 || last == numbers.at(i) ? QString::number(numbers.at(i))
                                                                     : tr("%1–%2").arg(numbers.at(i)).arg(last));
        }
    }
    data.title = per == 1 ? tr("Morale points each force lost in each battle")
                          : tr("Morale points each force lost, %n battles to a bar", nullptr, per);
    data.axisX = per == 1 ? tr("Battle") : tr("Battles");
    data.axisY = tr("Morale points lost");
    for (const QString &force : std::as_const(forces)) {
        Set set{force, QList<int>(data.categories.size(), 0)};
        for (const Row &r : std::as_const(rows)) {
            if (r.force == force)
                set.values[categoryOf.value(r.battle)] += r.lost;
        }
        for (const int v : std::as_const(set.values))
            data.maxValue = std::max(data.maxValue, v);
        data.sets.append(set);
    }
    return data;
}

} // namespace md
