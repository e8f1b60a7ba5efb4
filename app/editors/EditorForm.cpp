#include "EditorForm.h"

#include "document/BattlegroupDocument.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>

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

// ---------------------------------------------------------------------------------------------------

FieldError::FieldError(QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
{
    setObjectName(u"fieldError"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize, iconSize));
    m_icon->setAlignment(Qt::AlignTop);
    m_icon->setAccessibleName(tr("Warning"));
    layout->addWidget(m_icon, 0, Qt::AlignTop);

    m_text->setObjectName(u"fieldErrorText"_s);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette pal = m_text->palette();
    pal.setColor(QPalette::WindowText, QColor(0xb0, 0x1c, 0x1c)); // dark red: readable on light grounds
    m_text->setPalette(pal);
    layout->addWidget(m_text, 1);
}

QString FieldError::text() const { return m_text->text(); }

void FieldError::setMessage(const QString &text, const QString &details)
{
    m_text->setText(text);
    m_text->setToolTip(details);
    m_text->setAccessibleName(text);
    setToolTip(details);
}

// ---------------------------------------------------------------------------------------------------

NotesEdit::NotesEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QSize NotesEdit::sizeHint() const
{
    const QSize base = QPlainTextEdit::sizeHint();
    const int lines = 4;
    return {base.width(), fontMetrics().lineSpacing() * lines + 2 * frameWidth() + 8};
}

void NotesEdit::focusOutEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusOutEvent(event);
    Q_EMIT editingFinished();
}

// ---------------------------------------------------------------------------------------------------

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

FieldError *EditorForm::errorFor(QWidget *field) const { return m_errors.value(field); }

QStringList EditorForm::shownErrors() const
{
    QStringList texts;
    for (auto it = m_errors.cbegin(); it != m_errors.cend(); ++it) {
        if (m_failed.contains(it.key()) && !m_hidden.contains(it.key()))
            texts << it.value()->text();
    }
    return texts;
}

QLabel *EditorForm::addField(const QString &label, QWidget *field)
{
    auto *labelWidget = new QLabel(label, this);
    labelWidget->setBuddy(field);
    const QString name = plainLabel(label);
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(name);
    m_names.insert(field, name);
    m_form->addRow(labelWidget, field);
    auto *error = new FieldError(this);
    m_form->addRow(error);
    m_form->setRowVisible(error, false);
    m_errors.insert(field, error);
    return labelWidget;
}

void EditorForm::addWideField(QWidget *field, const QString &name)
{
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(name);
    m_names.insert(field, name);
    m_form->addRow(field);
    auto *error = new FieldError(this);
    m_form->addRow(error);
    m_form->setRowVisible(error, false);
    m_errors.insert(field, error);
}

QLabel *EditorForm::addSection(const QString &title)
{
    auto *heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setBold(true);
    heading->setFont(font);
    heading->setContentsMargins(0, 6, 0, 0);
    m_form->addRow(heading);
    return heading;
}

QLabel *EditorForm::addReadOnly(const QString &label, const QString &objectName)
{
    auto *value = new QLabel(this);
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    value->setWordWrap(true);
    value->setAccessibleName(plainLabel(label));
    auto *labelWidget = new QLabel(label, this);
    labelWidget->setBuddy(value);
    m_form->addRow(labelWidget, value);
    return value;
}

void EditorForm::setFieldShown(QWidget *field, bool shown)
{
    if (shown)
        m_hidden.remove(field);
    else
        m_hidden.insert(field);
    m_form->setRowVisible(field, shown);
    updateErrorRow(field);
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
    FieldError *row = m_errors.value(field);
    if (!row)
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
    row->setMessage(text, error);
    m_failed.insert(field);
    updateErrorRow(field);
    Q_EMIT editRefused(text);
}

void EditorForm::clearErrors()
{
    const QSet<QWidget *> failed = m_failed;
    m_failed.clear();
    for (QWidget *field : failed)
        updateErrorRow(field);
}

void EditorForm::updateErrorRow(QWidget *field)
{
    if (FieldError *row = m_errors.value(field))
        m_form->setRowVisible(row, m_failed.contains(field) && !m_hidden.contains(field));
}

// ---------------------------------------------------------------------------------------------------

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
