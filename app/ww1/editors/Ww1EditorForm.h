#pragma once

#include "widgets/FieldError.h"
#include "ww1/model/Ww1Force.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;

namespace md::ww1 {

// The common machinery of the WW1 detail forms (force, group, stand): a QFormLayout whose every field has a
// buddy label, an accessible name and an error row beneath it; a guard so that filling the fields from the
// force never proposes an edit; and the two ends of an edit: propose() a whole changed force with its undo
// text, or refuse() it with a reason shown under the field (the field reverts, nothing is proposed).
class Ww1EditorForm : public QWidget
{
    Q_OBJECT

public:
    // `source` is the panel's copy, which outlives the form.
    explicit Ww1EditorForm(const Ww1Force *source, QWidget *parent = nullptr);

    // Fills every field from the force and clears the error rows.
    void refresh();

    // The error row under `field` (null when it has none); visible only after a refused edit.
    FieldError *errorFor(QWidget *field) const;
    // The texts of the error rows now shown.
    QStringList shownErrors() const;

Q_SIGNALS:
    // One accepted edit: the whole force after it, and the undo text naming what changed.
    void editRequested(const QString &undoText, const md::ww1::Ww1Force &after);
    // Something was added: select it (a group or a stand id).
    void selectionRequested(const QString &id);
    // An edit was refused; `message` is what the error row shows.
    void editRefused(const QString &message);

protected:
    // Sets every field from the force. Called only through refresh(), with the guard on.
    virtual void fill() = 0;
    bool isFilling() const { return m_filling; }
    const Ww1Force &force() const { return *m_force; }

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

    // Emits editRequested when `after` differs from the force; nothing otherwise (an unchanged field). A force
    // the file could not hold (Ww1Validator: a problem the force before did not have) is refused under
    // `field` instead, with the validator's reason: the forms check their own fields first, this is the net.
    void propose(QWidget *field, const QString &undoText, const Ww1Force &after);
    // Reverts every field to the force and shows "<field name>: <reason>" under `field`.
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

    const Ww1Force *m_force;
    QFormLayout *m_form;
    bool m_filling = false;
    QList<Row> m_rows;
    QHash<QWidget *, QString> m_names;
    QList<qsizetype> m_laidOut; // what relayout() last put in: row index * 2 (+ 1 for its error row)
};

// Combo boxes over the model's enums; the item data is the enumerator's int value.
template<typename E>
void addEnumItems(QComboBox *combo);

} // namespace md::ww1

#include <QComboBox>

template<typename E>
void md::ww1::addEnumItems(QComboBox *combo)
{
    for (const auto &row : EnumTable<E>::rows())
        combo->addItem(enumDisplayName(row.value), static_cast<int>(row.value));
}
