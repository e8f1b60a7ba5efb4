#pragma once

#include "napoleonic/editors/NapEditorForm.h"

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace md::nap {

class NapTableEditor;

// One army (B.1): its name, the scenario's positions (15.86) and other MFP, the campaign -1 it carries
// (15.96, read-only: play sets it), its MFP total with every part of it (B.4.5), and "add a command" from a
// template.
class NapArmyForm : public NapEditorForm
{
    Q_OBJECT

public:
    explicit NapArmyForm(const NapBattle *source, QWidget *parent = nullptr);

    void setArmy(const QString &id);
    QString armyId() const { return m_id; }
    NapTableEditor *positions() const { return m_positions; }

protected:
    void fill() override;

private:
    const NapArmy *army() const;
    // Proposes the battle with `change` applied to this army; nothing when it changes nothing.
    bool editArmy(QWidget *field, const QString &undoText, const std::function<void(NapArmy &)> &change);
    void editPosition(int row, int column, const QVariant &value);
    void addCommand();
    QString mfpBreakdown(const NapArmy &army) const;

    QString m_id;
    QLineEdit *m_name;
    NapTableEditor *m_positions;
    QSpinBox *m_extraMfp;
    QLabel *m_campaign;
    QLabel *m_total;
    QWidget *m_addRow;
    QComboBox *m_template;
    QPushButton *m_addCommand;
    QWidget *m_buttons;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_remove;
};

} // namespace md::nap
