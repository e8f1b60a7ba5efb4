#pragma once

#include <QAbstractTableModel>

namespace md {

// The Morale Results Table (R5): starting levels down, points remaining across; each cell the need,
// coloured by the result of failure. Any range the player asks for.
class MoraleTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { FailureRole = Qt::UserRole + 1, HighlightRole };
    static constexpr int maxLevel = 1000;

    explicit MoraleTableModel(QObject *parent = nullptr);

    void setRange(int from, int to);
    int from() const { return m_from; }
    int to() const { return m_to; }
    // The cell of the selected piece's unit, drawn highlighted; level 0 clears it.
    void setHighlight(int level, int remaining);
    QModelIndex cellIndex(int level, int remaining) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int m_from = 1;
    int m_to = 20;
    int m_highlightLevel = 0;
    int m_highlightRemaining = 0;
};

} // namespace md
