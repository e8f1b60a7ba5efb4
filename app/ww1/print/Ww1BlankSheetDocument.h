#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::ww1 {

// The blank, photocopiable WW1 force sheet: the force's fields, the table of group thresholds by starting size
// (A.2.1), and spaces for groups, each with its conditions, casualty tally boxes and stand rows (rank, square,
// the T1-T3 ticks and result boxes).
class Ww1BlankSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1BlankSheetDocument)

public:
    static constexpr int maxGroups = 50;
    static constexpr int defaultGroups = 3;
    static constexpr int maxStands = 40;
    static constexpr int defaultStands = 6;
    // The largest starting size the thresholds table and the tally boxes go to.
    static constexpr int minMembers = 8;
    static constexpr int maxMembers = 200;
    static constexpr int defaultMembers = 40;

    // Each argument clamped to its range.
    explicit Ww1BlankSheetDocument(int groups = defaultGroups, int stands = defaultStands, int members = defaultMembers);

    int groups() const { return m_groups; }
    int stands() const { return m_stands; }
    int members() const { return m_members; }

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    int m_groups;
    int m_stands;
    int m_members;
};

} // namespace md::ww1
