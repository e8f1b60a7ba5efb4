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

#include <QAbstractItemModel>
#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>

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
    const Battlegroup &bg = window->document()->battlegroup();
    if (bg.units.size() != squadCount) {
        state.SkipWithError("the battlegroup did not open");
        return;
    }
    const ratio::PieceRef ref = victim(bg);
    QAbstractItemModel *roster = window->rosterView()->model();
    const QModelIndex unit = roster->index(ref.unit, 0);
    window->rosterView()->expand(unit);
    window->rosterView()->setCurrentIndex(roster->index(ref.piece, 0, unit));
    window->rosterView()->scrollTo(window->rosterView()->currentIndex());
    QCoreApplication::processEvents();
    QUndoStack *stack = window->document()->undoStack();
    for (auto _ : state) {
        if (!window->commands()->casualty(ref).ok()) {
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
    return md::bench::runWithRatios(argc, argv,
                                    {{"loss/engine/10000", "loss/engine/100"},
                                     {"loss/window/10000", "loss/window/100"},
                                     {"loss/window-norecovery/10000", "loss/window-norecovery/100"}});
}
