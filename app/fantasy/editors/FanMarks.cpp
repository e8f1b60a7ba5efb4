#include "fantasy/editors/FanMarks.h"

#include <QColor>

#include <algorithm>

namespace md::fantasy {

bool FanMarks::hasFault() const
{
    return std::any_of(m_marks.cbegin(), m_marks.cend(), [](const FanMark &m) { return m.fault; });
}

QList<FanMark> FanMarks::tableMarks() const
{
    QList<FanMark> out;
    for (const FanMark &m : m_marks) {
        if (m.row < 0)
            out.append(m);
    }
    return out;
}

bool FanMarks::isMarked(int row, int column) const
{
    return std::any_of(m_marks.cbegin(), m_marks.cend(), [&](const FanMark &m) {
        return m.row >= 0 && m.row == row && (m.column < 0 || m.column == column);
    });
}

QVariant FanMarks::data(int row, int column, int role, bool withRow) const
{
    if (role != Qt::BackgroundRole && role != Qt::ForegroundRole && role != Qt::ToolTipRole)
        return {};
    QStringList reasons;
    bool fault = false;
    for (const FanMark &m : m_marks) {
        if (m.row < 0 || m.row != row || (m.column >= 0 ? m.column != column : !withRow))
            continue;
        reasons << m.reason;
        fault = fault || m.fault;
    }
    if (reasons.isEmpty())
        return {};
    return look(fault, reasons.join(u'\n'), role);
}

QVariant FanMarks::look(bool fault, const QString &reason, int role)
{
    switch (role) {
    case Qt::BackgroundRole:
        return fault ? QColor(0xfd, 0xe7, 0xe9) : QColor(0xff, 0xf4, 0xce);
    case Qt::ForegroundRole:
        return fault ? QColor(0x8b, 0x1a, 0x12) : QColor(0x4a, 0x37, 0x00);
    case Qt::ToolTipRole:
        return reason;
    default:
        return {};
    }
}

} // namespace md::fantasy
