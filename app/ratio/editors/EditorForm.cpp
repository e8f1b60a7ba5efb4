#include "ratio/editors/EditorForm.h"

#include "ratio/document/BattlegroupDocument.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {
// The text of a form label as a name: "Morale &class:" -> "Morale class".
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

EditorForm::EditorForm(BattlegroupDocument *document, Commands *commands, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_form(new QFormLayout)
{
    auto *outer = new QVBoxLayout(this);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    outer->addLayout(m_form);
    outer->addStretch(1);
}

void EditorForm::refresh()
{
    m_filling = true;
    fill();
    m_filling = false;
    clearErrors();
}

FieldError *EditorForm::errorFor(QWidget *field) const
{
    const Row *row = rowOf(field);
    return row ? row->error : nullptr;
}

QStringList EditorForm::shownErrors() const
{
    QStringList texts;
    for (const Row &row : m_rows) {
        if (row.error && row.failed && row.shown)
            texts << row.error->text();
    }
    return texts;
}

EditorForm::Row *EditorForm::rowOf(QWidget *field)
{
    for (Row &row : m_rows) {
        if (row.field == field)
            return &row;
    }
    return nullptr;
}

const EditorForm::Row *EditorForm::rowOf(QWidget *field) const
{
    for (const Row &row : m_rows) {
        if (row.field == field)
            return &row;
    }
    return nullptr;
}

void EditorForm::addRow(QWidget *label, QWidget *field, bool withError)
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

QLabel *EditorForm::addField(const QString &label, QWidget *field)
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

void EditorForm::addWideField(QWidget *field, const QString &name)
{
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(name);
    m_names.insert(field, name);
    addRow(nullptr, field, true);
}

QLabel *EditorForm::addSection(const QString &title)
{
    auto *heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setBold(true);
    heading->setFont(font);
    heading->setContentsMargins(0, 6, 0, 0);
    addRow(nullptr, heading, false);
    return heading;
}

QLabel *EditorForm::addReadOnly(const QString &label, const QString &objectName)
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

void EditorForm::setFieldShown(QWidget *field, bool shown)
{
    if (Row *row = rowOf(field)) {
        row->shown = shown;
        relayout();
    }
}

void EditorForm::relayout()
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

bool EditorForm::handleResult(const ratio::ActionResult &result, QWidget *field, const QString &name)
{
    if (result.ok())
        return true;
    // Nothing changed in the document, so no refresh came: revert the field by hand.
    refresh();
    showError(field, name, result.error);
    return false;
}

void EditorForm::showError(QWidget *field, const QString &name, const QString &error)
{
    Row *row = rowOf(field);
    if (!row || !row->error)
        return;
    QString reason = error;
    QString subject;
    // The validator words a refusal as "<json path>: <reason>"; the path is for files, not for people.
    if (error.startsWith(u'$')) {
        const qsizetype colon = error.indexOf(u": "_s);
        if (colon > 0) {
            subject = subjectOfPath(error.left(colon));
            reason = error.mid(colon + 2);
        }
    }
    const QString label = name.isEmpty() ? fieldName(field) : name;
    QString text;
    if (subject.isEmpty() || subject.compare(label, Qt::CaseInsensitive) == 0)
        text = tr("%1: %2").arg(label, reason);
    else
        text = tr("%1: %2 %3").arg(label, subject, reason);
    row->error->setMessage(text, error);
    row->failed = true;
    relayout();
    Q_EMIT editRefused(text);
}

void EditorForm::clearErrors()
{
    for (Row &row : m_rows)
        row.failed = false;
    relayout();
}

// ---------------------------------------------------------------------------------------------------

QString pointsText(int points)
{
    return points == 1 ? EditorForm::tr("1 point") : EditorForm::tr("%1 points").arg(points);
}

QString rankText(Rank rank)
{
    return EditorForm::tr("%1 (%2)").arg(enumDisplayName(rank)).arg(rankFactor(rank));
}

void addRankItems(QComboBox *combo)
{
    for (const auto &row : EnumTable<Rank>::rows())
        combo->addItem(rankText(row.value), static_cast<int>(row.value));
}

QString subjectOfPath(const QString &path)
{
    static const QRegularExpression weaponName(uR"(\.weapons\[(\d+)\]\.name$)"_s);
    if (const auto m = weaponName.match(path); m.hasMatch())
        return EditorForm::tr("weapon %1 name").arg(m.captured(1).toInt() + 1);

    struct Row
    {
        QLatin1StringView suffix;
        const char *name;
    };
    static const Row rows[] = {
        {".systems.movement.levels"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "movement levels")},
        {".systems.movement.current"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "movement working")},
        {".systems.targeting.levels"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "targeting levels")},
        {".systems.targeting.current"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "targeting working")},
        {".systems.damageControl.levels"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "damage control levels")},
        {".systems.damageControl.current"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "damage control working")},
        {".currentMovement"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "current movement")},
        {".movementRate"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "movement rate")},
        {".targetingBonus"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "targeting bonus")},
        {".armorClass"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "armor class")},
        {".size"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "size")},
        {".hits"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "penetrating hits")},
        {".morale"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "morale style")},
        {".weapons"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "weapons")},
        {".crew"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "crew")},
        {".moraleOfficer"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "morale officer")},
        {".notes"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "notes")},
        {".side"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "side")},
        {".name"_L1, QT_TRANSLATE_NOOP("md::EditorForm", "name")},
    };
    for (const Row &row : rows) {
        if (path.endsWith(row.suffix))
            return QCoreApplication::translate("md::EditorForm", row.name);
    }
    return {};
}

} // namespace md
