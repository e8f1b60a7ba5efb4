#pragma once

// The endless, repeatable game the crash-safety test plays (tst_save_writer plays it until it is killed,
// tst_savekill replays it to know the state after any action). Every step goes through the Commands facade
// or the undo stack, as clicks in the window do. One round of five actions: a casualty (R6 places the
// markers), a check of another soldier of the squad (R5) with a known die, undo, undo, end of turn. A round
// leaves only the turn changed, so the game never runs out of soldiers and every round's states differ.

#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "kernel/Dice.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace md::test {

class PlayScript
{
    Q_DECLARE_TR_FUNCTIONS(md::test::PlayScript)

public:
    static constexpr int actionsPerRound = 5;

    // Plays action `n` (1, 2, 3 …) on `document`; the error of a refused action, else empty.
    static QString play(BattlegroupDocument *document, Commands *commands, int n)
    {
        const int round = (n - 1) / actionsPerRound;
        const int squadSize = static_cast<int>(document->battlegroup().units.at(0).pieces.size());
        const ratio::PieceRef hit{0, round % squadSize};
        const ratio::PieceRef checked{0, (round + 1) % squadSize};
        switch ((n - 1) % actionsPerRound) {
        case 0:
            return commands->casualty(hit).error;
        case 1: {
            Die die(round % 10 + 1);
            return commands->check(checked, die).error;
        }
        case 2:
        case 3:
            if (!document->undoStack()->canUndo())
                return tr("nothing to undo at action %1").arg(n);
            document->undoStack()->undo();
            return {};
        default:
            return commands->endTurn(true).error;
        }
    }

private:
    class Die final : public DiceSource
    {
    public:
        explicit Die(int face) : m_face(face) {}
        int roll(int) override { return m_face; }

    private:
        int m_face;
    };
};

} // namespace md::test
