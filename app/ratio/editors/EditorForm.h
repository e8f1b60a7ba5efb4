#pragma once

#include "ratio/rules/RatioEngine.h"

#include "widgets/FieldError.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;

namespace md {

class BattlegroupDocument;
class Commands;

// The common machinery of the three detail forms: a QFormLayout whose every field has a buddy label,
// an accessible name and an error row beneath it; a guard so that filling the fields from the document
// never sends a command; and the handling of a refused command (revert the field, show the reason).
class EditorForm : public QWidget
{
    Q_OBJECT

public:
    EditorForm(BattlegroupDocument *document, Commands *commands, QWidget *parent = nullptr);

    // Fills every field from the document and clears the error rows.
    void refresh();

    // The error row under `field` (null when it has none); visible only after a refused edit.
    FieldError *errorFor(QWidget *field) const;
    // The texts of the error rows now shown.
    QStringList shownErrors() const;

Q_SIGNALS:
    // An edit was refused; `message` is what the error row shows.
    void editRefused(const QString &message);

protected:
    // Sets every field from the document. Called only through refresh(), with the guard on.
    virtual void fill() = 0;
    bool isFilling() const { return m_filling; }

    // A row "label: field" with the label as the field's buddy, the field's accessible name taken from
    // the label (without mnemonic and colon) and an error row under it.
    QLabel *addField(const QString &label, QWidget *field);
    // A field that carries its own text (a check box, a button row): spans the row.
    void addWideField(QWidget *field, const QString &name);
    // A bold heading between groups of rows.
    QLabel *addSection(const QString &title);
    // A read-only value: "label: value".
    QLabel *addReadOnly(const QString &label, const QString &objectName);

    // Shows or hides a field's row (and its error row with it).
    void setFieldShown(QWidget *field, bool shown);
    QString fieldName(QWidget *field) const { return m_names.value(field); }

    // After a command: true when it was done. When it was refused, the fields are filled again from the
    // unchanged document (the field reverts) and the error row under `field` shows `name` and the reason.
    bool handleResult(const ratio::ActionResult &result, QWidget *field, const QString &name = {});
    void showError(QWidget *field, const QString &name, const QString &error);
    void clearErrors();

    BattlegroupDocument *m_document;
    Commands *m_commands;
    QFormLayout *m_form;

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
    // Puts exactly the shown rows (and the shown errors) into the QFormLayout. Hidden rows are taken out
    // rather than hidden in place: QFormLayout (Qt 6.4) miscomputes the heights of word-wrapped rows when
    // some rows are hidden with setRowVisible().
    void relayout();

    bool m_filling = false;
    QList<Row> m_rows;
    QHash<QWidget *, QString> m_names;
    QList<qsizetype> m_laidOut; // what relayout() last put in: row index * 2 (+ 1 for its error row)
};

// Combo boxes over the model's enums; the item data is the enumerator's int value.
template<typename E>
void addEnumItems(QComboBox *combo);

// "1 point", "12 points".
QString pointsText(int points);

// "Sergeant (3)": a rank with its point factor (R2).
QString rankText(Rank rank);
void addRankItems(QComboBox *combo);

// The name of the field a validator path points at ("size", "movement levels"), or empty when the path
// is not about one field. Used to say what a refused edit broke when that is another field.
QString subjectOfPath(const QString &path);

} // namespace md

#include <QComboBox>

template<typename E>
void md::addEnumItems(QComboBox *combo)
{
    for (const auto &row : EnumTable<E>::rows())
        combo->addItem(enumDisplayName(row.value), static_cast<int>(row.value));
}
