#pragma once

#include "ww1/io/Ww1FieldReader.h"
#include "ww1/io/Ww1LoadResult.h"

namespace md::ww1 {

// Turns the parsed top-level object of a WW1 force file (FileEnvelope parsed it and found it names
// ww1-morale) into a Ww1Force, one Problem per fault, then lets Ww1Validator check what only the whole can
// tell. `json` is the file's text, for the strict scan (StrictJson): no second parse.
class Ww1BodyReader : public Ww1FieldReader
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1BodyReader)

public:
    Ww1LoadResult read(const QJsonObject &root, const QByteArray &json);

private:
    void readTop(const QJsonObject &root, Ww1Force &force);
    void readRules(const QJsonObject &o, const QString &path, Ww1Rules &rules);
    void readSettings(const QJsonObject &o, const QString &path, Ww1Settings &settings);
    Ww1Group readGroup(const QJsonValue &v, const QString &path);
    std::optional<QList<Ww1Condition>> conditions(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                                  Need need);
    Ww1Stand readStand(const QJsonValue &v, const QString &path);
    Ww1LogRecord readRecord(const QJsonValue &v, const QString &path);
};

} // namespace md::ww1
