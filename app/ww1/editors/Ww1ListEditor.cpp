#include "ww1/editors/Ww1ListEditor.h"

#include <QGridLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::ww1 {

Ww1ListEditor::Ww1ListEditor(bool checkable, const QString &checkTip, QWidget *parent)
    : QWidget(parent)
    , m_checkable(checkable)
    , m_list(new QListWidget(this))
    , m_entry(new QLineEdit(this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_up(new QPushButton(tr("Up"), this))
    , m_down(new QPushButton(tr("Down"), this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(u"list"_s);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setToolTip(checkTip.isEmpty() ? tr("Double-click a name to rename it.")
                                          : tr("Double-click a name to rename it. %1").arg(checkTip));
    // Five rows show without scrolling: the placeholder lists have three and four.
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 7);
    m_entry->setObjectName(u"entry"_s);
    m_entry->setPlaceholderText(tr("New name"));
    m_entry->setMaxLength(200);
    m_add->setObjectName(u"add"_s);
    m_remove->setObjectName(u"remove"_s);
    m_up->setObjectName(u"up"_s);
    m_down->setObjectName(u"down"_s);
    m_up->setToolTip(tr("Move the selected name up"));
    m_down->setToolTip(tr("Move the selected name down"));

    grid->addWidget(m_list, 0, 0, 4, 1);
    grid->addWidget(m_up, 0, 1);
    grid->addWidget(m_down, 1, 1);
    grid->addWidget(m_remove, 2, 1);
    grid->setRowStretch(3, 1);
    grid->addWidget(m_entry, 4, 0);
    grid->addWidget(m_add, 4, 1);

    connect(m_list, &QListWidget::itemChanged, this, &Ww1ListEditor::itemChanged);
    connect(m_list, &QListWidget::currentRowChanged, this, &Ww1ListEditor::updateButtons);
    connect(m_add, &QPushButton::clicked, this, &Ww1ListEditor::add);
    connect(m_entry, &QLineEdit::returnPressed, this, &Ww1ListEditor::add);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            Q_EMIT removeRequested(m_list->currentRow());
    });
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
    updateButtons();
}

void Ww1ListEditor::setItems(const QStringList &names, const QList<bool> &checks)
{
    // After an add, the new name (the last) is selected and the entry emptied for the next one.
    const bool added = m_adding && names.size() > m_names.size();
    int current = m_list->currentRow();
    if (m_followRow >= 0)
        current = m_followRow;
    m_followRow = -1;
    m_names = names;
    m_checks = checks;
    while (m_checks.size() < m_names.size())
        m_checks.append(false);
    {
        // In place when the count is the same: this may run inside the list's own itemChanged.
        const QSignalBlocker blocker(m_list);
        if (m_list->count() != m_names.size()) {
            m_list->clear();
            for (qsizetype i = 0; i < m_names.size(); ++i)
                m_list->addItem(new QListWidgetItem(m_list));
        }
        for (int i = 0; i < m_list->count(); ++i) {
            QListWidgetItem *item = m_list->item(i);
            Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
            if (m_checkable)
                flags |= Qt::ItemIsUserCheckable;
            item->setFlags(flags);
            item->setText(m_names.at(i));
            if (m_checkable)
                item->setCheckState(m_checks.at(i) ? Qt::Checked : Qt::Unchecked);
        }
        if (added) {
            current = m_list->count() - 1;
            m_entry->clear();
        }
        m_list->setCurrentRow(std::min(current, m_list->count() - 1));
    }
    updateButtons();
}

void Ww1ListEditor::itemChanged(QListWidgetItem *item)
{
    const int row = m_list->row(item);
    if (row < 0 || row >= m_names.size())
        return;
    if (item->text() != m_names.at(row)) {
        Q_EMIT renameRequested(row, item->text());
        return;
    }
    const bool on = item->checkState() == Qt::Checked;
    if (m_checkable && on != m_checks.at(row))
        Q_EMIT checkRequested(row, on);
}

void Ww1ListEditor::add()
{
    m_adding = true;
    Q_EMIT addRequested(m_entry->text());
    m_adding = false;
}

void Ww1ListEditor::move(int by)
{
    const int row = m_list->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    m_followRow = to;
    Q_EMIT moveRequested(row, to);
    m_followRow = -1;
}

void Ww1ListEditor::updateButtons()
{
    const int row = m_list->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
}

} // namespace md::ww1
