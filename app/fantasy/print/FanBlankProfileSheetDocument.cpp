#include "fantasy/print/FanBlankProfileSheetDocument.h"

#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/print/FanSheetParts.h"

namespace md::fantasy {

namespace {
bool fitsOnePage(const QSizeF &body, int rows)
{
    return PageFlow::paginate(FanSheetParts::sheet(nullptr, body.width(), rows), body.width(), body.height()).size() == 1;
}
} // namespace

int FanBlankProfileSheetDocument::modifierRows(const QSizeF &body)
{
    // A sheet to photocopy is one sheet of paper: the rows that are left go to the modifiers, the longest list.
    int rows = minModifierRows;
    while (rows < maxModifierRows && fitsOnePage(body, rows + 1))
        ++rows;
    return rows;
}

QString FanBlankProfileSheetDocument::title() const { return FanSheetParts::sheetTitle(); }

QString FanBlankProfileSheetDocument::subtitle() const { return tr("Blank: may be photocopied"); }

QString FanBlankProfileSheetDocument::footer() const { return FanPrintStyle::footer(); }

QList<FlowBlock> FanBlankProfileSheetDocument::blocks(const QSizeF &body) const
{
    return FanSheetParts::sheet(nullptr, body.width(), modifierRows(body));
}

} // namespace md::fantasy
