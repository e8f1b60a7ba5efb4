#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace md::nap {

class NapDocument;
class NapPendingModel;

// Where the game turn stands (15.42, B.6): battleday, turn and its hourly mark, the phase sequence with the
// current phase marked, and the checks queued in the order they are to be taken, each loaded into the check
// panel by Test. Next phase is refused while checks are queued, naming them.
class NapPhaseBar : public QWidget
{
    Q_OBJECT

public:
    explicit NapPhaseBar(NapDocument *document, QWidget *parent = nullptr);

    NapPendingModel *pendingModel() const { return m_pendingModel; }
    QTableView *pendingView() const { return m_pendingView; }
    QPushButton *testButton() const { return m_test; }
    QPushButton *dismissButton() const { return m_dismiss; }
    QPushButton *nextPhaseButton() const { return m_next; }
    QString turnText() const;
    QString phasesText() const;
    // The selected queued check (the first when none is selected); -1 when the queue is empty.
    int selectedPending() const;
    // Why Next phase would be refused now ("2 checks queued: 2nd Line (P-b), ..."); empty when it may go on.
    QString queuedReason() const;

Q_SIGNALS:
    void testRequested(int pendingIndex);
    void dismissRequested(int pendingIndex);
    void nextPhaseRequested();

private:
    void refresh();

    NapDocument *m_document;
    NapPendingModel *m_pendingModel;
    QLabel *m_turn;
    QLabel *m_phases;
    QLabel *m_queuedTitle;
    QTableView *m_pendingView;
    QPushButton *m_test;
    QPushButton *m_dismiss;
    QPushButton *m_next;
};

} // namespace md::nap
