#pragma once

#include "widgets/LogFilterProxy.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QAbstractItemModel;
class QToolButton;

namespace md {

// Above a battle log: choose a unit, a piece, a turn and an event (each from what the log holds) and search
// it; the view shows proxy(). Any system's log: `columns` says which of its columns are which; the choices of
// a column the log lacks are not shown.
class LogFilterBar : public QWidget
{
    Q_OBJECT

public:
    explicit LogFilterBar(const LogColumns &columns, QWidget *parent = nullptr);
    // The log to filter; null lets go of it.
    void setSourceModel(QAbstractItemModel *model);
    LogFilterProxy *proxy() const { return m_proxy; }
    QComboBox *unitChoice() const { return m_unit; }
    QComboBox *pieceChoice() const { return m_piece; }
    QComboBox *turnChoice() const { return m_turn; }
    QComboBox *eventChoice() const { return m_event; }
    QLineEdit *searchField() const { return m_search; }
    // This bar over `view` in one widget, for a dock.
    QWidget *wrap(QWidget *view);
    void clear();

private:
    void refreshChoices();
    void fill(QComboBox *box, int column, const QString &anyText);

    LogFilterProxy *m_proxy;
    QComboBox *m_unit;
    QComboBox *m_piece;
    QComboBox *m_turn;
    QComboBox *m_event;
    QLineEdit *m_search;
    QToolButton *m_clear;
};

} // namespace md
