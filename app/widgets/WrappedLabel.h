#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>
#include <QSizePolicy>

#include <utility>
#include <vector>

namespace md {

// A word-wrapped QLabel that lays its text out once per text and width. QLabel measures a wrapped rich text
// by laying the whole document out at the asked width and back at the old one, for every size hint and every
// heightForWidth a layout asks, and layouts ask many times a pass (issue 19: QTextDocument::setTextWidth was
// the first cost of a start). This label remembers the answers until something that changes them changes:
// the text, the font, the style, a margin, the alignment, the format or the size limits. It looks and
// behaves as a QLabel; set its text only when it changes (setText of the same text does nothing, clear()
// of an empty label measures again).
class WrappedLabel : public QLabel
{
public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // Everything QLabel's measure depends on besides the width.
    struct Key
    {
        QString text;
        QFont font;
        int margin = 0;
        int indent = 0;
        int alignment = 0;
        int format = 0;
        int frameWidth = 0;
        int direction = 0;
        QMargins contents;
        QSize minimum;
        QSize maximum;
        QSizePolicy policy;
        bool operator==(const Key &other) const = default;
    };
    Key currentKey() const;
    // Forgets the answers when the key moved on.
    void validate() const;

    mutable Key m_key;
    mutable bool m_valid = false;
    mutable QSize m_sizeHint;
    mutable QSize m_minimumSizeHint;
    mutable std::vector<std::pair<int, int>> m_heights; // width, height: the few widths a pass tries
};

} // namespace md
