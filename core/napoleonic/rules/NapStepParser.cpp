#include "napoleonic/rules/NapStepParser.h"

#include "kernel/EnumText.h"
#include "kernel/TypedDie.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapEffects.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapMfp.h"
#include "napoleonic/rules/NapStepWords.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

using Result = NapStepParser::Result;

Result refused(const QString &why)
{
    Result r;
    r.error = why;
    return r;
}

Result done(QStringList lines)
{
    Result r;
    r.lines = std::move(lines);
    return r;
}

QString signedNumber(int n)
{
    return n < 0 ? QString::number(n) : u'+' + QString::number(n);
}

QString unitName(const NapBattle &battle, const QString &id)
{
    const NapUnit *u = battle.unit(id);
    return u ? NapEffects::label(*u) : id;
}

QString termsText(const Modifiers &terms)
{
    QStringList parts;
    for (const Modifier &m : terms)
        parts.append(NapStepParser::tr("%1 %2 (%3)").arg(m.key == "start"_L1 ? QString::number(m.delta) : signedNumber(m.delta),
                                                          m.label, m.source));
    return parts.join(u", "_s);
}

QString oddsText(const NapOdds &odds)
{
    return NapStepParser::tr("pass %1, Disordered %2, Routed %3")
        .arg(odds.pass.toString(), odds.disorder.toString(), odds.rout.toString());
}

QString pendingText(const NapBattle &battle)
{
    if (battle.pending.isEmpty())
        return NapStepParser::tr("No checks queued.");
    QStringList parts;
    for (qsizetype i = 0; i < battle.pending.size(); ++i) {
        const NapPendingCheck &p = battle.pending.at(i);
        QString text = NapStepParser::tr("%1. %2 %3").arg(i + 1).arg(unitName(battle, p.unitId), enumKey(p.circumstance));
        if (!p.causeUnitId.isEmpty())
            text += NapStepParser::tr(" (cause %1)").arg(unitName(battle, p.causeUnitId));
        parts.append(text);
    }
    return NapStepParser::tr("Queued checks: %1.").arg(parts.join(u"; "_s));
}

// Chooses the d10: the typed face, or the given dice.
class Dice
{
public:
    Dice(std::optional<int> typed, DiceSource &dice) : m_typed(typed.value_or(0)), m_source(typed ? static_cast<DiceSource &>(m_typed) : dice) {}
    DiceSource &source() { return m_source; }

private:
    TypedDie m_typed;
    DiceSource &m_source;
};

} // namespace

QString NapStepParser::help()
{
    return tr("Napoleonic play steps (Part B), one per line. UNIT, COMMAND and ARMY are ids or names; a word with\n"
              "spaces goes in double quotes; roll=N is your own d10 (0 is 10), without it the dice are rolled.\n"
              "  loss UNIT FIGURES [cannon=N] [shock]\n"
              "        figures (and cannon) lost now; shock: to Shock Combat (E02, no fire check); negative corrects.\n"
              "        Queues I-a at once, or P-a/P-b at the phase's end (B.2)\n"
              "  check UNIT[,UNIT...] CIRC [as=formation|skirmishers|cluster] [n09 p04 ...] [charge=3.5]\n"
              "        [terrain=\"Woods\"] [officer=\"Brigade (average)\"] [odds=450:100] [cause=UNIT] [roll=N]\n"
              "        a morale check (B.3.4); CIRC is I-a ... I-g, P-a, P-b, P-d, P-e, P-f; several units test\n"
              "        together against the highest current CMR (15.22, B-32); rows are the 15.54 chart's ids\n"
              "  friends ROUTED UNIT... [passby]\n"
              "        queue I-b (I-c for a passby) checks with N09 for friends within 2\" (B.3.6); exempt ones are named\n"
              "  queue UNIT CIRC [cause=UNIT]      queue a check by hand (a charge, a sighting, an explosion)\n"
              "  dismiss N WHY...                  take queued check N off untested, with the reason\n"
              "  clear-disorder ARMY [held=UNIT,...]\n"
              "        start of the Rally Phase: Disordered units become Good except those held (B.4.3)\n"
              "  rally UNIT [n12 ...] [officer=\"NAME\"] [roll=N]   a rally attempt (B.4.4)\n"
              "  off-table UNIT                    a routed unit leaves the table (15.72c, B-19)\n"
              "  mfp ARMY E01x3 E11x2 E19x1=2 ... | mfp ARMY suggested\n"
              "        the Army Morale Fatigue Phase (B.4.6, B.4.7): EVENTxCOUNT[=VALUE] (VALUE for E18, E19)\n"
              "  officer COMMAND wounded|killed|alive\n"
              "  order COMMAND attack|engage|defend|march\n"
              "  arrive COMMAND                    an arrival raises the MFP total (15.82, 15.92)\n"
              "  withdraw COMMAND                  E20: 1 MFP per unit\n"
              "  take ARMY \"POSITION\"            the enemy takes ARMY's position (15.86, E18)\n"
              "  next-phase                        refused while checks are queued (15.42)\n"
              "  status                            turn, phase, armies, units not Good, the queue");
}

NapStepParser::Result NapStepParser::run(NapBattle &battle, const QString &step, DiceSource &dice)
{
    const auto parsed = NapStepWords::split(step);
    if (!parsed)
        return refused(tr("A word in double quotes is not closed."));
    const QStringList words = *parsed;
    const QString steps = u"loss, check, friends, queue, dismiss, clear-disorder, rally, off-table, mfp, officer, order, "
                          u"arrive, withdraw, take, next-phase, status"_s;
    if (words.isEmpty())
        return refused(tr("The step is empty; the steps are: %1.").arg(steps));
    const QString verb = words.constFirst().toLower();
    const qsizetype count = words.size();
    const auto expected = [](const char *form) { return tr("Expected: %1").arg(QLatin1StringView(form)); };
    QString error;

    if (verb == "loss"_L1) {
        if (count < 3)
            return refused(expected("loss UNIT FIGURES [cannon=N] [shock]"));
        const QString id = NapStepWords::unitId(battle, words.at(1), &error);
        if (id.isEmpty())
            return refused(error);
        bool ok = false;
        const int figures = words.at(2).toInt(&ok);
        if (!ok)
            return refused(tr("FIGURES is a whole number, not \"%1\".").arg(words.at(2)));
        int cannon = 0;
        bool shock = false;
        for (qsizetype i = 3; i < count; ++i) {
            const QString &w = words.at(i);
            if (w == "shock"_L1) {
                shock = true;
            } else if (w.startsWith("cannon="_L1)) {
                cannon = w.mid(7).toInt(&ok);
                if (!ok)
                    return refused(tr("cannon= is a whole number, not \"%1\".").arg(w.mid(7)));
            } else {
                return refused(tr("\"%1\" is not a loss word; expected cannon=N or shock.").arg(w));
            }
        }
        const QList<NapPendingCheck> queued = NapEngine::loss(battle, id, figures, cannon, shock, &error);
        if (!error.isEmpty())
            return refused(error);
        const NapUnit *u = battle.unit(id);
        const QString where = shock ? tr(" in Shock Combat") : QString();
        const QString what = cannon == 0 ? tr("%n figure(s)", nullptr, figures)
                                         : tr("%n figure(s) and %1 cannon", nullptr, figures).arg(cannon);
        QStringList lines{tr("%1 loses %2%3: %4 of %5 figures left; current CMR %6.")
                              .arg(NapEffects::label(*u), what, where)
                              .arg(u->currentFigures())
                              .arg(u->startFigures)
                              .arg(NapCmr::current(battle, id).value)};
        for (const NapPendingCheck &p : queued)
            lines.append(p.instantaneous ? tr("%1 must test for %2 at once (15.31).").arg(NapEffects::label(*u), enumDisplayName(p.circumstance))
                                         : tr("%1 tests for %2 at the end of the phase (15.41).").arg(NapEffects::label(*u), enumDisplayName(p.circumstance)));
        return done(lines);
    }

    if (verb == "check"_L1) {
        if (count < 3)
            return refused(expected("check UNIT[,UNIT...] CIRC [options]"));
        NapCheckRequest request;
        for (const QString &w : words.at(1).split(u',', Qt::SkipEmptyParts)) {
            const QString id = NapStepWords::unitId(battle, w, &error);
            if (id.isEmpty())
                return refused(error);
            request.unitIds.append(id);
        }
        const auto circumstance = NapStepWords::circumstance(words.at(2));
        if (!circumstance)
            return refused(tr("CIRC is one of %1, not \"%2\".").arg(enumKeys<NapCircumstance>().join(u", "_s), words.at(2)));
        request.circumstance = *circumstance;
        const auto options = NapStepWords::options(battle, words, 3, false, &error);
        if (!options)
            return refused(error);
        request.situation = options->situation;
        request.causeUnitId = options->causeId;
        request.tester = options->testerGiven ? options->tester
                                              : request.unitIds.size() > 1 ? NapTesterKind::Formation : NapTesterKind::Unit;
        Dice d(options->roll, dice);
        const NapCheckOutcome o = NapEngine::check(battle, request, d.source());
        if (!o.error.isEmpty())
            return refused(o.error);
        QStringList names;
        for (const QString &id : o.unitIds)
            names.append(unitName(battle, id));
        QStringList lines;
        lines.append(o.unitIds.size() > 1
                         ? tr("%1 test together for %2, one roll against %3 (15.22, B-32).")
                               .arg(names.join(u", "_s), enumDisplayName(request.circumstance), unitName(battle, o.preview.testerId))
                         : tr("%1 tests for %2.").arg(names.constFirst(), enumDisplayName(request.circumstance)));
        lines.append(tr("Target %1 = %2.").arg(o.preview.target).arg(termsText(o.preview.terms)));
        lines.append(tr("Odds: %1%2.").arg(oddsText(o.preview.odds),
                                           battle.phase() == NapPhase::ShockCombat && !o.preview.shockRule
                                               ? tr(" (15.28 not applied to a grouped check, B-9)")
                                               : QString()));
        lines.append(tr("Rolled %1%2.").arg(o.roll).arg(d.source().typedByPlayer() ? tr(" (typed)") : QString()));
        if (o.shockDelta != 0)
            lines.append(tr("Natural %1 in the Shock Combat Phase: %2 to the target now and to the end of the phase (15.28).")
                             .arg(o.roll)
                             .arg(signedNumber(o.shockDelta)));
        lines.append(tr("Result: %1. %2").arg(enumDisplayName(o.result), o.effect));
        for (const QString &id : o.routed)
            lines.append(tr("Name %1's formed friends within 2\" with `friends %2 UNIT...` (B.3.6).").arg(unitName(battle, id), id));
        lines.append(pendingText(battle));
        return done(lines);
    }

    if (verb == "friends"_L1) {
        if (count < 3)
            return refused(expected("friends ROUTED UNIT... [passby]"));
        const QString routed = NapStepWords::unitId(battle, words.at(1), &error);
        if (routed.isEmpty())
            return refused(error);
        bool passby = false;
        QStringList ids;
        for (qsizetype i = 2; i < count; ++i) {
            if (words.at(i) == "passby"_L1) {
                passby = true;
                continue;
            }
            const QString id = NapStepWords::unitId(battle, words.at(i), &error);
            if (id.isEmpty())
                return refused(error);
            ids.append(id);
        }
        QStringList skipped;
        if (const QString e = NapEngine::routFriends(battle, routed, ids, passby, &skipped); !e.isEmpty())
            return refused(e);
        QStringList lines;
        for (const QString &s : skipped)
            lines.append(tr("No check: %1").arg(s));
        lines.append(pendingText(battle));
        return done(lines);
    }

    if (verb == "queue"_L1) {
        if (count < 3 || count > 4)
            return refused(expected("queue UNIT CIRC [cause=UNIT]"));
        NapPendingCheck p;
        p.unitId = NapStepWords::unitId(battle, words.at(1), &error);
        if (p.unitId.isEmpty())
            return refused(error);
        const auto circumstance = NapStepWords::circumstance(words.at(2));
        if (!circumstance)
            return refused(tr("CIRC is one of %1, not \"%2\".").arg(enumKeys<NapCircumstance>().join(u", "_s), words.at(2)));
        p.circumstance = *circumstance;
        if (count == 4) {
            if (!words.at(3).startsWith("cause="_L1))
                return refused(expected("queue UNIT CIRC [cause=UNIT]"));
            p.causeUnitId = NapStepWords::unitId(battle, words.at(3).mid(6), &error);
            if (p.causeUnitId.isEmpty())
                return refused(error);
        }
        if (const QString e = NapEngine::queue(battle, p); !e.isEmpty())
            return refused(e);
        return done({pendingText(battle)});
    }

    if (verb == "dismiss"_L1) {
        if (count < 3)
            return refused(expected("dismiss N WHY..."));
        bool ok = false;
        const int n = words.at(1).toInt(&ok);
        if (!ok)
            return refused(tr("N is the queued check's number (see status), not \"%1\".").arg(words.at(1)));
        if (const QString e = NapEngine::dismiss(battle, n - 1, words.mid(2).join(u' ')); !e.isEmpty())
            return refused(e);
        return done({tr("Check %1 dismissed: %2").arg(n).arg(words.mid(2).join(u' ')), pendingText(battle)});
    }

    if (verb == "clear-disorder"_L1) {
        if (count < 2 || count > 3 || (count == 3 && !words.at(2).startsWith("held="_L1)))
            return refused(expected("clear-disorder ARMY [held=UNIT,...]"));
        const QString army = NapStepWords::armyId(battle, words.at(1), &error);
        if (army.isEmpty())
            return refused(error);
        QStringList held;
        if (count == 3) {
            for (const QString &w : words.at(2).mid(5).split(u',', Qt::SkipEmptyParts)) {
                const QString id = NapStepWords::unitId(battle, w, &error);
                if (id.isEmpty())
                    return refused(error);
                held.append(id);
            }
        }
        const QStringList cleared = NapEngine::clearDisorder(battle, army, held, &error);
        if (!error.isEmpty())
            return refused(error);
        QStringList names;
        for (const QString &id : cleared)
            names.append(unitName(battle, id));
        QStringList lines{cleared.isEmpty() ? tr("No Disordered unit becomes Good.")
                                            : tr("Good again (B.4.3): %1.").arg(names.join(u", "_s))};
        for (const QString &id : held)
            lines.append(tr("%1 stays Disordered (within an enemy Minimum Fire Zone, 15.77).").arg(unitName(battle, id)));
        return done(lines);
    }

    if (verb == "rally"_L1) {
        if (count < 2)
            return refused(expected("rally UNIT [n12 ...] [officer=\"NAME\"] [roll=N]"));
        const QString id = NapStepWords::unitId(battle, words.at(1), &error);
        if (id.isEmpty())
            return refused(error);
        const auto options = NapStepWords::options(battle, words, 2, true, &error);
        if (!options)
            return refused(error);
        Dice d(options->roll, dice);
        const NapRallyOutcome o = NapEngine::rally(battle, id, options->situation, d.source());
        if (!o.error.isEmpty())
            return refused(o.error);
        return done({tr("%1 tries to rally (B.4.4).").arg(unitName(battle, id)),
                     tr("Target %1 = %2.").arg(o.preview.target).arg(termsText(o.preview.terms)),
                     tr("Odds: rallies %1, fails %2.").arg(o.preview.odds.pass.toString(), o.preview.odds.rout.toString()),
                     tr("Rolled %1%2.").arg(o.roll).arg(d.source().typedByPlayer() ? tr(" (typed)") : QString()),
                     tr("Result: %1. %2").arg(enumDisplayName(o.result),
                                              NapEffects::rally(o.result, o.figuresRemoved, true))});
    }

    if (verb == "off-table"_L1) {
        if (count != 2)
            return refused(expected("off-table UNIT"));
        const QString id = NapStepWords::unitId(battle, words.at(1), &error);
        if (id.isEmpty())
            return refused(error);
        if (const QString e = NapEngine::routOffTable(battle, id); !e.isEmpty())
            return refused(e);
        const NapLogRecord &r = battle.log.constLast();
        return done({r.mfpHalf > 0 ? tr("%1 routs off the table: %2 MFP at the next Army Morale Fatigue Phase (E03, B-19).")
                                         .arg(unitName(battle, id), NapMfp::text(r.mfpHalf))
                                   : tr("%1 routs off the table and cannot rally (15.72c).").arg(unitName(battle, id))});
    }

    if (verb == "mfp"_L1) {
        if (count < 2)
            return refused(expected("mfp ARMY EVENTxCOUNT[=VALUE] ... | mfp ARMY suggested"));
        const QString army = NapStepWords::armyId(battle, words.at(1), &error);
        if (army.isEmpty())
            return refused(error);
        QList<NapMfpEntry> entries;
        if (count == 3 && words.at(2) == "suggested"_L1) {
            entries = NapMfp::suggested(battle, army);
        } else {
            static const QRegularExpression re(u"^(E\\d\\d)(?:x(\\d{1,7}))?(?:=(-?\\d{1,7}))?$"_s,
                                               QRegularExpression::CaseInsensitiveOption);
            for (qsizetype i = 2; i < count; ++i) {
                const auto m = re.match(words.at(i));
                const auto event = m.hasMatch() ? enumFromKey<NapMfpEvent>(m.captured(1).toUpper()) : std::nullopt;
                if (!event)
                    return refused(tr("\"%1\" is not an MFP event; write EVENTxCOUNT[=VALUE], e.g. E01x3 or E19x1=2.").arg(words.at(i)));
                const int n = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
                entries.append(NapMfpEntry{*event, n, m.captured(3).toInt()});
            }
        }
        const NapMfpOutcome o = NapEngine::mfpPhase(battle, army, entries);
        if (!o.error.isEmpty())
            return refused(o.error);
        QStringList items;
        for (const NapMfpEntry &e : entries)
            items.append(tr("%1 x%2 = %3").arg(enumKey(e.event)).arg(e.count).arg(NapMfp::text(NapMfp::eventHalf(e, battle.settings))));
        QStringList lines{tr("%1's Army Morale Fatigue Phase (15.85): %2.")
                              .arg(NapEffects::label(*battle.army(army)), items.isEmpty() ? tr("nothing") : items.join(u", "_s)),
                          tr("Added %1 MFP: %2 used of %3 (tier %4).")
                              .arg(NapMfp::text(o.addedHalf), NapMfp::text(o.usedHalf), NapMfp::text(o.totalHalf))
                              .arg(o.tierAfter)};
        lines.append(o.effects);
        return done(lines);
    }

    if (verb == "officer"_L1 || verb == "order"_L1 || verb == "arrive"_L1 || verb == "withdraw"_L1) {
        const bool takesValue = verb == "officer"_L1 || verb == "order"_L1;
        if (count != (takesValue ? 3 : 2))
            return refused(verb == "officer"_L1 ? expected("officer COMMAND wounded|killed|alive")
                           : verb == "order"_L1 ? expected("order COMMAND attack|engage|defend|march")
                           : verb == "arrive"_L1 ? expected("arrive COMMAND")
                                                 : expected("withdraw COMMAND"));
        const QString id = NapStepWords::commandId(battle, words.at(1), &error);
        if (id.isEmpty())
            return refused(error);
        const NapArmy *armyBefore = nullptr;
        battle.command(id, &armyBefore);
        const int tierBefore = armyBefore->demoralTier;
        QString e;
        QString line;
        if (verb == "officer"_L1) {
            const auto status = enumFromKey<NapOfficerStatus>(words.at(2));
            if (!status)
                return refused(tr("The officer is wounded, killed or alive, not \"%1\".").arg(words.at(2)));
            e = NapEngine::setOfficer(battle, id, *status);
            line = tr("%1's officer: %2.").arg(NapEffects::label(*battle.command(id)), enumDisplayName(*status));
        } else if (verb == "order"_L1) {
            const auto order = enumFromKey<NapOrder>(words.at(2));
            if (!order || *order == NapOrder::None)
                return refused(tr("The order is attack, engage, defend or march, not \"%1\".").arg(words.at(2)));
            e = NapEngine::setOrder(battle, id, *order);
            line = tr("%1's order: %2.").arg(NapEffects::label(*battle.command(id)), enumDisplayName(*order));
        } else if (verb == "arrive"_L1) {
            e = NapEngine::arrive(battle, id);
            line = tr("%1 arrives with a %2 order (15.82).").arg(NapEffects::label(*battle.command(id)),
                                                                 enumDisplayName(battle.command(id)->order));
        } else {
            e = NapEngine::withdraw(battle, id);
            line = tr("%1 withdraws (E20: 1 MFP per unit).").arg(NapEffects::label(*battle.command(id)));
        }
        if (!e.isEmpty())
            return refused(e);
        QStringList lines{line};
        const NapLogRecord &r = battle.log.constLast();
        if (r.mfpHalf != 0)
            lines.append(tr("%1 MFP at the next Army Morale Fatigue Phase.").arg(NapMfp::text(r.mfpHalf)));
        const NapArmy *army = nullptr;
        battle.command(id, &army);
        if (verb == "arrive"_L1)
            lines.append(tr("%1: %2 MFP used of %3.").arg(NapEffects::label(*army), NapMfp::text(army->mfpUsedHalf),
                                                         NapMfp::text(NapMfp::totalHalf(*army, battle))));
        if (tierBefore > 0 && army->demoralTier == 0)
            lines.append(tr("%1 returns to normal morale standing: the demoralization penalty is cancelled (15.92).")
                             .arg(NapEffects::label(*army)));
        return done(lines);
    }

    if (verb == "take"_L1) {
        if (count != 3)
            return refused(expected("take ARMY \"POSITION\""));
        const QString army = NapStepWords::armyId(battle, words.at(1), &error);
        if (army.isEmpty())
            return refused(error);
        if (const QString e = NapEngine::takePosition(battle, army, words.at(2)); !e.isEmpty())
            return refused(e);
        return done({tr("The enemy takes %1's position %2: %3 MFP onto its used total at the next Army Morale "
                        "Fatigue Phase, and off the capturer's (15.86, E18).")
                         .arg(NapEffects::label(*battle.army(army)), words.at(2), NapMfp::text(battle.log.constLast().mfpHalf))});
    }

    if (verb == "next-phase"_L1) {
        if (count != 1)
            return refused(expected("next-phase"));
        const int turn = battle.turn;
        if (const QString e = NapEngine::nextPhase(battle); !e.isEmpty())
            return refused(e);
        QStringList lines{battle.turn != turn ? tr("Turn %1 begins%2: %3 Phase.")
                                                    .arg(battle.turn)
                                                    .arg(battle.hourlyTurn() ? tr(" (an hourly turn)") : QString())
                                                    .arg(enumDisplayName(battle.phase()))
                                              : tr("%1 Phase.").arg(enumDisplayName(battle.phase()))};
        if (battle.turn != turn && battle.hourlyTurn())
            for (const NapArmy &a : battle.armies)
                if (a.demoralTier > 0)
                    lines.append(tr("%1 is demoralized: CMR %2 (15.91, B-24).").arg(NapEffects::label(a)).arg(a.demoralPenalty));
        return done(lines);
    }

    if (verb == "status"_L1) {
        if (count != 1)
            return refused(expected("status"));
        QStringList lines{tr("Turn %1, %2 Phase%3.").arg(battle.turn).arg(enumDisplayName(battle.phase()),
                                                                         battle.night ? tr(", night") : QString())};
        for (const NapArmy &a : battle.armies) {
            lines.append(tr("%1: %2 MFP used of %3, demoralization tier %4, CMR %5 from demoralization.")
                             .arg(NapEffects::label(a), NapMfp::text(a.mfpUsedHalf), NapMfp::text(NapMfp::totalHalf(a, battle)))
                             .arg(a.demoralTier)
                             .arg(a.demoralPenalty));
            for (const NapCommand &c : a.commands)
                for (const NapUnit &u : c.units)
                    if (u.state != NapUnitState::Good)
                        lines.append(tr("  %1: %2").arg(NapEffects::label(u), enumDisplayName(u.state)));
        }
        lines.append(pendingText(battle));
        return done(lines);
    }

    return refused(tr("Unknown step \"%1\"; the steps are: %2.").arg(words.constFirst(), steps));
}

} // namespace md::nap
