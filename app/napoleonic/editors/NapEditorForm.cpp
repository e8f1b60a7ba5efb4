#include "napoleonic/editors/NapEditorForm.h"

#include "napoleonic/io/NapValidator.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
// The text of a form label as a name: "Starting &members:" -> "Starting members".
QString plainLabel(QString label)
{
    label.replace(u"&&"_s, u"\x01"_s);
    label.remove(u'&');
    label.replace(u"\x01"_s, u"&"_s);
    label = label.trimmed();
    if (label.endsWith(u':'))
        label.chop(1);
    return label;
}
} // namespace

NapEditorForm::NapEditorForm(const NapBattle *source, QWidget *parent)
    : QWidget(parent)
    , m_battle(source)
    , m_form(new QFormLayout)
{
    auto *outer = new QVBoxLayout(this);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    outer->addLayout(m_form);
    outer->addStretch(1);
}

void NapEditorForm::refresh()
{
    m_filling = true;
    fill();
    m_filling = false;
    clearErrors();
}

FieldError *NapEditorForm::errorFor(QWidget *field) const
{
    const Row *row = rowOf(field);
    return row ? row->error : nullptr;
}

QStringList NapEditorForm::shownErrors() const
{
    QStringList texts;
    for (const Row &row : m_rows) {
        if (row.error && row.failed && row.shown)
            texts << row.error->text();
    }
    return texts;
}

NapEditorForm::Row *NapEditorForm::rowOf(QWidget *field)
{
    for (Row &row : m_rows) {
        if (row.field == field)
            return &row;
    }
    return nullptr;
}

const NapEditorForm::Row *NapEditorForm::rowOf(QWidget *field) const
{
    for (const Row &row : m_rows) {
        if (row.field == field)
            return &row;
    }
    return nullptr;
}

void NapEditorForm::addRow(QWidget *label, QWidget *field, bool withError)
{
    Row row;
    row.label = label;
    row.field = field;
    if (withError) {
        row.error = new FieldError(this);
        row.error->hide();
    }
    m_rows.append(row);
    relayout();
}

QLabel *NapEditorForm::addField(const QString &label, QWidget *field)
{
    auto *labelWidget = new QLabel(label, this);
    labelWidget->setBuddy(field);
    const QString name = plainLabel(label);
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(name);
    m_names.insert(field, name);
    addRow(labelWidget, field, true);
    return labelWidget;
}

void NapEditorForm::addWideField(QWidget *field, const QString &name)
{
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(name);
    m_names.insert(field, name);
    addRow(nullptr, field, true);
}

QLabel *NapEditorForm::addSection(const QString &title)
{
    auto *heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setBold(true);
    heading->setFont(font);
    heading->setContentsMargins(0, 6, 0, 0);
    addRow(nullptr, heading, false);
    return heading;
}

QLabel *NapEditorForm::addReadOnly(const QString &label, const QString &objectName)
{
    auto *value = new QLabel(this);
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    value->setWordWrap(true);
    // Without this a word-wrapped label keeps its narrow size hint and its second line is cut off.
    value->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    value->setAccessibleName(plainLabel(label));
    auto *labelWidget = new QLabel(label, this);
    labelWidget->setBuddy(value);
    addRow(labelWidget, value, false);
    return value;
}

QLabel *NapEditorForm::addNote(const QString &text, const QString &objectName)
{
    auto *note = new QLabel(text, this);
    note->setObjectName(objectName);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    note->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    addRow(nullptr, note, false);
    return note;
}

void NapEditorForm::setFieldShown(QWidget *field, bool shown)
{
    if (Row *row = rowOf(field)) {
        row->shown = shown;
        relayout();
    }
}

void NapEditorForm::relayout()
{
    QList<qsizetype> wanted;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (!row.shown)
            continue;
        wanted << 2 * i;
        if (row.error && row.failed)
            wanted << 2 * i + 1;
    }
    if (wanted == m_laidOut)
        return;
    m_laidOut = wanted;

    while (m_form->rowCount() > 0) {
        const QFormLayout::TakeRowResult taken = m_form->takeRow(0);
        delete taken.labelItem; // the layout items only; the widgets stay
        delete taken.fieldItem;
    }
    for (const Row &row : std::as_const(m_rows)) {
        const bool errorShown = row.shown && row.error && row.failed;
        if (row.shown) {
            if (row.label)
                m_form->addRow(row.label, row.field);
            else
                m_form->addRow(row.field);
            if (errorShown)
                m_form->addRow(static_cast<QWidget *>(nullptr), row.error); // in the field's column, under it
        }
        if (row.label)
            row.label->setVisible(row.shown);
        row.field->setVisible(row.shown);
        if (row.error)
            row.error->setVisible(errorShown);
    }
}

bool NapEditorForm::propose(QWidget *field, const QString &undoText, const NapBattle &after)
{
    if (after == *m_battle)
        return false;
    const Problems before = NapValidator::validate(*m_battle);
    for (const Problem &problem : NapValidator::validate(after)) {
        if (!before.contains(problem)) {
            refuse(field, problem.reason);
            return false;
        }
    }
    Q_EMIT editRequested(undoText, after);
    return true;
}

bool NapEditorForm::edit(QWidget *field, const QString &undoText, const std::function<void(NapBattle &)> &change)
{
    if (m_filling)
        return false;
    NapBattle after = *m_battle;
    change(after);
    return propose(field, undoText, after);
}

void NapEditorForm::refuse(QWidget *field, const QString &reason)
{
    // Nothing changed, so nothing will fill the form again: revert the field here.
    refresh();
    Row *row = rowOf(field);
    if (!row || !row->error)
        return;
    const QString text = tr("%1: %2").arg(fieldName(field), reason);
    row->error->setMessage(text, reason);
    row->failed = true;
    relayout();
    Q_EMIT editRefused(text);
}

void NapEditorForm::clearErrors()
{
    for (Row &row : m_rows)
        row.failed = false;
    relayout();
}

} // namespace md::nap
