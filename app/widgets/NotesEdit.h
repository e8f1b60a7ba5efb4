#pragma once

#include <QPlainTextEdit>

namespace md {

// Multi-line notes: committed when the user leaves the field, never per keystroke.
class NotesEdit : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit NotesEdit(QWidget *parent = nullptr);
    QSize sizeHint() const override;

Q_SIGNALS:
    void editingFinished();

protected:
    void focusOutEvent(QFocusEvent *event) override;
};

} // namespace md
