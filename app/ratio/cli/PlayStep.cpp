#include "ratio/cli/PlayStep.h"

#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/io/FileLimits.h"
#include "kernel/Dice.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace md {

namespace {

struct VerbForm
{
    PlayStep::Verb verb;
    QLatin1StringView word;
    QLatin1StringView form; // the syntax, not translated: the words a player types
};

constexpr std::array<VerbForm, 13> verbForms{{
    {PlayStep::Verb::Casualty, "casualty"_L1, "casualty PIECE"_L1},
    {PlayStep::Verb::Hit, "hit"_L1, "hit PIECE [own]"_L1},
    {PlayStep::Verb::System, "system"_L1, "system PIECE movement|targeting|damage-control [own]"_L1},
    {PlayStep::Verb::Weapon, "weapon"_L1, "weapon PIECE N [own]"_L1},
    {PlayStep::Verb::Surrender, "surrender"_L1, "surrender PIECE"_L1},
    {PlayStep::Verb::Shoot, "shoot"_L1, "shoot OFFICER VICTIM"_L1},
    {PlayStep::Verb::Leave, "leave"_L1, "leave PIECE"_L1},
    {PlayStep::Verb::Acted, "acted"_L1, "acted PIECE"_L1},
    {PlayStep::Verb::Nbc, "nbc"_L1, "nbc UNIT"_L1},
    {PlayStep::Verb::BailOut, "bail-out"_L1, "bail-out VEHICLE [CREW...]"_L1},
    {PlayStep::Verb::Explode, "explode"_L1, "explode VEHICLE [CREW...] [own]"_L1},
    {PlayStep::Verb::Check, "check"_L1, "check PIECE DIE [interceptive]"_L1},
    {PlayStep::Verb::EndTurn, "end-turn"_L1, "end-turn [override]"_L1},
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

QStringList PlayStep::forms()
{
    QStringList list;
    for (const VerbForm &v : verbForms)
        list.append(QString(v.form));
    return list;
}

std::optional<PlayStep> PlayStep::parse(const QString &line, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<PlayStep> {
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

    PlayStep step;
    step.m_verb = found->verb;
    QStringList shown;
    for (const QString &w : *words)
        shown.append(typed(w));
    step.m_text = shown.join(u' ');
    if (step.m_verb == Verb::EndTurn) {
        const auto override = optionalFlag(1, "override"_L1);
        if (!override)
            return fail(form);
        step.m_override = *override;
        return step;
    }
    if (count < 2)
        return fail(form);
    step.m_subject = words->at(1);

    switch (step.m_verb) {
    case Verb::Casualty:
        // R6: own initiative puts off the damaged piece's own check; a casualty is removed and has none to put
        // off, and the engine ignores the flag for him, so a script that says it would be misleading.
        if (count == 3 && words->at(2) == "own"_L1)
            return fail(tr("\"own\" does not apply to a casualty: he is removed, so no check of his is put off (R6); %1")
                            .arg(form));
        if (count != 2)
            return fail(form);
        break;
    case Verb::Hit: {
        const auto own = optionalFlag(2, "own"_L1);
        if (!own)
            return fail(form);
        step.m_own = *own;
        break;
    }
    case Verb::System:
    case Verb::Weapon: {
        const auto own = count >= 3 ? optionalFlag(3, "own"_L1) : std::nullopt;
        if (!own)
            return fail(form);
        step.m_own = *own;
        const QString &value = words->at(2);
        if (step.m_verb == Verb::Weapon) {
            const auto weapon = wholeNumber(value, 1, limits::maxWeapons);
            if (!weapon)
                return fail(tr("the weapon system is numbered from 1 to %1, not \"%2\"").arg(limits::maxWeapons).arg(value));
            step.m_number = *weapon;
        } else if (value == "movement"_L1) {
            step.m_system = VehicleSystem::Movement;
        } else if (value == "targeting"_L1) {
            step.m_system = VehicleSystem::Targeting;
        } else if (value == "damage-control"_L1) {
            step.m_system = VehicleSystem::DamageControl;
        } else {
            return fail(tr("the system is movement, targeting or damage-control, not \"%1\"").arg(value));
        }
        break;
    }
    case Verb::Surrender:
    case Verb::Leave:
    case Verb::Acted:
    case Verb::Nbc:
        if (count != 2)
            return fail(form);
        break;
    case Verb::Shoot:
        if (count != 3)
            return fail(form);
        step.m_victim = words->at(2);
        break;
    case Verb::BailOut:
    case Verb::Explode: {
        qsizetype end = count;
        // R6, R10: destroyed during its own initiative, its surviving crew check next turn.
        if (step.m_verb == Verb::Explode && count > 2 && words->constLast() == "own"_L1) {
            step.m_own = true;
            --end;
        }
        for (qsizetype i = 2; i < end; ++i) {
            const auto member = wholeNumber(words->at(i), 1, limits::maxCrew);
            if (!member)
                return fail(tr("crew members are numbered from 1 to %1, not \"%2\"").arg(limits::maxCrew).arg(words->at(i)));
            step.m_crew.append(*member - 1);
        }
        break;
    }
    case Verb::Check: {
        const auto interceptive = count >= 3 ? optionalFlag(3, "interceptive"_L1) : std::nullopt;
        if (!interceptive)
            return fail(form);
        step.m_interceptive = *interceptive;
        // The window's rule for a typed die: 0 is the face marked 0, read as 10.
        bool isNumber = false;
        const int typedFace = words->at(2).toInt(&isNumber);
        const auto die = isNumber ? TypedDie::faceFromTyped(typedFace) : std::nullopt;
        if (!die)
            return fail(tr("the die is the d10's result, 1 to 10 (0 for the face marked 0), not \"%1\"").arg(words->at(2)));
        step.m_number = *die;
        break;
    }
    case Verb::EndTurn:
        break;
    }
    return step;
}

std::optional<ratio::PieceRef> PlayStep::findPiece(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        const auto &pieces = bg.units.at(u).pieces;
        for (int p = 0; p < pieces.size(); ++p) {
            if (pieces.at(p).id == id)
                return ratio::PieceRef{u, p};
        }
    }
    return std::nullopt;
}

std::optional<int> PlayStep::findUnit(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        if (bg.units.at(u).id == id)
            return u;
    }
    return std::nullopt;
}

std::optional<ratio::PieceRef> PlayStep::piece(const Battlegroup &bg, const QString &id, QString *why)
{
    if (const auto ref = findPiece(bg, id))
        return ref;
    *why = findUnit(bg, id) ? tr("%1 is a unit; this step needs the id of a piece").arg(quotedId(id))
                            : tr("no piece has the id %1").arg(quotedId(id));
    return std::nullopt;
}

ratio::ActionResult PlayStep::apply(Commands &commands, const BattlegroupDocument &document) const
{
    const Battlegroup &bg = document.battlegroup();
    if (m_verb == Verb::EndTurn)
        return commands.endTurn(m_override);
    if (m_verb == Verb::Nbc) {
        const auto unit = findUnit(bg, m_subject);
        if (!unit)
            return ratio::ActionResult::refused(findPiece(bg, m_subject)
                                                    ? tr("%1 is a piece; nbc needs the id of a unit").arg(quotedId(m_subject))
                                                    : tr("no unit has the id %1").arg(quotedId(m_subject)));
        return commands.nbcAttack(*unit);
    }
    QString why;
    const auto ref = piece(bg, m_subject, &why);
    if (!ref)
        return ratio::ActionResult::refused(why);
    switch (m_verb) {
    case Verb::Casualty:
        return commands.casualty(*ref, m_own);
    case Verb::Hit:
        return commands.penetratingHit(*ref, m_own);
    case Verb::System:
        return commands.loseSystemLevel(*ref, m_system, m_own);
    case Verb::Weapon:
        return commands.knockOutWeapon(*ref, m_number - 1, m_own);
    case Verb::Surrender:
        return commands.surrender(*ref);
    case Verb::Shoot: {
        const auto victim = piece(bg, m_victim, &why);
        if (!victim)
            return ratio::ActionResult::refused(why);
        return commands.officerShoots(*ref, *victim);
    }
    case Verb::Leave:
        return commands.leaveBoard(*ref);
    case Verb::Acted:
        return commands.markActed(*ref);
    case Verb::BailOut:
        return commands.bailOut(*ref, m_crew);
    case Verb::Explode:
        return commands.explosiveDestruction(*ref, m_crew, m_own);
    case Verb::Check: {
        TypedDie die(m_number); // the player's own roll; the engine uses it only when the result is not certain (R5)
        return commands.check(*ref, die, m_interceptive);
    }
    case Verb::Nbc:
    case Verb::EndTurn:
        break;
    }
    return ratio::ActionResult::refused(tr("unknown step"));
}

} // namespace md
