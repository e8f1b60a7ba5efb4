// The WW1 window's force and its files (issue 14): the recovery journal replaying each action, recovery after
// a crash, edits replacing the force through undo, the templates, the rules notes and the screenshots. Play
// through the panels is tst_ww1_window.
#include "Ww1WindowFixture.h"

#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestWw1WindowFiles : public QObject, public Ww1WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { Ww1WindowFixture::init(); }
    void cleanup() { Ww1WindowFixture::cleanup(); }
    void journalReplaysEachAction();
    void editReplacesTheForce();
    void playOnACopyLeavesTheOriginal();
    void recoversAfterACrash();
    void templatesOpenAsWw1Forces();
    void editorPanelEditsThroughUndo();
    void rulesNotesNameEveryReading();
    void screenshots();
};

void TestWw1WindowFiles::journalReplaysEachAction()
{
    QVERIFY(open());
    const Ww1Journal &journal = static_cast<const Ww1Journal &>(systemUis().find(QString::fromLatin1(Ww1Force::systemId))->journal());
    std::unique_ptr<GameState> previous = document()->state().clone();
    QJsonObject root = QJsonDocument::fromJson(ww1System().write(*previous)).object();
    const auto step = [&] {
        const QByteArray line = journal.entry(*previous, document()->state());
        QVERIFY(line.endsWith('\n'));
        QVERIFY(!line.trimmed().contains('\n'));
        QVERIFY(journal.apply(line, root));
        QCOMPARE(root, QJsonDocument::fromJson(ww1System().write(document()->state())).object());
        previous = document()->state().clone();
    };
    addCasualties(u"pl1"_s, 2);
    step();
    typeGroupRoll(8);
    step();
    stack()->undo();
    step();
    Ww1Force edited = document()->force();
    edited.groups.removeLast();
    QVERIFY(m_workspace->commands()->edit(u"Remove group: Bombing post"_s, edited).isEmpty());
    step();
    // A line for another shape of the file is refused and changes nothing.
    const QJsonObject kept = root;
    QVERIFY(!journal.apply(R"({"groups": 7, "changed": {}, "top": {}, "removed": [], "keepLog": 0, "log": []})", root));
    QCOMPARE(root, kept);
}

void TestWw1WindowFiles::editReplacesTheForce()
{
    QVERIFY(open());
    Ww1Force renamed = document()->force();
    renamed.groups[0].name = u"1st Platoon, A Company"_s;
    QVERIFY(m_workspace->commands()->edit(u"Rename group: 1st Platoon"_s, renamed).isEmpty());
    QCOMPARE(document()->force(), renamed);
    QCOMPARE(stack()->text(0), u"Rename group: 1st Platoon"_s);
    QCOMPARE(m_workspace->rosterModel()->index(0, 0).data().toString(), u"1st Platoon, A Company"_s);
    // An edit that would not load again is refused with the validator's reason, and nothing is pushed.
    Ww1Force broken = renamed;
    broken.groups[1].id = broken.groups[0].id;
    const QString why = m_workspace->commands()->edit(u"Break ids"_s, broken);
    QVERIFY2(why.startsWith(u"$."_s), qPrintable(why));
    QCOMPARE(stack()->count(), 1);
    stack()->undo();
    QCOMPARE(document()->force(), testForce());
}

// Undo keeps the force before a verb beside the one after it, sharing their lists: a verb played on a copy
// must detach what it writes (Ww1Force::group(), stand()), never write into the state the undo goes back to.
void TestWw1WindowFiles::playOnACopyLeavesTheOriginal()
{
    const Ww1Force original = testForce();
    Ww1Force copy = original;
    TypedDie roll(7);
    Ww1Situation situation;
    situation.underFire = true;
    QVERIFY(Ww1Engine::individualTest(copy, u"B4"_s, {{u"hale"_s, situation}}, roll).error.isEmpty());
    QVERIFY(Ww1Engine::addCasualties(copy, u"pl1"_s, 2).error.isEmpty());
    QVERIFY(copy.stand(u"hale"_s)->testedUnderFire);
    QCOMPARE(copy.group(u"pl1"_s)->casualties, 2);
    QCOMPARE(original, testForce());
    QVERIFY(!original.stand(u"hale"_s)->testedUnderFire);
    QCOMPARE(original.group(u"pl1"_s)->casualties, 0);
}

// Unsaved play survives a crash: the journal's lines replay onto the saved file, and undo goes back to it.
void TestWw1WindowFiles::recoversAfterACrash()
{
    QVERIFY(open());
    const QString file = m_window->document()->fileName();
    addCasualties(u"pl1"_s, 2);
    typeGroupRoll(4);
    const Ww1Force played = document()->force();
    // The window goes away without being closed.
    m_rosterTester.reset();
    m_dueTester.reset();
    m_logTester.reset();
    m_workspace = nullptr;
    delete m_window.release();
    QVERIFY(m_recovery->exists());

    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_prompter->recover = true;
    m_window->start(QString());
    QVERIFY2(m_prompter->errors.isEmpty(), qPrintable(m_prompter->errors.join(u'\n')));
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    QVERIFY(m_workspace && document());
    QCOMPARE(document()->fileName(), file);
    QCOMPARE(document()->force(), played);
    QVERIFY(document()->isModified());
    stack()->undo();
    QCOMPARE(document()->force(), testForce());
}

// File -> New: WW1's templates (Ww1Templates), each opened in WW1's workspace, and its empty force.
void TestWw1WindowFiles::templatesOpenAsWw1Forces()
{
    const SystemUi *ui = systemUis().find(QString::fromLatin1(Ww1Force::systemId));
    QVERIFY(ui);
    const QList<NewChoice> choices = ui->templates();
    // Its empty force first, then one choice per template.
    QCOMPARE(choices.size(), Ww1Templates::keys().size() + 1);
    QVERIFY(ui->newState(choices.constFirst().key));
    for (const auto &[key, label] : Ww1Templates::keys()) {
        const std::unique_ptr<GameState> state = ui->newState(key);
        QVERIFY2(state, qPrintable(key));
        QCOMPARE(*Ww1State::of(*state), Ww1Templates::make(key));
    }
    QVERIFY(!ui->newState(u"no-such-template"_s));
    const std::unique_ptr<GameState> empty = ui->newState(QString());
    QVERIFY(empty);
    QVERIFY(dynamic_cast<const Ww1State &>(*empty).force().groups.isEmpty());
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->show();
    m_window->newFromTemplate(u"platoon"_s);
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    QVERIFY(m_workspace && document());
    QCOMPARE(document()->force(), Ww1Templates::make(u"platoon"_s));
    QVERIFY(m_workspace->individualPanel()->squareBox()->count() > 0);
}

// The Edit tab: each accepted field of the editors is one undo step with the editor's text; the panel follows
// the roster's selection.
void TestWw1WindowFiles::editorPanelEditsThroughUndo()
{
    QVERIFY(open());
    Ww1EditorPanel *editor = m_workspace->editorPanel();
    QVERIFY(editor);
    QCOMPARE(editor->force(), document()->force());
    m_workspace->select(u"hale"_s);
    QCOMPARE(editor->shownStand(), u"hale"_s);
    Ww1Force after = document()->force();
    after.stand(u"hale"_s)->square = u"C4"_s;
    Q_EMIT editor->editRequested(u"Move stand: Sgt Hale"_s, after);
    QCOMPARE(undoTexts(stack()), QStringList{u"Move stand: Sgt Hale"_s});
    QCOMPARE(document()->force().stand(u"hale"_s)->square, u"C4"_s);
    QCOMPARE(editor->force(), document()->force());
    stack()->undo();
    QCOMPARE(editor->force(), testForce());
    // A refused edit changes nothing and puts the force back in the panel.
    Ww1Force broken = document()->force();
    broken.groups[0].startMembers = -3;
    Q_EMIT editor->editRequested(u"Start members: 1st Platoon"_s, broken);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(document()->force(), testForce());
    QCOMPARE(editor->force(), testForce());
}

// Help -> Rules notes: every reading of Part A with its rule, and the A.6 data said to be the club's own.
void TestWw1WindowFiles::rulesNotesNameEveryReading()
{
    const SystemUi *ui = systemUis().find(QString::fromLatin1(Ww1Force::systemId));
    QVERIFY(ui);
    const QString notes = ui->rulesNotes();
    const QList<RuleOption> options = ww1System().options();
    QVERIFY(!options.isEmpty());
    for (const RuleOption &option : options) {
        QVERIFY2(notes.contains(option.rule.toHtmlEscaped()), qPrintable(option.rule));
        QVERIFY2(notes.contains(option.displayLabel().toHtmlEscaped()), qPrintable(option.displayLabel()));
    }
    QVERIFY(notes.contains(u"A.6"_s));
    QVERIFY(notes.contains(u"placeholder"_s));
}

// Set MORALEDESK_SCREENSHOTS to a folder for pictures of the play view at 1366 x 768 during a game of the
// shipped sample (docs/screenshots/ww1-*.png); run on a real display for the real fonts and style.
void TestWw1WindowFiles::screenshots()
{
    const QString dir = qEnvironmentVariable("MORALEDESK_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("Set MORALEDESK_SCREENSHOTS to a folder to get pictures of the play view.");
    // The English catalogue gives the plural forms ("2 squares"), as in the program.
    Translations::install(u"en"_s);
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/ww1-trench-raid.json");
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->show();
    QVERIFY(m_window->openFile(sample));
    m_window->resize(1366, 768);
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    QVERIFY(m_workspace);
    const auto save = [this, &dir](const QString &name) {
        for (int i = 0; i < 5; ++i) // nested layouts settle one posted LayoutRequest at a time
            QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(QDir(dir).filePath(name)));
    };
    // The wiring party loses two of six and fails C1; then the raiders and the defending platoon reach C1
    // together, and the queue puts the attackers first (A.3.2).
    addCasualties(u"wirers"_s, 2);
    typeGroupRoll(5);
    addCasualties(u"zug-3"_s, 5);
    addCasualties(u"raiders"_s, 6);
    m_workspace->select(u"raiders"_s);
    m_workspace->groupPanel()->selectDue(u"raiders"_s);
    save(u"ww1-play.png"_s);

    // Cpl Rees and the riflemen share a roll in E3; then the three stands of D3 are ticked, before the roll.
    m_workspace->playTabs()->setCurrentWidget(m_workspace->individualPanel());
    Ww1IndividualPanel *panel = m_workspace->individualPanel();
    panel->selectSquare(u"E3"_s);
    for (Ww1StandTestRow *row : panel->rows()) {
        row->testsBox()->setChecked(true);
        row->underFireBox()->setChecked(true);
    }
    panel->rowOf(u"riflemen"_s)->friendlySpin()->setValue(2);
    panel->typedSpin()->setValue(6);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QCOMPARE(document()->force().log.constLast().square, u"E3"_s);
    m_workspace->select(u"sgt-hale"_s);
    for (Ww1StandTestRow *row : panel->rows()) {
        row->testsBox()->setChecked(true);
        row->underFireBox()->setChecked(true);
        if (row->standId() != "lt-ashby"_L1) {
            row->friendlySpin()->setValue(1);
            row->leadingBox()->setChecked(true);
            row->leaderBox()->setCurrentIndex(row->leaderBox()->findData(u"lt-ashby"_s));
        }
    }
    save(u"ww1-individual.png"_s);
}

QTEST_MAIN(TestWw1WindowFiles)
#include "tst_ww1_window_files.moc"
