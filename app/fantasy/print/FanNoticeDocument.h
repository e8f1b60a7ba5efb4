#pragma once

#include "print/PrintDocument.h"

#include <QString>

namespace md::fantasy {

// One page that says why there is nothing to print, in place of a document that needs what the battle lacks: the
// odds table of a battle with no Profile Sheet yet prints this rather than nothing.
class FanNoticeDocument : public PrintDocument
{
public:
    FanNoticeDocument(QString title, QString subtitle, QString text);

    const QString &text() const { return m_text; }

    QString title() const override { return m_title; }
    QString subtitle() const override { return m_subtitle; }
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    QString m_title;
    QString m_subtitle;
    QString m_text;
};

} // namespace md::fantasy
