#pragma once

#include "ww1/model/Ww1Force.h"

#include <QAbstractItemModel>

namespace md::ww1 {

class Ww1Document;

// The force as a tree: groups at the top level (status, casualties of their start, conditions tested), their
// stands below (rank, square, triggers tested, latest result). Follows the document: a change that keeps the
// shape only updates data, so selection and expansion survive every action.
class Ww1RosterModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, RankColumn, SquareColumn, CasualtiesColumn, TestedColumn, StatusColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, IsGroupRole };

    explicit Ww1RosterModel(Ww1Document *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of a group or stand id; invalid when there is none.
    QModelIndex indexOf(const QString &id) const;
    // The group of a group row or of a stand row's group; empty for an invalid index.
    static QString groupOf(const QModelIndex &index);
    // The stand of a stand row; empty for a group row.
    static QString standOf(const QModelIndex &index);

private:
    void documentChanged();
    QList<int> shapeOf(const Ww1Force &force) const;
    QVariant groupData(const Ww1Group &group, int column, int role) const;
    QVariant standData(const Ww1Group &group, const Ww1Stand &stand, int column, int role) const;

    Ww1Document *m_document;
    QList<int> m_shape; // stands per group, as the views last saw them
};

} // namespace md::ww1
