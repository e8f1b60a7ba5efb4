#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace md::ww1 {

// A.6: one level of the casualty severity scale, and whether it counts for IM3/IM4 ("walking wounded or
// worse").
struct Ww1Severity
{
    QString name;
    bool countsForMorale = false;
    friend bool operator==(const Ww1Severity &, const Ww1Severity &) = default;
};

// The data the seed does not give (A.6), entered by the players and kept in the force file. The defaults are
// the spec's PLACEHOLDERs: editable examples, never presented as the rules.
struct Ww1Settings
{
    // IM2: "under small arms fire from within [two squares]"; the seed's bracketed 2 is the default.
    int smallArmsProximitySquares = 2;
    // Duck back "within a tactical move distance" (A.3.3); PLACEHOLDER 2.
    int tacticalMoveSquares = 2;
    // A-11's alternative: casualties in sight within this many squares count for IM3/IM4.
    int casualtySightSquares = 1;
    // PLACEHOLDER: Unhurt (no), Walking wounded, Seriously wounded, Dead (yes).
    QList<Ww1Severity> severities = placeholderSeverities();
    // Officer seniority for IM1, most senior first. PLACEHOLDER: Captain > Lieutenant > 2nd Lieutenant.
    QStringList officerRanks = placeholderOfficerRanks();

    static QList<Ww1Severity> placeholderSeverities()
    {
        return {{QStringLiteral("Unhurt"), false},
                {QStringLiteral("Walking wounded"), true},
                {QStringLiteral("Seriously wounded"), true},
                {QStringLiteral("Dead"), true}};
    }
    static QStringList placeholderOfficerRanks()
    {
        return {QStringLiteral("Captain"), QStringLiteral("Lieutenant"), QStringLiteral("2nd Lieutenant")};
    }
    // 0 for the most senior; the list's size for a rank not in it (junior to every listed rank).
    int seniorityOf(const QString &officerRank) const
    {
        const qsizetype at = officerRanks.indexOf(officerRank);
        return at < 0 ? int(officerRanks.size()) : int(at);
    }

    friend bool operator==(const Ww1Settings &, const Ww1Settings &) = default;
};

} // namespace md::ww1
