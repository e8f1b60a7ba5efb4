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

// The Morale Results Table for any range, or the Morale Determinations Table (R5), on screen. Its controls,
// models and views are built on its first show (or the first call of resultsModel() or resultsView()): until
// then it keeps the range, the highlighted cell and the table chosen, and applies them when it builds.
class MoraleTableWidget : public QWidget
{
    Q_OBJECT

public:
    explicit MoraleTableWidget(QWidget *parent = nullptr);

    MoraleTableModel *resultsModel();
    QTableView *resultsView();
    bool built() const { return m_results != nullptr; }
    void setRange(int from, int to);
    // Marks the cell of the selected piece's unit; level 0 clears it.
    void highlight(int level, int remaining);
    void showDeterminations(bool show);

Q_SIGNALS:
    void rangeChanged(int from, int to);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void build();
    void applyRange();

    MoraleTableModel *m_results = nullptr;
    DeterminationsModel *m_determinations = nullptr;
    QComboBox *m_mode = nullptr;
    QSpinBox *m_from = nullptr;
    QSpinBox *m_to = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTableView *m_resultsView = nullptr;
    QTableView *m_determinationsView = nullptr;
    QLabel *m_legend = nullptr;
    // What the table shows, kept until it is built.
    int m_rangeFrom = 1;
    int m_rangeTo = 20;
    int m_level = 0;
    int m_remaining = 0;
    bool m_showDeterminations = false;
};

} // namespace md
