#include "print/PageSetup.h"

#include <QPagedPaintDevice>

#include <algorithm>
#include <array>

namespace md {

QPageSize::PageSizeId PageSetup::defaultForLocale(const QLocale &locale)
{
    // CLDR's paper-size data: the territories that use Letter.
    static constexpr std::array letterTerritories{
        QLocale::UnitedStates, QLocale::Canada,     QLocale::Mexico,     QLocale::Belize,
        QLocale::Chile,        QLocale::Colombia,   QLocale::CostaRica,  QLocale::Guatemala,
        QLocale::Nicaragua,    QLocale::Panama,     QLocale::Philippines, QLocale::PuertoRico,
        QLocale::ElSalvador,   QLocale::Venezuela,
    };
    const QLocale::Territory territory = locale.territory();
    const bool letter = std::find(letterTerritories.cbegin(), letterTerritories.cend(), territory) != letterTerritories.cend();
    return letter ? QPageSize::Letter : QPageSize::A4;
}

std::optional<QPageSize::PageSizeId> PageSetup::pageSizeFromName(const QString &name)
{
    if (name.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

PageSetup PageSetup::fromLayout(const QPageLayout &layout, bool greyscale)
{
    PageSetup setup;
    setup.pageSize = layout.pageSize();
    setup.orientation = layout.orientation();
    setup.margins = layout.margins(QPageLayout::Millimeter);
    setup.greyscale = greyscale;
    return setup;
}

QPageLayout PageSetup::pageLayout() const
{
    return QPageLayout(pageSize, orientation, margins, QPageLayout::Millimeter);
}

QRectF PageSetup::paperRectPoints() const { return pageLayout().fullRect(QPageLayout::Point); }

QRectF PageSetup::printableRectPoints() const { return pageLayout().paintRect(QPageLayout::Point); }

bool PageSetup::applyTo(QPagedPaintDevice *device) const
{
    return device != nullptr && device->setPageLayout(pageLayout());
}

} // namespace md
