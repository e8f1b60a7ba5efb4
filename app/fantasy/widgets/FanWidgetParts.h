#pragma once

#include "widgets/WrappedLabel.h"

#include <QFrame>
#include <QScrollArea>
#include <QString>
#include <QWidget>

// What the fantasy play widgets build alike: a signed number, a wrapped text, a scrolling column, a button that
// says why not.
namespace md::fantasy::parts {

// The property holding what a button does, shown under the reason it cannot now.
inline constexpr char usualTip[] = "usualToolTip";

// A modifier's value as the sheet prints it: "+2", "−3" (a real minus sign), "0".
inline QString signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

// A number with a real minus sign and no plus: a BMV, an MMV, an FMV.
inline QString number(int value) { return value < 0 ? signedNumber(value) : QString::number(value); }

// The reason first, then what the button does; Qt shows a disabled button's tooltip.
inline void allowWhen(QWidget *widget, const QString &whyNot)
{
    const QString usual = widget->property(usualTip).toString();
    widget->setEnabled(whyNot.isEmpty());
    widget->setToolTip(whyNot.isEmpty() ? usual
                                        : (usual.isEmpty() ? whyNot : whyNot + QStringLiteral("\n\n") + usual));
}

// A word-wrapped text laid out once per text and width (WrappedLabel).
inline WrappedLabel *wrapped(QWidget *parent, const QString &objectName)
{
    auto *label = new WrappedLabel(parent);
    label->setObjectName(objectName);
    return label;
}

// A column that scrolls up and down, never sideways, rather than squeezing its rows.
inline QScrollArea *scrolling(QWidget *inside, QWidget *parent)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(inside);
    return scroll;
}

} // namespace md::fantasy::parts
