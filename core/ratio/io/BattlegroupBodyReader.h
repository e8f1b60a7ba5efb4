#pragma once

#include "ratio/io/LoadResult.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/PieceReader.h"

namespace md {

// Turns the parsed top-level object of a battlegroup file (FileEnvelope parsed it and found it names
// ratio-morale) into a Battlegroup, one Problem per fault, then lets BattlegroupValidator check what only the
// whole can tell. `json` is the file's text, for the strict scan (StrictJson): no second parse.
class BattlegroupBodyReader : public PieceReader
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

public:
    LoadResult read(const QJsonObject &root, const QByteArray &json);

private:
    void readTop(const QJsonObject &root, Battlegroup &bg);
    void readRules(const QJsonObject &o, const QString &path, RuleOptions &rules);
    Unit readUnit(const QJsonValue &v, const QString &path);
    LogRecord readRecord(const QJsonValue &v, const QString &path);
    void readCheck(const QJsonObject &o, const QString &path, LogRecord &r);
    static void keepOldTurnEndedCount(LogRecord &r);
};

} // namespace md
