#include "ratio/widgets/ScrollingTexts.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace md {

namespace {
QScrollArea *scrolling(QWidget *parent, QWidget *content, const QString &name)
{
    auto *area = new QScrollArea(parent);
    area->setObjectName(name);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setFrameShape(QFrame::StyledPanel);
    area->setWidget(content);
    // At least four lines; the rest of the height is what the buttons leave, whatever the text.
    area->setMinimumHeight(parent->fontMetrics().lineSpacing() * 3);
    area->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    return area;
}
} // namespace

QLayout *scrollingTextsRow(QWidget *parent, const QList<QLabel *> &about, QLabel *result)
{
    auto *aboutBox = new QWidget(parent);
    auto *aboutLayout = new QVBoxLayout(aboutBox);
    aboutLayout->setContentsMargins(4, 2, 4, 2);
    for (QLabel *label : about) {
        label->setWordWrap(true);
        aboutLayout->addWidget(label);
    }
    aboutLayout->addStretch();
    result->setWordWrap(true);
    result->setMargin(4);
    result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *row = new QHBoxLayout;
    row->addWidget(scrolling(parent, aboutBox, QStringLiteral("assessmentArea")), 3);
    row->addWidget(scrolling(parent, result, QStringLiteral("resultArea")), 2);
    return row;
}

} // namespace md
