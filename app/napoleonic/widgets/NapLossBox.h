#pragma once

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace md::nap {

class NapCommands;
class NapDocument;

// The small "Losses" box: figures and cannon one unit lost in the current phase, to fire or to Shock Combat
// (B.2.1, B.2.2, E01/E02), recorded through NapEngine::loss with what it queued shown below.
class NapLossBox : public QGroupBox
{
    Q_OBJECT

public:
    NapLossBox(NapDocument *document, NapCommands *commands, QWidget *parent = nullptr);

    void setUnit(const QString &unitId);
    QString unit() const { return m_unitId; }
    // Records the box's numbers; empty on success, else why not (also in the status line).
    QString record();

    QSpinBox *figuresSpin() const { return m_figures; }
    QSpinBox *cannonSpin() const { return m_cannon; }
    QCheckBox *shockBox() const { return m_shock; }
    QPushButton *recordButton() const { return m_record; }
    QString queuedText() const;

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void refresh();

    NapDocument *m_document;
    NapCommands *m_commands;
    QString m_unitId;
    QSpinBox *m_figures;
    QSpinBox *m_cannon;
    QCheckBox *m_shock;
    QPushButton *m_record;
    QLabel *m_queued;
};

} // namespace md::nap
