#pragma once

#include <QSortFilterProxyModel>

namespace md {

// Which of a log model's columns hold what the log can be filtered by; -1: the log has no such column.
struct LogColumns
{
    int unit = -1;
    int piece = -1;
    int turn = -1;
    int event = -1;
};

// A battle log filtered by unit, piece, turn and event (each the exact text of its column, empty: any) and a
// search (words, case-insensitive, each in some column of the row). For any system's log model.
class LogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit LogFilterProxy(const LogColumns &columns, QObject *parent = nullptr);
    const LogColumns &columns() const { return m_columns; }

    void setUnit(const QString &unit);
    void setPiece(const QString &piece);
    void setTurn(const QString &turn);
    void setEvent(const QString &event);
    void setSearch(const QString &text);
    QString unit() const { return m_unit; }
    QString piece() const { return m_piece; }
    QString turn() const { return m_turn; }
    QString event() const { return m_event; }
    QString search() const { return m_search; }
    bool isFiltering() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void set(QString &field, const QString &value);
    bool matches(int column, const QString &wanted, int sourceRow, const QModelIndex &parent) const;

    LogColumns m_columns;
    QString m_unit;
    QString m_piece;
    QString m_turn;
    QString m_event;
    QString m_search;
};

} // namespace md
