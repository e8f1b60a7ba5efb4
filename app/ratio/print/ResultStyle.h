#pragma once

#include "print/Swatch.h"
#include "ratio/model/Outcome.h"

#include <QColor>
#include <QString>

namespace md {

// The seed's legend (green Cautious, yellow Shaken, orange Broken, red Eliminated), light enough for
// black text, plus a letter for each so no one has to tell the colours apart.
struct ResultStyle
{
    static QColor colour(FailureResult result);
    static QString letter(FailureResult result); // Ca, Sh, Br, El (never a bare "S", which the table uses for automatic success); empty for none
    static QColor textColour() { return QColor(0x11, 0x11, 0x11); }

    // Greyscale printing (print/PrintPainter.h): a grey level and a hatching per result, so that results
    // read without colour, by shade, pattern and letter. Darker and denser as the result gets worse.
    using Hatch = Swatch::Hatch;
    static QColor greyscaleColour(FailureResult result);
    static Hatch hatch(FailureResult result);

    // All of it, for the printer (PrintPainter), with the width of a swatch box that fits every letter.
    static Swatch swatch(FailureResult result);
    static qreal swatchWidth();
};

} // namespace md
