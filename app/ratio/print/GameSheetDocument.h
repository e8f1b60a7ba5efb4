#pragma once

#include "print/PrintDocument.h"
#include "ratio/print/FilledSheetDocument.h"

#include <QList>

#include <memory>

namespace md {

// The filled status sheet of a game of two sides (R12): each side's sheet in turn, the second from a new page,
// so each player gets his own pages to mark up and key back in.
class GameSheetDocument final : public PrintDocument
{
public:
    explicit GameSheetDocument(const QList<Battlegroup> &sides);

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &column) const override;

private:
    QList<std::shared_ptr<FilledSheetDocument>> m_sheets;
    QString m_subtitle;
};

} // namespace md
