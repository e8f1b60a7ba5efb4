#include "ratio/rules/StepParser.h"

#include "kernel/Dice.h"
#include "ratio/model/FileLimits.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace md::ratio {

namespace {

struct VerbForm
{
    StepVerb verb;
    QLatin1StringView word;
    QLatin1StringView form; // the syntax, not translated: the words a player types
};

constexpr std::array<VerbForm, 13> verbForms{{
    {StepVerb::Casualty, "casualty"_L1, "casualty PIECE"_L1},
    {StepVerb::Hit, "hit"_L1, "hit PIECE [own]"_L1},
    {StepVerb::System, "system"_L1, "system PIECE movement|targeting|damage-control [own]"_L1},
    {StepVerb::Weapon, "weapon"_L1, "weapon PIECE N [own]"_L1},
    {StepVerb::Surrender, "surrender"_L1, "surrender PIECE"_L1},
    {StepVerb::Shoot, "shoot"_L1, "shoot OFFICER VICTIM"_L1},
    {StepVerb::Leave, "leave"_L1, "leave PIECE"_L1},
    {StepVerb::Acted, "acted"_L1, "acted PIECE"_L1},
    {StepVerb::Nbc, "nbc"_L1, "nbc UNIT"_L1},
    {StepVerb::BailOut, "bail-out"_L1, "bail-out VEHICLE [CREW...]"_L1},
    {StepVerb::Explode, "explode"_L1, "explode VEHICLE [CREW...] [own]"_L1},
    {StepVerb::Check, "check"_L1, "check PIECE DIE [interceptive]"_L1},
    {StepVerb::EndTurn, "end-turn"_L1, "end-turn [override]"_L1},
}};

// Splits a step into words; nullopt when a quoted word is left open.
std::optional<QStringList> splitWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'\\' && i + 1 < line.size() && (line.at(i + 1) == u'"' || line.at(i + 1) == u'\\'))
                word += line.at(++i);
            else if (c == u'"')
                quoted = false;
            else
                word += c;
        } else if (c.isSpace()) {
            if (inWord)
                words.append(word);
            word.clear();
            inWord = false;
        } else {
            if (c == u'"')
                quoted = true;
            else
                word += c;
            inWord = true;
        }
    }
    if (quoted)
        return std::nullopt;
    if (inWord)
        words.append(word);
    return words;
}

// A word as it must be typed to come back as itself.
QString typed(const QString &word)
{
    const bool plain = !word.isEmpty() && !word.startsWith(u'#')
        && std::none_of(word.cbegin(), word.cend(), [](QChar c) { return c.isSpace() || c == u'"' || c == u'\\'; });
    if (plain)
        return word;
    QString escaped = word;
    escaped.replace(u"\\"_s, u"\\\\"_s).replace(u"\""_s, u"\\\""_s);
    return u'"' + escaped + u'"';
}

QString quotedId(const QString &id) { return u'"' + id + u'"'; }

std::optional<int> wholeNumber(const QString &word, int min, int max)
{
    bool ok = false;
    const int value = word.toInt(&ok);
    if (!ok || value < min || value > max)
        return std::nullopt;
    return value;
}

} // namespace

QStringList StepParser::forms()
{
    QStringList list;
    for (const VerbForm &v : verbForms)
        list.append(QString(v.form));
    return list;
}

std::optional<ParsedStep> StepParser::parse(const QString &line, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<ParsedStep> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const auto words = splitWords(line);
    if (!words)
        return fail(tr("a word in double quotes is not closed"));
    if (words->isEmpty())
        return fail(tr("the step is empty"));
    const auto found = std::find_if(verbForms.cbegin(), verbForms.cend(),
                                    [&](const VerbForm &v) { return v.word == words->constFirst(); });
    if (found == verbForms.cend()) {
        QStringList known;
        for (const VerbForm &v : verbForms)
            known.append(QString(v.word));
        return fail(tr("unknown step \"%1\"; the steps are: %2").arg(words->constFirst(), known.join(u", "_s)));
    }
    const QString form = tr("expected: %1").arg(found->form);
    const qsizetype count = words->size();
    // An optional last word: absent, or exactly `flag`.
    const auto optionalFlag = [&](qsizetype at, QLatin1StringView flag) -> std::optional<bool> {
        if (count == at)
            return false;
        if (count == at + 1 && words->at(at) == flag)
            return true;
        return std::nullopt;
    };

    ParsedStep step;
    step.verb = found->verb;
    QStringList shown;
    for (const QString &w : *words)
        shown.append(typed(w));
    step.text = shown.join(u' ');
    if (step.verb == StepVerb::EndTurn) {
        const auto override = optionalFlag(1, "override"_L1);
        if (!override)
            return fail(form);
        step.overrideDue = *override;
        return step;
    }
    if (count < 2)
        return fail(form);
    step.subject = words->at(1);

    switch (step.verb) {
    case StepVerb::Casualty:
        // R6: own initiative puts off the damaged piece's own check; a casualty is removed and has none to put
        // off, and the engine ignores the flag for him, so a script that says it would be misleading.
        if (count == 3 && words->at(2) == "own"_L1)
            return fail(tr("\"own\" does not apply to a casualty: he is removed, so no check of his is put off (R6); %1")
                            .arg(form));
        if (count != 2)
            return fail(form);
        break;
    case StepVerb::Hit: {
        const auto own = optionalFlag(2, "own"_L1);
        if (!own)
            return fail(form);
        step.own = *own;
        break;
    }
    case StepVerb::System:
    case StepVerb::Weapon: {
        const auto own = count >= 3 ? optionalFlag(3, "own"_L1) : std::nullopt;
        if (!own)
            return fail(form);
        step.own = *own;
        const QString &value = words->at(2);
        if (step.verb == StepVerb::Weapon) {
            const auto weapon = wholeNumber(value, 1, limits::maxWeapons);
            if (!weapon)
                return fail(tr("the weapon system is numbered from 1 to %1, not \"%2\"").arg(limits::maxWeapons).arg(value));
            step.number = *weapon;
        } else if (value == "movement"_L1) {
            step.system = VehicleSystem::Movement;
        } else if (value == "targeting"_L1) {
            step.system = VehicleSystem::Targeting;
        } else if (value == "damage-control"_L1) {
            step.system = VehicleSystem::DamageControl;
        } else {
            return fail(tr("the system is movement, targeting or damage-control, not \"%1\"").arg(value));
        }
        break;
    }
    case StepVerb::Surrender:
    case StepVerb::Leave:
    case StepVerb::Acted:
    case StepVerb::Nbc:
        if (count != 2)
            return fail(form);
        break;
    case StepVerb::Shoot:
        if (count != 3)
            return fail(form);
        step.victim = words->at(2);
        break;
    case StepVerb::BailOut:
    case StepVerb::Explode: {
        qsizetype end = count;
        // R6, R10: destroyed during its own initiative, its surviving crew check next turn.
        if (step.verb == StepVerb::Explode && count > 2 && words->constLast() == "own"_L1) {
            step.own = true;
            --end;
        }
        for (qsizetype i = 2; i < end; ++i) {
            const auto member = wholeNumber(words->at(i), 1, limits::maxCrew);
            if (!member)
                return fail(tr("crew members are numbered from 1 to %1, not \"%2\"").arg(limits::maxCrew).arg(words->at(i)));
            step.crew.append(*member - 1);
        }
        break;
    }
    case StepVerb::Check: {
        const auto interceptive = count >= 3 ? optionalFlag(3, "interceptive"_L1) : std::nullopt;
        if (!interceptive)
            return fail(form);
        step.interceptive = *interceptive;
        // The window's rule for a typed die: 0 is the face marked 0, read as 10.
        bool isNumber = false;
        const int typedFace = words->at(2).toInt(&isNumber);
        const auto die = isNumber ? TypedDie::faceFromTyped(typedFace) : std::nullopt;
        if (!die)
            return fail(tr("the die is the d10's result, 1 to 10 (0 for the face marked 0), not \"%1\"").arg(words->at(2)));
        step.number = *die;
        break;
    }
    case StepVerb::EndTurn:
        break;
    }
    return step;
}

std::optional<PieceRef> StepParser::findPiece(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        const auto &pieces = bg.units.at(u).pieces;
        for (int p = 0; p < pieces.size(); ++p) {
            if (pieces.at(p).id == id)
                return PieceRef{u, p};
        }
    }
    return std::nullopt;
}

std::optional<int> StepParser::findUnit(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        if (bg.units.at(u).id == id)
            return u;
    }
    return std::nullopt;
}

std::optional<PieceRef> StepParser::piece(const Battlegroup &bg, const QString &id, QString *why)
{
    if (const auto ref = findPiece(bg, id))
        return ref;
    *why = findUnit(bg, id) ? tr("%1 is a unit; this step needs the id of a piece").arg(quotedId(id))
                            : tr("no piece has the id %1").arg(quotedId(id));
    return std::nullopt;
}

std::optional<int> StepParser::unit(const Battlegroup &bg, const QString &id, QString *why)
{
    if (const auto u = findUnit(bg, id))
        return u;
    *why = findPiece(bg, id) ? tr("%1 is a piece; nbc needs the id of a unit").arg(quotedId(id))
                             : tr("no unit has the id %1").arg(quotedId(id));
    return std::nullopt;
}

} // namespace md::ratio
