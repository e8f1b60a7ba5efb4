#pragma once

#include "kernel/Problem.h"
#include "ratio/model/Battlegroup.h"

#include <QCoreApplication>

#include <optional>

class QIODevice;
class QJsonObject;

namespace md {

struct LoadResult
{
    std::optional<Battlegroup> battlegroup; // set only when `problems` is empty
    Problems problems;
    // readFile(): FileFormat::digest() (FileDigest::of) of the bytes read, so that a later reader can tell the file is unchanged.
    QByteArray digest;
    bool ok() const { return battlegroup.has_value() && problems.isEmpty(); }
};

// Reads battlegroup file format v1 (docs/file-format.md). Everything is validated before anything is
// returned: one Problem per fault, each naming its JSON path, and never a half-loaded battlegroup.
// read(), readFile() and fromJson() are ratio's typed way through the one FileEnvelope (with ratio the only
// system known); fromRoot() is the body reader RatioSystem::read() hands an already parsed file to.
class BattlegroupReader
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

public:
    static constexpr int currentFormat = 1;

    static LoadResult read(QIODevice *device);
    static LoadResult readFile(const QString &fileName);
    static LoadResult fromJson(const QByteArray &json);
    // `root` is the parsed `json` (FileEnvelope did it): read without parsing again.
    static LoadResult fromRoot(const QJsonObject &root, const QByteArray &json);
};

// Cross-field rules a battlegroup must satisfy whether it came from a file or an editor.
class BattlegroupValidator
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupValidator)

public:
    static Problems validate(const Battlegroup &bg);
};

} // namespace md
