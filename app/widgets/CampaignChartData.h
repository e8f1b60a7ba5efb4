#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace md {

class CampaignDatabase;

// What the campaign window's chart shows, as bar sets over categories (no pixels): built from every force's
// morale points in the shared participants table, so it serves each rule system that records them.
// - One battle: one bar per force, its points at the end and its points lost stacked (the bar is its
//   starting points).
// - Several battles: the points each force lost, one group of bars per battle; beyond maxCategories battles
//   the battles are taken together in equal runs ("1–3", "4–6" …) so that the axis stays readable.
struct CampaignChartData
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignChartData)

public:
    enum class Kind { Empty, OneBattle, Battles };
    struct Set
    {
        QString name;
        QList<int> values; // one per category
        friend bool operator==(const Set &, const Set &) = default;
    };

    static constexpr int maxCategories = 20;

    Kind kind = Kind::Empty;
    QString title;
    QString axisX;
    QString axisY;
    QStringList categories;
    QList<Set> sets;
    bool stacked = false;
    int battlesPerCategory = 1;
    int maxValue = 0; // the tallest bar (stacked: the tallest stack)
    QString emptyText; // why there is nothing to chart

    // Reads the campaign; on a database error the chart is empty with the error as its emptyText.
    static CampaignChartData build(const CampaignDatabase &campaign);
};

} // namespace md
