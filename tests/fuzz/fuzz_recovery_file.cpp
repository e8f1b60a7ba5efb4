// The recovery (autosave) file (app/document/RecoveryFile): whatever a crash or a stranger left in the
// recovery folder, reading it gives either nothing with a reason, or a battlegroup that validates and
// recovers again unchanged. Input: the source note, a NUL byte, recovery.json, and optionally a second NUL
// byte and recovery.journal (no NUL: recovery.json alone, no note).

#include "FuzzSupport.h"

#include "RatioRecovery.h"
#include "document/RecoveryFile.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>

using namespace md;

namespace {

void put(const QString &path, const QByteArray &content)
{
    QFile f(path);
    fuzz::expect(f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size(),
                 "writing the input", f.errorString());
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const qsizetype nul = input.indexOf('\0');
    const RecoveryFile left(fuzz::scratchDir() + QStringLiteral("/left"));
    const RecoveryFile again(fuzz::scratchDir() + QStringLiteral("/again"));
    left.remove();
    again.remove();
    QDir().mkpath(fuzz::scratchDir() + QStringLiteral("/left"));
    if (nul >= 0)
        put(left.sourcePath(), input.left(nul));
    const QByteArray rest = nul >= 0 ? input.mid(nul + 1) : input;
    const qsizetype second = nul >= 0 ? rest.indexOf('\0') : -1;
    put(left.battlegroupPath(), second >= 0 ? rest.left(second) : rest);
    if (second >= 0)
        put(left.journalPath(), rest.mid(second + 1));

    QString problem;
    const auto recovered = left.read(ratioJournal(), &problem);
    if (!recovered) {
        fuzz::expect(!problem.isEmpty(), "an unreadable recovery file says why");
        return 0;
    }
    fuzz::expect(BattlegroupValidator::validate(battlegroupOf(*recovered)).isEmpty(), "a recovered battlegroup validates");
    fuzz::expect(!recovered->originalFile.contains(QLatin1Char('\n')), "the original file name is one line");

    QString error;
    fuzz::expect(again.write(*recovered->state, recovered->originalFile, &error), "recovering it again", error);
    const auto reread = again.read(ratioJournal(), &problem);
    fuzz::expect(reread.has_value(), "a written recovery file reads", problem);
    fuzz::expect(battlegroupOf(*reread) == battlegroupOf(*recovered), "the battlegroup recovers unchanged");
    // A note holds the absolute path (a recovery may start from another folder); a relative name, as notes
    // written before that rule hold, comes back as the absolute path it names from here.
    const QString expected =
        recovered->originalFile.isEmpty() ? QString() : QFileInfo(recovered->originalFile).absoluteFilePath();
    fuzz::expect(reread->originalFile == expected, "the original file name recovers as its absolute path",
                 reread->originalFile);
    return 0;
}
