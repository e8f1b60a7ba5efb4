#pragma once

#include "fantasy/model/FanProfile.h"
#include "print/PageFlow.h"
#include "print/Swatch.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace md {
class PrintPainter;
}

namespace md::fantasy {

// How fantasy results look on paper (C.3 step 5, C.4.1): Rout red, Retire orange, Carry On green, Uncontrolled
// Advance blue; in greyscale each its own grey and hatching, and every band carries its result's name, so nobody
// has to tell the colours apart.
class FanPrintStyle
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanPrintStyle)

public:
    // The results in the order a blank sheet and a legend list them; a profile's own order is its data (C-2).
    static constexpr FanResult results[] = {FanResult::Rout, FanResult::Retire, FanResult::CarryOn,
                                            FanResult::UncontrolledAdvance};

    static Swatch swatch(FanResult result);
    // "UA" for Uncontrolled Advance (the seed's abbreviation), for a cell too narrow for the whole name.
    static QString shortName(FanResult result);
    // A band's FMVs as the sheet prints them: "≤ 6", "7–8", "7", "≥ 13", "any".
    static QString rangeText(const FanResultBand &band);
    // A number with a real minus sign and no plus: a BMV, an MMV, an FMV.
    static QString number(int value);
    // A class's bands in FMV order, the one open downwards first, as FanProfileCheck reads them.
    static QList<FanResultBand> inFmvOrder(const QList<FanResultBand> &bands);
    // A band of colour filling `rect`, with `lines` centred on it (the first bold), each wrapped to the width; in
    // greyscale the text sits on a plain patch of the grey, clear of the hatching.
    static void paintBand(PrintPainter &p, const QRectF &rect, FanResult result, const QStringList &lines, qreal pt);
    // Each result's colour and name along a line, wrapped: the key to a colour-coded page.
    static FlowBlock legend(qreal width, qreal gapBefore = 0.0);
    // The footer of every fantasy page (PrintDocument::footer()).
    static QString footer();
};

} // namespace md::fantasy
