#pragma once

#include "model/Outcome.h"

#include <QColor>
#include <QString>

namespace md {

// The seed's legend (green Cautious, yellow Shaken, orange Broken, red Eliminated), light enough for
// black text, plus a letter for each so no one has to tell the colours apart.
struct ResultStyle
{
    static QColor colour(FailureResult result);
    static QString letter(FailureResult result); // C, S, B, E; empty for none
    static QColor textColour() { return QColor(0x11, 0x11, 0x11); }
};

} // namespace md
