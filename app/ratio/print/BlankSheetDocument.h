#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md {

// (a) The blank, photocopiable battlegroup status sheet (R4, R12): the battlegroup's endurance, the
// Morale Determinations Table (R5), and spaces for vehicles and strongpoints, infantry units and
// warbots with every field of R4, tick boxes per man or rank point, and marker boxes.
class BlankSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::BlankSheetDocument)

public:
    static constexpr int maxUnits = 200;
    static constexpr int defaultUnits = 3;
    static constexpr int soldierRows = 10; // a squad (R1)
    static constexpr int robotRows = 4;

    // Spaces for `units` units of each kind (vehicles and strongpoints, infantry, warbots); 1 … maxUnits.
    explicit BlankSheetDocument(int units = defaultUnits);
    BlankSheetDocument(int vehicles, int infantry, int robots);

    int vehicles() const { return m_vehicles; }
    int infantry() const { return m_infantry; }
    int robots() const { return m_robots; }

    QString title() const override;
    QString footer() const override;
    QString subtitle() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    int m_vehicles;
    int m_infantry;
    int m_robots;
};

} // namespace md
