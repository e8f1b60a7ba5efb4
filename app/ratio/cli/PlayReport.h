#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/rules/RatioEngine.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace md {

class PlayStep;

// What `moraledesk play` says about each step: a sentence a player understands (the one of each log record the
// step wrote, a check with its need, die and result), and the same as JSON for --json.
class PlayReport
{
    Q_DECLARE_TR_FUNCTIONS(md::PlayReport)

public:
    // `after` is the state the step left.
    static QString describe(const PlayStep &step, const ratio::ActionResult &result, const Battlegroup &after);
    // "Step 3 (check sq1-t2 7): …", the line printed for a step that was played.
    static QString line(int number, const PlayStep &step, const QString &description);
    // --json: step, ok, message, and for checks need, die, passed and status.
    static QJsonObject json(const PlayStep &step, const ratio::ActionResult &result, const Battlegroup &after);
    static QJsonObject refusedJson(const PlayStep &step, const QString &why);
    // Without --json: the summary in lines a player reads, made from `summary` (RatioSummary::json()), so
    // that it says what --json and `moraledesk summary` say.
    static QStringList summaryLines(const QJsonObject &summary);

private:
    static QString recordText(const LogRecord &record, const PlayStep &step, const ratio::ActionResult &result,
                              const Battlegroup &after);
    static QString checkText(const LogRecord &record, const ratio::ActionResult &result, const Battlegroup &after);
    // "Pvt. Ames (sq1-t1)", or the id alone for a piece without a name of its own.
    static QString pieceLabel(const Battlegroup &bg, const QString &id);
    static QString unitLabel(const Battlegroup &bg, const QString &id);
    // The piece's state after the step: "normal", "cautious" … while on the table, else why it is gone.
    static QString statusKey(const Battlegroup &bg, const QString &id);
    // One unit of the summary: "1st Squad (sq1): 10/13, needs 7 or less, else Cautious; 2 checks due."
    static QString unitSummary(const QJsonObject &unit);
};

} // namespace md
