// The roster editors' panel: adding soldiers and units, weapon and crew rows, the strongpoint switch,
// the panel following the document, filling without commands, accessible names and narrow layouts.
//
// Set MORALEDESK_SCREENSHOTS to a folder to get a picture of every form there (editor-*.png).
#include "EditorHelpers.h"
#include "Rig.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/BattlegroupForm.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/PieceForm.h"
#include "ratio/editors/UnitForm.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
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

class TestEditorsRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The panel
    void addSoldierNamesAndIds();
    void addUnitFromTemplate();
    void weaponsAndCrewRows();
    void strongpointMovementSwitch();
    void followsItemAcrossEditsAndFallsBack();
    void fillingNeverSendsCommands();
    void everyControlHasAnAccessibleName();
    void noRowCollapsesWhenNarrow();
    void screenshots();
};

// ---------------------------------------------------------------------------------------------------

void TestEditorsRows::addSoldierNamesAndIds()
{
    Rig rig;
    rig.panel.showUnit(0);
    QSignalSpy added(&rig.panel, &EditorPanel::pieceAdded);
    auto *soldier = rig.find<QPushButton>(u"addSoldier"_s);
    QVERIFY(soldier && soldier->isVisible());
    QTest::mouseClick(soldier, Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toInt(), 0);
    QCOMPARE(added.at(0).at(1).toInt(), 10);
    const Piece &p = rig.bg().units.at(0).pieces.at(10);
    QCOMPARE(p.name, u"Trooper 11"_s);
    QCOMPARE(p.rank, Rank::Trooper);
    QCOMPARE(rig.find<QLabel>(u"unitStarting"_s)->text(), u"11 points"_s);

    QTest::mouseClick(rig.find<QPushButton>(u"addWarbot"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(0).pieces.at(11).name, u"Warbot 1"_s);
    QCOMPARE(rig.bg().units.at(0).pieces.at(11).size, 1);
    QCOMPARE(problemLines(BattlegroupValidator::validate(rig.bg())), QStringList());

    // A robots unit takes warbots and wardrones, not soldiers; a vehicle unit none of them.
    rig.panel.showUnit(1);
    QVERIFY(!rig.find<QPushButton>(u"addSoldier"_s)->isVisible());
    QVERIFY(rig.find<QPushButton>(u"addWardrone"_s)->isVisible());
    QTest::mouseClick(rig.find<QPushButton>(u"addWarbot"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(1).pieces.constLast().name, u"Warbot 4"_s);
    rig.panel.showUnit(2);
    QVERIFY(!rig.find<QPushButton>(u"addWarbot"_s)->isVisible());
}

void TestEditorsRows::addUnitFromTemplate()
{
    Rig rig;
    QSignalSpy added(&rig.panel, &EditorPanel::unitAdded);
    auto *combo = rig.find<QComboBox>(u"unitTemplate"_s);
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(u"squad"_s));
    QTest::mouseClick(rig.find<QPushButton>(u"addUnit"_s), Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toInt(), 5);
    QCOMPARE(rig.bg().units.size(), 6);
    QCOMPARE(rig.bg().units.at(5).pieces.size(), 10);
    QCOMPARE(problemLines(BattlegroupValidator::validate(rig.bg())), QStringList());
}

void TestEditorsRows::weaponsAndCrewRows()
{
    Rig rig;
    rig.panel.showPiece(2, 0);
    QVERIFY(rig.find<QLineEdit>(u"weaponName2"_s));
    QVERIFY(!rig.find<QLineEdit>(u"weaponName3"_s));

    QTest::mouseClick(rig.find<QPushButton>(u"addWeapon"_s), Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 1);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.size(), 4);
    auto *fourth = rig.find<QLineEdit>(u"weaponName3"_s);
    QVERIFY(fourth);
    QCOMPARE(fourth->text(), u"Weapon 4"_s);
    typeInto(fourth, u"Point defence"_s);
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.at(3).name, u"Point defence"_s);

    // A weapon name is required: refused, reverted, the message names the weapon.
    typeInto(fourth, QString());
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(fourth->text(), u"Point defence"_s);
    QCOMPARE(rig.panel.pieceForm()->shownErrors().size(), 1);
    QVERIFY2(rig.panel.pieceForm()->shownErrors().constFirst().startsWith(u"Weapon 4 name: must not be empty"_s),
             qPrintable(rig.panel.pieceForm()->shownErrors().constFirst()));

    // Knocking one out costs nothing while three others still work (R4: three at most).
    click(rig.find<QCheckBox>(u"weaponKnockedOut0"_s));
    QCOMPARE(rig.stack()->count(), 3);
    QVERIFY(rig.bg().units.at(2).pieces.at(0).weapons.at(0).knockedOut);
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"12 points"_s);

    QTest::mouseClick(rig.find<QToolButton>(u"removeWeapon1"_s), Qt::LeftButton);
    QCOMPARE(rig.stack()->count(), 4);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.size(), 3);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).weapons.at(1).name, u"Missile pod"_s);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!rig.find<QLineEdit>(u"weaponName3"_s));
    QCOMPARE(rig.find<QLineEdit>(u"weaponName1"_s)->text(), u"Missile pod"_s);
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"11 points"_s);

    // Crew: Sergeant, Corporal, Trooper; change one, add one, remove one.
    auto *crew1 = rig.find<QComboBox>(u"crewRank1"_s);
    QVERIFY(crew1);
    QCOMPARE(crew1->currentText(), u"Corporal / Warder (2)"_s);
    crew1->setCurrentIndex(crew1->findData(int(Rank::Lieutenant)));
    QCOMPARE(rig.stack()->count(), 5);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).crew.at(1), Rank::Lieutenant);
    QTest::mouseClick(rig.find<QPushButton>(u"addCrew"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).crew.size(), 4);
    QTest::mouseClick(rig.find<QToolButton>(u"removeCrew0"_s), Qt::LeftButton);
    QCOMPARE(rig.bg().units.at(2).pieces.at(0).crew,
             (QList<Rank> {Rank::Lieutenant, Rank::Trooper, Rank::Trooper}));
    QCOMPARE(rig.stack()->count(), 7);

    // Tab goes through the rows in screen order.
    QCOMPARE(rig.find<QLineEdit>(u"weaponName0"_s)->nextInFocusChain(), rig.find<QCheckBox>(u"weaponKnockedOut0"_s));
    QCOMPARE(rig.find<QToolButton>(u"removeCrew2"_s)->nextInFocusChain(), rig.find<QPushButton>(u"addCrew"_s));

    // Up to the file limit, then the button is off.
    Piece full = rig.bg().units.at(2).pieces.at(0);
    while (full.weapons.size() < limits::maxWeapons)
        full.weapons.append({u"Spare"_s, false});
    QVERIFY(rig.commands.editPiece({2, 0}, full).ok());
    QVERIFY(!rig.find<QPushButton>(u"addWeapon"_s)->isEnabled());
}

void TestEditorsRows::strongpointMovementSwitch()
{
    Rig rig;
    rig.panel.showPiece(3, 0); // the bunker
    auto *has = rig.find<QCheckBox>(u"pieceHasMovement"_s);
    auto *levels = rig.find<QSpinBox>(u"movementLevels"_s);
    QVERIFY(has && levels);
    QVERIFY(has->isVisible());
    QVERIFY(!has->isChecked());
    QVERIFY(!levels->isEnabled());
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"9 points"_s);

    click(has); // a turret
    QCOMPARE(rig.stack()->count(), 1);
    QVERIFY(levels->isEnabled());
    typeInto(levels, 2);
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(rig.bg().units.at(3).pieces.at(0).movement, (SystemTrack {2, 2}));
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"11 points"_s);

    click(has); // immobile again: movement levels go to 0 in the same edit
    QCOMPARE(rig.stack()->count(), 3);
    QCOMPARE(rig.bg().units.at(3).pieces.at(0).movement, (SystemTrack {0, 0}));
    QCOMPARE(rig.find<QLabel>(u"pieceCurrent"_s)->text(), u"9 points"_s);

    // A vehicle that has movement does not show the switch.
    rig.panel.showPiece(2, 0);
    QVERIFY(!has->isVisible());
}

void TestEditorsRows::followsItemAcrossEditsAndFallsBack()
{
    Rig rig;
    QSignalSpy shown(&rig.panel, &EditorPanel::shownItemChanged);
    rig.panel.showPiece(1, 2); // Warbot 3 of the section
    QCOMPARE(shown.count(), 1);
    const QString id = rig.bg().units.at(1).pieces.at(2).id;

    // The squad before it goes: the same piece, now in unit 0.
    QVERIFY(rig.commands.removeUnit(0).ok());
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Piece);
    QCOMPARE(rig.panel.shownUnit(), 0);
    QCOMPARE(rig.panel.shownPiece(), 2);
    QCOMPARE(rig.bg().units.at(0).pieces.at(2).id, id);
    QCOMPARE(shown.count(), 2);

    // The piece itself goes: back to the battlegroup.
    QVERIFY(rig.commands.removePiece({0, 2}).ok());
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);
    QCOMPARE(shown.count(), 3);
    QCOMPARE(shown.constLast().at(0).toInt(), -1);

    // Undoing an added piece while it is shown.
    rig.panel.showUnit(0);
    QTest::mouseClick(rig.find<QPushButton>(u"addWardrone"_s), Qt::LeftButton);
    rig.panel.showPiece(0, 2);
    QCOMPARE(rig.find<QLineEdit>(u"pieceName"_s)->text(), u"Wardrone 1"_s);
    rig.stack()->undo();
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);

    // Invalid requests show the battlegroup (or the unit) instead.
    rig.panel.showUnit(99);
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Battlegroup);
    rig.panel.showPiece(0, 99);
    QCOMPARE(rig.panel.page(), EditorPanel::Page::Unit);
}

void TestEditorsRows::fillingNeverSendsCommands()
{
    Rig rig;
    // Walk over every item, with and without the Leaders rule, and undo/redo edits: no command may appear.
    for (int u = 0; u < rig.bg().units.size(); ++u) {
        rig.panel.showUnit(u);
        for (int p = 0; p < rig.bg().units.at(u).pieces.size(); ++p)
            rig.panel.showPiece(u, p);
    }
    rig.panel.showBattlegroup();
    QCOMPARE(rig.stack()->count(), 0);

    rig.panel.showPiece(2, 0);
    typeInto(rig.find<QSpinBox>(u"movementWorking"_s), 1);
    typeInto(rig.find<QSpinBox>(u"pieceMovementRate"_s), 10);
    QCOMPARE(rig.stack()->count(), 2);
    rig.stack()->undo();
    rig.stack()->undo();
    rig.stack()->redo();
    QCOMPARE(rig.stack()->count(), 2);
    QCOMPARE(rig.stack()->index(), 1);
    QCOMPARE(rig.find<QSpinBox>(u"movementWorking"_s)->value(), 1);
}

void TestEditorsRows::everyControlHasAnAccessibleName()
{
    Rig rig;
    auto check = [&rig](const char *page) {
        const QList<QWidget *> widgets = rig.panel.findChildren<QWidget *>();
        for (QWidget *w : widgets) {
            const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                || qobject_cast<QComboBox *>(w) || qobject_cast<QLineEdit *>(w) || qobject_cast<QPlainTextEdit *>(w);
            if (!control || !w->isVisibleTo(&rig.panel))
                continue;
            if (qobject_cast<QLineEdit *>(w) && qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
                continue; // the spin box's own editor
            QVERIFY2(!w->accessibleName().isEmpty(),
                     qPrintable(u"%1: %2 has no accessible name"_s.arg(QLatin1StringView(page), w->objectName())));
        }
    };
    check("battlegroup");
    rig.panel.showUnit(0);
    check("unit");
    rig.panel.showPiece(0, 0);
    check("soldier");
    rig.panel.showPiece(1, 0);
    check("warbot");
    rig.panel.showPiece(2, 0);
    check("tank");
    rig.panel.showPiece(3, 0);
    check("bunker");

    // Buddies: the labels of the form point at their fields.
    rig.panel.showPiece(2, 0);
    int buddies = 0;
    for (QLabel *label : rig.panel.pieceForm()->findChildren<QLabel *>()) {
        if (label->buddy())
            ++buddies;
    }
    QVERIFY(buddies >= 15);
}

void TestEditorsRows::noRowCollapsesWhenNarrow()
{
    // Rows come and go with the piece's kind and style, and error rows wrap: at a side-dock width every row
    // that is shown must keep its height (QFormLayout's hidden rows used to squash word-wrapped neighbours).
    Rig rig;
    rig.panel.resize(360, 700);
    for (const ratio::PieceRef ref : {ratio::PieceRef {0, 0}, ratio::PieceRef {1, 0}, ratio::PieceRef {3, 0},
                                      ratio::PieceRef {4, 0}, ratio::PieceRef {2, 0}}) {
        rig.panel.showPiece(ref.unit, ref.piece);
        auto *style = rig.find<QComboBox>(u"pieceMoraleStyle"_s);
        if (ref.unit == 4)
            style->setCurrentIndex(style->findData(int(MoraleStyle::Robot))); // refused: an error row appears
        QCoreApplication::processEvents();
        for (QWidget *w : rig.panel.pieceForm()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (w->isVisible())
                QVERIFY2(w->height() > 0, qPrintable(u"%1 (%2) collapsed for piece %3/%4"_s.arg(
                    w->objectName(), w->accessibleName()).arg(ref.unit).arg(ref.piece)));
        }
    }
}

void TestEditorsRows::screenshots()
{
    const QString dir = qEnvironmentVariable("MORALEDESK_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("Set MORALEDESK_SCREENSHOTS to a folder to get pictures of the forms.");
    Rig rig;
    rig.panel.resize(560, 780);
    const auto save = [&rig, &dir](const QString &name) {
        for (int i = 0; i < 5; ++i) // nested layouts settle one posted LayoutRequest at a time
            QCoreApplication::processEvents();
        QVERIFY(rig.panel.grab().save(QDir(dir).filePath(u"editor-%1.png"_s.arg(name))));
    };
    save(u"battlegroup"_s);
    rig.panel.showUnit(0);
    save(u"unit"_s);
    rig.panel.showUnit(1);
    save(u"unit-robots"_s);
    rig.panel.showPiece(0, 0);
    save(u"soldier"_s);
    rig.panel.showPiece(1, 0);
    save(u"warbot"_s);
    rig.panel.showPiece(2, 0);
    save(u"tank"_s);
    rig.panel.showPiece(3, 0);
    save(u"bunker"_s);
    typeInto(rig.find<QSpinBox>(u"targetingLevels"_s), 4); // out of range: nothing
    rig.panel.showUnit(0);
    typeInto(rig.find<QLineEdit>(u"unitName"_s), QString());
    save(u"unit-error"_s);

    // A narrow panel (a side dock at 1280 x 800): rows wrap, nothing is cut off.
    rig.panel.showPiece(4, 0);
    auto *style = rig.find<QComboBox>(u"pieceMoraleStyle"_s);
    style->setCurrentIndex(style->findData(int(MoraleStyle::Robot))); // refused: the error row shows
    rig.panel.resize(360, 700);
    save(u"battledrone-narrow"_s);
    rig.panel.resize(560, 780);

    // The whole tank form, unscrolled, to judge spacing.
    rig.panel.showPiece(2, 0);
    PieceForm *form = rig.panel.pieceForm();
    const QSize full = form->sizeHint();
    QVERIFY(form->grab().save(QDir(dir).filePath(u"editor-tank-full.png"_s)));
    QTest::mouseClick(rig.find<QToolButton>(u"removeWeapon1"_s), Qt::LeftButton);
    QTest::mouseClick(rig.find<QToolButton>(u"removeCrew0"_s), Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    save(u"tank-after-removals"_s);
    qInfo() << "tank form size hint" << full << "minimum" << form->minimumSizeHint();

    // During a battle a repair is refused under the field, naming the play action (item 2.8).
    QVERIFY(rig.commands.casualty({0, 9}).ok());
    rig.panel.showPiece(2, 0);
    typeInto(rig.find<QSpinBox>(u"targetingWorking"_s), 2);
    typeInto(rig.find<QSpinBox>(u"targetingWorking"_s), 3);
    save(u"tank-repair-in-battle"_s);
}

QTEST_MAIN(TestEditorsRows)
#include "tst_editors_rows.moc"
