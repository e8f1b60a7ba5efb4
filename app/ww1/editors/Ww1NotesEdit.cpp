#include "ww1/editors/Ww1NotesEdit.h"

namespace md::ww1 {

Ww1NotesEdit::Ww1NotesEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QSize Ww1NotesEdit::sizeHint() const
{
    const QSize base = QPlainTextEdit::sizeHint();
    const int lines = 4;
    return {base.width(), fontMetrics().lineSpacing() * lines + 2 * frameWidth() + 8};
}

void Ww1NotesEdit::focusOutEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusOutEvent(event);
    Q_EMIT editingFinished();
}

} // namespace md::ww1
