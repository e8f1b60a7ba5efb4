#include "ratio/print/GameSheetDocument.h"

#include "ratio/RatioState.h"

namespace md {

GameSheetDocument::GameSheetDocument(const QList<Battlegroup> &sides)
    : m_subtitle(ratio::RatioState(sides).name())
{
    for (const Battlegroup &side : sides)
        m_sheets.append(std::make_shared<FilledSheetDocument>(side));
}

QString GameSheetDocument::title() const { return m_sheets.constFirst()->title(); }

QString GameSheetDocument::subtitle() const { return m_subtitle; }

QString GameSheetDocument::footer() const { return m_sheets.constFirst()->footer(); }

QList<FlowBlock> GameSheetDocument::blocks(const QSizeF &column) const
{
    QList<FlowBlock> all;
    for (const auto &sheet : m_sheets) {
        QList<FlowBlock> part = sheet->blocks(column);
        if (!all.isEmpty() && !part.isEmpty())
            part.first().pageBreakBefore = true;
        all += part;
    }
    return all;
}

} // namespace md
