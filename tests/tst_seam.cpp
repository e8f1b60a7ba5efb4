// The rule-system seam is real: a tiny rule system and its UI, defined here and nowhere else, registered
// through the registries (ruleSystems(), systemUis()), are opened, played, undone and printed by the real
// main window, which names no system.
#include "MainWindow.h"
#include "CampaignDatabase.h"
#include "widgets/CampaignWindow.h"
#include "base/Settings.h"
#include "TestPrompter.h"
#include "document/GameDocument.h"
#include "document/RecoveryFile.h"
#include "document/StateJournal.h"
#include "kernel/RuleSystem.h"
#include "print/PageRenderer.h"
#include "print/PrintDocument.h"
#include "print/PrintPainter.h"
#include "systems/BuiltInSystemUis.h"
#include "system/SystemWorkspace.h"
#include "system/WorkspaceHost.h"
#include "systems/BuiltInSystems.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>
#include <QUndoGroup>

using namespace md;
using namespace Qt::StringLiterals;

namespace {
const QString kTally = u"test-tally"_s;

// A force that is one number.
class TallyState final : public GameState
{
public:
    QString name() const override { return m_name; }
    QString ruleSystem() const override { return kTally; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<TallyState>(*this); }
    QString m_name;
    int count = 0;
};

const TallyState &tallyOf(const GameState &state) { return static_cast<const TallyState &>(state); }

// The rule system: one step, "add", adds one.
class TallySystem final : public RuleSystem
{
public:
    QString id() const override { return kTally; }
    QString displayName() const override { return u"Tally"_s; }
    int currentFormat() const override { return 1; }
    StateReadResult read(const QJsonObject &root, const QByteArray &, int) const override
    {
        StateReadResult r;
        auto state = std::make_unique<TallyState>();
        state->m_name = root.value("name"_L1).toString();
        state->count = root.value("count"_L1).toInt(-1);
        if (state->count < 0)
            r.problems.append({u"$.count"_s, u"must be a whole number"_s});
        else
            r.state = std::move(state);
        return r;
    }
    QByteArray write(const GameState &state) const override
    {
        const TallyState &t = tallyOf(state);
        return QJsonDocument(QJsonObject{{"format"_L1, 1}, {"ruleSystem"_L1, kTally}, {"name"_L1, t.m_name}, {"count"_L1, t.count}})
            .toJson(QJsonDocument::Compact);
    }
    std::unique_ptr<GameState> newState() const override { return std::make_unique<TallyState>(); }
    QList<RuleOption> options() const override { return {}; }
    QList<Printable> printables() const override { return {{u"tally"_s, "Tally", "Tally sheet", true}}; }
    StepResult playStep(GameState &state, const QString &step, DiceSource &) const override
    {
        if (step != "add"_L1)
            return {false, u"unknown step"_s, {}};
        ++static_cast<TallyState &>(state).count;
        return {true, u"added one"_s, {}};
    }
};

class NoDice final : public DiceSource
{
public:
    int roll(int) override { return 1; }
};

// One step of play as an undo command: the states before and after.
class StepCommand final : public QUndoCommand
{
public:
    StepCommand(GameDocument *document, std::unique_ptr<GameState> after)
        : QUndoCommand(u"Add one"_s), m_document(document), m_before(document->state().clone()), m_after(std::move(after))
    {
    }
    void redo() override { m_document->replaceState(m_after->clone()); }
    void undo() override { m_document->replaceState(m_before->clone()); }

private:
    GameDocument *m_document;
    std::unique_ptr<GameState> m_before;
    std::unique_ptr<GameState> m_after;
};

// Its part of the window: a label with the number, and a Tally menu with one action.
class TallyWorkspace final : public SystemWorkspace
{
public:
    explicit TallyWorkspace(const WorkspaceHost &host) : m_host(host), m_label(new QLabel(host.window)), m_menu(new QMenu(u"Tally"_s, host.window))
    {
        m_label->setObjectName(u"tallyLabel"_s);
        m_label->hide();
        QAction *add = m_menu->addAction(u"Add one"_s);
        add->setObjectName(u"tallyAdd"_s);
        connect(add, &QAction::triggered, this, [this] {
            if (!m_document)
                return;
            std::unique_ptr<GameState> after = m_document->state().clone();
            NoDice dice;
            const StepResult r = m_document->system().playStep(*after, u"add"_s, dice);
            if (r.ok)
                m_document->undoStack()->push(new StepCommand(m_document, std::move(after)));
            Q_EMIT statusMessage(r.message);
        });
    }
    void setDocument(GameDocument *document) override
    {
        m_document = document;
        if (m_document)
            connect(m_document, &GameDocument::changed, this, &TallyWorkspace::show);
        show();
    }
    void activate() override
    {
        m_host.window->setCentralWidget(m_label);
        m_label->show();
        m_host.window->menuBar()->insertMenu(m_host.menusBefore, m_menu);
    }
    void deactivate() override
    {
        m_host.window->menuBar()->removeAction(m_menu->menuAction());
        m_host.window->takeCentralWidget();
        m_label->setParent(m_host.window);
        m_label->hide();
    }
    QString restore(const GameState &) override { return u"not supported"_s; }

private:
    void show() { m_label->setText(m_document ? QString::number(tallyOf(m_document->state()).count) : QString()); }

    WorkspaceHost m_host;
    QLabel *m_label;
    QMenu *m_menu;
    GameDocument *m_document = nullptr;
};

// The number, big, as its one printable.
class TallySheet final : public PrintDocument
{
public:
    explicit TallySheet(int count) : m_count(count) {}
    QString title() const override { return u"Tally sheet"_s; }
    QList<FlowBlock> blocks(const QSizeF &column) const override
    {
        FlowBlock block;
        block.height = std::min(column.height(), 20.0 * m_count);
        block.paint = [](PrintPainter &p, const QRectF &rect) { p.fill(rect, Qt::black); };
        return {block};
    }

private:
    int m_count;
};

// Its recovery journal: each line is the new count.
class TallyJournal final : public StateJournal
{
public:
    QByteArray entry(const GameState &, const GameState &after) const override
    {
        return QJsonDocument(QJsonObject{{"count"_L1, tallyOf(after).count}}).toJson(QJsonDocument::Compact) + '\n';
    }
    bool apply(const QByteArray &line, QJsonObject &root) const override
    {
        const QJsonObject entry = QJsonDocument::fromJson(line).object();
        if (!entry.value("count"_L1).isDouble())
            return false;
        root.insert("count"_L1, entry.value("count"_L1));
        return true;
    }
};

class TallyUi final : public SystemUi
{
public:
    QString ruleSystem() const override { return kTally; }
    QList<NewChoice> templates() const override { return {}; }
    std::unique_ptr<GameState> newState(const QString &) const override { return std::make_unique<TallyState>(); }
    std::unique_ptr<GameDocument> makeDocument(std::unique_ptr<GameState> state) const override
    {
        return std::make_unique<GameDocument>(std::move(state), ruleSystems().find(kTally));
    }
    std::unique_ptr<SystemWorkspace> createWorkspace(const WorkspaceHost &host) const override
    {
        return std::make_unique<TallyWorkspace>(host);
    }
    QString rulesNotes() const override { return u"<p>Add one.</p>"_s; }
    PrintChoices printChoices() const override { return {{{u"tally"_s, u"Tally sheet"_s}}, {}}; }
    std::unique_ptr<PrintDocument> printDocument(const PrintRequest &, const GameState *state) const override
    {
        return std::make_unique<TallySheet>(state ? tallyOf(*state).count : 0);
    }
    QString printFileName(const PrintRequest &, const GameState *) const override { return u"tally.pdf"_s; }
    bool printNeedsState(const PrintRequest &) const override { return true; }
    ExportSpec exportSpec() const override { return {u"A tally"_s, {u"tally"_s}, u"The tally file."_s, {}}; }
    bool exportTakesFile(const QString &) const override { return true; }
    void parseExport(const QCommandLineParser &, const QString &document, const QString &, PrintRequest *request,
                     const std::function<void(const QString &)> &) const override
    {
        request->printable = document;
    }
    const StateJournal &journal() const override
    {
        static const TallyJournal journal;
        return journal;
    }
    // A tally keeps no campaign records: SystemUi's campaign hooks refuse, and it adds no pages.
};

int darkPixels(const QImage &image)
{
    int dark = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 64 ? 1 : 0;
    }
    return dark;
}
} // namespace

class TestSeam : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(ruleSystems().add(std::make_unique<TallySystem>()));
        QVERIFY(systemUis().add(std::make_unique<TallyUi>()));
    }
    void cleanupTestCase()
    {
        systemUis().remove(kTally);
        ruleSystems().remove(kTally);
    }
    void openPlayUndoPrint();
    void campaignFollowsTheForcesSystem();
};

void TestSeam::openPlayUndoPrint()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"tally.moraledesk"_s);
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"format": 1, "ruleSystem": "test-tally", "name": "Hill 112", "count": 2})");
    }
    Settings settings(dir.filePath(u"settings.ini"_s));
    settings.setFirstStartDone(true);
    TestPrompter prompter;
    RecoveryFile recovery(dir.filePath(u"recovery"_s));
    MainWindow window(&settings, &prompter, &recovery);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto menuTitles = [&window] {
        QStringList titles;
        for (const QAction *a : window.menuBar()->actions())
            titles << a->text();
        return titles;
    };

    // Open: the envelope names the system, its UI makes the document and the workspace.
    QVERIFY2(window.openFile(file), qPrintable(prompter.errors.join(u'\n')));
    QCOMPARE(window.document()->system().id(), kTally);
    QCOMPARE(tallyOf(window.document()->state()).count, 2);
    QVERIFY(window.windowTitle().contains(u"Hill 112"_s));
    auto *label = window.findChild<QLabel *>(u"tallyLabel"_s);
    QVERIFY(label);
    QCOMPARE(window.centralWidget(), label);
    QCOMPARE(label->text(), u"2"_s);
    QVERIFY(menuTitles().contains(u"Tally"_s));

    // Play one step through the system's own menu action.
    auto *add = window.findChild<QAction *>(u"tallyAdd"_s);
    QVERIFY(add);
    add->trigger();
    QCOMPARE(tallyOf(window.document()->state()).count, 3);
    QCOMPARE(label->text(), u"3"_s);
    QVERIFY(window.document()->isModified());
    // The recovery copy follows the action: the system's file as base, its journal line on top.
    const TallyJournal journal;
    const auto recovered = recovery.read(journal);
    QVERIFY(recovered);
    QCOMPARE(recovered->actions, 1);
    QCOMPARE(tallyOf(*recovered->state).count, 3);

    // Undo and redo from the window's Edit menu, which follows the document's stack (QUndoGroup).
    QMenu *edit = nullptr;
    for (QAction *a : window.menuBar()->actions()) {
        if (a->menu() && a->text() == QCoreApplication::translate("md::MainWindow", "&Edit"))
            edit = a->menu();
    }
    QVERIFY(edit);
    QAction *undo = edit->actions().at(0);
    QAction *redo = edit->actions().at(1);
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(u"Add one"_s));
    undo->trigger();
    QCOMPARE(tallyOf(window.document()->state()).count, 2);
    QVERIFY(!window.document()->isModified());
    QVERIFY(!recovery.exists());
    redo->trigger();
    QCOMPARE(tallyOf(window.document()->state()).count, 3);

    // Print: the window's Export PDF asks the system's printables; the page is the system's.
    PrintRequest request;
    request.printable = u"tally"_s;
    prompter.printRequest = request;
    prompter.exportName = dir.filePath(u"tally.pdf"_s);
    QVERIFY(window.exportPdf());
    QFile pdf(prompter.exportName);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    const SystemUi *ui = systemUis().find(kTally);
    QVERIFY(ui);
    const std::unique_ptr<PrintDocument> sheet = ui->printDocument(request, &window.document()->state());
    const QImage page = renderPageToImage(*sheet, 0, request.setup, 30);
    QVERIFY(!page.isNull());
    QVERIFY(darkPixels(page) > 0);

    // Save: the system's bytes, through the window.
    prompter.saveName = dir.filePath(u"saved.moraledesk"_s);
    QVERIFY(window.saveAs());
    QFile saved(prompter.saveName);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), ruleSystems().find(kTally)->write(window.document()->state()));

    // Back to a built-in system's file: its workspace takes the window again.
    QVERIFY(window.openFile(u":/samples/first-contact.json"_s));
    QVERIFY(window.document()->system().id() != kTally);
    QVERIFY(window.centralWidget() != label);
    QVERIFY(!menuTitles().contains(u"Tally"_s));
    // And to the tally again.
    QVERIFY(window.openFile(prompter.saveName));
    QCOMPARE(window.centralWidget(), label);
    QCOMPARE(label->text(), u"3"_s);
}

// The campaign window and the next battle ask the force's system, not the open document's; a system without
// campaign records refuses to record, saying so.
void TestSeam::campaignFollowsTheForcesSystem()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString tally = dir.filePath(u"tally.moraledesk"_s);
    {
        QFile out(tally);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"format": 1, "ruleSystem": "test-tally", "name": "Hill 112", "count": 2})");
    }
    Settings settings(dir.filePath(u"settings.ini"_s));
    settings.setFirstStartDone(true);
    TestPrompter prompter;
    RecoveryFile recovery(dir.filePath(u"recovery"_s));
    MainWindow window(&settings, &prompter, &recovery);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // A built-in system's force recorded in a new campaign.
    QVERIFY(window.openFile(u":/samples/first-contact.json"_s));
    const QString builtIn = window.document()->system().id();
    prompter.texts.enqueue(u"Outer Rim"_s);
    prompter.campaignName = dir.filePath(u"rim.mdcampaign"_s);
    QVERIFY(window.newCampaign());
    prompter.one.enqueue(1);
    QVERIFY2(window.recordBattle(), qPrintable(prompter.errors.join(u'\n')));
    QString error;
    const QStringList forces = window.campaign()->battlegroups(&error);
    QVERIFY2(!forces.isEmpty(), qPrintable(error));
    QCOMPARE(window.campaign()->ruleSystemOf(forces.constFirst(), &error), builtIn);

    // The tally open: recording refuses in the tally's name, nothing is written.
    QVERIFY(window.openFile(tally));
    QCOMPARE(window.document()->system().id(), kTally);
    prompter.errors.clear();
    QVERIFY(!window.recordBattle());
    QVERIFY2(prompter.errors.join(u'\n').contains(u"Tally keeps no campaign records."_s), qPrintable(prompter.errors.join(u'\n')));
    QCOMPARE(window.campaign()->battleCount(), 1);

    // The campaign window still shows the built-in system's pages, and its menu entries still open its dialogs.
    const SystemUi *builtInUi = systemUis().find(builtIn);
    QVERIFY(builtInUi);
    const QList<CampaignMenuAction> actions = builtInUi->campaignMenuActions();
    QVERIFY(!actions.isEmpty());
    QWidget *opened = window.runCampaignAction(actions.constFirst().key);
    QVERIFY(opened);
    QVERIFY(window.campaignWindow());
    QVERIFY(!window.campaignWindow()->pages().isEmpty());
    opened->close();

    // The next battle of the built-in force opens a document of its system, though the tally was open.
    prompter.one.enqueue(0);
    QVERIFY2(window.startNextBattle(), qPrintable(prompter.errors.join(u'\n')));
    QCOMPARE(window.document()->system().id(), builtIn);

    // A force of a system this program does not know: a clear refusal, the open document stays.
    {
        QSqlQuery q(QSqlDatabase::database(window.campaign()->connectionName()));
        QVERIFY(q.exec(u"UPDATE battlegroups SET rule_system = 'nowhere-rules'"_s));
    }
    GameDocument *before = window.document();
    prompter.errors.clear();
    prompter.one.enqueue(0);
    QVERIFY(!window.startNextBattle());
    QVERIFY2(prompter.errors.join(u'\n').contains(u"nowhere-rules"_s), qPrintable(prompter.errors.join(u'\n')));
    QCOMPARE(window.document(), before);

    // A tally force: the tally's default refuses, naming it.
    {
        QSqlQuery q(QSqlDatabase::database(window.campaign()->connectionName()));
        QVERIFY(q.exec(u"UPDATE battlegroups SET rule_system = 'test-tally'"_s));
    }
    prompter.errors.clear();
    prompter.one.enqueue(0);
    QVERIFY(!window.startNextBattle());
    QVERIFY(prompter.errors.join(u'\n').contains(u"Tally keeps no campaign records."_s));
    window.campaignController()->closeWindow();
}

QTEST_MAIN(TestSeam)
#include "tst_seam.moc"
