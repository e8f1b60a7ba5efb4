// The fantasy army editor (app/fantasy/editors, issue 17): players build their forces. Units are built through the
// real models and delegate and read back with battle(); FanValidator's problems are listed naming the unit and
// mark the cell; a unit another refers to cannot be removed; edited() fires once per finished edit with its undo
// text and never on setBattle; a refusal answered with setBattle (as the workspace does) leaves the battle as it
// was; every model passes QAbstractItemModelTester; and at 1366x768 nothing is clipped.

#include "FanFixtures.h"
#include "LayoutChecks.h"

#include "fantasy/editors/FanArmyEditor.h"
#include "fantasy/editors/FanArmyProblem.h"
#include "fantasy/editors/FanUnitModel.h"
#include "fantasy/io/FanValidator.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <functional>
#include <memory>
#include <vector>

using namespace md;
using namespace md::fantasy;
using namespace md::test;

namespace {

using Col = FanUnitModel::Column;

// Two sheets (the test placeholder under two races, each with its own class names) and two empty sides.
FanBattle emptyBattle()
{
    FanBattle b;
    b.name = u"Old Bridge"_s;
    FanProfile dwarfs = placeholderProfile();
    dwarfs.race = u"Dwarfs"_s;
    dwarfs.classNames = {u"Hearthguard"_s, u"Clansmen"_s, u"Beardlings"_s};
    FanProfile orcs = placeholderProfile();
    orcs.race = u"Orcs"_s;
    orcs.classNames = {u"Urucks"_s, u"Soldiers"_s, u"Snargas"_s};
    b.profiles = {dwarfs, orcs};
    b.sides[0].name = u"Dwarf host"_s;
    b.sides[1].name = u"Orc horde"_s;
    return b;
}

FanUnit unit(const QString &id, const QString &name, const QString &race, FanUnitKind kind = FanUnitKind::Regiment)
{
    FanUnit u;
    u.id = id;
    u.name = name;
    u.race = race;
    u.kind = kind;
    return u;
}

// A regiment and a character with it on side 0, a regiment and skeletons under a character on side 1.
FanBattle armedBattle()
{
    FanBattle b = emptyBattle();
    b.sides[0].units << unit(u"guard"_s, u"Iron Guard"_s, u"Dwarfs"_s);
    FanUnit thorin = unit(u"thorin"_s, u"Thorin"_s, u"Dwarfs"_s, FanUnitKind::Character);
    thorin.withUnitId = u"guard"_s;
    b.sides[0].units << thorin;
    b.sides[1].units << unit(u"raiders"_s, u"Goblin raiders"_s, u"Orcs"_s);
    b.sides[1].units << unit(u"shaman"_s, u"Shaman"_s, u"Orcs"_s, FanUnitKind::Character);
    FanUnit bones = unit(u"bones"_s, u"Bone horde"_s, u"Orcs"_s, FanUnitKind::Skeletons);
    bones.controllerId = u"shaman"_s;
    b.sides[1].units << bones;
    return b;
}

QStringList spyTexts(const QSignalSpy &spy)
{
    QStringList out;
    for (const QList<QVariant> &args : spy)
        out << args.at(0).toString();
    return out;
}

QStringList listLines(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

// A cell changed as the view does it: the delegate's editor made, filled, changed and written back.
void throughDelegate(QTableView *view, int row, int column, const std::function<void(QWidget *)> &change)
{
    const QModelIndex index = view->model()->index(row, column);
    QAbstractItemDelegate *delegate = view->itemDelegateForIndex(index);
    QStyleOptionViewItem option;
    std::unique_ptr<QWidget> editor(delegate->createEditor(view->viewport(), option, index));
    QVERIFY(editor);
    delegate->setEditorData(editor.get(), index);
    change(editor.get());
    delegate->setModelData(editor.get(), view->model(), index);
}

void pick(QWidget *editor, const QString &text)
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    QVERIFY2(combo, "a combo box");
    const int at = combo->findText(text);
    QVERIFY2(at >= 0, qPrintable(text));
    combo->setCurrentIndex(at);
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

bool setCell(FanUnitModel *model, int row, int column, const QVariant &value)
{
    return model->setData(model->index(row, column), value, Qt::EditRole);
}

} // namespace

class TestFanArmyEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void buildTwoUnits();
    void invalidFiguresShownAsProblem();
    void problemLinesNameUnits();
    void removingReferencedUnitRefused();
    void refusedCellsChangeNothing();
    void editedOncePerEdit();
    void refusalAnsweredWithSetBattle();
    void modelsPassTester();
    void fitsAt1366x768();
};

void TestFanArmyEditor::buildTwoUnits()
{
    FanArmyEditor editor;
    editor.setBattle(emptyBattle());
    QSignalSpy spy(&editor, &FanArmyEditor::edited);
    QVERIFY(editor.problems().isEmpty());
    FanUnitModel *model = editor.model(0);
    QTableView *view = editor.view(0);

    editor.addButton(0)->click();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(spyTexts(spy), QStringList{u"Add unit: New unit 1"_s});
    const FanUnit fresh = model->unit(0);
    QCOMPARE(fresh.id, u"unit-1"_s);
    QCOMPARE(fresh.race, u"Dwarfs"_s); // the first race with a sheet
    QCOMPARE(fresh.moraleClass, FanClass::B);
    QCOMPARE(fresh.startFigures, 20);
    QCOMPARE(fresh.currentFigures, 20);
    QCOMPARE(model->index(0, Col::ClassColumn).data().toString(), u"B \u2013 Clansmen"_s);

    throughDelegate(view, 0, Col::NameColumn, [](QWidget *e) { qobject_cast<QLineEdit *>(e)->setText(u" Iron Guard "_s); });
    throughDelegate(view, 0, Col::StartColumn, [](QWidget *e) { qobject_cast<QSpinBox *>(e)->setValue(24); });
    throughDelegate(view, 0, Col::ClassColumn, [](QWidget *e) { pick(e, u"A \u2013 Hearthguard"_s); });
    QCOMPARE(model->index(0, Col::ClassColumn).data().toString(), u"A \u2013 Hearthguard"_s);

    editor.addButton(0)->click();
    QCOMPARE(model->unit(1).id, u"unit-2"_s);
    throughDelegate(view, 1, Col::NameColumn, [](QWidget *e) { qobject_cast<QLineEdit *>(e)->setText(u"Thorin"_s); });
    // A regiment has no one it is with: that cell is not edited.
    QVERIFY(!(model->flags(model->index(1, Col::WithColumn)) & Qt::ItemIsEditable));
    throughDelegate(view, 1, Col::KindColumn, [](QWidget *e) { pick(e, u"Character"_s); });
    QVERIFY(model->flags(model->index(1, Col::WithColumn)) & Qt::ItemIsEditable);
    // Only the side's units that are no character are offered.
    QStringList offered;
    for (const FanUnitModel::Choice &c : model->choices(model->index(1, Col::WithColumn)))
        offered << c.value.toString();
    QCOMPARE(offered, (QStringList{QString(), u"unit-1"_s}));
    throughDelegate(view, 1, Col::WithColumn, [](QWidget *e) { pick(e, u"Iron Guard (unit-1)"_s); });
    QCOMPARE(model->index(1, Col::WithColumn).data().toString(), u"Iron Guard"_s);

    QCOMPARE(spyTexts(spy), (QStringList{u"Add unit: New unit 1"_s, u"Rename unit: Iron Guard"_s,
                                         u"Start figures of Iron Guard: 24"_s, u"Class of Iron Guard: A \u2013 Hearthguard"_s,
                                         u"Add unit: New unit 2"_s, u"Rename unit: Thorin"_s, u"Kind of Thorin: Character"_s,
                                         u"Thorin is with: Iron Guard"_s}));

    const FanBattle b = editor.battle();
    QCOMPARE(b.sides[0].units.size(), 2);
    QVERIFY(b.sides[1].units.isEmpty());
    const FanUnit &guard = b.sides[0].units.at(0);
    QCOMPARE(guard.name, u"Iron Guard"_s);
    QCOMPARE(guard.moraleClass, FanClass::A);
    QCOMPARE(guard.kind, FanUnitKind::Regiment);
    QCOMPARE(guard.startFigures, 24);
    QCOMPARE(guard.currentFigures, 24); // no losses yet: the figures now follow the start
    const FanUnit &thorin = b.sides[0].units.at(1);
    QCOMPARE(thorin.kind, FanUnitKind::Character);
    QCOMPARE(thorin.withUnitId, u"unit-1"_s);
    // What the editor does not edit comes back as it was set.
    QCOMPARE(b.name, u"Old Bridge"_s);
    QCOMPARE(b.profiles, emptyBattle().profiles);
    QVERIFY(FanValidator::validate(b).isEmpty());
    QVERIFY(editor.problems().isEmpty());
}

void TestFanArmyEditor::invalidFiguresShownAsProblem()
{
    FanArmyEditor editor;
    editor.setBattle(armedBattle());
    QVERIFY(editor.problems().isEmpty());
    FanUnitModel *model = editor.model(0);
    const QModelIndex now = model->index(0, Col::NowColumn);
    QVERIFY(!now.data(Qt::BackgroundRole).isValid());

    // More figures than the start: kept, so that the slip is seen, and shown as a problem (C-11).
    QVERIFY(setCell(model, 0, Col::NowColumn, 25));
    QCOMPARE(editor.battle().sides[0].units.at(0).currentFigures, 25);
    QCOMPARE(editor.problems().size(), 1);
    QCOMPARE(editor.problems().first().path, u"$.sides[0].units[0].currentFigures"_s);
    const QStringList lines = listLines(editor.problemList());
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().startsWith(u"Dwarf host, Iron Guard, figures now: "_s), qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(u"25"_s), qPrintable(lines.first()));
    QVERIFY(!lines.first().contains(u"units[0]"_s));
    // The cell is marked, and says why; its neighbours are not.
    QVERIFY(now.data(Qt::BackgroundRole).isValid());
    QCOMPARE(now.data(Qt::ToolTipRole).toString(), lines.first());
    QVERIFY(!model->index(0, Col::StartColumn).data(Qt::BackgroundRole).isValid());
    QVERIFY(editor.sideTabs()->tabText(0).contains(u"1 problem"_s));

    // A click on the line shows the cell.
    editor.showProblem(0);
    QCOMPARE(editor.sideTabs()->currentIndex(), 0);
    QCOMPARE(editor.view(0)->currentIndex(), now);

    QVERIFY(setCell(model, 0, Col::NowColumn, 18));
    QVERIFY(editor.problems().isEmpty());
    QVERIFY(!now.data(Qt::BackgroundRole).isValid());
    QCOMPARE(editor.sideTabs()->tabText(0), u"Dwarf host"_s);
}

void TestFanArmyEditor::problemLinesNameUnits()
{
    // A battle as a file could bring it: a duplicate id, a race without a sheet, a nameless side.
    FanBattle b = armedBattle();
    b.sides[1].units[0].id = u"guard"_s;
    b.sides[1].units[1].race = u"Elves"_s;
    b.sides[1].name.clear();
    FanArmyEditor editor;
    editor.setBattle(b);
    const QStringList lines = listLines(editor.problemList());
    QVERIFY2(lines.size() >= 2, qPrintable(lines.join(u'\n')));
    for (const QString &line : lines)
        QVERIFY2(!line.contains(u"$.sides"_s), qPrintable(line));
    QVERIFY2(lines.contains(u"Side 2, Goblin raiders, id: duplicate id \"guard\"; already used at Iron Guard of Dwarf host"_s),
             qPrintable(lines.join(u'\n')));
    bool race = false;
    for (const QString &line : lines)
        race = race || line.startsWith(u"Side 2, Shaman, race: "_s);
    QVERIFY2(race, qPrintable(lines.join(u'\n')));
    QVERIFY(editor.model(1)->index(0, Col::IdColumn).data(Qt::BackgroundRole).isValid());
    QVERIFY(editor.model(1)->index(1, Col::RaceColumn).data(Qt::BackgroundRole).isValid());
    // The race without a sheet is still offered for the unit that has it, said so.
    QStringList races;
    for (const FanUnitModel::Choice &c : editor.model(1)->choices(editor.model(1)->index(1, Col::RaceColumn)))
        races << c.text;
    QCOMPARE(races, (QStringList{u"Dwarfs"_s, u"Orcs"_s, u"Elves (no sheet)"_s}));

    // A problem outside the armies is counted, not listed as theirs.
    b = armedBattle();
    b.profiles[1].bmv[0] = {1, 2};
    editor.setBattle(b);
    QVERIFY(editor.problems().isEmpty());
    QCOMPARE(editor.problemList()->count(), 1);
    QVERIFY(editor.problemList()->item(0)->text().contains(u"elsewhere"_s));

    // The parse itself.
    const FanArmyProblem p = FanArmyProblem::parse(u"$.sides[1].units[12].controllerId"_s);
    QCOMPARE(p.place, FanArmyProblem::Place::UnitRow);
    QCOMPARE(p.side, 1);
    QCOMPARE(p.unit, 12);
    QCOMPARE(p.column(), int(Col::ControllerColumn));
    QCOMPARE(FanArmyProblem::parse(u"$.sides[0].units[1].pending.due.turn"_s).column(), -1);
    QCOMPARE(FanArmyProblem::parse(u"$.log[0].unitId"_s).place, FanArmyProblem::Place::Elsewhere);
    QCOMPARE(FanArmyProblem::parse(u"$.sides[0].name"_s).place, FanArmyProblem::Place::SideName);
}

void TestFanArmyEditor::removingReferencedUnitRefused()
{
    FanArmyEditor editor;
    editor.setBattle(armedBattle());
    QSignalSpy spy(&editor, &FanArmyEditor::edited);
    QTableView *view = editor.view(0);

    // C.4.1: Thorin is with the Iron Guard.
    view->setCurrentIndex(editor.model(0)->index(0, Col::NameColumn));
    QVERIFY(editor.removeButton(0)->isEnabled());
    editor.removeButton(0)->click();
    QCOMPARE(editor.model(0)->rowCount(), 2);
    QCOMPARE(spy.count(), 0);
    QVERIFY(!editor.message()->isHidden());
    QCOMPARE(editor.message()->text(), u"Cannot remove Iron Guard: Thorin is with it. Change that first."_s);
    QCOMPARE(editor.battle(), armedBattle());

    // C-14: the shaman controls the skeletons.
    QVERIFY(!editor.removeUnit(1, 1));
    QVERIFY(editor.message()->text().contains(u"it controls Bone horde"_s));
    QCOMPARE(editor.model(1)->rowCount(), 3);

    // A unit the log names stays too.
    FanBattle logged = armedBattle();
    FanLogRecord record;
    record.event = FanEvent::Losses;
    record.unitId = u"raiders"_s;
    record.figures = 2;
    logged.log << record;
    editor.setBattle(logged);
    QVERIFY(!editor.removeUnit(1, 0));
    QVERIFY(editor.message()->text().contains(u"the battle log names it"_s));
    QCOMPARE(spy.count(), 0);

    // Once nothing refers to it, it goes.
    editor.setBattle(armedBattle());
    view->setCurrentIndex(editor.model(0)->index(1, Col::NameColumn));
    editor.removeButton(0)->click();
    QCOMPARE(spyTexts(spy), QStringList{u"Remove unit: Thorin"_s});
    QVERIFY(editor.message()->isHidden());
    QVERIFY(editor.removeUnit(0, 0));
    QCOMPARE(spyTexts(spy).last(), u"Remove unit: Iron Guard"_s);
    QVERIFY(editor.battle().sides[0].units.isEmpty());
    QVERIFY(!editor.removeButton(0)->isEnabled());
}

void TestFanArmyEditor::refusedCellsChangeNothing()
{
    FanArmyEditor editor;
    editor.setBattle(armedBattle());
    QSignalSpy spy(&editor, &FanArmyEditor::edited);
    FanUnitModel *dwarfs = editor.model(0);
    FanUnitModel *orcs = editor.model(1);
    QSignalSpy refusals(dwarfs, &FanUnitModel::refused);

    QVERIFY(!setCell(orcs, 0, Col::IdColumn, u"guard"_s));        // the other side's
    QVERIFY(!setCell(dwarfs, 1, Col::IdColumn, u"guard"_s));      // its own side's
    QVERIFY(!setCell(dwarfs, 0, Col::IdColumn, u"iron guard"_s)); // a space splits a play step
    QVERIFY(!setCell(dwarfs, 0, Col::NameColumn, u"  "_s));
    QVERIFY(!setCell(dwarfs, 0, Col::StartColumn, 0));
    QVERIFY(!setCell(dwarfs, 0, Col::NowColumn, 0));              // C-12: that is a destroyed unit
    QVERIFY(!setCell(dwarfs, 0, Col::NowColumn, u"many"_s));
    QVERIFY(!setCell(dwarfs, 0, Col::KindColumn, int(FanUnitKind::Character))); // Thorin is with it (C.4.1)
    QVERIFY(!setCell(orcs, 1, Col::KindColumn, int(FanUnitKind::Regiment)));    // it controls skeletons (C-14)
    QVERIFY(!setCell(orcs, 2, Col::ControllerColumn, u"raiders"_s));            // no character
    QVERIFY(!setCell(dwarfs, 0, Col::ControllerColumn, u"thorin"_s));           // a regiment has none
    QCOMPARE(refusals.count(), 7); // the regiment's controller is not editable: no reason to give
    QCOMPARE(spy.count(), 0);
    QCOMPARE(editor.battle(), armedBattle());
    QVERIFY(!editor.message()->isHidden());
    QVERIFY(editor.message()->text().contains(u"C-14"_s));

    // An unchanged value is no edit.
    QVERIFY(setCell(dwarfs, 0, Col::NameColumn, u"Iron Guard"_s));
    QCOMPARE(spy.count(), 0);
}

void TestFanArmyEditor::editedOncePerEdit()
{
    FanArmyEditor editor;
    editor.setBattle(armedBattle());
    editor.resize(1366, 768);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QSignalSpy spy(&editor, &FanArmyEditor::edited);
    FanUnitModel *dwarfs = editor.model(0);
    QStringList expected;
    const auto step = [&](const QString &text) {
        expected << text;
        return spyTexts(spy) == expected;
    };

    typeInto(editor.nameEdit(), u"Bridge at Dawn"_s);
    QVERIFY(step(u"Rename battle: Bridge at Dawn"_s));
    editor.sideTabs()->setCurrentIndex(1);
    typeInto(editor.sideNameEdit(1), u"Black Orcs"_s);
    QVERIFY(step(u"Rename side: Black Orcs"_s));
    QCOMPARE(editor.sideTabs()->tabText(1), u"Black Orcs"_s);
    typeInto(editor.nameEdit(), QString()); // refused: a battle needs a name
    QCOMPARE(spy.count(), expected.size());
    QCOMPARE(editor.nameEdit()->text(), u"Bridge at Dawn"_s);

    // A renamed id takes the references with it.
    QVERIFY(setCell(dwarfs, 0, Col::IdColumn, u"iron-guard"_s));
    QVERIFY(step(u"Id of Iron Guard: iron-guard"_s));
    QCOMPARE(dwarfs->unit(1).withUnitId, u"iron-guard"_s);

    editor.view(0)->setCurrentIndex(dwarfs->index(0, Col::NameColumn));
    editor.duplicateButton(0)->click();
    QVERIFY(step(u"Duplicate unit: Iron Guard"_s));
    QCOMPARE(dwarfs->rowCount(), 3);
    QCOMPARE(dwarfs->unit(1).name, u"Iron Guard (copy)"_s);
    QCOMPARE(dwarfs->unit(1).id, u"unit-1"_s);
    QCOMPARE(editor.view(0)->currentIndex().row(), 1);

    editor.downButton(0)->click();
    QVERIFY(step(u"Move unit down: Iron Guard (copy)"_s));
    QCOMPARE(dwarfs->unit(2).name, u"Iron Guard (copy)"_s);
    QCOMPARE(editor.view(0)->currentIndex().row(), 2);
    editor.upButton(0)->click();
    QVERIFY(step(u"Move unit up: Iron Guard (copy)"_s));
    QCOMPARE(dwarfs->unit(1).name, u"Iron Guard (copy)"_s);

    QVERIFY(setCell(dwarfs, 0, Col::NotesColumn, u"Shield wall\nfront rank"_s));
    QVERIFY(step(u"Notes of Iron Guard"_s));
    QCOMPARE(dwarfs->index(0, Col::NotesColumn).data().toString(), u"Shield wall\u2026"_s);
    QVERIFY(setCell(editor.model(1), 2, Col::ControllerColumn, QString()));
    QVERIFY(step(u"Controller of Bone horde: none"_s));
    QVERIFY(setCell(dwarfs, 1, Col::RaceColumn, u"Orcs"_s));
    QVERIFY(step(u"Race of Iron Guard (copy): Orcs"_s));

    // setBattle is no edit, even with other units.
    const FanBattle shown = editor.battle();
    editor.setBattle(armedBattle());
    editor.setBattle(shown);
    QCOMPARE(spy.count(), expected.size());
    QCOMPARE(editor.battle(), shown);
    QCOMPARE(editor.battle().name, u"Bridge at Dawn"_s);
    QCOMPARE(editor.battle().sides[1].name, u"Black Orcs"_s);
}

void TestFanArmyEditor::refusalAnsweredWithSetBattle()
{
    // As the workspace does when its undo stack refuses an edit: the battle as it was, at once.
    FanArmyEditor editor;
    const FanBattle before = armedBattle();
    editor.setBattle(before);
    editor.resize(1366, 768);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    // A reset inside the commit would pull the editor from under the view ("does not belong to this view").
    QTest::failOnWarning(QRegularExpression(u"closeEditor|commitData|editor"_s));
    int answered = 0;
    connect(&editor, &FanArmyEditor::edited, &editor, [&] {
        ++answered;
        editor.setBattle(before);
    });

    QVERIFY(setCell(editor.model(0), 0, Col::NameColumn, u"Steel Guard"_s));
    QCOMPARE(answered, 1);
    QCOMPARE(editor.battle(), before);
    QCOMPARE(editor.model(0)->index(0, Col::NameColumn).data().toString(), u"Iron Guard"_s);

    // Typed into the table's own editor and committed with Return: the reset happens inside the commit.
    QTableView *view = editor.view(0);
    const QModelIndex name = editor.model(0)->index(0, Col::NameColumn);
    view->setCurrentIndex(name);
    view->edit(name);
    auto *field = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(field);
    field->selectAll();
    QTest::keyClicks(field, u"Steel Guard"_s);
    QTest::keyClick(field, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(answered, 2);
    QCOMPARE(editor.battle(), before);

    editor.addButton(1)->click();
    QCOMPARE(answered, 3);
    QCOMPARE(editor.model(1)->rowCount(), 3);
}

void TestFanArmyEditor::modelsPassTester()
{
    // checkIndex() complaints are warnings, not tester failures: fail on them too.
    QTest::failOnWarning(QRegularExpression(u"QModelIndex"_s));
    FanArmyEditor editor;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    for (int s = 0; s < FanBattle::sideCount; ++s)
        testers.push_back(std::make_unique<QAbstractItemModelTester>(editor.model(s),
                                                                     QAbstractItemModelTester::FailureReportingMode::QtTest));
    editor.setBattle(armedBattle());
    QVERIFY(editor.addUnit(0));
    QVERIFY(editor.duplicateUnit(1, 0));
    QVERIFY(editor.moveUnit(1, 0, 3));
    QVERIFY(editor.moveUnit(1, 3, 0));
    QVERIFY(editor.moveUnit(0, 2, 1));
    QVERIFY(setCell(editor.model(0), 0, Col::NowColumn, 30));  // marks the cell
    QVERIFY(setCell(editor.model(0), 0, Col::NowColumn, 12));  // and clears it
    QVERIFY(setCell(editor.model(1), 0, Col::KindColumn, int(FanUnitKind::Monster)));
    QVERIFY(editor.removeUnit(0, 1));
    FanBattle other = emptyBattle();
    other.profiles.removeLast();
    editor.setBattle(other);                                    // reset, fewer sheets
    QCOMPARE(editor.model(0)->rowCount(), 0);
    editor.setBattle(armedBattle());
    QVERIFY(!QTest::currentTestFailed());

    // A model on its own, with no sheets: the race is typed freely.
    FanUnitModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.insertUnit(0, unit(u"a"_s, u"A"_s, u"Elves"_s));
    model.insertUnit(1, unit(u"b"_s, u"B"_s, u"Elves"_s, FanUnitKind::Character));
    QVERIFY(model.choices(model.index(0, Col::RaceColumn)).isEmpty());
    QCOMPARE(model.index(0, Col::ClassColumn).data().toString(), u"B"_s);
    QVERIFY(setCell(&model, 1, Col::WithColumn, u"a"_s));
    model.moveUnit(0, 1);
    model.removeUnit(1);
    QCOMPARE(model.rowCount(), 1);
}

void TestFanArmyEditor::fitsAt1366x768()
{
    // Two full sides and a few problems, at the club's screen size.
    FanBattle b = armedBattle();
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        for (int i = 0; i < 14; ++i) {
            FanUnit u = unit(u"s%1-u%2"_s.arg(s).arg(i), u"Company %1"_s.arg(i + 1), s == 0 ? u"Dwarfs"_s : u"Orcs"_s);
            u.notes = u"Held back"_s;
            b.sides[static_cast<size_t>(s)].units << u;
        }
    }
    b.sides[0].units[3].currentFigures = 40;
    b.sides[1].units[4].startFigures = 0;
    FanArmyEditor editor;
    editor.setBattle(b);
    editor.resize(1366, 768);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        editor.sideTabs()->setCurrentIndex(s);
        QCoreApplication::processEvents();
        QStringList zero;
        for (const QWidget *w : editor.findChildren<QWidget *>()) {
            if (w->isVisible() && (w->width() <= 0 || w->height() <= 0))
                zero << md::test::describe(w);
        }
        QVERIFY2(zero.isEmpty(), qPrintable(zero.join(u'\n')));
        const QStringList clipped = md::test::clippedTexts(&editor);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
        // The buttons of the side in sight (the other tab's are hidden with their page).
        QList<QAbstractButton *> shown;
        for (QAbstractButton *button : md::test::buttonsOf(&editor)) {
            if (button->isVisible())
                shown << button;
        }
        QVERIFY(shown.size() >= 5);
        const QStringList hidden = md::test::notInSight(shown);
        QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(u'\n')));
        // The class ("B – Soldiers") and the kind are read whole, not elided.
        QTableView *view = editor.view(s);
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            for (const int column : {int(Col::ClassColumn), int(Col::KindColumn)}) {
                const QString text = view->model()->index(row, column).data().toString();
                QVERIFY2(view->fontMetrics().horizontalAdvance(text) + 8 <= view->columnWidth(column), qPrintable(text));
            }
        }
        // The table keeps room for several rows; the problems stay in sight under it.
        QVERIFY(editor.view(s)->height() >= 200);
        QVERIFY(md::test::fullyVisible(editor.problemList()));
    }
    QCOMPARE(editor.problems().size(), 2);
}

QTEST_MAIN(TestFanArmyEditor)
#include "tst_fan_army_editor.moc"
