#include "widgets/NotesEdit.h"

namespace md {

NotesEdit::NotesEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QSize NotesEdit::sizeHint() const
{
    const QSize base = QPlainTextEdit::sizeHint();
    const int lines = 4;
    return {base.width(), fontMetrics().lineSpacing() * lines + 2 * frameWidth() + 8};
}

void NotesEdit::focusOutEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusOutEvent(event);
    Q_EMIT editingFinished();
}

} // namespace md
