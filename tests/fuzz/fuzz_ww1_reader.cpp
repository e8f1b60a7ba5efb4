// WW1 force files (core/ww1/io: Ww1BodyReader + Ww1Validator) through the one envelope, as the program opens
// them: any bytes either give problems, each with a path and a reason, or a state; a WW1 force that reads
// validates and survives a write/read round trip unchanged, byte for byte.

#include "FuzzSupport.h"

#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/io/Ww1Validator.h"
#include "ww1/io/Ww1Writer.h"

using namespace md;
using namespace md::ww1;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const EnvelopeResult opened = FileEnvelope::fromJson(fuzz::bytes(data, size), ruleSystems());
    if (!opened.ok()) {
        fuzz::expect(!opened.state, "no half-loaded force next to problems");
        fuzz::expect(!opened.problems.isEmpty(), "a refused file names at least one problem");
        for (const Problem &p : opened.problems)
            fuzz::expect(!p.path.isEmpty() && !p.reason.isEmpty(), "every problem has a path and a reason", p.toString());
        return 0;
    }
    const Ww1Force *force = Ww1State::of(*opened.state);
    if (!force)
        return 0; // another system's file: its own target's business
    const Problems again = Ww1Validator::validate(*force);
    fuzz::expect(again.isEmpty(), "a loaded force validates", again.isEmpty() ? QString() : again.constFirst().toString());

    const QByteArray written = Ww1Writer::toJson(*force);
    fuzz::expect(opened.system->write(*opened.state) == written, "the system writes what the writer writes");
    const EnvelopeResult reread = FileEnvelope::fromJson(written, ruleSystems());
    fuzz::expect(reread.ok(), "the writer's output reads back",
                 reread.problems.isEmpty() ? QString() : reread.problems.constFirst().toString());
    const Ww1Force *back = Ww1State::of(*reread.state);
    fuzz::expect(back && *back == *force, "a round trip keeps the force");
    fuzz::expect(Ww1Writer::toJson(*back) == written, "a round trip keeps the bytes");
    return 0;
}
