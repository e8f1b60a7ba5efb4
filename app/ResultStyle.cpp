#include "ResultStyle.h"

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
        return QCoreApplication::translate("md::ResultStyle", "C", "Cautious");
    case FailureResult::Shaken:
        return QCoreApplication::translate("md::ResultStyle", "S", "Shaken");
    case FailureResult::Broken:
        return QCoreApplication::translate("md::ResultStyle", "B", "Broken");
    case FailureResult::Eliminated:
        return QCoreApplication::translate("md::ResultStyle", "E", "Eliminated");
    case FailureResult::Destroyed:
    case FailureResult::None:
        break;
    }
    return {};
}

} // namespace md
