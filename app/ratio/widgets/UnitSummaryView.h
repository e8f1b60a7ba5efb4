#pragma once

#include <QPointer>
#include <QTableView>

namespace md {

class BattlegroupDocument;
class UnitSummaryModel;

// The "Unit summary" tab: every unit's starting and current points, ratio and pieces by status at a glance.
// Its model is made when the tab first shows for a document (or summaryModel() is first called), not before.
class UnitSummaryView : public QTableView
{
    Q_OBJECT

public:
    explicit UnitSummaryView(QWidget *parent = nullptr);
    // Shows `document`'s side in play; null lets go of it.
    void setDocument(BattlegroupDocument *document);
    UnitSummaryModel *summaryModel();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void makeModel();

    QPointer<BattlegroupDocument> m_document;
    UnitSummaryModel *m_model = nullptr;
};

} // namespace md
