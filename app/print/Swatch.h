#pragma once

#include <QColor>
#include <QString>

namespace md {

// How a printed result looks (a system's outcome: ratio's Cautious, Shaken …): its colour, and for
// greyscale printing a grey level, a hatching and a letter, so that it reads without colour.
struct Swatch
{
    enum class Hatch { None, Diagonal, Cross, DenseCross };

    QColor colour;
    QColor greyscale;
    Hatch hatch = Hatch::None;
    QString letter;     // small, in a corner of a cell or inside a swatch box; may be empty
    qreal width = 11.0; // of a swatch box, in points: the same for every swatch of a set, so columns line up
};

} // namespace md
