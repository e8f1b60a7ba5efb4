#include "document/GameFile.h"

#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace md {

namespace {
constexpr qint64 kMaxFileBytes = GameFile::maxFileBytes;

// Until the kernel's file envelope takes this over, the refusals keep the words (and translations) the
// battlegroup reader gave them.
QString readerText(const char *text) { return QCoreApplication::translate("md::BattlegroupReader", text); }

QString quotedName(const QString &fileName) { return u'"' + QDir::toNativeSeparators(fileName) + u'"'; }

GameFile::Read refused(const QString &reason)
{
    GameFile::Read result;
    result.problems.append({QStringLiteral("$"), reason});
    return result;
}

// Reads at most one byte beyond the limit, so an oversized stream is never held whole.
QByteArray readLimited(QIODevice *device, QString *error)
{
    constexpr qint64 chunk = 64 * 1024;
    QByteArray data;
    data.reserve(static_cast<qsizetype>(std::min(device->size() + 1, kMaxFileBytes + 1)));
    for (;;) {
        const qsizetype before = data.size();
        const qint64 want = std::min(chunk, kMaxFileBytes + 1 - before);
        data.resize(before + static_cast<qsizetype>(want));
        const qint64 got = device->read(data.data() + before, want);
        if (got < 0) {
            *error = device->errorString();
            return {};
        }
        data.resize(before + static_cast<qsizetype>(got));
        if (data.size() > kMaxFileBytes || got == 0)
            return data;
    }
}

// The system the file's envelope names ("ruleSystem"); a file that names none, or one not registered,
// goes to the first registered system, whose reader reports it in its own words.
const RuleSystem *namedSystem(const QByteArray &data, QJsonObject *root, int *format)
{
    const RuleSystemRegistry &registry = ruleSystems();
    const QList<const RuleSystem *> all = registry.all();
    if (all.isEmpty())
        return nullptr;
    // With one system there is nothing to choose: its reader alone parses the file.
    if (all.size() > 1) {
        *root = QJsonDocument::fromJson(data).object();
        *format = root->value(QLatin1String("format")).toInt();
        if (const RuleSystem *named = registry.find(root->value(QLatin1String("ruleSystem")).toString()))
            return named;
    }
    return all.constFirst();
}
} // namespace

// TODO(seam): the kernel's FileEnvelope, once it is there, is this whole function.
GameFile::Read GameFile::read(const QString &fileName)
{
    const QFileInfo info(fileName);
    const QString name = quotedName(fileName);
    if (!info.exists()) {
        if (info.isSymLink())
            return refused(readerText("cannot open %1: it is a link to %2, which does not exist or is a loop of links")
                               .arg(name, quotedName(info.symLinkTarget())));
        return refused(readerText("cannot open %1: the file does not exist").arg(name));
    }
    if (info.isDir())
        return refused(readerText("cannot open %1: it is a folder, not a file").arg(name));
    // A pipe would block the open until someone writes to it, and a device may never end: only regular
    // files are read.
    if (!info.isFile())
        return refused(readerText("cannot open %1: it is not a regular file (a device, pipe or socket)").arg(name));
    if (info.size() > kMaxFileBytes)
        return refused(readerText("cannot open %1: %2")
                           .arg(name, readerText("%1 bytes is too large; files over %2 bytes are refused")
                                          .arg(info.size())
                                          .arg(kMaxFileBytes)));
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return refused(readerText("cannot open %1: %2").arg(name, file.errorString()));
    QString error;
    const QByteArray data = readLimited(&file, &error);
    if (!error.isEmpty())
        return refused(readerText("cannot read %1: %2").arg(name, error));
    if (data.size() > kMaxFileBytes)
        return refused(readerText("cannot read %1: it grew beyond %2 bytes while being read").arg(name).arg(kMaxFileBytes));
    return parse(data);
}

GameFile::Read GameFile::parse(const QByteArray &data)
{
    QJsonObject root;
    int format = 0;
    const RuleSystem *system = namedSystem(data, &root, &format);
    if (!system)
        return refused(tr("no rule system is registered to read it"));
    StateReadResult body = system->read(root, data, format);
    Read result;
    result.system = system;
    result.problems = std::move(body.problems);
    if (result.problems.isEmpty())
        result.state = std::move(body.state);
    result.digest = QCryptographicHash::hash(data, QCryptographicHash::Blake2b_256);
    return result;
}

const RuleSystem *GameFile::systemOf(const GameState &state)
{
    const RuleSystemRegistry &registry = ruleSystems();
    if (const RuleSystem *named = registry.find(state.ruleSystem()))
        return named;
    const QList<const RuleSystem *> all = registry.all();
    return all.isEmpty() ? nullptr : all.constFirst();
}

} // namespace md
