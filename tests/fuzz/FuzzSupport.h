#pragma once

// Shared by the libFuzzer targets: one QCoreApplication for the whole run, the input as Qt types, and
// invariant checks that abort (libFuzzer then saves the input as a crash).

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace md::fuzz {

inline void initApplication()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "moraledesk-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    // QByteArray copies: the fuzzer's buffer stays untouched, and ASan sees reads past its end.
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

// A failed invariant is a finding: print it and abort so libFuzzer keeps the input.
inline void expect(bool condition, const char *what, const QString &detail = {})
{
    if (condition)
        return;
    std::fprintf(stderr, "invariant broken: %s\n%s\n", what, detail.toLocal8Bit().constData());
    std::abort();
}

// A scratch folder that lives as long as the fuzzer, in shared memory when there is some (less disk I/O).
inline const QString &scratchDir()
{
    static const std::unique_ptr<QTemporaryDir> dir = [] {
        const QString shm = QStringLiteral("/dev/shm");
        auto d = QDir(shm).exists() ? std::make_unique<QTemporaryDir>(shm + QStringLiteral("/moraledesk-fuzz-XXXXXX"))
                                    : std::make_unique<QTemporaryDir>();
        expect(d->isValid(), "scratch folder", d->errorString());
        return d;
    }();
    static const QString path = dir->path();
    return path;
}

// Command lines are stored NUL-separated; the program name goes first, as in QCoreApplication::arguments().
inline QStringList arguments(const QByteArray &input, const QString &program)
{
    QStringList list{program};
    for (const QByteArray &part : input.split('\0'))
        list.append(QString::fromUtf8(part));
    return list;
}

} // namespace md::fuzz
