// The Napoleonic templates (core/napoleonic/model/NapTemplates): a brigade, a division and a battle of two armies
// for "New from template", and the brigade or division the editor adds into an army. Each builds a battle the
// file can hold: every id once, every parent a command of the same army before its child, no validator problem.

#include "NapEditorsFixture.h"

#include "napoleonic/io/NapValidator.h"

#include <QtTest>

using namespace md;
using namespace md::test::napeditors;

class TestNapTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void templatesBuildValidBattles_data();
    void templatesBuildValidBattles();
    void templatesHoldWhatTheySay();
    void templateAddsIntoAnArmyWithFreshIds();
};

void TestNapTemplates::templatesBuildValidBattles_data()
{
    QTest::addColumn<QString>("key");
    for (const auto &row : NapTemplates::keys())
        QTest::newRow(qPrintable(row.first)) << row.first;
}

void TestNapTemplates::templatesBuildValidBattles()
{
    QFETCH(QString, key);
    const NapBattle battle = NapTemplates::make(key);
    QVERIFY(!battle.armies.isEmpty());
    QCOMPARE(battle.name, NapTemplates::label(key));
    QCOMPARE(structureProblems(battle), QStringList());
    const Problems problems = NapValidator::validate(battle);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.isEmpty() ? QString() : problems.first().reason));
    // B.6: the template's numbers are examples, and the battle says so.
    QVERIFY(battle.notes.contains(u"examples"_s));
    QVERIFY(NapTemplates::make(u"nope"_s).armies.isEmpty());
}

void TestNapTemplates::templatesHoldWhatTheySay()
{
    const NapBattle brigade = NapTemplates::make(u"nap-brigade"_s);
    QCOMPARE(brigade.armies.size(), 1);
    QCOMPARE(brigade.armies.first().commands.size(), 1);
    const NapCommand &b = brigade.armies.first().commands.first();
    QCOMPARE(b.level, NapCommandLevel::Brigade);
    QVERIFY(!b.officerName.isEmpty());
    QCOMPARE(b.units.size(), 4);
    int line = 0;
    int skirmish = 0;
    for (const NapUnit &u : b.units) {
        line += u.type == NapUnitType::Infantry ? 1 : 0;
        skirmish += u.type == NapUnitType::Skirmish ? 1 : 0;
        QVERIFY(u.startFigures > 0);
    }
    QCOMPARE(line, 3);
    QCOMPARE(skirmish, 1);

    const NapBattle division = NapTemplates::make(u"nap-division"_s);
    const QList<NapCommand> &dc = division.armies.first().commands;
    QCOMPARE(dc.size(), 3);
    QCOMPARE(dc.at(0).level, NapCommandLevel::Division);
    QCOMPARE(dc.at(1).parentId, dc.at(0).id);
    QCOMPARE(dc.at(2).parentId, dc.at(0).id);
    QCOMPARE(dc.at(1).level, NapCommandLevel::Brigade);
    QCOMPARE(dc.at(0).units.size(), 2);
    QCOMPARE(dc.at(0).units.at(0).type, NapUnitType::Cavalry);
    QCOMPARE(dc.at(0).units.at(1).type, NapUnitType::Artillery);
    QVERIFY(dc.at(0).units.at(1).startCannon > 0);

    const NapBattle battle = NapTemplates::make(u"nap-battle"_s);
    QCOMPARE(battle.armies.size(), 2);
    for (const NapArmy &a : battle.armies) {
        QCOMPARE(a.commands.first().level, NapCommandLevel::Army);
        QVERIFY(!a.commands.first().officerName.isEmpty());
        QCOMPARE(a.commands.at(1).level, NapCommandLevel::Division);
        QCOMPARE(a.commands.at(1).parentId, a.commands.first().id);
        QCOMPARE(a.commands.size(), 4); // army, division, two brigades
    }
}

void TestNapTemplates::templateAddsIntoAnArmyWithFreshIds()
{
    NapBattle battle = NapTemplates::make(u"nap-battle"_s);
    const QSet<QString> before = battle.usedIds();
    const QString parent = battle.armies.first().commands.first().id;
    const QString top = NapTemplates::addTo(battle, u"french"_s, u"nap-division"_s, parent);
    QVERIFY(!top.isEmpty());
    QVERIFY(!before.contains(top));
    QCOMPARE(battle.command(top)->parentId, parent);
    const QString brigade = NapTemplates::addTo(battle, u"french"_s, u"nap-brigade"_s);
    QVERIFY(!before.contains(brigade));
    QCOMPARE(battle.command(brigade)->parentId, QString());
    QCOMPARE(structureProblems(battle), QStringList());
    QVERIFY(NapValidator::validate(battle).isEmpty());

    // Unknown army, parent or key: nothing added.
    const NapBattle kept = battle;
    QCOMPARE(NapTemplates::addTo(battle, u"prussian"_s, u"nap-brigade"_s), QString());
    QCOMPARE(NapTemplates::addTo(battle, u"french"_s, u"nap-brigade"_s, u"nowhere"_s), QString());
    QCOMPARE(NapTemplates::addTo(battle, u"french"_s, u"nap-battle"_s), QString());
    QVERIFY(battle == kept);
}

QTEST_MAIN(TestNapTemplates)
#include "tst_nap_templates.moc"
