// The roster editors' detail forms: refused edits reverting with a visible reason, the per-unit overrides
// and their default entry, robot units, and notes committed when leaving the field.
// The rig and helpers are in Rig.h and EditorHelpers.h.
#include "EditorHelpers.h"
#include "Rig.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/BattlegroupForm.h"
#include "ratio/editors/EditorPanel.h"
#include "widgets/FieldError.h"
#include "ratio/editors/PieceForm.h"
#include "ratio/editors/UnitForm.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestEditorsRefusals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The panel
    void refusedNameShowsErrorAndRevertsField();
    void refusedMoraleStyleShowsError();
    void refusedSystemLevelsShowsError();
    void unitOverridesHaveDefaultEntry();
    void robotUnitOffersNoClassOrExperience();
    void notesCommitWhenLeavingTheField();
};

// ---------------------------------------------------------------------------------------------------

void TestEditorsRefusals::refusedNameShowsErrorAndRevertsField()
{
    Rig rig;
    rig.panel.showUnit(0);
    auto *name = rig.find<QLineEdit>(u"unitName"_s);
    auto *form = rig.panel.unitForm();
    QVERIFY(name && form);
    FieldError *error = form->errorFor(name);
    QVERIFY(error);
    QVERIFY(!error->isVisible());
    const Battlegroup before = rig.bg();

    typeInto(name, QString());
    QCOMPARE(rig.spy.count(), 0);
    QCOMPARE(rig.stack()->count(), 0);
    QVERIFY(rig.bg() == before);
    QCOMPARE(name->text(), before.units.at(0).name); // reverted, not left empty
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().startsWith(u"Name: "_s), qPrintable(error->text()));
    QVERIFY2(error->text().contains(u"must not be empty"_s), qPrintable(error->text()));
    QCOMPARE(form->shownErrors(), QStringList {error->text()});
    auto *text = error->findChild<QLabel *>(u"fieldErrorText"_s);
    QVERIFY(text);
    QCOMPARE(text->palette().color(QPalette::WindowText), QColor(0xb0, 0x1c, 0x1c));

    // The next good edit clears it.
    typeInto(name, u"Bravo"_s);
    QCOMPARE(rig.stack()->count(), 1);
    QVERIFY(!error->isVisible());
    QVERIFY(form->shownErrors().isEmpty());

    // The battlegroup's name is required too.
    rig.panel.showBattlegroup();
    auto *bgName = rig.find<QLineEdit>(u"battlegroupName"_s);
    typeInto(bgName, QString());
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(bgName->text(), rig.bg().name);
    QVERIFY(rig.panel.battlegroupForm()->errorFor(bgName)->isVisible());
}

void TestEditorsRefusals::refusedMoraleStyleShowsError()
{
    Rig rig;
    rig.panel.showPiece(4, 0); // the heavy battledrone: a warbot with vehicle-style morale
    auto *style = rig.find<QComboBox>(u"pieceMoraleStyle"_s);
    QVERIFY(style);
    QVERIFY(style->isVisible());
    QCOMPARE(style->currentData().toInt(), int(MoraleStyle::Vehicle));
    QVERIFY(rig.find<QSpinBox>(u"movementLevels"_s)->isVisible());
    const Battlegroup before = rig.bg();

    // R1/R4: a vehicle unit needs its vehicle; robot-style morale would leave it without one.
    style->setCurrentIndex(style->findData(int(MoraleStyle::Robot)));
    QCOMPARE(rig.stack()->count(), 0);
    QVERIFY(rig.bg() == before);
    QCOMPARE(style->currentData().toInt(), int(MoraleStyle::Vehicle));
    FieldError *error = rig.panel.pieceForm()->errorFor(style);
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().startsWith(u"Morale style: "_s), qPrintable(error->text()));
    QVERIFY2(error->text().contains(u"vehicle unit"_s), qPrintable(error->text()));

    // A warbot of the section may switch either way; vehicle-style shows the R4 fields.
    rig.panel.showPiece(1, 0);
    QVERIFY(!error->isVisible());
    QVERIFY(rig.find<QSpinBox>(u"pieceSize"_s)->isVisible());
    QCOMPARE(rig.find<QSpinBox>(u"pieceSize"_s)->maximum(), 2);
    QVERIFY(!rig.find<QSpinBox>(u"movementLevels"_s)->isVisible());
    style->setCurrentIndex(style->findData(int(MoraleStyle::Vehicle)));
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(1).pieces.at(0).style, MoraleStyle::Vehicle);
    QVERIFY(rig.find<QSpinBox>(u"movementLevels"_s)->isVisible());
    QCOMPARE(rig.find<QSpinBox>(u"pieceSize"_s)->maximum(), limits::maxVehicleSize);

    // Back to robot style with a size robots cannot have: refused, and the message names the size.
    typeInto(rig.find<QSpinBox>(u"pieceSize"_s), 5);
    QCOMPARE(rig.stack()->count(), 2);
    style->setCurrentIndex(style->findData(int(MoraleStyle::Robot)));
    QCOMPARE(rig.stack()->count(), 2);
    QVERIFY2(error->text().startsWith(u"Morale style: size must be"_s), qPrintable(error->text()));
}

void TestEditorsRefusals::refusedSystemLevelsShowsError()
{
    Rig rig;
    rig.panel.showPiece(2, 0);
    typeInto(rig.find<QSpinBox>(u"targetingWorking"_s), 2); // damaged: 2 of 3 working
    QCOMPARE(rig.stack()->count(), 1);
    const Battlegroup before = rig.bg();

    auto *levels = rig.find<QSpinBox>(u"targetingLevels"_s);
    typeInto(levels, 1); // 1 level cannot have 2 working: refused, never clamped
    QCOMPARE(rig.stack()->count(), 1);
    QVERIFY(rig.bg() == before);
    QCOMPARE(levels->value(), 3);
    const QStringList errors = rig.panel.pieceForm()->shownErrors();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().startsWith(u"Targeting levels: targeting working must be"_s),
             qPrintable(errors.constFirst()));
}

void TestEditorsRefusals::unitOverridesHaveDefaultEntry()
{
    Rig rig;
    rig.panel.showUnit(0);
    auto *cls = rig.find<QComboBox>(u"unitMoraleClass"_s);
    auto *nbc = rig.find<QComboBox>(u"unitNbcEquipped"_s);
    QVERIFY(cls && nbc && rig.find<QComboBox>(u"unitExperience"_s));
    QCOMPARE(cls->count(), 4);
    QCOMPARE(cls->currentIndex(), 0);
    QCOMPARE(cls->currentText(), u"Battlegroup default (Regular)"_s);
    QCOMPARE(rig.find<QLabel>(u"unitKind"_s)->text(), u"Infantry"_s);

    cls->setCurrentIndex(cls->findData(int(MoraleClass::Elite)));
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(0).moraleClass, std::optional(MoraleClass::Elite));
    cls->setCurrentIndex(0);
    QCOMPARE(rig.stack()->count(), 2);
    QVERIFY(!rig.bg().units.at(0).moraleClass.has_value());

    nbc->setCurrentIndex(nbc->findData(true));
    QCOMPARE(rig.bg().units.at(0).nbcEquipped, std::optional(true));

    // The default's name follows the battlegroup.
    RuleOptions rules = rig.bg().rules;
    rules.defaultClass = MoraleClass::Levy;
    QVERIFY(rig.commands.editBattlegroup(rig.bg().name, rig.bg().side, rig.bg().notes, rules).ok());
    QCOMPARE(cls->itemText(0), u"Battlegroup default (Levy)"_s);
}

// R8 interpretation (who takes class and experience): warbots and wardrones are Regular and seasoned
// whatever their morale style, so a robot unit, or a vehicle unit whose vehicle is a robot (the heavy
// battledrone), offers neither; soldiers and crewed vehicles do.
void TestEditorsRefusals::robotUnitOffersNoClassOrExperience()
{
    Rig rig;
    auto *cls = rig.find<QComboBox>(u"unitMoraleClass"_s);
    auto *experience = rig.find<QComboBox>(u"unitExperience"_s);
    auto *none = rig.find<QLabel>(u"unitNoClassOrExperience"_s);
    QVERIFY(cls && experience && none);
    for (const auto &[unit, offers] : {std::pair{0, true}, std::pair{1, false}, std::pair{2, true}, std::pair{3, true},
                                       std::pair{4, false}}) {
        rig.panel.showUnit(unit);
        const QString where = u"unit %1"_s.arg(unit);
        QVERIFY2(cls->isVisibleTo(&rig.panel) == offers, qPrintable(where));
        QVERIFY2(experience->isVisibleTo(&rig.panel) == offers, qPrintable(where));
        QVERIFY2(none->isVisibleTo(&rig.panel) == !offers, qPrintable(where));
    }
    rig.panel.showUnit(1);
    QVERIFY(none->text().contains(u"R8"_s));
    QCOMPARE(rig.stack()->count(), 0);
}

void TestEditorsRefusals::notesCommitWhenLeavingTheField()
{
    Rig rig;
    rig.panel.showUnit(0);
    QApplication::setActiveWindow(&rig.panel);
    QVERIFY(QTest::qWaitForWindowActive(&rig.panel));
    auto *notes = rig.find<QPlainTextEdit>(u"unitNotes"_s);
    auto *name = rig.find<QLineEdit>(u"unitName"_s);
    QVERIFY(notes && name);
    notes->setFocus();
    QVERIFY(notes->hasFocus());
    QTest::keyClicks(notes, u"Dug in at the farm"_s);
    QCOMPARE(rig.stack()->count(), 0); // nothing per keystroke
    name->setFocus();
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(0).notes, u"Dug in at the farm"_s);
    rig.stack()->undo();
    QCOMPARE(notes->toPlainText(), QString());
}

QTEST_MAIN(TestEditorsRefusals)
#include "tst_editors_refusals.moc"
