#pragma once

#include "kernel/GameState.h"
#include "kernel/Problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QIODevice;
class QJsonObject;

namespace md {

class RuleSystem;
class RuleSystemRegistry;

struct EnvelopeResult
{
    std::unique_ptr<GameState> state; // set only when `problems` is empty
    Problems problems;
    // The system that read the body; null when the envelope refused the file before any system saw it.
    const RuleSystem *system = nullptr;
    // readFile(): FileDigest::of() the bytes read, so that a later reader can tell the file is unchanged.
    QByteArray digest;
    bool ok() const { return state && problems.isEmpty(); }
};

// Every MoraleDesk file, whatever its rule system: a JSON object whose "ruleSystem" names the system and whose
// "format" is that system's body format. The envelope does what is the same for all of them (a size limit,
// UTF-8, one strict parse, an object at the top), reads those two keys first, and hands the parsed object to
// the system's reader; it never looks at the body. An unknown system is one problem; a file of a newer
// format than its system reads is refused whole.
class FileEnvelope
{
    Q_DECLARE_TR_FUNCTIONS(md::FileEnvelope)

public:
    // Files over this are refused, not truncated (docs/file-format.md).
    static constexpr qint64 maxFileBytes = 32 * 1024 * 1024;

    static EnvelopeResult fromJson(const QByteArray &json, const RuleSystemRegistry &systems);
    static EnvelopeResult read(QIODevice *device, const RuleSystemRegistry &systems);
    static EnvelopeResult readFile(const QString &fileName, const RuleSystemRegistry &systems);

    // What is wrong with a "format" that does not stop reading (missing, not a number, an older or unknown
    // number); nullopt when it is `currentFormat`. A system's reader reports it first among its own problems.
    static std::optional<Problem> formatProblem(const QJsonObject &root, int currentFormat);
    static QString unknownRuleSystem(const QString &value, const QStringList &known);
};

} // namespace md
