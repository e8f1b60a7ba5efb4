#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace md::fantasy {

// One place of a table the editor found wanting: a cell, a whole row (column -1) or the table (row -1).
struct FanMark
{
    int row = -1;
    int column = -1;
    QString reason;
    bool fault = true; // a fault the sheet's file would be refused for; else only not entered yet
};

// The marks of one table, for its model's colours and tooltips: red for a fault, amber for what is still to
// be entered. Fixed light colours with dark text, so that a marked cell reads the same in a dark theme.
class FanMarks
{
public:
    void append(const FanMark &mark) { m_marks.append(mark); }
    const QList<FanMark> &marks() const { return m_marks; }
    bool isEmpty() const { return m_marks.isEmpty(); }
    bool hasFault() const;
    // The marks of the table as a whole (row -1).
    QList<FanMark> tableMarks() const;
    // Whether the cell, or its row, is marked.
    bool isMarked(int row, int column) const;
    // Qt::BackgroundRole, Qt::ForegroundRole and Qt::ToolTipRole of a cell marked itself or (withRow) through
    // its row; invalid for another role or an unmarked cell.
    QVariant data(int row, int column, int role, bool withRow = true) const;
    // The same for a cell the model marks itself (a blank to fill).
    static QVariant look(bool fault, const QString &reason, int role);

private:
    QList<FanMark> m_marks;
};

} // namespace md::fantasy
