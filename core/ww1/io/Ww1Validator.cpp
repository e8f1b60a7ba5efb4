#include "ww1/io/Ww1Validator.h"

#include "kernel/EnumText.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1IndividualRules.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::ww1 {

// The worst net the engine accepts: IM2 -1, IM3, IM5 -1, IM6 -2; the best: IM1 +1, IM4, IM7 +2. Both must be
// readable, so a game played always saves and reads back.
static_assert(Ww1IndividualRules::maxCasualtiesInSight + 4 <= Ww1FileLimits::maxNetModifier);


namespace {
using L = Ww1FileLimits;

// The characters a play step splits on (Ww1StepParser: "STAND:MODS", "friendly=2,nco").
bool isSeparator(QChar c) { return c.isSpace() || c == u':' || c == u',' || c == u'='; }

class Checker
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Validator)

public:
    explicit Checker(const Ww1Force &force) : m_force(force) { }

    Problems run()
    {
        const QString root = u"$"_s;
        text(root, "name"_L1, m_force.name, true, L::maxNameLength);
        text(root, "notes"_L1, m_force.notes, false, L::maxNotesLength);
        range(root, "turn"_L1, m_force.turn, 1, L::maxTurn);
        settings(m_force.settings, JsonPath::key(root, "settings"_L1));

        const QString groups = JsonPath::key(root, "groups"_L1);
        if (m_force.groups.size() > L::maxGroups)
            add(groups, JsonReasons::tooMany(tr("groups"), m_force.groups.size(), L::maxGroups));
        qsizetype stands = 0;
        for (const Ww1Group &g : m_force.groups)
            stands += g.stands.size();
        if (stands > L::maxStandsTotal)
            add(groups, JsonReasons::tooMany(tr("stands in all groups"), stands, L::maxStandsTotal));
        for (qsizetype i = 0; i < m_force.groups.size(); ++i)
            group(m_force.groups.at(i), JsonPath::index(groups, i));

        const QString log = JsonPath::key(root, "log"_L1);
        if (m_force.log.size() > L::maxLogRecords)
            add(log, JsonReasons::tooMany(tr("log records"), m_force.log.size(), L::maxLogRecords));
        for (qsizetype k = 0; k < m_force.log.size(); ++k)
            record(m_force.log.at(k), JsonPath::index(log, k));
        return m_problems;
    }

private:
    void add(const QString &path, const QString &reason) { m_problems.append({path, reason}); }

    // Paths are built only for a problem: a valid file of thousands of stands must not pay for them.
    void range(const QString &parent, QLatin1StringView key, qint64 value, qint64 min, qint64 max,
               const QString &context = {})
    {
        if (value < min || value > max)
            add(JsonPath::key(parent, key), JsonReasons::wholeNumber(min, max, value, context));
    }

    void text(const QString &parent, QLatin1StringView key, const QString &value, bool required, int max)
    {
        textAt(JsonPath::key(parent, key), value, required, max);
    }

    void textAt(const QString &path, const QString &value, bool required, int max)
    {
        if (required && value.isEmpty())
            add(path, JsonReasons::mustNotBeEmpty());
        else if (const qsizetype length = JsonPath::textLength(value); length > max)
            add(path, JsonReasons::tooLong(length, max));
    }

    // A.6: the players' data. The distances are in squares; the lists are named, each name once.
    void settings(const Ww1Settings &s, const QString &path)
    {
        range(path, "smallArmsProximitySquares"_L1, s.smallArmsProximitySquares, 1, L::maxDistanceSquares);
        range(path, "tacticalMoveSquares"_L1, s.tacticalMoveSquares, 1, L::maxDistanceSquares);
        range(path, "casualtySightSquares"_L1, s.casualtySightSquares, 1, L::maxDistanceSquares);

        const QString severities = JsonPath::key(path, "severities"_L1);
        if (s.severities.isEmpty())
            add(severities, tr("needs at least one severity: casualties count for morale by theirs (A.6, IM3, IM4)"));
        else if (s.severities.size() > L::maxSeverities)
            add(severities, JsonReasons::tooMany(tr("severities"), s.severities.size(), L::maxSeverities));
        QStringList names;
        for (const Ww1Severity &v : s.severities)
            names << v.name;
        namedList(names, severities, u"name"_s);

        const QString ranks = JsonPath::key(path, "officerRanks"_L1);
        if (s.officerRanks.size() > L::maxOfficerRanks)
            add(ranks, JsonReasons::tooMany(tr("officer ranks"), s.officerRanks.size(), L::maxOfficerRanks));
        const qsizetype before = m_problems.size();
        namedList(s.officerRanks, ranks, QString());
        // A stand's officer rank is judged against the list only when the list itself is sound.
        m_ranksSound = m_problems.size() == before;
    }

    // Each name present, not too long, and once; `key` is the element's key holding the name, or empty when the
    // element is the name.
    void namedList(const QStringList &names, const QString &path, const QString &key)
    {
        QHash<QString, QString> seen;
        for (qsizetype i = 0; i < names.size(); ++i) {
            const QString at = key.isEmpty() ? JsonPath::index(path, i) : JsonPath::key(JsonPath::index(path, i), key);
            const QString &name = names.at(i);
            const qsizetype before = m_problems.size();
            textAt(at, name, true, L::maxNameLength);
            if (m_problems.size() != before)
                continue;
            if (const auto first = seen.constFind(name); first != seen.cend())
                add(at, tr("%1 is listed twice; first at %2").arg(JsonPath::quoted(name), *first));
            else
                seen.insert(name, at);
        }
    }

    // Ids are unique across groups and stands, so a log record's or a play step's reference is never ambiguous.
    void id(const QString &owner, const QString &value)
    {
        const QString path = JsonPath::key(owner, "id"_L1);
        if (const QString why = Ww1Validator::idProblem(value); !why.isEmpty()) {
            add(path, why);
            m_idsSound = false;
            return;
        }
        if (const auto seen = m_ids.constFind(value); seen != m_ids.cend()) {
            add(path, tr("duplicate id %1; already used at %2").arg(JsonPath::quoted(value), *seen));
            m_idsSound = false;
            return;
        }
        m_ids.insert(value, owner);
    }

    void group(const Ww1Group &g, const QString &path)
    {
        id(path, g.id);
        if (!g.id.isEmpty() && !m_groups.contains(g.id))
            m_groups.insert(g.id, &g);
        text(path, "name"_L1, g.name, true, L::maxNameLength);
        text(path, "side"_L1, g.side, false, L::maxNameLength);
        // A.1: individuals at the start; casualties are individual hits counted against them.
        range(path, "startMembers"_L1, g.startMembers, 1, L::maxMembers);
        if (g.startMembers >= 1 && g.startMembers <= L::maxMembers)
            range(path, "casualties"_L1, g.casualties, 0, g.startMembers, tr("(the group's startMembers)"));
        else
            range(path, "casualties"_L1, g.casualties, 0, L::maxMembers);
        conditionList(g.conditionsTested, JsonPath::key(path, "conditionsTested"_L1), false);

        const QString stands = JsonPath::key(path, "stands"_L1);
        if (g.stands.size() > L::maxStandsPerGroup)
            add(stands, JsonReasons::tooMany(tr("stands in one group"), g.stands.size(), L::maxStandsPerGroup));
        for (qsizetype j = 0; j < g.stands.size(); ++j) {
            const Ww1Stand &s = g.stands.at(j);
            stand(s, JsonPath::index(stands, j));
            if (!s.id.isEmpty() && !m_standGroups.contains(s.id))
                m_standGroups.insert(s.id, &g);
        }
    }

    // A.2.1 rule 1: each condition is tested once.
    void conditionList(const QList<Ww1Condition> &conditions, const QString &path, bool required)
    {
        if (required && conditions.isEmpty()) {
            add(path, tr("a group test settles at least one condition (A.2.1)"));
            return;
        }
        for (qsizetype i = 1; i < conditions.size(); ++i) {
            if (conditions.mid(0, i).contains(conditions.at(i))) {
                add(path, tr("%1 is listed twice; a group tests each condition once (A.2.1 rule 1)")
                              .arg(enumKey(conditions.at(i))));
                return;
            }
        }
    }

    void stand(const Ww1Stand &s, const QString &path)
    {
        id(path, s.id);
        text(path, "name"_L1, s.name, false, L::maxNameLength);
        // IM1, A-7: an officer's seniority comes from the force's list (A.6).
        if (!s.officerRank.isEmpty()) {
            const QString at = JsonPath::key(path, "officerRank"_L1);
            if (s.rank != Ww1Rank::Officer)
                add(at, tr("only an officer has an officer rank; this stand's rank is %1").arg(enumKey(s.rank)));
            else if (m_ranksSound && !m_force.settings.officerRanks.contains(s.officerRank))
                add(at, m_force.settings.officerRanks.isEmpty()
                            ? tr("unknown officer rank %1; $.settings.officerRanks lists none")
                                  .arg(JsonPath::quoted(s.officerRank))
                            : JsonReasons::unknownValue(tr("officer rank"), s.officerRank, m_force.settings.officerRanks)
                                  + tr(" ($.settings.officerRanks)"));
        }
        if (const QString why = Ww1Validator::squareProblem(s.square); !why.isEmpty())
            add(JsonPath::key(path, "square"_L1), why);
    }

    const Ww1Group *groupRef(const Ww1LogRecord &r, const QString &path, bool required)
    {
        const QString at = JsonPath::key(path, "group"_L1);
        if (r.groupId.isEmpty()) {
            if (required)
                add(at, tr("a %1 record must name its group").arg(enumKey(r.event)));
            return nullptr;
        }
        const Ww1Group *g = m_groups.value(r.groupId);
        // With an id missing, wrong or twice, the log's references cannot be judged.
        if (!g && m_idsSound)
            add(at, tr("unknown group %1; no group has this id").arg(JsonPath::quoted(r.groupId)));
        return g;
    }

    void standRef(const Ww1LogRecord &r, const QString &path)
    {
        const QString at = JsonPath::key(path, "stand"_L1);
        if (r.standId.isEmpty()) {
            add(at, tr("a %1 record must name its stand").arg(enumKey(r.event)));
            return;
        }
        const Ww1Group *owner = m_standGroups.value(r.standId);
        if (!m_idsSound)
            return;
        if (!owner)
            add(at, tr("unknown stand %1; no stand has this id").arg(JsonPath::quoted(r.standId)));
        else if (!r.groupId.isEmpty() && owner->id != r.groupId)
            add(at, tr("stand %1 is in group %2, not in %3")
                        .arg(JsonPath::quoted(r.standId), JsonPath::quoted(owner->id), JsonPath::quoted(r.groupId)));
    }

    void record(const Ww1LogRecord &r, const QString &path)
    {
        // Judged against the force's turn only when that is itself in range.
        if (m_force.turn >= 1 && m_force.turn <= L::maxTurn)
            range(path, "turn"_L1, r.turn, 1, m_force.turn, tr("(the current turn)"));
        else
            range(path, "turn"_L1, r.turn, 1, L::maxTurn);
        text(path, "detail"_L1, r.detail, false, L::maxNotesLength);
        switch (r.event) {
        case Ww1LogEvent::Casualties:
            groupRef(r, path, true);
            // A.1: hits on the group; a negative count corrects an entry.
            range(path, "count"_L1, r.count, -L::maxMembers, L::maxMembers);
            if (r.count == 0)
                add(JsonPath::key(path, "count"_L1), tr("must not be 0: a casualties record adds or corrects at least one"));
            break;
        case Ww1LogEvent::GroupTest:
            groupRef(r, path, true);
            groupTest(r, path);
            break;
        case Ww1LogEvent::IndividualTest:
            groupRef(r, path, false);
            standRef(r, path);
            individualTest(r, path);
            break;
        case Ww1LogEvent::WithdrawalCleared:
            groupRef(r, path, true);
            break;
        case Ww1LogEvent::ResultCleared:
            groupRef(r, path, false);
            standRef(r, path);
            break;
        case Ww1LogEvent::TurnEnded:
            break;
        }
    }

    // A.3.1: one 2d6 at the modifier of the worst condition it settles, passing iff 2d6 + m >= 6. Tested in
    // turn instead (A-4's alternative, whichever way the switch stands now: it may have been turned since), a
    // record rolls for its least severe condition, and lists the later ones too only when that roll failed and so
    // settled them.
    void groupTest(const Ww1LogRecord &r, const QString &path)
    {
        const qsizetype before = m_problems.size();
        conditionList(r.conditions, JsonPath::key(path, "conditions"_L1), true);
        range(path, "roll"_L1, r.roll, 2, 12, tr("(2d6)"));
        if (m_problems.size() != before)
            return;
        const Ww1Condition worst = *std::max_element(r.conditions.cbegin(), r.conditions.cend());
        const Ww1Condition least = *std::min_element(r.conditions.cbegin(), r.conditions.cend());
        const int worstModifier = Ww1GroupRules::modifierOf(worst);
        const int leastModifier = Ww1GroupRules::modifierOf(least);
        if (r.modifier != worstModifier && r.modifier != leastModifier) {
            add(JsonPath::key(path, "modifier"_L1),
                tr("must be %1, the modifier of %2, the worst condition the test settles (A.2.1, A.3.1); found %3")
                    .arg(worstModifier)
                    .arg(enumKey(worst))
                    .arg(r.modifier));
            return;
        }
        const bool passed = r.roll >= Ww1GroupRules::need(r.modifier);
        const QString at = JsonPath::key(path, "passed"_L1);
        if (r.passed != passed)
            add(at, tr("must be %1: a roll of %2 at %3 makes %4, and a group carries on at 6 or more (A.3.1); found %5")
                        .arg(passed ? u"true"_s : u"false"_s)
                        .arg(r.roll)
                        .arg(r.modifier)
                        .arg(r.roll + r.modifier)
                        .arg(r.passed ? u"true"_s : u"false"_s));
        else if (r.modifier != worstModifier && r.passed)
            add(at, tr("must be false: a test in turn at %1 (%2) settles %3 as well only by failing (A-4); found true")
                        .arg(r.modifier)
                        .arg(enumKey(least), enumKey(worst)));
    }

    // A.3.3: the square's 2d6 plus the stand's net modifier, looked up in the bands.
    void individualTest(const Ww1LogRecord &r, const QString &path)
    {
        const QString square = JsonPath::key(path, "square"_L1);
        if (r.square.isEmpty())
            add(square, tr("an individual test names the square whose roll it shares (A.3.3)"));
        else if (const QString why = Ww1Validator::squareProblem(r.square); !why.isEmpty())
            add(square, why);
        const qsizetype before = m_problems.size();
        range(path, "roll"_L1, r.roll, 2, 12, tr("(2d6)"));
        range(path, "modifier"_L1, r.modifier, -L::maxNetModifier, L::maxNetModifier);
        if (m_problems.size() != before)
            return;
        const Ww1Result result = Ww1IndividualRules::band(r.roll + r.modifier);
        if (r.result != result)
            add(JsonPath::key(path, "result"_L1),
                tr("must be %1: a roll of %2 with a net modifier of %3 makes %4 (A.3.3); found %5")
                    .arg(enumKey(result))
                    .arg(r.roll)
                    .arg(r.modifier)
                    .arg(r.roll + r.modifier)
                    .arg(enumKey(r.result)));
    }

    const Ww1Force &m_force;
    Problems m_problems;
    bool m_ranksSound = true;
    bool m_idsSound = true; // every group and stand has a valid id of its own
    QHash<QString, QString> m_ids; // id -> the path of what holds it
    QHash<QString, const Ww1Group *> m_groups;
    QHash<QString, const Ww1Group *> m_standGroups; // stand id -> its group
};
} // namespace

Problems Ww1Validator::validate(const Ww1Force &force) { return Checker(force).run(); }

QString Ww1Validator::idProblem(const QString &id)
{
    if (id.isEmpty())
        return JsonReasons::mustNotBeEmpty();
    if (const qsizetype length = JsonPath::textLength(id); length > L::maxNameLength)
        return JsonReasons::tooLong(length, L::maxNameLength);
    if (std::any_of(id.cbegin(), id.cend(), isSeparator))
        return tr("an id holds no space and none of : , = (play steps are split on them); found %1")
            .arg(JsonPath::quoted(id));
    return {};
}

QString Ww1Validator::squareProblem(const QString &square)
{
    if (const qsizetype length = JsonPath::textLength(square); length > L::maxSquareLength)
        return JsonReasons::tooLong(length, L::maxSquareLength);
    if (std::any_of(square.cbegin(), square.cend(), isSeparator))
        return tr("a square holds no space and none of : , = (play steps are split on them); found %1")
            .arg(JsonPath::quoted(square));
    return {};
}

} // namespace md::ww1
