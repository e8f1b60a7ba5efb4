#pragma once

#include "ww1/model/Ww1Force.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace md::ww1 {

// Writes WW1 force file format 1 (docs/ww1-file-format.md); Ww1BodyReader reads back exactly what was
// written. Every field is written, defaults included, so a file reads the same whatever the defaults of the
// version that opens it; keys come in a stable order (alphabetical, as QJsonDocument writes them).
class Ww1Writer
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Writer)

public:
    static QByteArray toJson(const Ww1Force &force);
    // The parts of the document as toJson() writes them, for writers of partial copies (a recovery journal).
    static QJsonObject groupObject(const Ww1Group &group);
    static QJsonObject logRecordObject(const Ww1LogRecord &record);
    static QJsonObject rulesObject(const Ww1Rules &rules);
    static QJsonObject settingsObject(const Ww1Settings &settings);
    // Serialise fully, then save through SafeSave (a temporary file, then the previous one kept as a backup).
    // `digest`, on success: FileDigest::of() the bytes written.
    static bool saveFile(const Ww1Force &force, const QString &fileName, QString *error = nullptr,
                         QByteArray *digest = nullptr);
};

} // namespace md::ww1
