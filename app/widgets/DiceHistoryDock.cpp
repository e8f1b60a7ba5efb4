#include "widgets/DiceHistoryDock.h"

#include "charts/ChartView.h"
#include "document/GameDocument.h"
#include "kernel/RuleSystem.h"
#include "widgets/DiceHistoryModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>

#include <cmath>
#include <QVBoxLayout>

#include <map>

namespace md {

DiceHistoryDock::DiceHistoryDock(QWidget *parent)
    : QDockWidget(tr("Dice history"), parent)
{
    setObjectName(QStringLiteral("diceHistoryDock"));
    // The body is there from the start (the zoom sets its font); what it holds comes on the first show.
    auto *body = new QWidget;
    new QVBoxLayout(body);
    setWidget(body);
}

void DiceHistoryDock::build()
{
    if (m_model)
        return;
    m_model = new DiceHistoryModel(this);
    m_side = new QComboBox;
    m_table = new QTableView;
    // The chart plug-in (and with it Qt Charts) is loaded here, on the dock's first show.
    m_chartView = new ChartView(tr("How often each roll came up"));
    m_hint = new QLabel;
    auto *layout = static_cast<QVBoxLayout *>(widget()->layout());
    auto *top = new QHBoxLayout;
    auto *sideLabel = new QLabel(tr("&Side:"));
    sideLabel->setBuddy(m_side);
    top->addWidget(sideLabel);
    top->addWidget(m_side, 1);
    layout->addLayout(top);

    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Dice history"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);

    m_chartView->setMinimumSize(320, 160); // room for every face under its bar

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(m_chartView);
    // A third for the rolls, two for the chart: a chart squeezed to its minimum elides its axis labels.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setSizes({100, 200});
    layout->addWidget(split, 1);
    m_hint->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("diceFairnessHint"));
    layout->addWidget(m_hint);

    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setSide(m_side->currentData().toString());
        redraw();
    });
    // Built while showing (from showEvent): a layout would show the new children only later, after a paint.
    if (widget()->isVisible()) {
        for (QWidget *child : widget()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            child->show();
    }
    m_stale = true;
}

void DiceHistoryDock::bringUpToDate()
{
    build();
    if (m_stale)
        refresh();
}

void DiceHistoryDock::showEvent(QShowEvent *event)
{
    bringUpToDate();
    QDockWidget::showEvent(event);
}

DiceHistoryModel *DiceHistoryDock::model()
{
    bringUpToDate();
    return m_model;
}

QComboBox *DiceHistoryDock::sideChoice()
{
    bringUpToDate();
    return m_side;
}

DieSpec DiceHistoryDock::chartedDice()
{
    bringUpToDate();
    return m_spec;
}

QList<qint64> DiceHistoryDock::chartedCounts()
{
    bringUpToDate();
    return m_counts;
}

FairnessVerdict DiceHistoryDock::verdict()
{
    bringUpToDate();
    return m_verdict;
}

void DiceHistoryDock::setDocument(GameDocument *document)
{
    if (GameDocument *old = m_document.data())
        disconnect(old, nullptr, this, nullptr);
    m_document = document;
    if (document)
        connect(document, &GameDocument::changed, this, &DiceHistoryDock::documentChanged);
    documentChanged();
}

void DiceHistoryDock::documentChanged()
{
    // Hidden, it is only marked: the whole log is read again when it shows, not after every action.
    m_stale = true;
    if (m_model && isVisible())
        refresh();
}

void DiceHistoryDock::refresh()
{
    m_stale = false;
    const GameDocument *document = m_document.data();
    m_model->setRolls(document != nullptr ? document->system().rolls(document->state()) : RolledDice{});
    // The side list follows the rolls; the chosen side stays chosen while it has rolls.
    const QString chosen = m_model->side();
    const QSignalBlocker block(m_side);
    m_side->clear();
    m_side->addItem(tr("All sides"), QString());
    for (const QString &side : m_model->sides())
        m_side->addItem(side.isEmpty() ? tr("(unnamed)") : side, side);
    const int at = m_side->findData(chosen);
    m_side->setCurrentIndex(at < 0 ? 0 : at);
    m_model->setSide(m_side->currentData().toString());
    redraw();
}

void DiceHistoryDock::redraw()
{
    const RolledDice &shown = m_model->shownRolls();
    // Charted: the kind of dice most of the shown rolls are of (a d10 in ratio, 2d6 in WW1).
    std::map<std::pair<int, int>, int> kinds;
    for (const RolledDie &d : shown)
        ++kinds[{d.spec.count, d.spec.sides}];
    m_spec = DieSpec{1, 10};
    int most = 0;
    for (const auto &[kind, n] : kinds) {
        if (n > most) {
            most = n;
            m_spec = DieSpec{kind.first, kind.second};
        }
    }
    QList<int> values;
    for (const RolledDie &d : shown) {
        if (d.spec == m_spec)
            values.append(d.value);
    }
    const QList<qint64> all = DiceFairness::counts(m_spec, values);
    m_counts = all.mid(m_spec.minimum());
    m_verdict = DiceFairness::judge(m_spec, values);

    BarChart chart;
    chart.title = tr("%1: %n roll(s)", nullptr, static_cast<int>(values.size())).arg(m_spec.toString());
    BarChart::Set seen{tr("Seen"), {}, {}};
    BarChart::Line expected{tr("Expected"), {}};
    qreal top = 1;
    for (int v = m_spec.minimum(); v <= m_spec.maximum(); ++v) {
        const qint64 count = all.value(v);
        seen.values << static_cast<qreal>(count);
        // Display only: the exact expected count (DiceFairness::expected) drawn as a line.
        const qreal e = DiceFairness::expected(m_spec, static_cast<qint64>(values.size()), v).toDouble();
        expected.values << e;
        chart.categories << QString::number(v);
        top = std::max({top, static_cast<qreal>(count), e});
    }
    chart.sets = {seen};
    chart.line = expected;
    // Whole-number ticks: a count axis that repeats "1 1 0" after rounding helps nobody.
    const int ceiling = std::max(1, static_cast<int>(std::ceil(top * 1.1)));
    chart.valueStep = std::max(1, (ceiling + 4) / 5);
    chart.valueMax = chart.valueStep * ((ceiling + chart.valueStep - 1) / chart.valueStep);
    m_chartView->setChart(chart);
    m_hint->setText(hintText());
}

QString DiceHistoryDock::hint()
{
    bringUpToDate();
    return hintText();
}

QString DiceHistoryDock::hintText() const
{
    if (m_model->shownRolls().isEmpty())
        return tr("No dice rolled yet.");
    return DiceFairness::text(m_verdict);
}

} // namespace md
