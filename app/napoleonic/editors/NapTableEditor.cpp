#include "napoleonic/editors/NapTableEditor.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

NapTableEditor::NapTableEditor(const QList<Column> &columns, QWidget *parent)
    : QWidget(parent)
    , m_columns(columns)
    , m_table(new QTableWidget(0, int(columns.size()), this))
    , m_add(new QPushButton(tr("Add row"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_up(new QPushButton(tr("Up"), this))
    , m_down(new QPushButton(tr("Down"), this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_table->setObjectName(u"table"_s);
    QStringList titles;
    for (const Column &c : columns)
        titles << c.title;
    m_table->setHorizontalHeaderLabels(titles);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->setToolTip(tr("Double-click a cell to change it."));
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(0, QHeaderView::Stretch); // the name takes what is left
    m_add->setObjectName(u"add"_s);
    m_remove->setObjectName(u"remove"_s);
    m_up->setObjectName(u"up"_s);
    m_down->setObjectName(u"down"_s);
    m_up->setToolTip(tr("Move the selected row up"));
    m_down->setToolTip(tr("Move the selected row down"));

    grid->addWidget(m_table, 0, 0, 5, 1);
    grid->addWidget(m_add, 0, 1);
    grid->addWidget(m_up, 1, 1);
    grid->addWidget(m_down, 2, 1);
    grid->addWidget(m_remove, 3, 1);
    grid->setRowStretch(4, 1);

    connect(m_table, &QTableWidget::itemChanged, this, &NapTableEditor::itemChanged);
    connect(m_table, &QTableWidget::currentCellChanged, this, &NapTableEditor::updateButtons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        m_adding = true;
        Q_EMIT addRequested();
        m_adding = false;
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            Q_EMIT removeRequested(m_table->currentRow());
    });
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
    fitHeight();
    updateButtons();
}

void NapTableEditor::setRows(const QList<QVariantList> &rows)
{
    const bool added = m_adding && rows.size() > m_rows.size();
    int current = m_table->currentRow();
    if (m_followRow >= 0)
        current = m_followRow;
    m_followRow = -1;
    m_rows = rows;
    {
        // In place: this may run inside the table's own itemChanged.
        const QSignalBlocker blocker(m_table);
        if (m_table->rowCount() != m_rows.size())
            m_table->setRowCount(int(m_rows.size()));
        for (int r = 0; r < m_table->rowCount(); ++r) {
            for (int c = 0; c < m_columns.size(); ++c) {
                QTableWidgetItem *item = m_table->item(r, c);
                if (!item) {
                    item = new QTableWidgetItem;
                    m_table->setItem(r, c, item);
                }
                const QVariant value = m_rows.at(r).value(c);
                switch (m_columns.at(c).kind) {
                case Kind::Check:
                    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
                    item->setCheckState(value.toBool() ? Qt::Checked : Qt::Unchecked);
                    break;
                case Kind::Number:
                    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
                    item->setData(Qt::EditRole, value.toInt());
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                    break;
                case Kind::Text:
                    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
                    item->setData(Qt::EditRole, value.toString());
                    break;
                }
            }
        }
        if (added)
            current = m_table->rowCount() - 1;
        current = std::min(current, m_table->rowCount() - 1);
        if (current >= 0)
            m_table->setCurrentCell(current, std::max(0, m_table->currentColumn()));
    }
    fitHeight();
    updateButtons();
}

void NapTableEditor::editCell(int row, int column, const QVariant &value)
{
    QTableWidgetItem *item = m_table->item(row, column);
    if (!item)
        return;
    if (m_columns.at(column).kind == Kind::Check)
        item->setCheckState(value.toBool() ? Qt::Checked : Qt::Unchecked);
    else
        item->setData(Qt::EditRole, value);
}

void NapTableEditor::itemChanged(QTableWidgetItem *item)
{
    const int row = item->row();
    const int column = item->column();
    if (row < 0 || row >= m_rows.size() || column < 0 || column >= m_columns.size())
        return;
    const QVariant was = m_rows.at(row).value(column);
    QVariant now;
    switch (m_columns.at(column).kind) {
    case Kind::Check:
        now = item->checkState() == Qt::Checked;
        if (now.toBool() == was.toBool())
            return;
        break;
    case Kind::Number:
        now = item->data(Qt::EditRole).toInt();
        if (now.toInt() == was.toInt())
            return;
        break;
    case Kind::Text:
        now = item->data(Qt::EditRole).toString();
        if (now.toString() == was.toString())
            return;
        break;
    }
    Q_EMIT cellEdited(row, column, now);
}

void NapTableEditor::move(int by)
{
    const int row = m_table->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= m_table->rowCount())
        return;
    m_followRow = to;
    Q_EMIT moveRequested(row, to);
    m_followRow = -1;
}

void NapTableEditor::updateButtons()
{
    const int row = m_table->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_table->rowCount());
}

void NapTableEditor::fitHeight()
{
    // Every row in sight up to six, then a scroll bar: the form around it scrolls as well.
    const int rows = std::clamp(m_table->rowCount(), 2, 6);
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    const int height = m_table->horizontalHeader()->sizeHint().height() + rows * rowHeight
        + 2 * m_table->frameWidth() + 4;
    m_table->setMinimumHeight(height);
    m_table->setMaximumHeight(height);
}

} // namespace md::nap
