#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QStackedWidget;
class QTableView;

namespace md {

class MoraleTableModel;
class DeterminationsModel;

// The Morale Results Table for any range, or the Morale Determinations Table (R5), on screen.
class MoraleTableWidget : public QWidget
{
    Q_OBJECT

public:
    explicit MoraleTableWidget(QWidget *parent = nullptr);

    MoraleTableModel *resultsModel() const { return m_results; }
    QTableView *resultsView() const { return m_resultsView; }
    void setRange(int from, int to);
    // Marks the cell of the selected piece's unit; level 0 clears it.
    void highlight(int level, int remaining);
    void showDeterminations(bool show);

Q_SIGNALS:
    void rangeChanged(int from, int to);

private:
    void applyRange();

    MoraleTableModel *m_results;
    DeterminationsModel *m_determinations;
    QComboBox *m_mode;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QStackedWidget *m_stack;
    QTableView *m_resultsView;
    QTableView *m_determinationsView;
    QLabel *m_legend;
};

} // namespace md
