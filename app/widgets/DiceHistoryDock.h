#pragma once

#include "kernel/DiceFairness.h"

#include <QDockWidget>
#include <QPointer>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QTableView;

namespace md {

class DiceHistoryModel;
class GameDocument;

// View → Dice history: every roll of the open game, typed or the program's, per side (a table), how often
// each face or total came up against how often it should (a chart), and whether the dice look fair (a hint,
// DiceFairness). For whatever system the document is of: the rolls come from RuleSystem::rolls().
class DiceHistoryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DiceHistoryDock(QWidget *parent = nullptr);
    void setDocument(GameDocument *document);
    DiceHistoryModel *model() const { return m_model; }
    QComboBox *sideChoice() const { return m_side; }
    // The dice the chart and the hint are about: the kind most of the shown rolls are of.
    DieSpec chartedDice() const { return m_spec; }
    // The chart's bars, minimum()..maximum() of chartedDice().
    QList<qint64> chartedCounts() const { return m_counts; }
    FairnessVerdict verdict() const { return m_verdict; }
    QString hint() const;

private:
    void refresh();
    void redraw();

    QPointer<GameDocument> m_document;
    DiceHistoryModel *m_model;
    QComboBox *m_side;
    QTableView *m_table;
    QChartView *m_chartView;
    QLabel *m_hint;
    DieSpec m_spec;
    QList<qint64> m_counts;
    FairnessVerdict m_verdict;
};

} // namespace md
