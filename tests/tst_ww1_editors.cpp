// The WW1 editors (app/ww1/editors), the force side: the section, platoon and company templates (core/ww1) and
// the force form driven as a player drives it (typing, clicking), each accepted field one editRequested with its
// undo text and the force after it, each refusal a visible reason and nothing emitted. The group and stand
// forms and the panel are in tst_ww1_editors_groups.
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

namespace {
// A check box spanning a form row reacts only to clicks on its indicator and text, not at its centre.
void click(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2)); }

// The option key of one switch of Ww1Rules: the one whose setting sets it.
QString keyOf(bool Ww1Rules::*member)
{
    for (const RuleOption &o : Ww1Options::all()) {
        Ww1Rules rules;
        Ww1Options::set(rules, o.key, true);
        if (o.switchable && rules.*member)
            return o.key;
    }
    return {};
}

int countRank(const Ww1Group &g, Ww1Rank rank)
{
    return int(std::count_if(g.stands.cbegin(), g.stands.cend(), [rank](const Ww1Stand &s) { return s.rank == rank; }));
}

} // namespace

class TestWw1Editors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ww1Templates
    void templates_data();
    void templates();
    void templateIdsAreNew();
    void templateOfficersFollowTheSeniorityList();
    void emptyTemplate();
    void forceLookupsDetach();
    // The force form
    void forceName_data();
    void forceName();
    void ruleSwitches_data();
    void ruleSwitches();
    void clubDataIsLabelledPlaceholder();
    void squareSettings();
    void officerRanks();
    void severities();
    void addGroupFromTemplate_data();
    void addGroupFromTemplate();
};


// ---------------------------------------------------------------------------------------------------
// Ww1Templates

void TestWw1Editors::templates_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<Ww1GroupKind>("kind");
    QTest::addColumn<int>("members");
    QTest::addColumn<int>("stands");
    QTest::addColumn<int>("officers");
    QTest::addColumn<int>("ncos");
    // A corporal and eight men; a platoon's officer, sergeant and four such sections; a company's captain,
    // sergeant major and four such platoons. Members are men (A.1), not stands.
    const int section = 1 + 8;
    const int platoon = 2 + 4 * section;
    QTest::newRow("section") << u"section"_s << Ww1GroupKind::Section << section << 3 << 0 << 1;
    QTest::newRow("platoon") << u"platoon"_s << Ww1GroupKind::Platoon << platoon << 6 << 1 << 1;
    QTest::newRow("company") << u"company"_s << Ww1GroupKind::Company << 2 + 4 * platoon << 6 << 1 << 1;
}

void TestWw1Editors::templates()
{
    QFETCH(QString, key);
    QFETCH(Ww1GroupKind, kind);
    QFETCH(int, members);
    QFETCH(int, stands);
    QFETCH(int, officers);
    QFETCH(int, ncos);

    const Ww1Force f = Ww1Templates::make(key);
    QCOMPARE(f.groups.size(), 1); // A.1: a company is one group of group morale, its platoons its stands
    QCOMPARE(f.name, Ww1Templates::label(key));
    QVERIFY(!f.name.isEmpty());
    QCOMPARE(f.settings, Ww1Settings{}); // A.6 placeholders
    QCOMPARE(f.rules, Ww1Rules{});
    const Ww1Group &g = f.groups.first();
    QCOMPARE(g.kind, kind);
    QCOMPARE(g.startMembers, members);
    QCOMPARE(g.casualties, 0);
    QCOMPARE(g.status, Ww1GroupStatus::Normal);
    QVERIFY(g.conditionsTested.isEmpty());
    QCOMPARE(g.stands.size(), stands);
    QCOMPARE(countRank(g, Ww1Rank::Officer), officers);
    QCOMPARE(countRank(g, Ww1Rank::Nco), ncos);
    QVERIFY(g.startMembers >= g.stands.size());
    for (const Ww1Stand &s : g.stands) {
        QVERIFY(!s.name.isEmpty());
        QVERIFY(!s.square.isEmpty());
        QCOMPARE(s.result, Ww1Result::None);
        QCOMPARE(s.officerRank.isEmpty(), s.rank != Ww1Rank::Officer);
        if (s.rank == Ww1Rank::Officer)
            QVERIFY(f.settings.officerRanks.contains(s.officerRank));
    }
    QCOMPARE(f.usedIds().size(), 1 + stands); // every id distinct
    // The key list names it, smallest first.
    QStringList keys;
    for (const auto &row : Ww1Templates::keys())
        keys << row.first;
    QCOMPARE(keys, (QStringList{u"section"_s, u"platoon"_s, u"company"_s}));
}

void TestWw1Editors::templateIdsAreNew()
{
    Ww1Force f = Ww1Templates::make(u"platoon"_s);
    for (const auto &row : Ww1Templates::keys()) {
        const QSet<QString> used = f.usedIds();
        const Ww1Group g = Ww1Templates::group(row.first, used, f.settings);
        QVERIFY(!g.id.isEmpty());
        QVERIFY2(!used.contains(g.id), qPrintable(g.id));
        for (const Ww1Stand &s : g.stands)
            QVERIFY2(!used.contains(s.id), qPrintable(s.id));
        f.groups.append(g);
    }
    // A second platoon in the same force: new ids throughout.
    const QSet<QString> used = f.usedIds();
    const Ww1Group again = Ww1Templates::group(u"platoon"_s, used, f.settings);
    QVERIFY(!used.contains(again.id));
    f.groups.append(again);
    qsizetype all = 0;
    for (const Ww1Group &g : f.groups)
        all += 1 + g.stands.size();
    QCOMPARE(f.usedIds().size(), all);
    QCOMPARE(Ww1Templates::group(u"battalion"_s, used).id, QString());
}

void TestWw1Editors::templateOfficersFollowTheSeniorityList()
{
    Ww1Settings settings;
    settings.officerRanks = {u"Major"_s, u"Captain"_s, u"Lieutenant"_s};
    auto officerOf = [&settings](const QString &key) {
        for (const Ww1Stand &s : Ww1Templates::group(key, {}, settings).stands) {
            if (s.rank == Ww1Rank::Officer)
                return s.officerRank;
        }
        return QString();
    };
    // The company's commander is the most senior listed; a platoon's the next.
    QCOMPARE(officerOf(u"company"_s), u"Major"_s);
    QCOMPARE(officerOf(u"platoon"_s), u"Captain"_s);
    settings.officerRanks = {u"Leutnant"_s};
    QCOMPARE(officerOf(u"platoon"_s), u"Leutnant"_s);
    settings.officerRanks.clear();
    QCOMPARE(officerOf(u"company"_s), QString());
}

void TestWw1Editors::emptyTemplate()
{
    const Ww1Force f = Ww1Templates::make(QString());
    QCOMPARE(f, Ww1Force{});
    QVERIFY(f.groups.isEmpty());
    QCOMPARE(Ww1Templates::make(u"no such"_s), Ww1Force{});
}

// An edit changes a copy of the force: the lookups that hand out a pointer to write through must not write
// into the force it was copied from (QList shares its data until written).
void TestWw1Editors::forceLookupsDetach()
{
    const Ww1Force original = Rig::fixture();
    Ww1Force copy = original;
    const QString groupId = original.groups.at(1).id;
    const QString standId = original.groups.at(1).stands.at(0).id;
    copy.group(groupId)->name = u"Renamed"_s;
    QCOMPARE(original.group(groupId)->name, Rig::fixture().group(groupId)->name);
    Ww1Force other = original;
    Ww1Group *owner = nullptr;
    other.stand(standId, &owner)->square = u"Z9"_s;
    QCOMPARE(owner->id, groupId);
    QCOMPARE(other.stand(standId)->square, u"Z9"_s);
    QCOMPARE(original, Rig::fixture());
}

// ---------------------------------------------------------------------------------------------------
// The force form

void TestWw1Editors::forceName_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("undoText"); // empty: refused
    QTest::addColumn<QString>("name");
    QTest::newRow("new name") << u"Mametz Wood"_s << u"Rename force: Mametz Wood"_s << u"Mametz Wood"_s;
    QTest::newRow("trimmed") << u"  High Wood "_s << u"Rename force: High Wood"_s << u"High Wood"_s;
    QTest::newRow("empty") << QString() << QString() << QString();
    QTest::newRow("spaces") << u"   "_s << QString() << QString();
}

void TestWw1Editors::forceName()
{
    QFETCH(QString, typed);
    QFETCH(QString, undoText);
    QFETCH(QString, name);
    Rig rig;
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Force);
    const Ww1Force before = rig.force();
    auto *edit = rig.find<QLineEdit>(u"ww1ForceName"_s);
    QVERIFY(edit);
    typeInto(edit, typed);
    if (undoText.isEmpty()) {
        QVERIFY(rig.edits.isEmpty());
        QCOMPARE(rig.force(), before);
        QCOMPARE(edit->text(), before.name); // reverted
        QCOMPARE(errors(rig.panel), QStringList{u"Name: must not be empty"_s});
        QVERIFY(rig.panel.forceForm()->errorFor(edit)->isVisible());
        return;
    }
    QCOMPARE(rig.edits.size(), 1);
    QCOMPARE(rig.edits.first().text, undoText);
    Ww1Force expected = before;
    expected.name = name;
    QCOMPARE(rig.edits.first().after, expected);
    QVERIFY(errors(rig.panel).isEmpty());
}

void TestWw1Editors::ruleSwitches_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("label");
    QTest::addColumn<bool>("recommended");
    int switchable = 0;
    for (const RuleOption &o : Ww1Options::all()) {
        if (!o.switchable)
            continue;
        ++switchable;
        QTest::newRow(qPrintable(o.key)) << o.key << o.rule << o.displayLabel() << o.defaultValue;
    }
    QCOMPARE(switchable, 5); // every field of Ww1Rules
}

void TestWw1Editors::ruleSwitches()
{
    QFETCH(QString, key);
    QFETCH(QString, rule);
    QFETCH(QString, label);
    QFETCH(bool, recommended);
    Rig rig;
    auto *box = rig.find<QCheckBox>(u"ww1Rule-"_s + key);
    auto *text = rig.find<QLabel>(u"ww1RuleLabel-"_s + key);
    QVERIFY(box && text);
    QCOMPARE(box->isChecked(), recommended);
    QCOMPARE(text->text(), label);
    QCOMPARE(box->accessibleName(), label);
    QVERIFY(label.endsWith(u" ("_s + rule + u')'));

    click(box);
    QCOMPARE(rig.edits.size(), 1);
    // "Rule A-4: Conditions reached together: …", the rule said once.
    QCOMPARE(rig.edits.last().text, u"Rule %1: %2"_s.arg(rule, label.chopped(rule.size() + 3)));
    QCOMPARE(Ww1Options::value(rig.force().rules, key), !recommended);
    // Only that switch moved.
    Ww1Rules back = rig.force().rules;
    Ww1Options::set(back, key, recommended);
    QCOMPARE(back, Ww1Rules{});

    // Clicking the reading's text ticks its box too.
    QTest::mouseClick(text, Qt::LeftButton);
    QCOMPARE(rig.edits.size(), 2);
    QCOMPARE(rig.edits.last().text, u"Rule %1: back to the recommended reading"_s.arg(rule));
    QCOMPARE(rig.force().rules, Ww1Rules{});
}

void TestWw1Editors::clubDataIsLabelledPlaceholder()
{
    Rig rig;
    auto *note = rig.find<QLabel>(u"ww1PlaceholderNote"_s);
    QVERIFY(note);
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(u"placeholder"_s, Qt::CaseInsensitive));
    QVERIFY(note->text().contains(u"not the rules"_s) || note->text().contains(u"do not give"_s));
    // The readings applied without a switch are shown, each with its rule.
    auto *fixed = rig.find<QLabel>(u"ww1FixedReadings"_s);
    QVERIFY(fixed);
    for (const RuleOption &o : Ww1Options::all()) {
        if (!o.switchable)
            QVERIFY2(fixed->text().contains(o.displayLabel()), qPrintable(o.key));
    }
}

void TestWw1Editors::squareSettings()
{
    Rig rig;
    auto *proximity = rig.find<QSpinBox>(u"ww1ProximitySquares"_s);
    auto *move = rig.find<QSpinBox>(u"ww1TacticalMoveSquares"_s);
    auto *sight = rig.find<QSpinBox>(u"ww1CasualtySightSquares"_s);
    QVERIFY(proximity && move && sight);
    QCOMPARE(proximity->value(), Ww1Settings{}.smallArmsProximitySquares);

    typeInto(proximity, 3);
    QCOMPARE(rig.edits.size(), 1);
    QCOMPARE(rig.edits.last().text, u"Small-arms proximity: 3 squares"_s);
    QCOMPARE(rig.force().settings.smallArmsProximitySquares, 3);
    typeInto(move, 4);
    QCOMPARE(rig.edits.last().text, u"Tactical move: 4 squares"_s);
    QCOMPARE(rig.force().settings.tacticalMoveSquares, 4);
    // A-11's distance matters only under its alternative reading.
    QVERIFY(!sight->isEnabled());
    auto *a11 = rig.find<QCheckBox>(u"ww1Rule-"_s + keyOf(&Ww1Rules::casualtiesWithinSquares));
    QVERIFY(a11);
    click(a11);
    QVERIFY(rig.force().rules.casualtiesWithinSquares);
    QVERIFY(sight->isEnabled());
    typeInto(sight, 2);
    QCOMPARE(rig.edits.last().text, u"Casualties in sight within: 2 squares"_s);
    QCOMPARE(rig.force().settings.casualtySightSquares, 2);
}

void TestWw1Editors::officerRanks()
{
    Rig rig;
    Ww1ListEditor *ranks = rig.panel.forceForm()->officerRanks();
    QAbstractItemModelTester tester(ranks->list()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(ranks->list()->count(), Ww1Settings::placeholderOfficerRanks().size());

    // Added as the most junior.
    typeInto(ranks->entry(), u"Major"_s);
    QCOMPARE(rig.edits.last().text, u"Add officer rank: Major"_s);
    QCOMPARE(rig.force().settings.officerRanks.last(), u"Major"_s);
    QCOMPARE(ranks->list()->count(), 4);
    QVERIFY(ranks->entry()->text().isEmpty());

    // Moved up to the top: most senior first.
    for (int i = 0; i < 3; ++i)
        QTest::mouseClick(ranks->upButton(), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Move officer rank: Major"_s);
    QCOMPARE(rig.force().settings.officerRanks,
             (QStringList{u"Major"_s, u"Captain"_s, u"Lieutenant"_s, u"2nd Lieutenant"_s}));
    QCOMPARE(ranks->list()->currentRow(), 0);

    // Refusals: empty, a name already there (in any case). Nothing emitted, the reason under the list.
    const qsizetype count = rig.edits.size();
    typeInto(ranks->entry(), u"  "_s);
    QCOMPARE(rig.edits.size(), count);
    QCOMPARE(errors(rig.panel).size(), 1);
    QVERIFY2(errors(rig.panel).first().contains(u"must not be empty"_s), qPrintable(errors(rig.panel).first()));
    typeInto(ranks->entry(), u"captain"_s);
    QCOMPARE(rig.edits.size(), count);
    QVERIFY2(errors(rig.panel).first().contains(u"already in the list"_s), qPrintable(errors(rig.panel).first()));
    QVERIFY(errors(rig.panel).first().startsWith(u"Officer ranks, most senior first: "_s));

    // The platoon's Lieutenant holds a rank: it is not removed from under him.
    const Ww1Stand lt = rig.group(0).stands.first();
    QCOMPARE(lt.officerRank, u"Lieutenant"_s);
    ranks->list()->setCurrentRow(2);
    QTest::mouseClick(ranks->removeButton(), Qt::LeftButton);
    QCOMPARE(rig.edits.size(), count);
    QVERIFY2(errors(rig.panel).first().contains(lt.name), qPrintable(errors(rig.panel).first()));
    QCOMPARE(rig.force().settings.officerRanks.size(), 4);

    // Renamed in place: the officer keeps his rank under the new name.
    ranks->list()->item(2)->setText(u"Lt"_s);
    QCOMPARE(rig.edits.last().text, u"Rename officer rank: Lt"_s);
    QCOMPARE(rig.force().settings.officerRanks.at(2), u"Lt"_s);
    QCOMPARE(rig.force().stand(lt.id)->officerRank, u"Lt"_s);

    // A rank nobody holds goes.
    ranks->list()->setCurrentRow(0);
    QTest::mouseClick(ranks->removeButton(), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Remove officer rank: Major"_s);
    QCOMPARE(rig.force().settings.officerRanks, (QStringList{u"Captain"_s, u"Lt"_s, u"2nd Lieutenant"_s}));
}

void TestWw1Editors::severities()
{
    Rig rig;
    Ww1ListEditor *list = rig.panel.forceForm()->severities();
    QAbstractItemModelTester tester(list->list()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<Ww1Severity> placeholder = Ww1Settings::placeholderSeverities();
    QCOMPARE(list->list()->count(), placeholder.size());
    for (int i = 0; i < list->list()->count(); ++i) {
        QCOMPARE(list->list()->item(i)->text(), placeholder.at(i).name);
        QCOMPARE(list->list()->item(i)->checkState() == Qt::Checked, placeholder.at(i).countsForMorale);
    }

    typeInto(list->entry(), u"Shell-shocked"_s);
    QCOMPARE(rig.edits.last().text, u"Add casualty severity: Shell-shocked"_s);
    QCOMPARE(rig.force().settings.severities.last(), (Ww1Severity{u"Shell-shocked"_s, true}));

    list->list()->item(4)->setCheckState(Qt::Unchecked);
    QCOMPARE(rig.edits.last().text, u"Casualty severity does not count for morale: Shell-shocked"_s);
    QVERIFY(!rig.force().settings.severities.last().countsForMorale);

    list->list()->setCurrentRow(4);
    QTest::mouseClick(list->upButton(), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Move casualty severity: Shell-shocked"_s);
    QCOMPARE(rig.force().settings.severities.at(3).name, u"Shell-shocked"_s);

    const qsizetype count = rig.edits.size();
    list->list()->item(0)->setText(u"dead"_s); // the name of another level
    QCOMPARE(rig.edits.size(), count);
    QCOMPARE(list->list()->item(0)->text(), placeholder.first().name); // reverted
    QVERIFY(errors(rig.panel).first().startsWith(u"Casualty severities: "_s));

    list->list()->setCurrentRow(0);
    QTest::mouseClick(list->removeButton(), Qt::LeftButton);
    QCOMPARE(rig.edits.last().text, u"Remove casualty severity: Unhurt"_s);
    QCOMPARE(rig.force().settings.severities.size(), placeholder.size());

    // IM3 and IM4 count casualties by their severity: the last one stays.
    while (rig.force().settings.severities.size() > 1)
        QTest::mouseClick(list->removeButton(), Qt::LeftButton);
    const qsizetype removed = rig.edits.size();
    QTest::mouseClick(list->removeButton(), Qt::LeftButton);
    QCOMPARE(rig.edits.size(), removed);
    QCOMPARE(rig.force().settings.severities.size(), 1);
    QVERIFY(errors(rig.panel).first().contains(u"at least one severity"_s));
}

void TestWw1Editors::addGroupFromTemplate_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::newRow("section") << u"section"_s << u"1st Section (2)"_s; // the fixture has a 1st Section
    QTest::newRow("platoon") << u"platoon"_s << u"1st Platoon (2)"_s;
    QTest::newRow("company") << u"company"_s << u"A Company"_s;
    QTest::newRow("empty") << QString() << u"New group"_s;
}

void TestWw1Editors::addGroupFromTemplate()
{
    QFETCH(QString, key);
    QFETCH(QString, name);
    Rig rig;
    const Ww1Force before = rig.force();
    auto *combo = rig.find<QComboBox>(u"ww1GroupTemplate"_s);
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(key));
    QVERIFY(combo->currentIndex() >= 0);
    QTest::mouseClick(rig.find<QPushButton>(u"ww1AddGroup"_s), Qt::LeftButton);

    QCOMPARE(rig.edits.size(), 1);
    QCOMPARE(rig.edits.first().text, u"Add group: "_s + name);
    const Ww1Force &after = rig.edits.first().after;
    QCOMPARE(after.groups.size(), before.groups.size() + 1);
    QCOMPARE(after.groups.mid(0, before.groups.size()), before.groups);
    const Ww1Group &added = after.groups.last();
    QCOMPARE(added.name, name);
    QVERIFY(!before.usedIds().contains(added.id));
    QCOMPARE(added.side, before.groups.last().side);
    if (!key.isEmpty())
        QCOMPARE(added.stands.size(), Ww1Templates::group(key, {}).stands.size());
    else
        QCOMPARE(added.startMembers, 1);
    // Selected.
    QCOMPARE(rig.panel.page(), Ww1EditorPanel::Page::Group);
    QCOMPARE(rig.panel.shownGroup(), added.id);
}

QTEST_MAIN(TestWw1Editors)
#include "tst_ww1_editors.moc"
