#include "napoleonic/editors/NapListEditor.h"

#include <QComboBox>
#include <QGridLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

NapListEditor::NapListEditor(const QStringList &choices, QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_choice(new QComboBox(this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_up(new QPushButton(tr("Up"), this))
    , m_down(new QPushButton(tr("Down"), this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(u"list"_s);
    m_list->setMinimumHeight(m_list->fontMetrics().height() * 6);
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 12);
    m_choice->setObjectName(u"choice"_s);
    m_choice->addItems(choices);
    m_add->setObjectName(u"add"_s);
    m_remove->setObjectName(u"remove"_s);
    m_up->setObjectName(u"up"_s);
    m_down->setObjectName(u"down"_s);
    m_up->setToolTip(tr("Move the selected entry up"));
    m_down->setToolTip(tr("Move the selected entry down"));

    grid->addWidget(m_list, 0, 0, 4, 1);
    grid->addWidget(m_up, 0, 1);
    grid->addWidget(m_down, 1, 1);
    grid->addWidget(m_remove, 2, 1);
    grid->setRowStretch(3, 1);
    grid->addWidget(m_choice, 4, 0);
    grid->addWidget(m_add, 4, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &NapListEditor::updateButtons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        m_adding = true;
        Q_EMIT addRequested(m_choice->currentIndex());
        m_adding = false;
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            Q_EMIT removeRequested(m_list->currentRow());
    });
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
    updateButtons();
}

void NapListEditor::setItems(const QStringList &names)
{
    // After an add, the new entry (the last) is selected.
    const bool added = m_adding && names.size() > m_names.size();
    int current = m_list->currentRow();
    if (m_followRow >= 0)
        current = m_followRow;
    m_followRow = -1;
    m_names = names;
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        m_list->addItems(m_names);
        if (added)
            current = m_list->count() - 1;
        m_list->setCurrentRow(std::min(current, m_list->count() - 1));
    }
    updateButtons();
}

void NapListEditor::move(int by)
{
    const int row = m_list->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    m_followRow = to;
    Q_EMIT moveRequested(row, to);
    m_followRow = -1;
}

void NapListEditor::updateButtons()
{
    const int row = m_list->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
}

} // namespace md::nap
