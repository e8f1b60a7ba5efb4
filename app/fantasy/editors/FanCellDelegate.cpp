#include "fantasy/editors/FanCellDelegate.h"

#include "fantasy/editors/FanOptionalIntValidator.h"

#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <algorithm>

namespace md::fantasy {

FanCellDelegate::FanCellDelegate(Kind kind, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_kind(kind)
{
}

FanCellDelegate *FanCellDelegate::number(int minimum, int maximum, QObject *parent)
{
    auto *d = new FanCellDelegate(Kind::Number, parent);
    d->m_minimum = minimum;
    d->m_maximum = maximum;
    return d;
}

FanCellDelegate *FanCellDelegate::optionalNumber(int minimum, int maximum, QObject *parent)
{
    auto *d = new FanCellDelegate(Kind::OptionalNumber, parent);
    d->m_minimum = minimum;
    d->m_maximum = maximum;
    return d;
}

FanCellDelegate *FanCellDelegate::text(const QString &pattern, QObject *parent)
{
    auto *d = new FanCellDelegate(Kind::Text, parent);
    d->m_pattern = pattern;
    return d;
}

FanCellDelegate *FanCellDelegate::choice(const QList<Choice> &choices, QObject *parent)
{
    auto *d = new FanCellDelegate(Kind::Choice, parent);
    d->m_choices = choices;
    return d;
}

bool FanCellDelegate::isBlank(const QVariant &value)
{
    return !value.isValid() || value.isNull() || value.toString().trimmed().isEmpty();
}

bool FanCellDelegate::readNumber(const QVariant &value, int minimum, int maximum, int *out)
{
    if (isBlank(value))
        return false;
    bool ok = false;
    const int n = value.toString().trimmed().toInt(&ok);
    if (!ok || n < minimum || n > maximum)
        return false;
    *out = n;
    return true;
}

QWidget *FanCellDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    switch (m_kind) {
    case Kind::Number: {
        auto *box = new QSpinBox(parent);
        box->setRange(m_minimum, m_maximum);
        box->setFrame(false);
        return box;
    }
    case Kind::OptionalNumber: {
        auto *edit = new QLineEdit(parent);
        edit->setValidator(new FanOptionalIntValidator(m_minimum, m_maximum, edit));
        edit->setPlaceholderText(tr("empty"));
        edit->setFrame(false);
        return edit;
    }
    case Kind::Text: {
        auto *edit = new QLineEdit(parent);
        if (!m_pattern.isEmpty())
            edit->setValidator(new QRegularExpressionValidator(QRegularExpression(m_pattern), edit));
        edit->setFrame(false);
        return edit;
    }
    case Kind::Choice: {
        auto *combo = new QComboBox(parent);
        for (const Choice &c : m_choices)
            combo->addItem(c.text, c.value);
        // A pick is the edit: no second click to leave the cell.
        auto *self = const_cast<FanCellDelegate *>(this);
        connect(combo, &QComboBox::activated, self, [self, combo] {
            Q_EMIT self->commitData(combo);
            Q_EMIT self->closeEditor(combo);
        });
        return combo;
    }
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void FanCellDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *box = qobject_cast<QSpinBox *>(editor)) {
        box->setValue(value.toInt());
    } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(value.toInt())));
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        edit->setText(m_kind == Kind::OptionalNumber && isBlank(value) ? QString() : value.toString());
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void FanCellDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *box = qobject_cast<QSpinBox *>(editor)) {
        box->interpretText();
        model->setData(index, box->value());
    } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData());
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        if (m_kind != Kind::OptionalNumber) {
            model->setData(index, edit->text());
        } else if (edit->text().trimmed().isEmpty()) {
            model->setData(index, QVariant());
        } else if (edit->hasAcceptableInput()) {
            // The validator reads the number as the locale writes it; the model takes it as a number.
            bool ok = false;
            const int n = edit->validator()->locale().toInt(edit->text().trimmed(), &ok);
            if (ok)
                model->setData(index, n);
        }
        // A half-typed number ("-") changes nothing.
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace md::fantasy
