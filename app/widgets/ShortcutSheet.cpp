#include "widgets/ShortcutSheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace md {

QList<std::pair<QString, QString>> ShortcutSheet::collect(const QWidget *window)
{
    QList<std::pair<QString, QString>> rows;
    // The window's own actions and those a rule system's part put into it (they may belong to another object).
    QList<QAction *> actions = window->findChildren<QAction *>();
    actions += window->actions();
    for (const QWidget *widget : window->findChildren<QWidget *>())
        actions += widget->actions();
    for (const QAction *action : std::as_const(actions)) {
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty() || action->text().isEmpty())
            continue;
        QString text = action->text().section(QLatin1Char('\t'), 0, 0);
        text.remove(QLatin1Char('&'));
        text.remove(QStringLiteral("…"));
        QStringList shortcuts;
        for (const QKeySequence &key : keys)
            shortcuts << key.toString(QKeySequence::NativeText);
        const std::pair<QString, QString> row{text.trimmed(), shortcuts.join(QStringLiteral(", "))};
        if (!rows.contains(row))
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return a.first.localeAwareCompare(b.first) < 0;
    });
    return rows;
}

ShortcutSheet::ShortcutSheet(QWidget *window, QWidget *parent) : QDialog(parent), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    setObjectName(QStringLiteral("shortcutSheet"));
    const auto rows = collect(window);
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows.at(i).first));
        m_table->setItem(i, 1, new QTableWidgetItem(rows.at(i).second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(480, 520);
}

} // namespace md
