#pragma once

#include "ratio/rules/SheetReturn.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace md {

class SheetEntryModel;
class SheetEntryView;

// "Key in marked-up sheet": after a game played on paper with the filled status sheet, the player types what the
// sheet shows, row by row in its own order, and applies it as one undo step. Apply stays disabled while any cell
// is red; the list under the grid names each problem's piece and column.
class SheetEntryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SheetEntryDialog(const Battlegroup &battlegroup, QWidget *parent = nullptr);

    QList<ratio::SheetEntry> entries() const;
    SheetEntryModel *model() const { return m_model; }
    SheetEntryView *view() const { return m_view; }
    QPushButton *applyButton() const { return m_apply; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateProblems();

    SheetEntryModel *m_model;
    SheetEntryView *m_view;
    QLabel *m_problems;
    QPushButton *m_apply;
};

} // namespace md
