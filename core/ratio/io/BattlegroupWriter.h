#pragma once

#include "ratio/model/Battlegroup.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

class QIODevice;

namespace md {

// Writes battlegroup file format v1; BattlegroupReader reads back exactly what was written.
class BattlegroupWriter
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupWriter)

public:
    static QByteArray toJson(const Battlegroup &bg);
    // A game: both sides in one document, with the turn they share and the side that has the initiative
    // (docs/file-format.md, "A game of two sides"). One side alone is written as toJson() writes it.
    static QByteArray gameToJson(const QList<Battlegroup> &sides, int initiative);
    // The parts of the document, as toJson() writes them: for writers of partial copies (the recovery
    // journal), which must never drift from the file format.
    static QJsonObject unitObject(const Unit &unit);
    static QJsonObject logRecordObject(const LogRecord &record);
    static QJsonObject rulesObject(const RuleOptions &rules);
    static bool write(const Battlegroup &bg, QIODevice *device, QString *error = nullptr);
    // Serialise fully, then save through SafeSave (QSaveFile + backup of the previous file). `digest`, on
    // success: FileFormat::digest() of the bytes written, the file's identity for the recovery journal.
    static bool saveFile(const Battlegroup &bg, const QString &fileName, QString *error = nullptr,
                         QByteArray *digest = nullptr);
};

} // namespace md
