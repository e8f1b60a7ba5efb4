#pragma once

#include "widgets/WrappedLabel.h"

#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QString>
#include <QWidget>

// What the Napoleonic play widgets build alike: a wrapped text, a scrolling list, a button that says why not.
namespace md::nap::parts {

// The property holding what a button does, shown under the reason it cannot now.
inline constexpr char usualTip[] = "usualToolTip";

// The reason first, then what the button does; Qt shows a disabled button's tooltip.
inline void allowWhen(QWidget *widget, const QString &whyNot)
{
    const QString usual = widget->property(usualTip).toString();
    widget->setEnabled(whyNot.isEmpty());
    widget->setToolTip(whyNot.isEmpty() ? usual
                                        : (usual.isEmpty() ? whyNot : whyNot + QStringLiteral("\n\n") + usual));
}

// A word-wrapped text laid out once per text and width (WrappedLabel).
inline QLabel *wrapped(QWidget *parent, const QString &objectName)
{
    auto *label = new WrappedLabel(parent);
    label->setWordWrap(true);
    label->setObjectName(objectName);
    return label;
}

// A list that scrolls up and down, never sideways, rather than squeezing its rows.
inline QScrollArea *scrolling(QWidget *inside, QWidget *parent)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(inside);
    return scroll;
}

} // namespace md::nap::parts
