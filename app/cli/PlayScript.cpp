#include "PlayScript.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <cstdio>

namespace md {

QString PlayScript::where(int number, const Entry &entry)
{
    return entry.line > 0 ? tr("step %1 (script line %2)").arg(number).arg(entry.line) : tr("step %1").arg(number);
}

std::optional<QList<PlayScript::Entry>> PlayScript::entries(const QString &path, QString *error)
{
    QFile file;
    if (path == QLatin1String("-")) {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            *error = tr("--script -: cannot read standard input: %1").arg(file.errorString());
            return std::nullopt;
        }
    } else {
        const QFileInfo info(path);
        if (!info.exists() || info.isDir()) {
            *error = info.exists() ? tr("--script %1: it is a folder").arg(path)
                                   : tr("--script %1: no such file").arg(path);
            return std::nullopt;
        }
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("--script %1: %2").arg(path, file.errorString());
            return std::nullopt;
        }
    }
    QByteArray bytes;
    for (;;) {
        const QByteArray chunk = file.read(64 * 1024);
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                *error = tr("--script %1: %2").arg(path, file.errorString());
                return std::nullopt;
            }
            break;
        }
        bytes += chunk;
        if (bytes.size() > maxScriptBytes) {
            *error = tr("--script %1: larger than %2 MiB")
                         .arg(path, QString::number(maxScriptBytes / (1024 * 1024)));
            return std::nullopt;
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        *error = tr("--script %1: not UTF-8 text").arg(path);
        return std::nullopt;
    }
    QList<Entry> out;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#'))
            out.append({line, static_cast<int>(i + 1)});
    }
    return out;
}

} // namespace md
