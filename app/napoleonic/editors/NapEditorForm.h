#pragma once

#include "widgets/FieldError.h"
#include "napoleonic/model/NapBattle.h"

#include <QHash>

#include <functional>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;

namespace md::nap {

// The common machinery of the Napoleonic detail forms (battle, army, command, unit): a QFormLayout whose every
// field has a buddy label, an accessible name and an error row beneath it; a guard so that filling the fields
// from the battle never proposes an edit; and the two ends of an edit: propose() a whole changed battle with
// its undo text, or refuse() it with a reason shown under the field (the field reverts, nothing is proposed).
class NapEditorForm : public QWidget
{
    Q_OBJECT

public:
    // `source` is the panel's copy, which outlives the form.
    explicit NapEditorForm(const NapBattle *source, QWidget *parent = nullptr);

    // Fills every field from the battle and clears the error rows.
    void refresh();

    // The error row under `field` (null when it has none); visible only after a refused edit.
    FieldError *errorFor(QWidget *field) const;
    // The texts of the error rows now shown.
    QStringList shownErrors() const;

Q_SIGNALS:
    // One accepted edit: the whole battle after it, and the undo text naming what changed.
    void editRequested(const QString &undoText, const md::nap::NapBattle &after);
    // Something was added: select it (an army, command or unit id).
    void selectionRequested(const QString &id);
    // An edit was refused; `message` is what the error row shows.
    void editRefused(const QString &message);

protected:
    // Sets every field from the battle. Called only through refresh(), with the guard on.
    virtual void fill() = 0;
    bool isFilling() const { return m_filling; }
    const NapBattle &battle() const { return *m_battle; }

    // A row "label: field" with the label as the field's buddy, the field's accessible name taken from the
    // label (without mnemonic and colon) and an error row under it.
    QLabel *addField(const QString &label, QWidget *field);
    // A field that carries its own text (a check box, a button row): spans the row.
    void addWideField(QWidget *field, const QString &name);
    // A bold heading between groups of rows.
    QLabel *addSection(const QString &title);
    // A read-only value: "label: value".
    QLabel *addReadOnly(const QString &label, const QString &objectName);
    // A word-wrapped paragraph spanning the row (an explanation, a placeholder warning).
    QLabel *addNote(const QString &text, const QString &objectName);

    // Shows or hides a field's row (and its error row with it).
    void setFieldShown(QWidget *field, bool shown);
    QString fieldName(QWidget *field) const { return m_names.value(field); }

    // Emits editRequested when `after` differs from the battle; nothing otherwise (an unchanged field). A battle
    // the file could not hold (NapValidator: a problem the battle before did not have) is refused under `field`
    // instead, with the validator's reason: the forms check their own fields first, this is the net.
    // True when the edit was proposed.
    bool propose(QWidget *field, const QString &undoText, const NapBattle &after);
    // Proposes the battle with `change` applied (nothing while filling, nothing when it changes nothing).
    bool edit(QWidget *field, const QString &undoText, const std::function<void(NapBattle &)> &change);
    // Reverts every field to the battle and shows "<field name>: <reason>" under `field`.
    void refuse(QWidget *field, const QString &reason);

private:
    // One row of the form as the user sees it: a label (or none: the field spans the row), the field, and
    // the error row under it.
    struct Row
    {
        QWidget *label = nullptr;
        QWidget *field = nullptr;
        FieldError *error = nullptr; // null for headings and read-only values
        bool shown = true;
        bool failed = false;
    };
    Row *rowOf(QWidget *field);
    const Row *rowOf(QWidget *field) const;
    void addRow(QWidget *label, QWidget *field, bool withError);
    void clearErrors();
    // Puts exactly the shown rows (and the shown errors) into the QFormLayout. Hidden rows are taken out
    // rather than hidden in place: QFormLayout (Qt 6.4) miscomputes the heights of word-wrapped rows when
    // some rows are hidden with setRowVisible().
    void relayout();

    const NapBattle *m_battle;
    QFormLayout *m_form;
    bool m_filling = false;
    QList<Row> m_rows;
    QHash<QWidget *, QString> m_names;
    QList<qsizetype> m_laidOut; // what relayout() last put in: row index * 2 (+ 1 for its error row)
};

// Combo boxes over the model's enums; the item data is the enumerator's int value.
template<typename E>
void addEnumItems(QComboBox *combo);

} // namespace md::nap

#include <QComboBox>

template<typename E>
void md::nap::addEnumItems(QComboBox *combo)
{
    for (const auto &row : EnumTable<E>::rows())
        combo->addItem(enumDisplayName(row.value), static_cast<int>(row.value));
}
