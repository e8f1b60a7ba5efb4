#pragma once

#include <QList>
#include <QStyledItemDelegate>

namespace md::fantasy {

// How a cell of the sheet's tables is typed: a whole number in a spin box, a whole number that may be left
// empty (a line edit that takes only digits in range), a text (optionally held to a pattern while typed) or
// one of a fixed set in a combo box. Set per column with QAbstractItemView::setItemDelegateForColumn.
// The models check every value again in setData, so a value the delegate would not give is refused there too.
class FanCellDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    enum class Kind { Number, OptionalNumber, Text, Choice };
    struct Choice
    {
        QString text;
        int value = 0; // what the model's EditRole holds
    };

    static FanCellDelegate *number(int minimum, int maximum, QObject *parent);
    // Empty text clears the cell (an open end, no cap, a blank of the chart).
    static FanCellDelegate *optionalNumber(int minimum, int maximum, QObject *parent);
    // `pattern`: a regular expression every text must match while it is typed; empty for any text.
    static FanCellDelegate *text(const QString &pattern, QObject *parent);
    static FanCellDelegate *choice(const QList<Choice> &choices, QObject *parent);

    Kind kind() const { return m_kind; }
    int minimum() const { return m_minimum; }
    int maximum() const { return m_maximum; }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

    // For the models' setData: whether `value` clears a cell (no value, or blank text).
    static bool isBlank(const QVariant &value);
    // `value` as a whole number from `minimum` to `maximum`; false when it is none or out of range.
    static bool readNumber(const QVariant &value, int minimum, int maximum, int *out);

private:
    FanCellDelegate(Kind kind, QObject *parent);

    Kind m_kind;
    int m_minimum = 0;
    int m_maximum = 0;
    QString m_pattern;
    QList<Choice> m_choices;
};

} // namespace md::fantasy
