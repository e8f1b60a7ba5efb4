#include "ratio/widgets/UnitSummaryView.h"

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
    // The view lets go of the old model first, then it goes.
    UnitSummaryModel *old = m_model;
    m_model = document ? new UnitSummaryModel(document, this) : nullptr;
    setModel(m_model);
    delete old;
}

} // namespace md
