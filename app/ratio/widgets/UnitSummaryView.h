#pragma once

#include <QTableView>

namespace md {

class BattlegroupDocument;
class UnitSummaryModel;

// The "Unit summary" tab: every unit's starting and current points, ratio and pieces by status at a glance.
class UnitSummaryView : public QTableView
{
    Q_OBJECT

public:
    explicit UnitSummaryView(QWidget *parent = nullptr);
    // Shows `document`'s side in play; null lets go of it.
    void setDocument(BattlegroupDocument *document);
    UnitSummaryModel *summaryModel() const { return m_model; }

private:
    UnitSummaryModel *m_model = nullptr;
};

} // namespace md
