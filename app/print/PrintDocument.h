#pragma once

#include "print/PageFlow.h"

#include <QList>
#include <QSizeF>
#include <QString>

namespace md {

// A printable document: a status sheet, the Morale Results Table, the reference card. It only says
// what goes in the body of its pages; PageRenderer adds the repeated header and "Page X of Y",
// paginates and paints it on any device.
class PrintDocument
{
public:
    virtual ~PrintDocument() = default;

    // On every page's header, and the PDF's Title.
    virtual QString title() const = 0;
    // Right-hand side of the header: the battlegroup's name where there is one.
    virtual QString subtitle() const { return {}; }
    // Left of "Page X of Y" in every page's footer: the program and the rule system.
    virtual QString footer() const { return QStringLiteral("MoraleDesk"); }
    // How many columns the body is set in at this size (points); blocks() is then asked for one
    // column's width. A card uses two on landscape paper.
    virtual int columns(const QSizeF &body) const
    {
        Q_UNUSED(body)
        return 1;
    }
    static constexpr qreal columnGap = 18.0;
    // The content cut into blocks for a column of this size (points), none taller than it.
    virtual QList<FlowBlock> blocks(const QSizeF &column) const = 0;

protected:
    PrintDocument() = default;
    PrintDocument(const PrintDocument &) = default;
    PrintDocument &operator=(const PrintDocument &) = default;
};

} // namespace md
