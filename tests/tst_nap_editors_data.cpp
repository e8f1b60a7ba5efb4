// The players' own data of the Napoleonic editor (B.6): terrain, officer benefits, minimum fire zones and charge
// ranges, the phase sequence and hourly turns, the road-exit MFP, the user adjustment rows and the rally
// restriction (c). Each accepted change proposes the battle with an undo text naming it; each refusal reverts
// and says why under the table; the PLACEHOLDER examples are labelled as examples while they are there.

#include "NapEditorsFixture.h"

#include "napoleonic/editors/NapListEditor.h"
#include "napoleonic/editors/NapTableEditor.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

using namespace md;
using namespace md::test::napeditors;

class TestNapEditorsData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tablesShowTheSettings();
    void terrain();
    void officerBenefits();
    void distances();
    void tableRefusals_data();
    void tableRefusals();
    void rowsAddedMovedRemoved();
    void phases();
    void phaseRefusals();
    void numbers();
    void userAdjustments();
    void rallyRestriction();
    void examplesLabelledWhileThere();
    void mnemonicsUniquePerPage();
};

void TestNapEditorsData::tablesShowTheSettings()
{
    Rig rig;
    NapDataForm *form = rig.panel.dataForm();
    QTableWidget *terrain = form->terrain()->table();
    // The tables' own models behave as models (rows set, replaced, grown and shrunk below).
    QAbstractItemModelTester tester(terrain->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const NapSettings defaults;
    QCOMPARE(terrain->rowCount(), defaults.terrain.size());
    QCOMPARE(terrain->item(4, 0)->text(), u"Marsh"_s);
    QCOMPARE(terrain->item(4, 1)->data(Qt::EditRole).toInt(), 1);
    QCOMPARE(terrain->item(4, 2)->checkState(), Qt::Checked);
    QCOMPARE(terrain->item(4, 3)->checkState(), Qt::Unchecked);
    QCOMPARE(form->officerBenefits()->table()->item(1, 2)->data(Qt::EditRole).toInt(), 8);
    QCOMPARE(form->chargeRanges()->table()->item(0, 1)->data(Qt::EditRole).toInt(), 16);
    QCOMPARE(form->userAdjustments()->table()->item(0, 0)->text(), u"n14"_s);
    QCOMPARE(form->phases()->list()->count(), defaults.phases.size());
    form->terrain()->addButton()->click();
    form->terrain()->removeButton()->click();
    QCOMPARE(terrain->rowCount(), defaults.terrain.size());
}

void TestNapEditorsData::terrain()
{
    Rig rig;
    NapTableEditor *t = rig.panel.dataForm()->terrain();
    t->editCell(0, 0, u"Forest"_s);
    QCOMPARE(rig.lastText(), u"Rename terrain: Forest"_s);
    t->editCell(0, 1, 2);
    QCOMPARE(rig.lastText(), u"Terrain adjustment of Forest: +2"_s);
    t->editCell(0, 2, true);
    QCOMPARE(rig.lastText(), u"Forest blocks charging cavalry"_s);
    t->editCell(0, 3, false);
    QCOMPARE(rig.lastText(), u"Forest does not block sight"_s);
    QCOMPARE(rig.battle().settings.terrain.first(), (NapTerrain{u"Forest"_s, 2, true, false}));
    QCOMPARE(rig.edits.size(), 4);
}

void TestNapEditorsData::officerBenefits()
{
    Rig rig;
    NapTableEditor *t = rig.panel.dataForm()->officerBenefits();
    t->editCell(1, 1, 3);
    QCOMPARE(rig.lastText(), u"CMR benefit of Division (good): +3"_s);
    t->editCell(1, 2, 12);
    QCOMPARE(rig.lastText(), u"Radius of Division (good): 12 in"_s);
    t->editCell(1, 0, u"Marshal"_s);
    QCOMPARE(rig.lastText(), u"Rename officer benefit: Marshal"_s);
    QCOMPARE(rig.battle().settings.officerBenefits.at(1), (NapOfficerBenefit{u"Marshal"_s, 3, 12}));
}

void TestNapEditorsData::distances()
{
    Rig rig;
    rig.panel.dataForm()->minimumFireZones()->editCell(1, 1, 8);
    QCOMPARE(rig.lastText(), u"Minimum fire zone of Artillery: 8 in"_s);
    rig.panel.dataForm()->chargeRanges()->editCell(0, 0, u"Cuirassiers"_s);
    QCOMPARE(rig.lastText(), u"Rename charge range: Cuirassiers"_s);
    rig.panel.dataForm()->chargeRanges()->editCell(0, 1, 18);
    QCOMPARE(rig.lastText(), u"Charge range of Cuirassiers: 18 in"_s);
    QCOMPARE(rig.battle().settings.minimumFireZones.at(1).inches, 8);
    QCOMPARE(rig.battle().settings.chargeRanges, (QList<NapDistance>{{u"Cuirassiers"_s, 18}}));
}

void TestNapEditorsData::tableRefusals_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("terrain twice") << u"terrain"_s << 1 << 0 << QVariant(u"woods"_s) << u"Terrain: \"Woods\" is already in the list"_s;
    QTest::newRow("terrain no name") << u"terrain"_s << 1 << 0 << QVariant(u"  "_s) << u"Terrain: a name must not be empty"_s;
    QTest::newRow("terrain +21") << u"terrain"_s << 0 << 1 << QVariant(21) << u"Terrain: must be at most 20"_s;
    QTest::newRow("officer -1") << u"officers"_s << 0 << 1 << QVariant(-1) << u"Officer benefits: must be at least 0"_s;
    QTest::newRow("fire zone 0") << u"fire"_s << 0 << 1 << QVariant(0) << u"Minimum fire zones: must be at least 1"_s;
    QTest::newRow("charge 1001") << u"charge"_s << 0 << 1 << QVariant(1001) << u"Charge ranges: must be at most 1000"_s;
    QTest::newRow("user id twice") << u"user"_s << 1 << 0 << QVariant(u"n14"_s) << u"User adjustments: the id \"n14\" is already used"_s;
    QTest::newRow("user id with space") << u"user"_s << 1 << 0 << QVariant(u"my row"_s)
                                        << u"User adjustments: an id holds no space and none of : , = (play steps are split on them); found \"my row\""_s;
    QTest::newRow("user value 25") << u"user"_s << 0 << 2 << QVariant(25) << u"User adjustments: must be at most 20"_s;
    QTest::newRow("user no label") << u"user"_s << 0 << 1 << QVariant(QString()) << u"User adjustments: a label must not be empty"_s;
}

void TestNapEditorsData::tableRefusals()
{
    QFETCH(QString, table);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QFETCH(QString, error);
    NapBattle start = NapTemplates::make(u"nap-brigade"_s);
    start.settings.userAdjustments.append({u"user"_s, u"Fog"_s, -1, u"Morning"_s, false});
    Rig rig(start);
    NapDataForm *form = rig.panel.dataForm();
    NapTableEditor *editor = table == u"terrain"_s ? form->terrain()
        : table == u"officers"_s                   ? form->officerBenefits()
        : table == u"fire"_s                       ? form->minimumFireZones()
        : table == u"charge"_s                     ? form->chargeRanges()
                                                   : form->userAdjustments();
    const QString shown = editor->table()->item(row, column)->data(Qt::EditRole).toString();
    editor->editCell(row, column, value);
    QVERIFY(rig.edits.isEmpty());
    QVERIFY(rig.battle() == start);
    QCOMPARE(editor->table()->item(row, column)->data(Qt::EditRole).toString(), shown); // reverted
    QCOMPARE(form->shownErrors(), QStringList{error});
}

void TestNapEditorsData::rowsAddedMovedRemoved()
{
    Rig rig;
    NapTableEditor *t = rig.panel.dataForm()->terrain();
    t->addButton()->click();
    QCOMPARE(rig.lastText(), u"Add terrain: New terrain"_s);
    QCOMPARE(t->table()->currentRow(), 5); // the new row is selected
    t->addButton()->click();
    QCOMPARE(rig.lastText(), u"Add terrain: New terrain 2"_s);
    t->upButton()->click();
    QCOMPARE(rig.lastText(), u"Move terrain: New terrain 2"_s);
    QCOMPARE(rig.battle().settings.terrain.at(5).name, u"New terrain 2"_s);
    QCOMPARE(t->table()->currentRow(), 5); // the moved row stays selected
    t->removeButton()->click();
    QCOMPARE(rig.lastText(), u"Remove terrain: New terrain 2"_s);
    QCOMPARE(rig.battle().settings.terrain.size(), 6);
}

void TestNapEditorsData::phases()
{
    Rig rig;
    NapListEditor *list = rig.panel.dataForm()->phases();
    // Rally (index 7) before the Reciprocal Infantry Fire Phase.
    list->list()->setCurrentRow(7);
    list->upButton()->click();
    QCOMPARE(rig.lastText(), u"Move phase: Rally"_s);
    QCOMPARE(rig.battle().settings.phases.at(6), NapPhase::Rally);
    QCOMPARE(list->list()->currentRow(), 6);
    list->removeButton()->click();
    QCOMPARE(rig.lastText(), u"Remove phase: Rally"_s);
    QVERIFY(!rig.battle().settings.phases.contains(NapPhase::Rally));
    list->choice()->setCurrentIndex(int(NapPhase::Rally));
    list->addButton()->click();
    QCOMPARE(rig.lastText(), u"Add phase: Rally"_s);
    QCOMPARE(rig.battle().settings.phases.last(), NapPhase::Rally);
    QCOMPARE(list->list()->currentRow(), list->list()->count() - 1);
}

void TestNapEditorsData::phaseRefusals()
{
    NapBattle start = NapTemplates::make(u"nap-brigade"_s);
    start.settings.phases = {NapPhase::Movement};
    Rig rig(start);
    NapListEditor *list = rig.panel.dataForm()->phases();
    // A phase comes once in a turn.
    list->choice()->setCurrentIndex(int(NapPhase::Movement));
    list->addButton()->click();
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(rig.panel.dataForm()->shownErrors(),
             QStringList{u"Phases of a turn: Movement is already in the turn: a phase comes once"_s});
    // Never empty.
    list->list()->setCurrentRow(0);
    list->removeButton()->click();
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(rig.panel.dataForm()->shownErrors(), QStringList{u"Phases of a turn: a turn has at least one phase"_s});
    QCOMPARE(list->list()->count(), 1);
    QVERIFY(rig.battle() == start);
}

void TestNapEditorsData::numbers()
{
    Rig rig;
    auto *perHour = rig.find<QSpinBox>(u"napTurnsPerHour"_s);
    perHour->setValue(4);
    QCOMPARE(rig.lastText(), u"Turns per hour: 4"_s);
    perHour->setValue(0);
    QCOMPARE(perHour->value(), 4);
    QCOMPARE(rig.panel.dataForm()->shownErrors(), QStringList{u"Turns per hour: must be at least 1"_s});
    auto *road = rig.find<QSpinBox>(u"napRoadExitMfp"_s);
    road->setValue(2);
    QCOMPARE(rig.lastText(), u"Road-exit MFP: 2"_s);
    road->setValue(-1);
    QCOMPARE(rig.panel.dataForm()->shownErrors(), QStringList{u"Road-exit MFP: must be at least 0"_s});
    QCOMPARE(rig.battle().settings.turnsPerHour, 4);
    QCOMPARE(rig.battle().settings.roadExitMfp, 2);
    QCOMPARE(rig.edits.size(), 2);
}

void TestNapEditorsData::userAdjustments()
{
    Rig rig;
    NapTableEditor *t = rig.panel.dataForm()->userAdjustments();
    t->editCell(0, 4, true);
    QCOMPARE(rig.lastText(), u"Use user adjustment: n14"_s);
    t->addButton()->click();
    QCOMPARE(rig.lastText(), u"Add user adjustment: user"_s);
    t->editCell(1, 0, u"fog"_s);
    QCOMPARE(rig.lastText(), u"User adjustment id: fog"_s);
    t->editCell(1, 1, u"Morning fog"_s);
    QCOMPARE(rig.lastText(), u"User adjustment label of fog: Morning fog"_s);
    t->editCell(1, 2, -2);
    QCOMPARE(rig.lastText(), u"User adjustment fog: -2"_s);
    t->editCell(1, 3, u"Before 8 am"_s);
    QCOMPARE(rig.lastText(), u"User adjustment fog applies to: Before 8 am"_s);
    QCOMPARE(rig.battle().settings.userAdjustments.at(1),
             (NapUserAdjustment{u"fog"_s, u"Morning fog"_s, -2, u"Before 8 am"_s, false}));
    QVERIFY(rig.battle().settings.userAdjustments.at(0).enabled);
}

void TestNapEditorsData::rallyRestriction()
{
    Rig rig;
    auto *text = rig.find<QLineEdit>(u"napRallyRestriction"_s);
    typeInto(text, u"Within 2 in of a burning building"_s);
    QCOMPARE(rig.lastText(), u"Rally restriction (c): Within 2 in of a burning building"_s);
    rig.find<QCheckBox>(u"napRallyRestrictionEnabled"_s)->click();
    QCOMPARE(rig.lastText(), u"Apply rally restriction (c)"_s);
    QVERIFY(rig.battle().settings.rallyRestrictionCEnabled);
    typeInto(text, QString());
    QCOMPARE(text->text(), u"Within 2 in of a burning building"_s);
    QCOMPARE(rig.panel.dataForm()->shownErrors(),
             QStringList{u"Rally restriction (c): must not be empty: untick it below instead"_s});
    QCOMPARE(rig.edits.size(), 2);
}

void TestNapEditorsData::examplesLabelledWhileThere()
{
    Rig rig;
    // B.6: a new battle's data are examples, said so by every table holding them, never as the rules.
    const QStringList notes{u"napTerrainExample"_s, u"napOfficerBenefitsExample"_s, u"napMinimumFireZonesExample"_s,
                            u"napChargeRangesExample"_s, u"napUserAdjustmentsExample"_s, u"napPhasesExample"_s};
    for (const QString &name : notes) {
        auto *note = rig.find<QLabel>(name);
        QVERIFY2(note->isVisible(), qPrintable(name));
        QVERIFY(note->text().contains(u"not the rules"_s));
    }
    QVERIFY(rig.find<QLabel>(u"napPlaceholderNote"_s)->text().contains(u"your club's own data"_s));
    // The club's own terrain: the example note goes; back to the examples (an undo): it returns.
    const NapBattle examples = rig.battle();
    rig.panel.dataForm()->terrain()->editCell(0, 1, 3);
    QVERIFY(!rig.find<QLabel>(u"napTerrainExample"_s)->isVisible());
    QVERIFY(rig.find<QLabel>(u"napOfficerBenefitsExample"_s)->isVisible());
    rig.panel.setBattle(examples);
    QVERIFY(rig.find<QLabel>(u"napTerrainExample"_s)->isVisible());
}

void TestNapEditorsData::mnemonicsUniquePerPage()
{
    Rig rig;
    // Alt+letter reaches one field: no letter twice among the labels and buttons a page shows.
    for (const QString &id : {QString(), u"french"_s, u"division"_s, u"division-battery"_s}) {
        rig.panel.select(id);
        QMap<QChar, QString> seen;
        QStringList clashes;
        for (const QWidget *w : rig.panel.findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            QString text;
            if (const auto *label = qobject_cast<const QLabel *>(w); label && label->buddy())
                text = label->text();
            else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
                text = button->text();
            const qsizetype at = text.indexOf(u'&');
            if (at < 0 || at + 1 >= text.size() || text.at(at + 1) == u'&')
                continue;
            const QChar key = text.at(at + 1).toLower();
            if (seen.contains(key))
                clashes << u"%1 and %2"_s.arg(seen.value(key), text);
            seen.insert(key, text);
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(id + u": "_s + clashes.join(u"; "_s)));
    }
}

QTEST_MAIN(TestNapEditorsData)
#include "tst_nap_editors_data.moc"
