#include "fantasy/print/FanProfileSheetDocument.h"

#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/print/FanSheetParts.h"

namespace md::fantasy {

FanProfileSheetDocument::FanProfileSheetDocument(FanProfile profile) : m_profile(std::move(profile)) {}

QString FanProfileSheetDocument::title() const { return FanSheetParts::sheetTitle(); }

QString FanProfileSheetDocument::subtitle() const { return raceAndRevision(m_profile); }

QString FanProfileSheetDocument::footer() const { return FanPrintStyle::footer(); }

QList<FlowBlock> FanProfileSheetDocument::blocks(const QSizeF &body) const
{
    return FanSheetParts::sheet(&m_profile, body.width());
}

QString FanProfileSheetDocument::raceAndRevision(const FanProfile &profile)
{
    const QString race = profile.race.trimmed().isEmpty() ? tr("Unnamed race") : profile.race;
    // The revision first: a long race name is cut short in the header, never the revision.
    return tr("Revision %1 · %2").arg(QString::number(profile.revision), race);
}

} // namespace md::fantasy
