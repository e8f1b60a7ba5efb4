#pragma once

#include <QPlainTextEdit>

namespace md::ww1 {

// Multi-line notes: committed when the user leaves the field, never per keystroke.
class Ww1NotesEdit : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit Ww1NotesEdit(QWidget *parent = nullptr);
    QSize sizeHint() const override;

Q_SIGNALS:
    void editingFinished();

protected:
    void focusOutEvent(QFocusEvent *event) override;
};

} // namespace md::ww1
