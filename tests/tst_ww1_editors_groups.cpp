// The WW1 editors (app/ww1/editors), the group side: the group and stand forms driven as a player drives them
// (typing, clicking), each accepted field one editRequested with its undo text and the force after it, each
// refusal a visible reason and nothing emitted; and the panel following the force. The templates and the force
// form are in tst_ww1_editors.
#include "Ww1EditorsFixture.h"
#include "ww1/Ww1Options.h"
#include "ww1/editors/Ww1EditorPanel.h"
#include "widgets/FieldError.h"
#include "ww1/editors/Ww1ForceForm.h"
#include "ww1/editors/Ww1GroupForm.h"
#include "ww1/editors/Ww1ListEditor.h"
#include "ww1/editors/Ww1StandForm.h"
#include "ww1/io/Ww1Validator.h"
#include "ww1/model/Ww1Templates.h"
#include "ww1/rules/Ww1GroupRules.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test::ww1editors;
using namespace Qt::StringLiterals;

class TestWw1EditorsGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The group form
    void groupNumbers_data();
    void groupNumbers();
    void groupFields();
    void groupReadOnly();
    void groupOrderAndRemoval();
    void addStand();
    // The stand form
    void standName();
    void standSquare_data();
    void standSquare();
    void officerRankOnlyForOfficers();
    void standMoves();
    // The panel
    void panelFollowsTheForce();
};

// ---------------------------------------------------------------------------------------------------
// The group form

void TestWw1EditorsGroups::groupNumbers_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("casualties"); // set before typing
    QTest::addColumn<int>("typed");
    QTest::addColumn<QString>("result"); // the undo text, or the error shown
    QTest::addColumn<bool>("accepted");
    QTest::newRow("start 30") << u"ww1GroupStart"_s << 0 << 30 << u"Starting members of 1st Platoon: 30"_s << true;
    QTest::newRow("start 1") << u"ww1GroupStart"_s << 0 << 1 << u"Starting members of 1st Platoon: 1"_s << true;
    QTest::newRow("start 1000") << u"ww1GroupStart"_s << 0 << 1000 << u"Starting members of 1st Platoon: 1000"_s << true;
    QTest::newRow("start 0") << u"ww1GroupStart"_s << 0 << 0 << u"Starting members: must be at least 1"_s << false;
    QTest::newRow("start 1001") << u"ww1GroupStart"_s << 0 << 1001 << u"Starting members: must be at most 1000"_s << false;
    QTest::newRow("start below casualties") << u"ww1GroupStart"_s << 12 << 11
                                            << u"Starting members: must be at least the casualties (12)"_s << false;
    QTest::newRow("casualties 5") << u"ww1GroupCasualties"_s << 0 << 5 << u"Correct casualties of 1st Platoon: 5"_s << true;
    QTest::newRow("casualties back to 0") << u"ww1GroupCasualties"_s << 4 << 0
                                          << u"Correct casualties of 1st Platoon: 0"_s << true;
    QTest::newRow("casualties above start")
        << u"ww1GroupCasualties"_s << 0 << 39 << u"Casualties (correction): must not be more than the starting members (38)"_s
        << false;
}

void TestWw1EditorsGroups::groupNumbers()
{
    QFETCH(QString, field);
    QFETCH(int, casualties);
    QFETCH(int, typed);
    QFETCH(QString, result);
    QFETCH(bool, accepted);
    Ww1Force start = Rig::fixture();
    start.groups[0].casualties = casualties;
    Rig rig(start);
    rig.panel.setSelection(start.groups.first().id, {});
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Group);
    auto *spin = rig.find<QSpinBox>(field);
    QVERIFY(spin);
    typeInto(spin, typed);
    if (!accepted) {
        QVERIFY(rig.edits.isEmpty());
        QCOMPARE(rig.force(), start);
        QCOMPARE(errors(rig.panel), QStringList{result});
        QCOMPARE(spin->value(), field == u"ww1GroupStart"_s ? start.groups[0].startMembers : casualties); // reverted
        return;
    }
    QCOMPARE(rig.edits.size(), 1);
    QCOMPARE(rig.edits.first().text, result);
    Ww1Force expected = start;
    (field == u"ww1GroupStart"_s ? expected.groups[0].startMembers : expected.groups[0].casualties) = typed;
    QCOMPARE(rig.edits.first().after, expected);
}

void TestWw1EditorsGroups::groupFields()
{
    Rig rig;
    const QString id = rig.group(0).id;
    rig.panel.setSelection(id, {});

    auto *name = rig.find<QLineEdit>(u"ww1GroupName"_s);
    typeInto(name, QString());
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(errors(rig.panel), QStringList{u"Name: must not be empty"_s});
    QCOMPARE(name->text(), u"1st Platoon"_s);
    typeInto(name, u"2nd Platoon"_s);
    QCOMPARE(rig.edits.last().text, u"Rename group: 2nd Platoon"_s);
    QCOMPARE(rig.group(0).name, u"2nd Platoon"_s);
    QVERIFY(errors(rig.panel).isEmpty());

    typeInto(rig.find<QLineEdit>(u"ww1GroupSide"_s), u"German"_s);
    QCOMPARE(rig.edits.last().text, u"Side of 2nd Platoon: German"_s);
    QCOMPARE(rig.group(0).side, u"German"_s);

    auto *role = rig.find<QComboBox>(u"ww1GroupRole"_s);
    role->setCurrentIndex(role->findData(int(Ww1Role::Defender)));
    QCOMPARE(rig.edits.last().text, u"Role of 2nd Platoon: Defender"_s);
    QCOMPARE(rig.group(0).role, Ww1Role::Defender);

    auto *kind = rig.find<QComboBox>(u"ww1GroupKind"_s);
    kind->setCurrentIndex(kind->findData(int(Ww1GroupKind::Company)));
    QCOMPARE(rig.edits.last().text, u"Kind of 2nd Platoon: Company"_s);
    QCOMPARE(rig.group(0).kind, Ww1GroupKind::Company);
    QCOMPARE(rig.edits.size(), 4);
    // Nothing but that group changed.
    Ww1Force expected = Rig::fixture();
    expected.groups[0].name = u"2nd Platoon"_s;
    expected.groups[0].side = u"German"_s;
    expected.groups[0].role = Ww1Role::Defender;
    expected.groups[0].kind = Ww1GroupKind::Company;
    QCOMPARE(rig.force(), expected);
}

void TestWw1EditorsGroups::groupReadOnly()
{
    Ww1Force start = Rig::fixture();
    Ww1Group &g = start.groups[0];
    g.casualties = 20;
    g.conditionsTested = {Ww1Condition::C1, Ww1Condition::C2};
    g.status = Ww1GroupStatus::Withdrawing;
    Rig rig(start);
    rig.panel.setSelection(g.id, {});
    auto *thresholds = rig.find<QLabel>(u"ww1GroupThresholds"_s);
    auto *status = rig.find<QLabel>(u"ww1GroupStatus"_s);
    auto *tested = rig.find<QLabel>(u"ww1GroupTested"_s);
    QVERIFY(thresholds && status && tested);
    // A.2.1 for the group's size, from the rules themselves.
    const QString expected = u"C1 at %1, C2 at %2, C3 at %3 casualties"_s
                                 .arg(Ww1GroupRules::threshold(Ww1Condition::C1, g.startMembers, start.rules))
                                 .arg(Ww1GroupRules::threshold(Ww1Condition::C2, g.startMembers, start.rules))
                                 .arg(Ww1GroupRules::threshold(Ww1Condition::C3, g.startMembers, start.rules));
    QCOMPARE(thresholds->text(), expected);
    QVERIFY2(status->text().startsWith(u"Withdrawing"_s), qPrintable(status->text()));
    QVERIFY2(status->text().contains(u"18 of 38 men fit"_s), qPrintable(status->text()));
    QCOMPARE(tested->text(), enumDisplayName(Ww1Condition::C1) + u'\n' + enumDisplayName(Ww1Condition::C2));
    // The section: 9 men, so C1 is 25 % (A-1), not two.
    rig.panel.setSelection(start.groups[1].id, {});
    QVERIFY2(thresholds->text().startsWith(u"C1 at 3, "_s), qPrintable(thresholds->text()));
    QCOMPARE(tested->text(), u"none yet"_s);
}

void TestWw1EditorsGroups::groupOrderAndRemoval()
{
    Rig rig;
    const Ww1Force start = rig.force();
    const QString platoon = start.groups[0].id;
    const QString section = start.groups[1].id;
    rig.panel.setSelection(section, {});
    auto *up = rig.find<QPushButton>(u"ww1GroupUp"_s);
    auto *down = rig.find<QPushButton>(u"ww1GroupDown"_s);
    QVERIFY(up->isEnabled());
    QVERIFY(!down->isEnabled());
    QTest::mouseClick(up, Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Move group up: 1st Section"_s);
    QCOMPARE(rig.group(0).id, section);
    QCOMPARE(rig.group(1).id, platoon);
    QVERIFY(!up->isEnabled());
    QTest::mouseClick(down, Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Move group down: 1st Section"_s);
    QCOMPARE(rig.force(), start);

    QTest::mouseClick(rig.find<QPushButton>(u"ww1RemoveGroup"_s), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Remove group: 1st Section"_s);
    QCOMPARE(rig.force().groups.size(), 1);
    QCOMPARE(rig.group(0), start.groups[0]);
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Force); // the removed group is gone from view
    QCOMPARE(rig.edits.size(), 3);
}

void TestWw1EditorsGroups::addStand()
{
    Rig rig;
    const Ww1Group before = rig.group(0);
    rig.panel.setSelection(before.id, {});
    QTest::mouseClick(rig.find<QPushButton>(u"ww1AddStand"_s), Qt::LeftButton);
    QCOMPARE(rig.edits.size(), 1);
    QCOMPARE(rig.edits.first().text, u"Add stand: Stand %1"_s.arg(before.stands.size() + 1));
    const Ww1Group &after = rig.group(0);
    QCOMPARE(after.stands.size(), before.stands.size() + 1);
    const Ww1Stand &added = after.stands.last();
    QCOMPARE(added.rank, Ww1Rank::Other);
    QCOMPARE(added.square, before.stands.last().square);
    QVERIFY(!Rig::fixture().usedIds().contains(added.id));
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Stand);
    QCOMPARE(rig.panel.shownStand(), added.id);
    QCOMPARE(rig.panel.shownGroup(), before.id);
}

// ---------------------------------------------------------------------------------------------------
// The stand form

void TestWw1EditorsGroups::standName()
{
    Rig rig;
    const Ww1Stand sgt = rig.group(0).stands.at(1);
    rig.panel.setSelection({}, sgt.id);
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Stand);
    QCOMPARE(rig.panel.shownGroup(), rig.group(0).id);
    auto *name = rig.find<QLineEdit>(u"ww1StandName"_s);
    QCOMPARE(name->text(), sgt.name);
    typeInto(name, u" "_s);
    QVERIFY(rig.edits.isEmpty());
    QCOMPARE(errors(rig.panel), QStringList{u"Name: must not be empty"_s});
    typeInto(name, u"Sgt Hale"_s);
    QCOMPARE(rig.edits.last().text, u"Rename stand: Sgt Hale"_s);
    QCOMPARE(rig.force().stand(sgt.id)->name, u"Sgt Hale"_s);
}

void TestWw1EditorsGroups::standSquare_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("square"); // empty: refused
    QTest::addColumn<QString>("message"); // undo text or error
    QTest::newRow("new square") << u"B4"_s << u"B4"_s << u"Square of No. 2 Section (bombers): B4"_s;
    QTest::newRow("trimmed") << u"  C7  "_s << u"C7"_s << u"Square of No. 2 Section (bombers): C7"_s;
    // A.3.3: a square another stand stands in is allowed, and its spelling kept so that they share a roll.
    QTest::newRow("shared square") << u"A1"_s << u"A1"_s << u"Square of No. 2 Section (bombers): A1"_s;
    QTest::newRow("shared, other case") << u"a4"_s << u"A4"_s << u"Square of No. 2 Section (bombers): A4"_s;
    QTest::newRow("16 characters") << u"trench12-bay3abc"_s << u"trench12-bay3abc"_s
                                   << u"Square of No. 2 Section (bombers): trench12-bay3abc"_s;
    QTest::newRow("empty") << QString() << QString()
                           << u"Square: must not be empty: the stands of one square share one roll (A.3.3)"_s;
    QTest::newRow("17 characters") << u"trench12-bay3abcd"_s << QString()
                                   << u"Square: must be at most 16 characters"_s;
    // Play steps name squares, so the file's rule holds here too.
    for (const QString &bad : {u"B 4"_s, u"B4,5"_s, u"B=4"_s, u"B:4"_s})
        QTest::newRow(qPrintable(u"bad "_s + bad)) << bad << QString() << u"Square: "_s + Ww1Validator::squareProblem(bad);
}

void TestWw1EditorsGroups::standSquare()
{
    QFETCH(QString, typed);
    QFETCH(QString, square);
    QFETCH(QString, message);
    Rig rig;
    const Ww1Force start = rig.force();
    const Ww1Stand bombers = start.groups[0].stands.at(3);
    QCOMPARE(bombers.square, u"A2"_s);
    rig.panel.setSelection({}, bombers.id);
    auto *edit = rig.find<QLineEdit>(u"ww1StandSquare"_s);
    typeInto(edit, typed);
    if (square.isEmpty()) {
        QVERIFY(rig.edits.isEmpty());
        QCOMPARE(rig.force(), start);
        QCOMPARE(edit->text(), bombers.square);
        QCOMPARE(errors(rig.panel), QStringList{message});
        return;
    }
    QCOMPARE(rig.edits.size(), 1);
    QCOMPARE(rig.edits.first().text, message);
    Ww1Force expected = start;
    expected.stand(bombers.id)->square = square;
    QCOMPARE(rig.force(), expected);
    QCOMPARE(edit->text(), square);
    QVERIFY(rig.force().standsIn(square).contains(bombers.id));
}

void TestWw1EditorsGroups::officerRankOnlyForOfficers()
{
    Rig rig;
    const Ww1Stand lt = rig.group(0).stands.at(0);
    const Ww1Stand sgt = rig.group(0).stands.at(1);
    QCOMPARE(lt.rank, Ww1Rank::Officer);
    rig.panel.setSelection({}, lt.id);
    auto *rank = rig.find<QComboBox>(u"ww1StandRank"_s);
    auto *officerRank = rig.find<QComboBox>(u"ww1StandOfficerRank"_s);
    QVERIFY(officerRank->isVisible());
    QCOMPARE(officerRank->count(), rig.force().settings.officerRanks.size());
    QCOMPARE(officerRank->currentText(), lt.officerRank);

    officerRank->setCurrentIndex(officerRank->findData(u"Captain"_s));
    QCOMPARE(rig.edits.last().text, u"Officer's rank of Platoon commander: Captain"_s);
    QCOMPARE(rig.force().stand(lt.id)->officerRank, u"Captain"_s);

    // No longer an officer: no officer's rank, and the field goes.
    rank->setCurrentIndex(rank->findData(int(Ww1Rank::Nco)));
    QCOMPARE(rig.edits.last().text, u"Rank of Platoon commander: NCO"_s);
    QCOMPARE(rig.force().stand(lt.id)->rank, Ww1Rank::Nco);
    QCOMPARE(rig.force().stand(lt.id)->officerRank, QString());
    QVERIFY(!officerRank->isVisible());

    // The sergeant commissioned: the most junior listed rank, the field back.
    rig.panel.setSelection({}, sgt.id);
    QVERIFY(!officerRank->isVisible());
    rank->setCurrentIndex(rank->findData(int(Ww1Rank::Officer)));
    QCOMPARE(rig.edits.last().text, u"Rank of Platoon sergeant: Officer"_s);
    QCOMPARE(rig.force().stand(sgt.id)->officerRank, rig.force().settings.officerRanks.last());
    QVERIFY(officerRank->isVisible());
    QCOMPARE(rig.edits.size(), 3);

    // A rank the list does not hold is shown as such, not silently replaced.
    Ww1Force odd = rig.force();
    odd.stand(sgt.id)->officerRank = u"Brigadier"_s;
    rig.panel.setForce(odd);
    QCOMPARE(officerRank->currentData().toString(), u"Brigadier"_s);
    QVERIFY(officerRank->currentText().contains(u"not in the seniority list"_s));
    QCOMPARE(rig.edits.size(), 3);
}

void TestWw1EditorsGroups::standMoves()
{
    Rig rig;
    const Ww1Force start = rig.force();
    const Ww1Group &platoon = start.groups[0];
    const Ww1Group &section = start.groups[1];
    const Ww1Stand s1 = platoon.stands.at(2);
    rig.panel.setSelection({}, s1.id);

    QTest::mouseClick(rig.find<QPushButton>(u"ww1StandUp"_s), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Move stand up: %1"_s.arg(s1.name));
    QCOMPARE(rig.group(0).stands.at(1).id, s1.id);
    QTest::mouseClick(rig.find<QPushButton>(u"ww1StandDown"_s), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Move stand down: %1"_s.arg(s1.name));
    QCOMPARE(rig.force(), start);

    // To another group: at its end, everything else about the stand kept.
    auto *group = rig.find<QComboBox>(u"ww1StandGroup"_s);
    QCOMPARE(group->count(), start.groups.size());
    QCOMPARE(group->currentData().toString(), platoon.id);
    group->setCurrentIndex(group->findData(section.id));
    QCOMPARE(rig.edits.last().text, u"Move %1 to %2"_s.arg(s1.name, section.name));
    QCOMPARE(rig.group(0).stands.size(), platoon.stands.size() - 1);
    QCOMPARE(rig.group(1).stands.last(), s1);
    QCOMPARE(rig.panel.shownGroup(), section.id); // still showing the stand, in its new group
    QCOMPARE(rig.panel.shownStand(), s1.id);

    QTest::mouseClick(rig.find<QPushButton>(u"ww1RemoveStand"_s), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Remove stand: %1"_s.arg(s1.name));
    QVERIFY(!rig.force().stand(s1.id));
    QCOMPARE(rig.group(1).stands, section.stands);
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Group); // back to its group
    QCOMPARE(rig.panel.shownGroup(), section.id);
    QCOMPARE(rig.edits.size(), 4);
}

// ---------------------------------------------------------------------------------------------------
// The panel

void TestWw1EditorsGroups::panelFollowsTheForce()
{
    Rig rig;
    const Ww1Force start = rig.force();
    const Ww1Stand sgt = start.groups[0].stands.at(1);
    rig.panel.setSelection({}, sgt.id);
    auto *name = rig.find<QLineEdit>(u"ww1StandName"_s);

    // Play changes the force: the form shows it without asking for anything.
    Ww1Force played = start;
    played.stand(sgt.id)->name = u"Sgt Hale"_s;
    played.stand(sgt.id)->result = Ww1Result::DuckBack;
    played.stand(sgt.id)->testedUnderFire = true;
    rig.panel.setForce(played);
    QCOMPARE(name->text(), u"Sgt Hale"_s);
    QCOMPARE(rig.find<QLabel>(u"ww1StandResult"_s)->text(), enumDisplayName(Ww1Result::DuckBack));
    QCOMPARE(rig.find<QLabel>(u"ww1StandTested"_s)->text(), enumDisplayName(Ww1Trigger::UnderFire));
    QVERIFY(rig.edits.isEmpty());

    // An undo removes the stand: its group is shown; then the group: the force.
    Ww1Force noStand = played;
    noStand.groups[0].stands.removeAt(1);
    rig.panel.setForce(noStand);
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Group);
    QCOMPARE(rig.panel.shownGroup(), start.groups[0].id);
    Ww1Force noGroup = noStand;
    noGroup.groups.removeFirst();
    rig.panel.setForce(noGroup);
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Force);
    QVERIFY(rig.edits.isEmpty());
    // An unknown id shows the force.
    rig.panel.setSelection(u"nowhere"_s, {});
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Force);

    // Screenshots for looking at, when asked for.
    const QString dir = qEnvironmentVariable("WW1_EDITORS_SHOTS");
    if (!dir.isEmpty()) {
        // The editor column of a 1366×768 window.
        Rig shot;
        shot.panel.resize(470, 700);
        QVERIFY(QTest::qWaitForWindowExposed(&shot.panel));
        const auto save = [&shot, &dir](const QString &file) {
            QTest::qWait(100);
            QVERIFY(shot.panel.grab().save(dir + u'/' + file));
        };
        save(u"force.png"_s);
        auto *scroll = shot.find<QScrollArea>(u"ww1ForceFormScroll"_s);
        QVERIFY(scroll);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        save(u"force-data.png"_s);
        shot.panel.select(shot.group(0).id);
        save(u"group.png"_s);
        shot.panel.select(shot.group(0).stands.first().id);
        save(u"stand.png"_s);
        shot.panel.select(shot.group(1).id);
        typeInto(shot.find<QSpinBox>(u"ww1GroupStart"_s), 0);
        save(u"group-refused.png"_s);
    }
}

QTEST_MAIN(TestWw1EditorsGroups)
#include "tst_ww1_editors_groups.moc"
