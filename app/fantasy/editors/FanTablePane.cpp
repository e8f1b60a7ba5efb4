#include "fantasy/editors/FanTablePane.h"

#include "fantasy/editors/FanMarks.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

FanTablePane::FanTablePane(QAbstractItemModel *model, bool rowsVary, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_buttons(new QHBoxLayout)
    , m_message(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setObjectName(u"table"_s);
    m_view->setModel(model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_view->setWordWrap(false);
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height()
                             + 3 * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    layout->addWidget(m_view, 1);

    m_buttons->setContentsMargins(0, 0, 0, 0);
    if (rowsVary) {
        m_add = new QPushButton(tr("Add"), this);
        m_remove = new QPushButton(tr("Remove"), this);
        m_up = new QPushButton(tr("Up"), this);
        m_down = new QPushButton(tr("Down"), this);
        m_add->setObjectName(u"add"_s);
        m_remove->setObjectName(u"remove"_s);
        m_up->setObjectName(u"up"_s);
        m_down->setObjectName(u"down"_s);
        m_add->setToolTip(tr("Add a row at the end"));
        m_remove->setToolTip(tr("Remove the selected row"));
        m_up->setToolTip(tr("Move the selected row up"));
        m_down->setToolTip(tr("Move the selected row down"));
        for (QPushButton *b : {m_add, m_remove, m_up, m_down})
            m_buttons->addWidget(b);
        connect(m_add, &QPushButton::clicked, this, &FanTablePane::add);
        connect(m_remove, &QPushButton::clicked, this, [this] {
            const QModelIndex current = m_view->currentIndex();
            if (current.isValid())
                m_model->removeRows(current.row(), 1);
        });
        connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
        connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
    }
    m_buttons->addStretch(1);
    layout->addLayout(m_buttons);

    m_message->setObjectName(u"message"_s);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->hide();
    layout->addWidget(m_message);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &FanTablePane::updateButtons);
    connect(model, &QAbstractItemModel::rowsInserted, this, &FanTablePane::updateButtons);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &FanTablePane::updateButtons);
    connect(model, &QAbstractItemModel::rowsMoved, this, &FanTablePane::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &FanTablePane::updateButtons);
    updateButtons();
}

void FanTablePane::add()
{
    const int row = m_model->rowCount();
    if (!m_model->insertRows(row, 1))
        return;
    // Straight into the new row's first cell to type, selected.
    const QModelIndex first = m_model->index(row, m_addColumn);
    m_view->setCurrentIndex(first);
    m_view->scrollTo(first);
    if (m_view->isVisible())
        m_view->edit(first);
}

void FanTablePane::move(int by)
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const int row = current.row();
    const int to = row + by;
    if (to < 0 || to >= m_model->rowCount())
        return;
    // moveRow's destination is the row the moved one goes before.
    if (m_model->moveRow({}, row, {}, by > 0 ? to + 1 : to))
        m_view->setCurrentIndex(m_model->index(to, current.column()));
}

void FanTablePane::updateButtons()
{
    if (!m_add)
        return;
    const QModelIndex current = m_view->currentIndex();
    const int rows = m_model->rowCount();
    m_remove->setEnabled(current.isValid());
    m_up->setEnabled(current.isValid() && current.row() > 0);
    m_down->setEnabled(current.isValid() && current.row() + 1 < rows);
}

void FanTablePane::setMessage(const QString &text, const QString &details, bool fault)
{
    m_message->setText(text);
    m_message->setToolTip(details);
    m_message->setVisible(!text.isEmpty());
    // Red that stays readable: dark on a light window, light on a dark one (as FieldError).
    QPalette pal = palette();
    if (fault) {
        const bool darkWindow = pal.color(QPalette::Window).lightness() < 128;
        pal.setColor(QPalette::WindowText, darkWindow ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x1c, 0x1c));
    }
    m_message->setPalette(pal);
}

void FanTablePane::tell(const FanMarks &marks)
{
    QList<FanMark> shown = marks.marks();
    std::stable_partition(shown.begin(), shown.end(), [](const FanMark &m) { return m.fault; });
    if (shown.isEmpty()) {
        setMessage({}, {}, false);
        return;
    }
    QStringList all;
    for (const FanMark &m : shown)
        all << m.reason;
    const QString first = shown.first().reason;
    setMessage(shown.size() == 1 ? first : tr("%1 (+%2 more)").arg(first, QString::number(shown.size() - 1)),
               all.join(u'\n'), shown.first().fault);
}

void FanTablePane::select(int row, int column)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const QModelIndex at = m_model->index(row, std::max(column, 0));
    m_view->setCurrentIndex(at);
    m_view->selectionModel()->select(at, column < 0 ? QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows
                                                    : QItemSelectionModel::ClearAndSelect);
    m_view->scrollTo(at);
}

} // namespace md::fantasy
