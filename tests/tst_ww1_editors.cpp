// The WW1 editors (app/ww1/editors): the force, group and stand forms driven as a player drives them (typing,
// clicking), each accepted field one editRequested with its undo text and the force after it, each refusal a
// visible reason and nothing emitted; and the section, platoon and company templates (core/ww1).
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
using namespace Qt::StringLiterals;

namespace {

// The panel as a workspace holds it: every edit it asks for is taken (as an undo command would) and handed
// back, and what it adds is selected.
struct Rig
{
    struct Edit
    {
        QString text;
        Ww1Force after;
    };

    explicit Rig(Ww1Force start = fixture())
    {
        panel.setForce(start);
        QObject::connect(&panel, &Ww1EditorPanel::editRequested, &panel,
                         [this](const QString &text, const Ww1Force &after) {
                             edits.append({text, after});
                             panel.setForce(after);
                         });
        QObject::connect(&panel, &Ww1EditorPanel::selectionRequested, &panel,
                         [this](const QString &id) { panel.select(id); });
        panel.resize(640, 900);
        panel.show();
    }

    // A platoon and a section, British, the platoon's officer a Lieutenant.
    static Ww1Force fixture()
    {
        Ww1Force f = Ww1Templates::make(u"platoon"_s);
        f.groups.append(Ww1Templates::group(u"section"_s, f.usedIds(), f.settings));
        return f;
    }

    template<typename T>
    T *find(const QString &name)
    {
        T *found = panel.findChild<T *>(name);
        if (!found)
            qWarning("no %s", qPrintable(name));
        return found;
    }
    const Ww1Force &force() const { return panel.force(); }
    const Ww1Group &group(qsizetype i) const { return force().groups.at(i); }

    Ww1EditorPanel panel;
    QList<Edit> edits;
};

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    if (!text.isEmpty())
        QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

void typeInto(QSpinBox *spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
}

// A check box spanning a form row reacts only to clicks on its indicator and text, not at its centre.
void click(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2)); }

// The shown error texts of every form of the panel.
QStringList errors(const Ww1EditorPanel &panel)
{
    return panel.forceForm()->shownErrors() + panel.groupForm()->shownErrors() + panel.standForm()->shownErrors();
}

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

// ---------------------------------------------------------------------------------------------------
// The group form

void TestWw1Editors::groupNumbers_data()
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

void TestWw1Editors::groupNumbers()
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

void TestWw1Editors::groupFields()
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

void TestWw1Editors::groupReadOnly()
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

void TestWw1Editors::groupOrderAndRemoval()
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

void TestWw1Editors::addStand()
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

void TestWw1Editors::standName()
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

void TestWw1Editors::standSquare_data()
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

void TestWw1Editors::standSquare()
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

void TestWw1Editors::officerRankOnlyForOfficers()
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

void TestWw1Editors::standMoves()
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

void TestWw1Editors::panelFollowsTheForce()
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

QTEST_MAIN(TestWw1Editors)
#include "tst_ww1_editors.moc"
