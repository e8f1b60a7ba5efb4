#pragma once

#include <QDialog>
#include <QList>
#include <QString>

#include <utility>

class QTableWidget;

namespace md {

// Help → Keyboard shortcuts (and the `?` key): every action of the window that has a shortcut, collected from
// the window's actions each time it opens, so it is never out of date.
class ShortcutSheet : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutSheet(QWidget *window, QWidget *parent = nullptr);
    // (action text, shortcut in the platform's words), sorted by the action's text.
    static QList<std::pair<QString, QString>> collect(const QWidget *window);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};

} // namespace md
