#include "widgets/WrappedLabel.h"

#include <QEvent>

namespace md {

namespace {
// Widths a layout tries in one pass (its own, the scroll area's, the minimum): a few, the same each pass.
constexpr std::size_t kWidthsKept = 8;
} // namespace

WrappedLabel::WrappedLabel(QWidget *parent) : QLabel(parent) { setWordWrap(true); }

WrappedLabel::Key WrappedLabel::currentKey() const
{
    const int wrap = wordWrap() ? static_cast<int>(Qt::TextWordWrap) : 0;
    return Key{text(),
               font(),
               margin(),
               indent(),
               static_cast<int>(alignment()) | wrap,
               static_cast<int>(textFormat()),
               frameWidth(),
               static_cast<int>(layoutDirection()),
               contentsMargins(),
               minimumSize(),
               maximumSize(),
               sizePolicy()};
}

void WrappedLabel::validate() const
{
    Key key = currentKey();
    if (m_valid && key == m_key)
        return;
    m_key = std::move(key);
    m_valid = true;
    m_sizeHint = QLabel::sizeHint();
    m_minimumSizeHint = QLabel::minimumSizeHint();
    m_heights.clear();
}

QSize WrappedLabel::sizeHint() const
{
    validate();
    return m_sizeHint;
}

QSize WrappedLabel::minimumSizeHint() const
{
    validate();
    return m_minimumSizeHint;
}

int WrappedLabel::heightForWidth(int width) const
{
    validate();
    for (const auto &[known, height] : m_heights) {
        if (known == width)
            return height;
    }
    if (m_heights.size() >= kWidthsKept)
        m_heights.clear();
    const int height = QLabel::heightForWidth(width);
    m_heights.emplace_back(width, height);
    return height;
}

void WrappedLabel::changeEvent(QEvent *event)
{
    // A new style measures differently, which the key does not see.
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange)
        m_valid = false;
    QLabel::changeEvent(event);
}

} // namespace md
