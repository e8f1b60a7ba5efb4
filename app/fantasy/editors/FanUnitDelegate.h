#pragma once

#include <QStyledItemDelegate>

namespace md::fantasy {

// How a cell of the army editor's unit table is typed: a combo box of what FanUnitModel::choices offers (race,
// class, kind, controller, with unit), a spin box for figures, a line edit held to the field's length for the
// rest (the race too while the battle has no sheet). A choice made in a combo box is committed at once. The
// model checks every value again, so a value the editor would not give is refused there with a reason.
class FanUnitDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit FanUnitDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace md::fantasy
