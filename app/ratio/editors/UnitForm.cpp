#include "ratio/editors/UnitForm.h"

#include "widgets/NotesEdit.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioMorale.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

UnitForm::UnitForm(BattlegroupDocument *document, Commands *commands, QWidget *parent)
    : EditorForm(document, commands, parent)
{
    setObjectName(u"unitForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"unitName"_s);
    m_name->setMaxLength(limits::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const QString text = m_name->text();
        commit(m_name, [text](Unit &u) { u.name = text; });
    });

    m_kind = addReadOnly(tr("Kind:"), u"unitKind"_s);
    m_kind->setToolTip(tr("The kind of morale unit (R1) is fixed when the unit is created."));
    m_starting = addReadOnly(tr("Starting level:"), u"unitStarting"_s);
    m_starting->setToolTip(tr("The unit's starting morale level (R1–R4): what its ratio is measured against."));
    m_current = addReadOnly(tr("Current level:"), u"unitCurrent"_s);
    m_current->setToolTip(tr("The points the unit holds now (R5)."));


    m_class = new QComboBox(this);
    m_class->setObjectName(u"unitMoraleClass"_s);
    m_class->addItem(QString()); // "Battlegroup default (…)": unset, filled in by fill()
    addEnumItems<MoraleClass>(m_class);
    addField(tr("Morale &class:"), m_class);
    connect(m_class, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant choice = m_class->currentData();
        commit(m_class, [choice](Unit &u) {
            u.moraleClass = choice.isValid() ? std::optional(static_cast<MoraleClass>(choice.toInt())) : std::nullopt;
        });
    });

    m_experience = new QComboBox(this);
    m_experience->setObjectName(u"unitExperience"_s);
    m_experience->addItem(QString());
    addEnumItems<Experience>(m_experience);
    addField(tr("E&xperience:"), m_experience);
    connect(m_experience, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant choice = m_experience->currentData();
        commit(m_experience, [choice](Unit &u) {
            u.experience = choice.isValid() ? std::optional(static_cast<Experience>(choice.toInt())) : std::nullopt;
        });
    });

    // R8 interpretation: shown instead of the two fields above for a unit whose pieces take neither.
    m_noClass = addReadOnly(tr("Class and experience:"), u"unitNoClassOrExperience"_s);
    m_noClass->setText(tr("Regular and seasoned: warbots and wardrones take no morale class or experience (R8)."));

    m_nbc = new QComboBox(this);
    m_nbc->setObjectName(u"unitNbcEquipped"_s);
    m_nbc->addItem(QString());
    m_nbc->addItem(tr("NBC-equipped"), true);
    m_nbc->addItem(tr("Not NBC-equipped"), false);
    addField(tr("N&BC equipment:"), m_nbc);
    connect(m_nbc, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant choice = m_nbc->currentData();
        commit(m_nbc, [choice](Unit &u) { u.nbcEquipped = choice.isValid() ? std::optional(choice.toBool()) : std::nullopt; });
    });

    m_notes = new NotesEdit(this);
    m_notes->setObjectName(u"unitNotes"_s);
    addField(tr("N&otes:"), m_notes);
    connect(m_notes, &NotesEdit::editingFinished, this, [this] {
        const QString text = m_notes->toPlainText();
        commit(m_notes, [text](Unit &u) { u.notes = text; });
    });

    m_buttons = new QWidget(this);
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 6, 0, 0);
    m_addSoldier = new QPushButton(tr("Add &soldier"), m_buttons);
    m_addSoldier->setAccessibleName(tr("Add soldier"));
    m_addSoldier->setObjectName(u"addSoldier"_s);
    m_addSoldier->setToolTip(tr("Adds a Trooper to this unit."));
    m_addWarbot = new QPushButton(tr("Add &warbot"), m_buttons);
    m_addWarbot->setAccessibleName(tr("Add warbot"));
    m_addWarbot->setObjectName(u"addWarbot"_s);
    m_addWarbot->setToolTip(tr("Adds a size-1 warbot (3 points, R3)."));
    m_addWardrone = new QPushButton(tr("Add wa&rdrone"), m_buttons);
    m_addWardrone->setAccessibleName(tr("Add wardrone"));
    m_addWardrone->setObjectName(u"addWardrone"_s);
    m_addWardrone->setToolTip(tr("Adds a size-1 wardrone (3 points, R3)."));
    row->addWidget(m_addSoldier);
    row->addWidget(m_addWarbot);
    row->addWidget(m_addWardrone);
    row->addStretch(1);
    addWideField(m_buttons, tr("Add a piece"));
    connect(m_addSoldier, &QPushButton::clicked, this, [this] { addPiece(PieceKind::Soldier); });
    connect(m_addWarbot, &QPushButton::clicked, this, [this] { addPiece(PieceKind::Warbot); });
    connect(m_addWardrone, &QPushButton::clicked, this, [this] { addPiece(PieceKind::Wardrone); });
}

void UnitForm::setUnit(int unit)
{
    m_unit = unit;
    refresh();
}

void UnitForm::commit(QWidget *field, const std::function<void(Unit &)> &change)
{
    if (isFilling())
        return;
    const auto &units = m_document->battlegroup().units;
    if (m_unit < 0 || m_unit >= units.size())
        return;
    Unit edited = units.at(m_unit);
    change(edited);
    if (edited == units.at(m_unit))
        return;
    handleResult(m_commands->editUnit(m_unit, edited), field);
}

void UnitForm::addPiece(PieceKind kind)
{
    const auto &units = m_document->battlegroup().units;
    if (m_unit < 0 || m_unit >= units.size())
        return;
    const Unit &unit = units.at(m_unit);
    const int sameKind = static_cast<int>(
        std::count_if(unit.pieces.cbegin(), unit.pieces.cend(), [kind](const Piece &p) { return p.kind == kind; }));
    const int number = sameKind + 1;

    Piece piece;
    piece.kind = kind;
    piece.style = defaultStyle(kind);
    switch (kind) {
    case PieceKind::Soldier:
        piece.rank = Rank::Trooper;
        piece.name = tr("Trooper %1").arg(number);
        piece.id = m_commands->uniqueId(unit.id + u"-t"_s + QString::number(number));
        break;
    case PieceKind::Wardrone:
        piece.size = 1;
        piece.name = tr("Wardrone %1").arg(number);
        piece.id = m_commands->uniqueId(unit.id + u"-wd"_s + QString::number(number));
        break;
    case PieceKind::Warbot:
    case PieceKind::Vehicle:
    case PieceKind::Strongpoint:
        piece.size = 1;
        piece.name = tr("Warbot %1").arg(number);
        piece.id = m_commands->uniqueId(unit.id + u"-wb"_s + QString::number(number));
        break;
    }
    const int unitIndex = m_unit;
    const int index = static_cast<int>(unit.pieces.size());
    if (handleResult(m_commands->addPiece(unitIndex, piece), m_buttons, tr("Add %1").arg(enumDisplayName(kind))))
        Q_EMIT pieceAdded(unitIndex, index);
}

void UnitForm::fill()
{
    const Battlegroup &bg = m_document->battlegroup();
    if (m_unit < 0 || m_unit >= bg.units.size())
        return;
    const Unit &unit = bg.units.at(m_unit);

    m_name->setText(unit.name);
    m_kind->setText(enumDisplayName(unit.kind));

    m_class->setItemText(0, tr("Battlegroup default (%1)").arg(enumDisplayName(bg.rules.defaultClass)));
    m_class->setCurrentIndex(unit.moraleClass ? m_class->findData(static_cast<int>(*unit.moraleClass)) : 0);
    m_class->setToolTip(bg.rules.moraleClasses
                            ? tr("R8: Elite +1, Regular 0, Levy −1 to the number needed.")
                            : tr("R8: Elite +1, Regular 0, Levy −1 to the number needed. The Morale classes rule "
                                 "is off in this battlegroup, so this has no effect now."));

    m_experience->setItemText(0,
                              tr("Battlegroup default (%1)").arg(enumDisplayName(bg.rules.defaultExperience)));
    m_experience->setCurrentIndex(unit.experience ? m_experience->findData(static_cast<int>(*unit.experience)) : 0);
    m_experience->setToolTip(bg.rules.experience
                                 ? tr("R8: green troops −1 to the number needed.")
                                 : tr("R8: green troops −1 to the number needed. The Experience rule is off in this "
                                      "battlegroup, so this has no effect now."));

    // R8 interpretation (who takes class and experience): a robot unit offers neither.
    const bool offersClass = ratio::offersClassAndExperience(unit);
    setFieldShown(m_class, offersClass);
    setFieldShown(m_experience, offersClass);
    setFieldShown(m_noClass, !offersClass);

    m_nbc->setItemText(0, tr("Battlegroup default (%1)").arg(m_nbc->itemText(bg.rules.defaultNbcEquipped ? 1 : 2)));
    m_nbc->setCurrentIndex(unit.nbcEquipped ? (*unit.nbcEquipped ? 1 : 2) : 0);
    m_nbc->setToolTip(bg.rules.nbc ? tr("R8a: troops not equipped for NBC get −2 in a check an NBC attack forces.")
                                   : tr("R8a: troops not equipped for NBC get −2 in a check an NBC attack forces. "
                                        "The Psychological effects rule is off in this battlegroup."));

    if (m_notes->toPlainText() != unit.notes)
        m_notes->setPlainText(unit.notes);

    m_starting->setText(pointsText(ratio::unitStarting(unit, bg.rules)));
    m_current->setText(pointsText(ratio::unitCurrent(unit, bg.rules)));

    const bool infantry = unit.kind == UnitKind::Infantry;
    const bool robots = infantry || unit.kind == UnitKind::Robots;
    m_addSoldier->setVisible(infantry);
    m_addWarbot->setVisible(robots);
    m_addWardrone->setVisible(robots);
    setFieldShown(m_buttons, robots);
    const bool room = unit.pieces.size() < limits::maxPiecesPerUnit;
    m_buttons->setEnabled(room);
}

} // namespace md
