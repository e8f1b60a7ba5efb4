#pragma once

#include "ratio/io/LoadResult.h"

#include <QCoreApplication>

class QIODevice;

namespace md {

// Reads battlegroup file format v1 (docs/file-format.md). Everything is validated before anything is
// returned: one Problem per fault, each naming its JSON path, and never a half-loaded battlegroup.
// Ratio's typed way through the one FileEnvelope, with ratio the only system known; RatioSystem::read() hands
// an already parsed file to BattlegroupBodyReader.
class BattlegroupReader
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

public:
    static constexpr int currentFormat = 1;

    static LoadResult read(QIODevice *device);
    static LoadResult readFile(const QString &fileName);
    static LoadResult fromJson(const QByteArray &json);
};

} // namespace md
