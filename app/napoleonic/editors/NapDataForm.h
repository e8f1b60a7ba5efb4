#pragma once

#include "napoleonic/editors/NapEditorForm.h"
#include "napoleonic/editors/NapTableEditor.h"

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace md::nap {

class NapListEditor;

// The players' own data (B.6), which the seed does not give: terrain, officer benefits, minimum fire zones and
// charge ranges, the phase sequence and the hourly turns, the road-exit MFP, the user adjustment rows and the
// club's rally restriction (c). What a new battle holds are PLACEHOLDER examples: each table says so while it
// still holds them, and none is ever presented as the rules.
class NapDataForm : public NapEditorForm
{
    Q_OBJECT

public:
    explicit NapDataForm(const NapBattle *source, QWidget *parent = nullptr);

    NapTableEditor *terrain() const { return m_terrain; }
    NapTableEditor *officerBenefits() const { return m_officers; }
    NapTableEditor *minimumFireZones() const { return m_fireZones; }
    NapTableEditor *chargeRanges() const { return m_chargeRanges; }
    NapTableEditor *userAdjustments() const { return m_userAdjustments; }
    NapListEditor *phases() const { return m_phases; }

protected:
    void fill() override;

private:
    // What one table of B.6 is: how its rows read from and write to the settings, and what a cell may hold.
    struct Table
    {
        NapTableEditor *editor = nullptr;
        QLabel *exampleNote = nullptr;            // shown while the rows are the placeholder examples
        QString addText;                           // "Add terrain: %1", %1 the row's name
        QString removeText;
        QString moveText;
        QList<NapTableEditor::Column> columns;
        std::function<QList<QVariantList>(const NapSettings &)> rows;
        std::function<bool(const NapSettings &)> isExample;
        // The problem with `value` in (row, column); empty when it may be set.
        std::function<QString(const NapSettings &, int, int, const QVariant &)> problem;
        std::function<void(NapSettings &, int, int, const QVariant &)> set;
        std::function<QString(int, const QVariant &, const QString &)> undoText; // column, value, row name
        std::function<void(NapSettings &)> add;    // a new row at the end, with a unique name
        std::function<void(NapSettings &, int)> remove;
        std::function<void(NapSettings &, int, int)> move;
        std::function<qsizetype(const NapSettings &)> count;
    };
    NapTableEditor *addTable(const QString &label, const QString &objectName, Table table, const QString &tip);
    void connectTable(qsizetype index);
    void addPhase(int choice);
    void connectNumber(QSpinBox *box, int minimum, int maximum, int NapSettings::*member,
                       const std::function<QString(int)> &undoText);

    QList<Table> m_tables;
    NapTableEditor *m_terrain;
    NapTableEditor *m_officers;
    NapTableEditor *m_fireZones;
    NapTableEditor *m_chargeRanges;
    NapTableEditor *m_userAdjustments;
    NapListEditor *m_phases;
    QLabel *m_phasesExample;
    QSpinBox *m_turnsPerHour;
    QSpinBox *m_roadExit;
    QLineEdit *m_rallyText;
    QCheckBox *m_rallyEnabled;
};

} // namespace md::nap
