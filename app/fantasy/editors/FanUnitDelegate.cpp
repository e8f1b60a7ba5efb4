#include "fantasy/editors/FanUnitDelegate.h"

#include "fantasy/editors/FanUnitModel.h"
#include "fantasy/io/FanFileLimits.h"
#include "fantasy/rules/FanProfileCheck.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>

namespace md::fantasy {

namespace {
using L = FanFileLimits;
} // namespace

FanUnitDelegate::FanUnitDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QWidget *FanUnitDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const auto *model = qobject_cast<const FanUnitModel *>(index.model());
    if (!model)
        return QStyledItemDelegate::createEditor(parent, option, index);
    const int column = index.column();
    if (const QList<FanUnitModel::Choice> choices = model->choices(index); !choices.isEmpty()) {
        auto *combo = new QComboBox(parent);
        combo->setFrame(false);
        for (const FanUnitModel::Choice &c : choices)
            combo->addItem(c.text, c.value);
        // A pick is the whole edit: commit it without waiting for the focus to leave.
        connect(combo, &QComboBox::activated, this, [this, combo] {
            auto *self = const_cast<FanUnitDelegate *>(this);
            Q_EMIT self->commitData(combo);
            Q_EMIT self->closeEditor(combo);
        });
        return combo;
    }
    if (column == FanUnitModel::StartColumn || column == FanUnitModel::NowColumn) {
        auto *box = new QSpinBox(parent);
        box->setFrame(false);
        box->setRange(column == FanUnitModel::StartColumn ? 1 : 0, L::maxFigures);
        return box;
    }
    auto *edit = new QLineEdit(parent);
    edit->setFrame(false);
    switch (column) {
    case FanUnitModel::IdColumn:
        edit->setMaxLength(L::maxIdLength);
        break;
    case FanUnitModel::RaceColumn:
        edit->setMaxLength(FanProfileCheck::maxNameLength);
        edit->setPlaceholderText(tr("race"));
        break;
    case FanUnitModel::NotesColumn:
        edit->setMaxLength(L::maxNotesLength);
        break;
    default:
        edit->setMaxLength(L::maxNameLength);
        break;
    }
    return edit;
}

void FanUnitDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        const int at = combo->findData(value);
        combo->setCurrentIndex(at >= 0 ? at : 0);
    } else if (auto *box = qobject_cast<QSpinBox *>(editor)) {
        box->setValue(value.toInt());
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        edit->setText(value.toString());
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void FanUnitDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
    } else if (auto *box = qobject_cast<QSpinBox *>(editor)) {
        box->interpretText();
        model->setData(index, box->value(), Qt::EditRole);
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        model->setData(index, edit->text(), Qt::EditRole);
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace md::fantasy
