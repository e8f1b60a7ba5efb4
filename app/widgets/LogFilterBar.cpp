#include "widgets/LogFilterBar.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace md {

LogFilterBar::LogFilterBar(const LogColumns &columns, QWidget *parent)
    : QWidget(parent)
    , m_proxy(new LogFilterProxy(columns, this))
    , m_unit(new QComboBox(this))
    , m_piece(new QComboBox(this))
    , m_turn(new QComboBox(this))
    , m_event(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_clear(new QToolButton(this))
{
    setObjectName(QStringLiteral("logFilterBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The filter each box sets, as a plain function object (a member-function pointer called from the connected
    // lambda trips the address sanitizer with this compiler).
    const auto setUp = [&](QComboBox *box, int column, const QString &name, std::function<void(const QString &)> set) {
        box->setAccessibleName(name);
        box->setToolTip(name);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setVisible(column >= 0);
        layout->addWidget(box);
        connect(box, &QComboBox::currentIndexChanged, this, [box, set = std::move(set)] {
            set(box->currentData().toString());
        });
    };
    setUp(m_unit, columns.unit, tr("Show the log of one unit"), [this](const QString &v) { m_proxy->setUnit(v); });
    setUp(m_piece, columns.piece, tr("Show the log of one piece"), [this](const QString &v) { m_proxy->setPiece(v); });
    setUp(m_turn, columns.turn, tr("Show one turn"), [this](const QString &v) { m_proxy->setTurn(v); });
    setUp(m_event, columns.event, tr("Show one kind of event"), [this](const QString &v) { m_proxy->setEvent(v); });
    m_search->setPlaceholderText(tr("Search the log"));
    m_search->setAccessibleName(tr("Search the log"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search, 1);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &LogFilterProxy::setSearch);
    m_clear->setText(tr("Show all"));
    m_clear->setToolTip(tr("Clear every filter and the search"));
    layout->addWidget(m_clear);
    connect(m_clear, &QToolButton::clicked, this, &LogFilterBar::clear);
    refreshChoices();
}

QWidget *LogFilterBar::wrap(QWidget *view)
{
    auto *box = new QWidget(parentWidget());
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    setParent(box);
    layout->addWidget(this);
    layout->addWidget(view, 1);
    return box;
}

void LogFilterBar::setSourceModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = m_proxy->sourceModel())
        disconnect(old, nullptr, this, nullptr);
    m_proxy->setSourceModel(model);
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &LogFilterBar::refreshChoices);
        connect(model, &QAbstractItemModel::rowsInserted, this, &LogFilterBar::refreshChoices);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &LogFilterBar::refreshChoices);
        connect(model, &QAbstractItemModel::dataChanged, this, &LogFilterBar::refreshChoices);
    }
    refreshChoices();
}

void LogFilterBar::clear()
{
    for (QComboBox *box : {m_unit, m_piece, m_turn, m_event})
        box->setCurrentIndex(0);
    m_search->clear();
}

void LogFilterBar::refreshChoices()
{
    const LogColumns &c = m_proxy->columns();
    fill(m_unit, c.unit, tr("All units"));
    fill(m_piece, c.piece, tr("All pieces"));
    fill(m_turn, c.turn, tr("All turns"));
    fill(m_event, c.event, tr("All events"));
    m_proxy->setUnit(m_unit->currentData().toString());
    m_proxy->setPiece(m_piece->currentData().toString());
    m_proxy->setTurn(m_turn->currentData().toString());
    m_proxy->setEvent(m_event->currentData().toString());
}

void LogFilterBar::fill(QComboBox *box, int column, const QString &anyText)
{
    if (column < 0)
        return;
    // The values the column holds, in the log's order (turns ascending as the log runs); the chosen one kept.
    QStringList values;
    if (QAbstractItemModel *model = m_proxy->sourceModel()) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString v = model->index(row, column).data().toString();
            if (!v.isEmpty() && !values.contains(v))
                values.append(v);
        }
    }
    const QString chosen = box->currentData().toString();
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(anyText, QString());
    for (const QString &v : std::as_const(values))
        box->addItem(column == m_proxy->columns().turn ? tr("Turn %1").arg(v) : v, v);
    const int at = box->findData(chosen);
    box->setCurrentIndex(at < 0 ? 0 : at); // a value gone from the log (undone): all again
}

} // namespace md
