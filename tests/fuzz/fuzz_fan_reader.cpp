// Fantasy battle files (core/fantasy/io: FanBattleReader + FanValidator, with the embedded Profile Sheets read by
// FanProfileReader::fromObject): any bytes that parse as a JSON object either give problems, each with a path and
// a reason, and no battle, or a battle that validates and survives a write/read round trip unchanged, byte for
// byte. The body is read straight after the parse, as the envelope hands it over.

#include "FuzzSupport.h"

#include "fantasy/io/FanBattleReader.h"
#include "fantasy/io/FanBattleWriter.h"
#include "fantasy/io/FanValidator.h"

#include <QJsonDocument>
#include <QJsonParseError>

using namespace md;
using namespace md::fantasy;

namespace {

// What the envelope does before the body reader: one parse, an object at the top; nullopt for anything else.
std::optional<FanLoadResult> readBody(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return FanBattleReader::read(doc.object(), json);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::optional<FanLoadResult> read = readBody(fuzz::bytes(data, size));
    if (!read)
        return 0; // the envelope's to refuse
    if (!read->battle) {
        fuzz::expect(!read->problems.isEmpty(), "a refused file names at least one problem");
        for (const Problem &p : read->problems)
            fuzz::expect(p.path.startsWith(u'$') && !p.reason.isEmpty(), "every problem has a path and a reason",
                         p.toString());
        return 0;
    }
    fuzz::expect(read->problems.isEmpty(), "no battle next to problems");
    const FanBattle &battle = *read->battle;
    const Problems again = FanValidator::validate(battle);
    fuzz::expect(again.isEmpty(), "a loaded battle validates", again.isEmpty() ? QString() : again.constFirst().toString());

    const QByteArray written = FanBattleWriter::toJson(battle);
    const std::optional<FanLoadResult> back = readBody(written);
    fuzz::expect(back && back->ok(), "the writer's output reads back",
                 back && !back->problems.isEmpty() ? back->problems.constFirst().toString() : QString());
    fuzz::expect(*back->battle == battle, "a round trip keeps the battle");
    fuzz::expect(FanBattleWriter::toJson(*back->battle) == written, "a round trip keeps the bytes");
    return 0;
}
