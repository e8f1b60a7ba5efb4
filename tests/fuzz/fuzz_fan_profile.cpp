// Race Profile Sheets (core/fantasy/io: FanProfileReader + FanProfileCheck), the files a club shares: any bytes
// either give problems, each with a path and a reason, and no sheet, or a sheet that passes its own checks and
// survives a write/read round trip unchanged, byte for byte; a test it allows resolves for every face of the D4.

#include "FuzzSupport.h"

#include "fantasy/io/FanProfileReader.h"
#include "fantasy/io/FanProfileWriter.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "fantasy/rules/FanTest.h"

using namespace md;
using namespace md::fantasy;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const FanProfileReadResult read = FanProfileReader::fromJson(fuzz::bytes(data, size));
    if (!read.profile) {
        fuzz::expect(!read.problems.isEmpty(), "a refused sheet names at least one problem");
        for (const Problem &p : read.problems)
            fuzz::expect(p.path.startsWith(u'$') && !p.reason.isEmpty(), "every problem has a path and a reason",
                         p.toString());
        return 0;
    }
    fuzz::expect(read.problems.isEmpty(), "no sheet next to problems");
    const FanProfile &profile = *read.profile;
    const Problems again = FanProfileCheck::problems(profile);
    fuzz::expect(again.isEmpty(), "a read sheet passes its checks", again.isEmpty() ? QString() : again.constFirst().toString());

    const QByteArray written = FanProfileWriter::toJson(profile);
    const FanProfileReadResult back = FanProfileReader::fromJson(written);
    fuzz::expect(back.profile && *back.profile == profile, "a round trip keeps the sheet");
    fuzz::expect(back.profile && FanProfileWriter::toJson(*back.profile) == written, "a round trip keeps the bytes");

    // Every class the sheet can test: every face of the D4 lands in exactly one band.
    for (FanClass c : {FanClass::A, FanClass::B, FanClass::C}) {
        if (!FanProfileCheck::missingForTest(profile, c).isEmpty())
            continue;
        for (int lost = 0; lost < 10; ++lost) {
            FanTestInput in;
            in.moraleClass = c;
            in.startFigures = 10;
            in.currentFigures = 10 - lost;
            in.trigger = FanTrigger::UaTarget;
            const FanAssessment a = FanTest::assess(profile, in);
            fuzz::expect(a.tests(), "a complete class tests");
            for (int d4 = 1; d4 <= 4; ++d4)
                fuzz::expect(FanTest::resultFor(profile.resultsOf(c), a.mmv + d4).has_value(), "every FMV has a result");
        }
    }
    return 0;
}
