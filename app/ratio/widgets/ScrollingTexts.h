#pragma once

#include <QList>

class QLabel;
class QLayout;
class QWidget;

namespace md {

// The texts of a play panel that change with every action, side by side in one row: on the left the labels
// about the selection (stacked), on the right the last result. Each side wraps and scrolls inside its own
// area, whose height the panel's layout fixes, not the text: so the buttons around never move (fits a
// laptop, issue 15). The labels are reparented into the areas.
QLayout *scrollingTextsRow(QWidget *parent, const QList<QLabel *> &about, QLabel *result);

} // namespace md
