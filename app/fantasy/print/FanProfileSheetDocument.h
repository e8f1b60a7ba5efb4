#pragma once

#include "fantasy/model/FanProfile.h"
#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::fantasy {

// A race's Profile Sheet filled from its FanProfile (C.1, C.6): race and revision, class names, the BMV chart,
// the Morale Modifiers, When to Test Morale, the hated races and each class's Morale Results as bands of colour.
// A sheet still being entered prints as it is, its empty tables saying so.
class FanProfileSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanProfileSheetDocument)

public:
    explicit FanProfileSheetDocument(FanProfile profile);

    const FanProfile &profile() const { return m_profile; }

    QString title() const override;
    // "Revision 3 · <race>": which sheet this is, on every page.
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

    // The race and revision as a subtitle, shared with the odds table.
    static QString raceAndRevision(const FanProfile &profile);

private:
    FanProfile m_profile;
};

} // namespace md::fantasy
