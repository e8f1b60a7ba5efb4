// The roster editors' templates (app/ratio/editors): the unit and battlegroup templates against R1-R4,
// their keys and names, and ids unique across templates.
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

class TestEditorsTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Templates (R1-R4)
    void unitTemplates_data();
    void unitTemplates();
    void unitTemplateKeysAndNames();
    void battlegroupTemplates_data();
    void battlegroupTemplates();
    void idsStayUniqueAcrossTemplates();
};

// ---------------------------------------------------------------------------------------------------

void TestEditorsTemplates::unitTemplates_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("pieces");
    QTest::addColumn<int>("plain");   // starting level without the Leaders rule
    QTest::addColumn<int>("leaders"); // with it

    QTest::newRow("fireteam: Cpl + 4") << u"fireteam"_s << int(UnitKind::Infantry) << 5 << 5 << 6;
    QTest::newRow("squad: R2 seed, 13 with Leaders") << u"squad"_s << int(UnitKind::Infantry) << 10 << 10 << 13;
    QTest::newRow("platoon: Lt + 3 squads") << u"platoon"_s << int(UnitKind::Infantry) << 31 << 31 << 43;
    QTest::newRow("warbot section: 3 x (1 + 2)") << u"warbot-section"_s << int(UnitKind::Robots) << 3 << 9 << 9;
    QTest::newRow("warbot") << u"warbot"_s << int(UnitKind::Robots) << 1 << 3 << 3;
    QTest::newRow("wardrone") << u"wardrone"_s << int(UnitKind::Robots) << 1 << 3 << 3;
    QTest::newRow("battle tank: 9 + 3") << u"battle-tank"_s << int(UnitKind::Vehicle) << 1 << 12 << 12;
    QTest::newRow("heavy battledrone: R4 seed 12") << u"heavy-battledrone"_s << int(UnitKind::Vehicle) << 1 << 12
                                                   << 12;
    QTest::newRow("bunker: no movement, 9") << u"bunker"_s << int(UnitKind::Strongpoint) << 1 << 9 << 9;
}

void TestEditorsTemplates::unitTemplates()
{
    QFETCH(QString, key);
    QFETCH(int, kind);
    QFETCH(int, pieces);
    QFETCH(int, plain);
    QFETCH(int, leaders);

    const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor({}));
    QVERIFY(unit);
    QCOMPARE(int(unit->kind), kind);
    QCOMPARE(unit->pieces.size(), qsizetype(pieces));
    QCOMPARE(unit->name, unitTemplateName(key));
    for (const bool rule : {false, true}) {
        const Battlegroup bg = withUnit(*unit, rule);
        QCOMPARE(problemLines(BattlegroupValidator::validate(bg)), QStringList());
        QCOMPARE(ratio::unitStarting(unit.value(), bg.rules), rule ? leaders : plain);
        QCOMPARE(ratio::unitCurrent(unit.value(), bg.rules), rule ? leaders : plain);
    }

    const std::optional<Unit> named = unitFromTemplate(key, idGeneratorFor({}), u"Named"_s);
    QVERIFY(named);
    QCOMPARE(named->name, u"Named"_s);
}

void TestEditorsTemplates::unitTemplateKeysAndNames()
{
    const QStringList keys = unitTemplateKeys();
    QCOMPARE(keys.size(), unitTemplateNames().size());
    QVERIFY(keys.contains(u"squad"_s));
    QVERIFY(!unitFromTemplate(u"no-such-template"_s, idGeneratorFor({})));

    // The pieces the R4 interpretations are about.
    const Unit drone = heavyBattledroneTemplate(idGeneratorFor({}));
    QCOMPARE(drone.pieces.constFirst().kind, PieceKind::Warbot);
    QCOMPARE(drone.pieces.constFirst().style, MoraleStyle::Vehicle);
    const Unit bunker = bunkerTemplate(idGeneratorFor({}));
    QCOMPARE(bunker.pieces.constFirst().hasMovement, false);
    QCOMPARE(bunker.pieces.constFirst().movement.levels, 0);
    const Unit tank = battleTankTemplate(idGeneratorFor({}));
    const Piece &t = tank.pieces.constFirst();
    QCOMPARE(t.crew, (QList<Rank> {Rank::Sergeant, Rank::Corporal, Rank::Trooper}));
    QCOMPARE(t.weapons.size(), 3);
    QVERIFY(!t.armorClass.isEmpty());
    QVERIFY(t.movementRate > 0);
    QCOMPARE(t.currentMovement, t.movementRate);
    const Unit squad = squadTemplate(idGeneratorFor({}));
    QCOMPARE(squad.pieces.at(0).rank, Rank::Sergeant);
    QCOMPARE(squad.pieces.at(5).rank, Rank::Corporal);
}

void TestEditorsTemplates::battlegroupTemplates_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("endurance"); // without Leaders

    QTest::newRow("empty") << u"empty"_s << 0 << 0;
    QTest::newRow("infantry platoon (key with a space)") << u"infantry platoon"_s << 1 << 31;
    QTest::newRow("infantry-platoon (key)") << u"infantry-platoon"_s << 1 << 31;
    QTest::newRow("combined arms: 10 + 9 + 12 + 9") << u"Combined arms"_s << 4 << 40;
    QTest::newRow("unknown name: empty") << u"something else"_s << 0 << 0;
}

void TestEditorsTemplates::battlegroupTemplates()
{
    QFETCH(QString, name);
    QFETCH(int, units);
    QFETCH(int, endurance);

    const Battlegroup bg = newBattlegroup(name);
    QCOMPARE(problemLines(BattlegroupValidator::validate(bg)), QStringList());
    QVERIFY(!bg.name.isEmpty());
    QCOMPARE(bg.units.size(), qsizetype(units));
    QCOMPARE(ratio::endurance(bg).total, endurance);
    QCOMPARE(ratio::endurance(bg).lost, 0);

    // Every display name builds the same battlegroup as its key.
    const QStringList keys = battlegroupTemplateKeys();
    const QStringList names = battlegroupTemplateNames();
    QCOMPARE(keys.size(), names.size());
    for (qsizetype i = 0; i < keys.size(); ++i)
        QCOMPARE(newBattlegroup(names.at(i)), newBattlegroup(keys.at(i)));
}

void TestEditorsTemplates::idsStayUniqueAcrossTemplates()
{
    Battlegroup bg = newBattlegroup(u"combined-arms"_s);
    for (const QString &key : unitTemplateKeys()) {
        // A fresh generator each time, as the editor makes one per "Add unit".
        const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor(bg));
        QVERIFY(unit);
        bg.units.append(*unit);
    }
    QCOMPARE(problemLines(BattlegroupValidator::validate(bg)), QStringList());

    // The generator follows Commands::uniqueId's scheme.
    BattlegroupDocument document(bg);
    Commands commands(&document);
    const IdGenerator ids = idGeneratorFor(bg);
    QCOMPARE(ids(u"sq"_s), commands.uniqueId(u"sq"_s));
    QCOMPARE(ids(u"fresh"_s), u"fresh"_s);
    QCOMPARE(ids(u"fresh"_s), u"fresh-2"_s);
}

QTEST_MAIN(TestEditorsTemplates)
#include "tst_editors_templates.moc"
