#pragma once

#include "print/Swatch.h"
#include "ww1/model/Ww1Enums.h"

#include <QCoreApplication>
#include <QString>

namespace md::ww1 {

// How WW1's results look on paper: the four bands of A.3.3 from green (carry on) to red (surrender), and a
// group's withdrawal (A.4.1). Each has a letter, and in greyscale a grey level and hatching, darker as the
// result gets worse, so that nobody has to tell the colours apart.
class Ww1PrintStyle
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1PrintStyle)

public:
    // The four bands, best first (A.3.3).
    static constexpr Ww1Result bands[] = {Ww1Result::CarryOn, Ww1Result::NoCloser, Ww1Result::DuckBack,
                                          Ww1Result::Surrendered};

    static Swatch swatch(Ww1Result result);
    // A group test: carry on (the CarryOn colour) or withdraw (A.4.1).
    static Swatch groupSwatch(bool passed);
    static QString letter(Ww1Result result);
    // What a band makes the stand do (A.3.3).
    static QString meaning(Ww1Result result);
    // The totals (2d6 + modifiers) of a band: "7 or more", "3 to 6" (A.3.3, A-9).
    static QString totals(Ww1Result result);
    // The footer of every WW1 page (PrintDocument::footer()).
    static QString footer();
    // The widest swatch box any WW1 letter needs, so columns line up.
    static qreal swatchWidth();
};

} // namespace md::ww1
