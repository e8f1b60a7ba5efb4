#include "ratio/widgets/UnitSummaryView.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/models/UnitSummaryModel.h"

#include <QHeaderView>

namespace md {

UnitSummaryView::UnitSummaryView(QWidget *parent) : QTableView(parent)
{
    setObjectName(QStringLiteral("unitSummary"));
    setAccessibleName(tr("Unit summary"));
    verticalHeader()->hide();
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setWordWrap(true);
}

void UnitSummaryView::setDocument(BattlegroupDocument *document)
{
    m_document = document;
    // The view lets go of the old model first, then it goes; the new one comes when the tab shows.
    UnitSummaryModel *old = m_model;
    m_model = nullptr;
    setModel(nullptr);
    delete old;
    if (isVisible())
        makeModel();
}

void UnitSummaryView::makeModel()
{
    if (m_model || !m_document)
        return;
    m_model = new UnitSummaryModel(m_document, this);
    setModel(m_model);
}

UnitSummaryModel *UnitSummaryView::summaryModel()
{
    makeModel();
    return m_model;
}

void UnitSummaryView::showEvent(QShowEvent *event)
{
    makeModel();
    QTableView::showEvent(event);
}

} // namespace md
