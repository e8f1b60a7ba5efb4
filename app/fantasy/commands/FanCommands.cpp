#include "fantasy/commands/FanCommands.h"

#include "fantasy/commands/FanCommand.h"
#include "fantasy/document/FanDocument.h"

#include <memory>

namespace md::fantasy {

FanOutcome FanCommands::push(const QString &text, const Engine &verb)
{
    auto command = std::make_unique<FanCommand>(m_document, text, [verb](FanBattle &battle, QStringList &lines) {
        const FanOutcome o = verb(battle);
        lines = o.lines;
        return o.error;
    });
    if (!command->prepare())
        return {command->error(), {}};
    const QStringList lines = command->lines();
    m_document->undoStack()->push(command.release());
    return {{}, lines};
}

FanOutcome FanCommands::test(const FanTestRequest &request, int d4, bool typed)
{
    const QString who = FanEngine::nameOf(m_document->battle(), request.unitId);
    const QString text = request.trigger == FanTrigger::Rally ? tr("Rally: %1").arg(who) : tr("Morale Test: %1").arg(who);
    return push(text, [=](FanBattle &b) { return FanEngine::test(b, request, d4, typed); });
}

FanOutcome FanCommands::losses(const QString &unitId, int figures)
{
    const QString who = FanEngine::nameOf(m_document->battle(), unitId);
    return push(tr("Losses: %1, %n figure(s)", nullptr, figures).arg(who),
                [=](FanBattle &b) { return FanEngine::losses(b, unitId, figures); });
}

FanOutcome FanCommands::charged(const QString &unitId, int attackersInContact)
{
    return push(tr("Routing unit charged: %1").arg(FanEngine::nameOf(m_document->battle(), unitId)),
                [=](FanBattle &b) { return FanEngine::charged(b, unitId, attackersInContact); });
}

FanOutcome FanCommands::obstacle(const QString &unitId, int d6, bool typed)
{
    return push(tr("Rout obstacle: %1").arg(FanEngine::nameOf(m_document->battle(), unitId)),
                [=](FanBattle &b) { return FanEngine::obstacle(b, unitId, d6, typed); });
}

FanOutcome FanCommands::characterHit(const QString &characterId, bool killed)
{
    const QString who = FanEngine::nameOf(m_document->battle(), characterId);
    return push(killed ? tr("Character killed: %1").arg(who) : tr("Character wounded: %1").arg(who),
                [=](FanBattle &b) { return FanEngine::characterHit(b, characterId, killed); });
}

FanOutcome FanCommands::reform(const QString &unitId)
{
    return push(tr("Reform: %1").arg(FanEngine::nameOf(m_document->battle(), unitId)),
                [=](FanBattle &b) { return FanEngine::reform(b, unitId); });
}

FanOutcome FanCommands::spell(const QString &unitId, int throughTurn)
{
    return push(tr("Spell exemption: %1").arg(FanEngine::nameOf(m_document->battle(), unitId)),
                [=](FanBattle &b) { return FanEngine::spell(b, unitId, throughTurn); });
}

FanOutcome FanCommands::moved(const QString &unitId, bool moved)
{
    const QString who = FanEngine::nameOf(m_document->battle(), unitId);
    return push(moved ? tr("Moved: %1").arg(who) : tr("Not moved: %1").arg(who),
                [=](FanBattle &b) { return FanEngine::moved(b, unitId, moved); });
}

FanOutcome FanCommands::offTable(const QString &unitId)
{
    return push(tr("Routed off the table: %1").arg(FanEngine::nameOf(m_document->battle(), unitId)),
                [=](FanBattle &b) { return FanEngine::offTable(b, unitId); });
}

FanOutcome FanCommands::advance()
{
    FanBattle probe = m_document->battle();
    FanEngine::advance(probe);
    return push(tr("Next phase: %1").arg(FanEngine::momentText(probe.now)),
                [](FanBattle &b) { return FanEngine::advance(b); });
}

FanOutcome FanCommands::edit(const QString &undoText, const FanBattle &after)
{
    return push(undoText, [after](FanBattle &b) {
        b = after;
        return FanOutcome{};
    });
}

FanOutcome FanCommands::setProfile(const QString &oldRace, const FanProfile &profile)
{
    return push(tr("Profile Sheet: %1").arg(profile.race), [oldRace, profile](FanBattle &b) {
        if (profile.race.trimmed().isEmpty())
            return FanOutcome{tr("A Profile Sheet needs the race's name."), {}};
        const FanProfile *clash = b.profile(profile.race);
        if (clash && profile.race != oldRace)
            return FanOutcome{tr("The battle already has a Profile Sheet for %1.").arg(profile.race), {}};
        for (FanProfile &p : b.profiles) {
            if (p.race != oldRace)
                continue;
            FanProfile next = profile;
            next.revision = p.revision;
            if (next == p)
                return FanOutcome{tr("Nothing changed."), {}};
            next.revision = p.revision + 1;
            p = next;
            // Units follow their race's new name.
            for (FanSide &s : b.sides) {
                for (FanUnit &u : s.units) {
                    if (u.race == oldRace)
                        u.race = profile.race;
                }
            }
            return FanOutcome{{}, {tr("%1's Profile Sheet is now revision %2.").arg(p.race).arg(p.revision)}};
        }
        b.profiles.append(profile);
        return FanOutcome{{}, {tr("Profile Sheet for %1 added.").arg(profile.race)}};
    });
}

FanOutcome FanCommands::removeProfile(const QString &race)
{
    return push(tr("Remove Profile Sheet: %1").arg(race), [race](FanBattle &b) {
        for (const FanSide &s : b.sides) {
            for (const FanUnit &u : s.units) {
                if (u.race == race)
                    return FanOutcome{tr("%1 still tests with %2's sheet.").arg(u.name, race), {}};
            }
        }
        const qsizetype removed = b.profiles.removeIf([&](const FanProfile &p) { return p.race == race; });
        return removed ? FanOutcome{} : FanOutcome{tr("There is no Profile Sheet for %1.").arg(race), {}};
    });
}

FanOutcome FanCommands::restore(const FanBattle &recovered)
{
    return edit(tr("Restore recovered work"), recovered);
}

} // namespace md::fantasy
