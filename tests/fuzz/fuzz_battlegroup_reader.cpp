// Battlegroup files (core/io/BattlegroupReader + BattlegroupValidator): any bytes either give problems, each
// with a path and a reason, or a battlegroup that validates and survives a write/read round trip unchanged.

#include "FuzzSupport.h"

#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QBuffer>

using namespace md;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray input = fuzz::bytes(data, size);
    QBuffer device(&input);
    device.open(QIODevice::ReadOnly);
    const LoadResult loaded = BattlegroupReader::read(&device);

    if (!loaded.ok()) {
        fuzz::expect(!loaded.battlegroup.has_value(), "no half-loaded battlegroup next to problems");
        fuzz::expect(!loaded.problems.isEmpty(), "a refused file names at least one problem");
        for (const Problem &p : loaded.problems)
            fuzz::expect(!p.path.isEmpty() && !p.reason.isEmpty(), "every problem has a path and a reason", p.toString());
        return 0;
    }
    const Battlegroup &bg = *loaded.battlegroup;
    const Problems again = BattlegroupValidator::validate(bg);
    fuzz::expect(again.isEmpty(), "a loaded battlegroup validates", again.isEmpty() ? QString() : again.constFirst().toString());

    const QByteArray written = BattlegroupWriter::toJson(bg);
    const LoadResult reread = BattlegroupReader::fromJson(written);
    fuzz::expect(reread.ok(), "the writer's output reads back",
                 reread.problems.isEmpty() ? QString() : reread.problems.constFirst().toString());
    fuzz::expect(*reread.battlegroup == bg, "a round trip keeps the battlegroup");
    fuzz::expect(BattlegroupWriter::toJson(*reread.battlegroup) == written, "a round trip keeps the bytes");
    return 0;
}
