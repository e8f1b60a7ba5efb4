#pragma once

#include "fantasy/model/FanBattle.h"
#include "kernel/DiceSource.h"

#include <QCoreApplication>
#include <QStringList>

namespace md::fantasy {

// The steps of `moraledesk play` on a fantasy battle, one per line, in the players' words: e.g.
// "test goblins on=1 flank friends=wolves d4=2", "rally goblins", "loss goblins 3", "next". One step changes the
// battle through FanEngine and says what happened; a refused step changes nothing and says why.
class FanStepParser
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanStepParser)

public:
    struct Result
    {
        QString error;      // refused: nothing changed
        QStringList lines;  // what happened, for the report
    };
    static Result run(FanBattle &battle, const QString &step, DiceSource &dice);
    // The grammar, for `play --help`.
    static QString help();
};

} // namespace md::fantasy
