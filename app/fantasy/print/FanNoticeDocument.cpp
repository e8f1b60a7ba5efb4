#include "fantasy/print/FanNoticeDocument.h"

#include "fantasy/print/FanPrintStyle.h"
#include "print/PrintParts.h"

namespace md::fantasy {

FanNoticeDocument::FanNoticeDocument(QString title, QString subtitle, QString text)
    : m_title(std::move(title)), m_subtitle(std::move(subtitle)), m_text(std::move(text))
{
}

QString FanNoticeDocument::footer() const { return FanPrintStyle::footer(); }

QList<FlowBlock> FanNoticeDocument::blocks(const QSizeF &body) const
{
    QList<FlowBlock> list;
    PrintParts::appendParagraph(list, m_text, body.width(), PrintParts::bodyPt + 1.5, 12.0);
    return list;
}

} // namespace md::fantasy
