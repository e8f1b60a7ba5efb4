#pragma once

#include "kernel/DiceFairness.h"

#include <QDockWidget>
#include <QPointer>

class QComboBox;
class QLabel;
class QTableView;

namespace md {

class ChartView;
class DiceHistoryModel;
class GameDocument;

// View → Dice history: every roll of the open game, typed or the program's, per side (a table), how often
// each face or total came up against how often it should (a chart), and whether the dice look fair (a hint,
// DiceFairness). For whatever system the document is of: the rolls come from RuleSystem::rolls().
// The table, the chart and their model are built on the dock's first show (or the first call of an accessor
// below), and brought up to date when it shows: while it is hidden, a change only marks them out of date.
class DiceHistoryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DiceHistoryDock(QWidget *parent = nullptr);
    void setDocument(GameDocument *document);
    DiceHistoryModel *model();
    QComboBox *sideChoice();
    // The dice the chart and the hint are about: the kind most of the shown rolls are of.
    DieSpec chartedDice();
    // The chart's bars, minimum()..maximum() of chartedDice().
    QList<qint64> chartedCounts();
    FairnessVerdict verdict();
    QString hint();
    bool built() const { return m_model != nullptr; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void build();
    // Built, and refreshed if a change came while it was hidden.
    void bringUpToDate();
    void documentChanged();
    void refresh();
    void redraw();
    QString hintText() const;

    QPointer<GameDocument> m_document;
    DiceHistoryModel *m_model = nullptr;
    QComboBox *m_side = nullptr;
    QTableView *m_table = nullptr;
    ChartView *m_chartView = nullptr;
    QLabel *m_hint = nullptr;
    DieSpec m_spec;
    QList<qint64> m_counts;
    FairnessVerdict m_verdict;
    bool m_stale = true;
};

} // namespace md
