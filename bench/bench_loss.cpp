// The cost of one loss must not grow with the size of the other units. Battlegroups of 10 squads
// (100 soldiers) and of 1,000 squads (10,000 soldiers) take one casualty in one squad:
//   loss/engine/N  the rules engine alone (R2, R6 markers, R11 breaking point) on a copy of the state,
//                  as an undo command makes it;
//   loss/window/N  the whole path the player sees: the real main window (offscreen) with the soldier
//                  selected, Commands::casualty pushed on the undo stack, the document's signals, the
//                  roster, checks-due and log models, the play and edit panels, the recovery copy, the
//                  pending paint; then the undo, through the same path.
//   loss/window-norecovery/N  the same without the recovery copy.
// The floor of each is the same action in the 100-soldier battlegroup.
//   action/first   the first action after start: the real main window shown with the sample (painted once,
//                  its start-up work done), then the first casualty on a selected soldier, with the pending
//                  paint. Its floor, action/second, is the next casualty in the same window.
//   tab/edit/first, tab/table/first  the first show of the play panel's Edit tab and of the Morale Results
//                  Table tab after start, with the paint; floors: showing the same tab again.
//
//   bench_loss [--benchmark_repetitions=N] [google benchmark flags]
#include "RatioReporter.h"

#include "../tests/TestPrompter.h"
#include "MainWindow.h"
#include "base/Settings.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "document/RecoveryFile.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/widgets/MoraleTableWidget.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QWindow>

#include <memory>

using namespace md;

namespace {

Battlegroup squads(int count)
{
    Battlegroup bg;
    bg.name = QStringLiteral("Bench %1 squads").arg(count);
    bg.side = QStringLiteral("Bench");
    const IdGenerator ids = idGeneratorFor(bg);
    bg.units.reserve(count);
    for (int i = 0; i < count; ++i)
        bg.units.append(squadTemplate(ids, QStringLiteral("Squad %1").arg(i + 1)));
    return bg;
}

// A trooper (not the sergeant) of the middle squad: a loss that marks the unit but breaks nothing.
ratio::PieceRef victim(const Battlegroup &bg) { return {static_cast<int>(bg.units.size() / 2), 1}; }

ratio::RatioWorkspace *ratioOf(const MainWindow &window)
{
    return qobject_cast<ratio::RatioWorkspace *>(window.workspace());
}

// Until the window has been exposed and painted, and the work queued behind the first paint has run.
void settle(MainWindow &window)
{
    QElapsedTimer waited;
    waited.start();
    while ((!window.windowHandle() || !window.windowHandle()->isExposed()) && waited.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

// The program as a player starts it with the sample: the window shown, the file opened, the first paint.
struct StartedWindow
{
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    TestPrompter prompter;
    std::unique_ptr<MainWindow> window;

    StartedWindow()
    {
        window = std::make_unique<MainWindow>(&settings, &prompter, nullptr);
        window->resize(1280, 800);
        window->setTimedStart(true);
        window->show();
        window->start(QStringLiteral(":/samples/first-contact.json"));
        settle(*window);
    }
    ratio::RatioWorkspace *workspace() const { return ratioOf(*window); }
};

// The tab widget a page sits in (the page's parent is the tab widget's stack).
QTabWidget *tabsOf(QWidget *page)
{
    for (QWidget *w = page; w; w = w->parentWidget()) {
        if (auto *tabs = qobject_cast<QTabWidget *>(w))
            return tabs;
    }
    return nullptr;
}

// The first casualty after start on the second soldier of the first squad, selected; or (not firstOnly) the
// same after a casualty on the third soldier.
void startAction(benchmark::State &state, bool firstOnly)
{
    const ratio::PieceRef ref{0, 1};
    for (auto _ : state) {
        state.PauseTiming();
        auto started = std::make_unique<StartedWindow>();
        ratio::RatioWorkspace *workspace = started->workspace();
        if (!firstOnly) {
            const ratio::PieceRef before{0, 2};
            workspace->selectPiece(before);
            QCoreApplication::processEvents();
            if (!workspace->commands()->casualty(before).ok()) {
                state.SkipWithError("the casualty was refused");
                break;
            }
            QCoreApplication::processEvents();
        }
        workspace->selectPiece(ref);
        QCoreApplication::processEvents();
        state.ResumeTiming();
        if (!workspace->commands()->casualty(ref).ok()) {
            state.SkipWithError("the casualty was refused");
            break;
        }
        QCoreApplication::processEvents(); // the repaint the player waits for
        state.PauseTiming();
        started.reset();
        state.ResumeTiming();
    }
}

// The first show of a tab after start (again: its second show, after the first tab again).
void showTab(benchmark::State &state, bool editTab, bool again)
{
    for (auto _ : state) {
        state.PauseTiming();
        auto started = std::make_unique<StartedWindow>();
        ratio::RatioWorkspace *workspace = started->workspace();
        QWidget *page = editTab ? static_cast<QWidget *>(workspace->editorPanel()) : workspace->tableWidget();
        QTabWidget *tabs = tabsOf(page);
        if (!tabs) {
            state.SkipWithError("no tab widget");
            break;
        }
        if (again) {
            tabs->setCurrentWidget(page);
            QCoreApplication::processEvents();
            tabs->setCurrentIndex(0);
            QCoreApplication::processEvents();
        }
        state.ResumeTiming();
        tabs->setCurrentWidget(page);
        QCoreApplication::processEvents(); // the paint
        state.PauseTiming();
        started.reset();
        state.ResumeTiming();
    }
}

void engineLoss(benchmark::State &state, int squadCount)
{
    const Battlegroup base = squads(squadCount);
    const ratio::PieceRef ref = victim(base);
    for (auto _ : state) {
        Battlegroup work = base; // what DocumentCommand::prepare does: a shared copy, changed in place
        const ratio::ActionResult result = ratio::RatioEngine(work).casualty(ref);
        if (!result.ok()) {
            state.SkipWithError("the casualty was refused");
            break;
        }
        benchmark::DoNotOptimize(work);
    }
    state.counters["soldiers"] = squadCount * 10;
}

void windowLoss(benchmark::State &state, int squadCount, bool withRecovery)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.json"));
    if (!BattlegroupWriter::saveFile(squads(squadCount), file)) {
        state.SkipWithError("cannot write the battlegroup file");
        return;
    }
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    TestPrompter prompter;
    RecoveryFile recovery(dir.filePath(QStringLiteral("recovery")));
    auto window = std::make_unique<MainWindow>(&settings, &prompter, withRecovery ? &recovery : nullptr);
    window->resize(1280, 800);
    window->show();
    window->start(file);
    const Battlegroup &bg = ratioOf(*window)->document()->battlegroup();
    if (bg.units.size() != squadCount) {
        state.SkipWithError("the battlegroup did not open");
        return;
    }
    const ratio::PieceRef ref = victim(bg);
    ratio::RatioWorkspace *workspace = ratioOf(*window);
    QAbstractItemModel *roster = workspace->rosterView()->model();
    const QModelIndex unit = roster->index(ref.unit, 0);
    workspace->rosterView()->expand(unit);
    workspace->rosterView()->setCurrentIndex(roster->index(ref.piece, 0, unit));
    workspace->rosterView()->scrollTo(workspace->rosterView()->currentIndex());
    QCoreApplication::processEvents();
    QUndoStack *stack = window->document()->undoStack();
    for (auto _ : state) {
        if (!workspace->commands()->casualty(ref).ok()) {
            state.SkipWithError("the casualty was refused");
            break;
        }
        QCoreApplication::processEvents(); // the repaint the player waits for
        stack->undo();
        QCoreApplication::processEvents();
    }
    state.counters["soldiers"] = squadCount * 10;
    if (!prompter.asked.isEmpty())
        state.SkipWithError("the window asked a question during the benchmark");
    // Not measured, and left undone: tearing down the 10,000-soldier window takes minutes in
    // QTreeView::setModel (persistent indexes, see docs/performance.md), and the process ends anyway.
    window->hide();
    static_cast<void>(window.release());
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // never the player's settings or recovery files
    QApplication app(argc, argv);
    benchmark::RegisterBenchmark("loss/engine/100", engineLoss, 10);
    benchmark::RegisterBenchmark("loss/engine/10000", engineLoss, 1000);
    benchmark::RegisterBenchmark("loss/window/100", windowLoss, 10, true)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("loss/window/10000", windowLoss, 1000, true)->Unit(benchmark::kMicrosecond);
    // The same without the recovery copy, which is written whole after every action: what is left is
    // the engine, the models, the views and the paint.
    benchmark::RegisterBenchmark("loss/window-norecovery/100", windowLoss, 10, false)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("loss/window-norecovery/10000", windowLoss, 1000, false)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("action/first", startAction, true)->Unit(benchmark::kMicrosecond)->Iterations(20);
    benchmark::RegisterBenchmark("action/second", startAction, false)->Unit(benchmark::kMicrosecond)->Iterations(20);
    benchmark::RegisterBenchmark("tab/edit/first", showTab, true, false)->Unit(benchmark::kMicrosecond)->Iterations(20);
    benchmark::RegisterBenchmark("tab/edit/again", showTab, true, true)->Unit(benchmark::kMicrosecond)->Iterations(20);
    benchmark::RegisterBenchmark("tab/table/first", showTab, false, false)->Unit(benchmark::kMicrosecond)->Iterations(20);
    benchmark::RegisterBenchmark("tab/table/again", showTab, false, true)->Unit(benchmark::kMicrosecond)->Iterations(20);
    return md::bench::runWithRatios(argc, argv,
                                    {{"action/first", "action/second"},
                                     {"tab/edit/first", "tab/edit/again"},
                                     {"tab/table/first", "tab/table/again"},
                                     {"loss/engine/10000", "loss/engine/100"},
                                     {"loss/window/10000", "loss/window/100"},
                                     {"loss/window-norecovery/10000", "loss/window-norecovery/100"}});
}
