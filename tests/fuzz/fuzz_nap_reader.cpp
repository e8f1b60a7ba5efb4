// Napoleonic battle files (core/napoleonic/io: NapBodyReader + NapValidator) through the one envelope, as the program opens
// them: any bytes either give problems, each with a path and a reason, or a state; a Napoleonic battle that reads
// validates and survives a write/read round trip unchanged, byte for byte.

#include "FuzzSupport.h"

#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"
#include "napoleonic/NapState.h"
#include "napoleonic/io/NapValidator.h"
#include "napoleonic/io/NapWriter.h"

using namespace md;
using namespace md::nap;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const EnvelopeResult opened = FileEnvelope::fromJson(fuzz::bytes(data, size), ruleSystems());
    if (!opened.ok()) {
        fuzz::expect(!opened.state, "no half-loaded battle next to problems");
        fuzz::expect(!opened.problems.isEmpty(), "a refused file names at least one problem");
        for (const Problem &p : opened.problems)
            fuzz::expect(!p.path.isEmpty() && !p.reason.isEmpty(), "every problem has a path and a reason", p.toString());
        return 0;
    }
    const NapBattle *battle = NapState::of(*opened.state);
    if (!battle)
        return 0; // another system's file: its own target's business
    const Problems again = NapValidator::validate(*battle);
    fuzz::expect(again.isEmpty(), "a loaded battle validates", again.isEmpty() ? QString() : again.constFirst().toString());

    const QByteArray written = NapWriter::toJson(*battle);
    fuzz::expect(opened.system->write(*opened.state) == written, "the system writes what the writer writes");
    const EnvelopeResult reread = FileEnvelope::fromJson(written, ruleSystems());
    fuzz::expect(reread.ok(), "the writer's output reads back",
                 reread.problems.isEmpty() ? QString() : reread.problems.constFirst().toString());
    const NapBattle *back = NapState::of(*reread.state);
    fuzz::expect(back && *back == *battle, "a round trip keeps the battle");
    fuzz::expect(NapWriter::toJson(*back) == written, "a round trip keeps the bytes");
    return 0;
}
