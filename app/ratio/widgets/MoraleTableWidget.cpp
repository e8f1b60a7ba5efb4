#include "ratio/widgets/MoraleTableWidget.h"

#include "ratio/print/ResultStyle.h"
#include "ratio/widgets/AxisTitle.h"
#include "ratio/models/DeterminationsModel.h"
#include "ratio/models/MoraleTableModel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace md {

namespace {
// Paints the need on the result colour, the result's letter in the corner (so no colour has to be told
// apart), and a heavy frame around the selected piece's cell.
class ResultCellDelegate : public QStyledItemDelegate
{
public:
    ResultCellDelegate(int failureRole, QObject *parent) : QStyledItemDelegate(parent), m_failureRole(failureRole) {}

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        const QVariant failure = index.data(m_failureRole);
        if (failure.isValid()) {
            const QString letter = ResultStyle::letter(static_cast<FailureResult>(failure.toInt()));
            if (!letter.isEmpty()) {
                painter->save();
                QFont small = option.font;
                small.setPointSizeF(small.pointSizeF() * 0.65);
                painter->setFont(small);
                painter->setPen(ResultStyle::textColour());
                painter->drawText(option.rect.adjusted(2, 1, -2, -1), Qt::AlignRight | Qt::AlignTop, letter);
                painter->restore();
            }
        }
        if (index.data(MoraleTableModel::HighlightRole).toBool()) {
            painter->save();
            QPen pen(option.palette.color(QPalette::Highlight), 3);
            painter->setPen(pen);
            painter->drawRect(option.rect.adjusted(1, 1, -2, -2));
            painter->restore();
        }
    }

private:
    int m_failureRole;
};

QString legendHtml()
{
    QStringList parts;
    for (FailureResult r : {FailureResult::Cautious, FailureResult::Shaken, FailureResult::Broken, FailureResult::Eliminated}) {
        parts << QStringLiteral("<span style=\"background-color:%1; color:%2\">&nbsp;%3&nbsp;%4&nbsp;</span>")
                     .arg(ResultStyle::colour(r).name(), ResultStyle::textColour().name(), ResultStyle::letter(r),
                          enumDisplayName(r).toHtmlEscaped());
    }
    return MoraleTableWidget::tr("Result of failure: %1. S: automatic success; F: automatic failure. "
                                 "Hover a cell for its ratio and odds.")
        .arg(parts.join(QStringLiteral(" ")));
}
} // namespace

MoraleTableWidget::MoraleTableWidget(QWidget *parent)
    : QWidget(parent)
{
    new QVBoxLayout(this);
}

void MoraleTableWidget::showEvent(QShowEvent *event)
{
    build();
    QWidget::showEvent(event);
}

MoraleTableModel *MoraleTableWidget::resultsModel()
{
    build();
    return m_results;
}

QTableView *MoraleTableWidget::resultsView()
{
    build();
    return m_resultsView;
}

void MoraleTableWidget::build()
{
    if (m_results)
        return;
    m_results = new MoraleTableModel(this);
    m_determinations = new DeterminationsModel(this);
    m_mode = new QComboBox(this);
    m_from = new QSpinBox(this);
    m_to = new QSpinBox(this);
    m_stack = new QStackedWidget(this);
    m_resultsView = new QTableView(this);
    m_determinationsView = new QTableView(this);
    m_legend = new QLabel(this);
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    auto *controls = new QHBoxLayout;
    m_mode->addItem(tr("Morale Results Table"));
    m_mode->addItem(tr("Morale Determinations Table"));
    m_mode->setAccessibleName(tr("Table shown"));
    controls->addWidget(m_mode);
    auto *fromLabel = new QLabel(tr("Levels &from"), this);
    fromLabel->setBuddy(m_from);
    auto *toLabel = new QLabel(tr("&to"), this);
    toLabel->setBuddy(m_to);
    for (QSpinBox *spin : {m_from, m_to}) {
        spin->setRange(1, MoraleTableModel::maxLevel);
        spin->setKeyboardTracking(false);
    }
    m_from->setAccessibleName(tr("First starting level"));
    m_to->setAccessibleName(tr("Last starting level"));
    m_from->setValue(1);
    m_to->setValue(20);
    controls->addWidget(fromLabel);
    controls->addWidget(m_from);
    controls->addWidget(toLabel);
    controls->addWidget(m_to);
    controls->addStretch();
    layout->addLayout(controls);

    m_resultsView->setModel(m_results);
    m_resultsView->setItemDelegate(new ResultCellDelegate(MoraleTableModel::FailureRole, m_resultsView));
    m_resultsView->setAccessibleName(tr("Morale Results Table"));
    m_resultsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_resultsView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    const int cell = fontMetrics().horizontalAdvance(QStringLiteral("000")) + 12;
    m_resultsView->horizontalHeader()->setDefaultSectionSize(cell);
    m_resultsView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_resultsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_resultsView->setMouseTracking(true);
    // Both axes named: the columns are the points the unit has left, the rows its starting level (R5).
    auto *resultsPage = new QWidget(this);
    auto *grid = new QGridLayout(resultsPage);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    auto *across = new AxisTitle(tr("Current morale level (points remaining) →"), Qt::Horizontal, resultsPage);
    across->setObjectName(QStringLiteral("resultsColumnsTitle"));
    auto *down = new AxisTitle(tr("Starting morale level"), Qt::Vertical, resultsPage);
    down->setObjectName(QStringLiteral("resultsRowsTitle"));
    grid->addWidget(across, 0, 1);
    grid->addWidget(down, 1, 0);
    grid->addWidget(m_resultsView, 1, 1);
    m_stack->addWidget(resultsPage);

    m_determinationsView->setModel(m_determinations);
    m_determinationsView->setItemDelegate(new ResultCellDelegate(Qt::UserRole + 1, m_determinationsView));
    m_determinationsView->setAccessibleName(tr("Morale Determinations Table"));
    m_determinationsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_determinationsView->horizontalHeader()->setStretchLastSection(true);
    m_determinationsView->verticalHeader()->hide();
    m_stack->addWidget(m_determinationsView);
    layout->addWidget(m_stack, 1);

    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setText(legendHtml());
    layout->addWidget(m_legend);

    connect(m_from, &QSpinBox::valueChanged, this, &MoraleTableWidget::applyRange);
    connect(m_to, &QSpinBox::valueChanged, this, &MoraleTableWidget::applyRange);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_showDeterminations = index == 1;
        m_stack->setCurrentIndex(index);
        m_from->setEnabled(index == 0);
        m_to->setEnabled(index == 0);
    });
    // Built while showing (from showEvent): a layout would show the new children only later, after a paint.
    if (isVisible()) {
        for (QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            child->show();
    }
    // What was asked for before the table was built.
    setRange(m_rangeFrom, m_rangeTo);
    highlight(m_level, m_remaining);
    showDeterminations(m_showDeterminations);
}

void MoraleTableWidget::applyRange()
{
    // Keep the pair ordered rather than refusing: the other spin follows.
    if (m_to->value() < m_from->value()) {
        if (sender() == m_from)
            m_to->setValue(m_from->value());
        else
            m_from->setValue(m_to->value());
        return;
    }
    m_rangeFrom = m_from->value();
    m_rangeTo = m_to->value();
    m_results->setRange(m_from->value(), m_to->value());
    Q_EMIT rangeChanged(m_from->value(), m_to->value());
}

void MoraleTableWidget::setRange(int from, int to)
{
    if (!m_results) {
        m_rangeFrom = qBound(1, from, MoraleTableModel::maxLevel);
        m_rangeTo = qBound(m_rangeFrom, to, MoraleTableModel::maxLevel);
        return;
    }
    const QSignalBlocker a(m_from);
    const QSignalBlocker b(m_to);
    m_from->setValue(from);
    m_to->setValue(qMax(from, to));
    m_rangeFrom = m_from->value();
    m_rangeTo = m_to->value();
    m_results->setRange(m_from->value(), m_to->value());
}

void MoraleTableWidget::highlight(int level, int remaining)
{
    m_level = level;
    m_remaining = remaining;
    if (!m_results)
        return;
    m_results->setHighlight(level, remaining);
    const QModelIndex cell = m_results->cellIndex(level, remaining);
    if (cell.isValid())
        m_resultsView->scrollTo(cell);
}

void MoraleTableWidget::showDeterminations(bool show)
{
    m_showDeterminations = show;
    if (m_mode)
        m_mode->setCurrentIndex(show ? 1 : 0);
}

} // namespace md
