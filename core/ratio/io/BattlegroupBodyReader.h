#pragma once

#include "ratio/io/LoadResult.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/PieceReader.h"

namespace md {

// Turns the parsed top-level object of a battlegroup file (or of a game: both sides in one document) (FileEnvelope parsed it and found it names
// ratio-morale) into a Battlegroup, one Problem per fault, then lets BattlegroupValidator check what only the
// whole can tell. `json` is the file's text, for the strict scan (StrictJson): no second parse.
class BattlegroupBodyReader : public PieceReader
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

public:
    LoadResult read(const QJsonObject &root, const QByteArray &json);

private:
    bool readRuleSystem(const QJsonObject &root, QString *found);
    void readTop(const QJsonObject &root, Battlegroup &bg);
    // A game: the shared turn and initiative, and both sides (docs/file-format.md, "A game of two sides").
    void readGame(const QJsonObject &root, QList<Battlegroup> &sides, int &initiative);
    // A battlegroup's own fields, below `path` ("$" for a single battlegroup, "$.sides[i]" in a game).
    // `ownTurn`: a single battlegroup reads its "turn" here, in the order its problems have always been listed.
    void readBody(const QJsonObject &root, const QString &path, Battlegroup &bg, bool ownTurn);
    static Problems sideProblems(const Problems &problems, qsizetype side);
    void readRules(const QJsonObject &o, const QString &path, RuleOptions &rules);
    Unit readUnit(const QJsonValue &v, const LazyPath &path);
    LogRecord readRecord(const QJsonValue &v, const LazyPath &path);
    void readCheck(const JsonFields &o, const LazyPath &path, LogRecord &r);
    static void keepOldTurnEndedCount(LogRecord &r);
};

} // namespace md
