#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace md::nap {

// Writes Napoleonic battle file format 1 (docs/napoleonic-file-format.md); NapBodyReader reads back exactly what
// was written. Every field is written, defaults included, so a file reads the same whatever the defaults of the
// version that opens it; keys come in a stable order (alphabetical, as QJsonDocument writes them).
class NapWriter
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapWriter)

public:
    static QByteArray toJson(const NapBattle &battle);
    // The parts of the document as toJson() writes them, for writers of partial copies (a recovery journal).
    static QJsonObject armyObject(const NapArmy &army);
    static QJsonObject commandObject(const NapCommand &command);
    static QJsonObject unitObject(const NapUnit &unit);
    static QJsonObject pendingObject(const NapPendingCheck &check);
    static QJsonObject logRecordObject(const NapLogRecord &record);
    static QJsonObject rulesObject(const NapRules &rules);
    static QJsonObject settingsObject(const NapSettings &settings);
    // Serialise fully, then save through SafeSave (a temporary file, then the previous one kept as a backup).
    // `digest`, on success: FileDigest::of() the bytes written.
    static bool saveFile(const NapBattle &battle, const QString &fileName, QString *error = nullptr,
                         QByteArray *digest = nullptr);
};

} // namespace md::nap
