#include "ratio/print/ResultStyle.h"

#include "print/PrintPainter.h"

#include <QCoreApplication>

namespace md {

QColor ResultStyle::colour(FailureResult result)
{
    switch (result) {
    case FailureResult::Cautious:
        return QColor(0x9c, 0xd8, 0x8e);
    case FailureResult::Shaken:
        return QColor(0xf6, 0xe2, 0x6b);
    case FailureResult::Broken:
        return QColor(0xf5, 0xa5, 0x4a);
    case FailureResult::Eliminated:
        return QColor(0xe8, 0x6a, 0x5c);
    case FailureResult::Destroyed:
        return QColor(0x9a, 0x9a, 0x9a);
    case FailureResult::None:
        break;
    }
    return QColor(0xff, 0xff, 0xff);
}

QString ResultStyle::letter(FailureResult result)
{
    switch (result) {
    case FailureResult::Cautious:
        return QCoreApplication::translate("md::ResultStyle", "Ca", "Cautious");
    case FailureResult::Shaken:
        return QCoreApplication::translate("md::ResultStyle", "Sh", "Shaken");
    case FailureResult::Broken:
        return QCoreApplication::translate("md::ResultStyle", "Br", "Broken");
    case FailureResult::Eliminated:
        return QCoreApplication::translate("md::ResultStyle", "El", "Eliminated");
    case FailureResult::Destroyed:
    case FailureResult::None:
        break;
    }
    return {};
}

QColor ResultStyle::greyscaleColour(FailureResult result)
{
    switch (result) {
    case FailureResult::Cautious:
        return QColor(0xee, 0xee, 0xee);
    case FailureResult::Shaken:
        return QColor(0xdc, 0xdc, 0xdc);
    case FailureResult::Broken:
        return QColor(0xc8, 0xc8, 0xc8);
    case FailureResult::Eliminated:
        return QColor(0xb4, 0xb4, 0xb4);
    case FailureResult::Destroyed:
        return QColor(0xa0, 0xa0, 0xa0);
    case FailureResult::None:
        break;
    }
    return QColor(0xff, 0xff, 0xff);
}

ResultStyle::Hatch ResultStyle::hatch(FailureResult result)
{
    switch (result) {
    case FailureResult::Shaken:
        return Hatch::Diagonal;
    case FailureResult::Broken:
        return Hatch::Cross;
    case FailureResult::Eliminated:
    case FailureResult::Destroyed:
        return Hatch::DenseCross;
    case FailureResult::Cautious:
    case FailureResult::None:
        break;
    }
    return Hatch::None;
}

qreal ResultStyle::swatchWidth()
{
    QStringList letters;
    for (FailureResult r : {FailureResult::Cautious, FailureResult::Shaken, FailureResult::Broken, FailureResult::Eliminated})
        letters << letter(r);
    return PrintPainter::swatchWidth(letters);
}

Swatch ResultStyle::swatch(FailureResult result)
{
    return {colour(result), greyscaleColour(result), hatch(result), letter(result), swatchWidth()};
}

} // namespace md
