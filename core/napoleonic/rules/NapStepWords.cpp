#include "napoleonic/rules/NapStepWords.h"

#include "kernel/EnumText.h"
#include "kernel/TypedDie.h"
#include "napoleonic/rules/NapAdjustments.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace md::nap {

// Splits a step into words; a word in double quotes may hold spaces (also after "key="). nullopt when a quote
// is left open.
std::optional<QStringList> NapStepWords::split(const QString &line)
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

// A unit by id, or by its name when exactly one unit has it. Empty with `error` set otherwise.
QString NapStepWords::unitId(const NapBattle &battle, const QString &word, QString *error)
{
    if (battle.unit(word))
        return word;
    QStringList found;
    for (const NapArmy &a : battle.armies)
        for (const NapCommand &c : a.commands)
            for (const NapUnit &u : c.units)
                if (u.name.compare(word, Qt::CaseInsensitive) == 0)
                    found.append(u.id);
    if (found.size() == 1)
        return found.constFirst();
    *error = found.isEmpty() ? tr("There is no unit \"%1\" in this battle (by id or name).").arg(word)
                             : tr("\"%1\" names %2 units; use an id: %3.")
                                   .arg(word)
                                   .arg(found.size())
                                   .arg(found.join(u", "_s));
    return {};
}

QString NapStepWords::commandId(const NapBattle &battle, const QString &word, QString *error)
{
    if (battle.command(word))
        return word;
    QStringList found;
    for (const NapArmy &a : battle.armies)
        for (const NapCommand &c : a.commands)
            if (c.name.compare(word, Qt::CaseInsensitive) == 0)
                found.append(c.id);
    if (found.size() == 1)
        return found.constFirst();
    *error = found.isEmpty() ? tr("There is no command \"%1\" in this battle (by id or name).").arg(word)
                             : tr("\"%1\" names %2 commands; use an id: %3.")
                                   .arg(word)
                                   .arg(found.size())
                                   .arg(found.join(u", "_s));
    return {};
}

QString NapStepWords::armyId(const NapBattle &battle, const QString &word, QString *error)
{
    for (const NapArmy &a : battle.armies)
        if (a.id == word)
            return word;
    for (const NapArmy &a : battle.armies)
        if (a.name.compare(word, Qt::CaseInsensitive) == 0)
            return a.id;
    *error = tr("There is no army \"%1\" in this battle (by id or name).").arg(word);
    return {};
}

// "roll=N": a d10 face as typed (0 is 10).
std::optional<int> NapStepWords::typedRoll(const QString &value, QString *error)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    const auto face = ok ? TypedDie::faceFromTyped(n, 10) : std::nullopt;
    if (!face)
        *error = tr("roll= is a d10 face, 1 to 10 (0 reads as 10), not \"%1\".").arg(value);
    return face;
}

// "3.5" inches as 7 half inches.
std::optional<int> NapStepWords::halfInches(const QString &value)
{
    static const QRegularExpression re(u"^(\\d{1,4})(?:\\.(0|5))?$"_s);
    const auto m = re.match(value);
    if (!m.hasMatch())
        return std::nullopt;
    return 2 * m.captured(1).toInt() + (m.captured(2) == "5"_L1 ? 1 : 0);
}

// The words of a check or rally after the fixed ones: the chart ticks, charge=, terrain=, officer=, odds=,
// cause=, as=, roll=. `rally` allows only ticks, officer= and roll=.
std::optional<NapStepOptions> NapStepWords::options(const NapBattle &battle, const QStringList &words, qsizetype from,
                                                    bool rally, QString *error)
{
    NapStepOptions o;
    QStringList ticks;
    for (const NapChartRow &r : NapAdjustments::chart())
        if (r.tick)
            ticks.append(r.key);
    for (const NapUserAdjustment &a : battle.settings.userAdjustments)
        ticks.append(a.id.toLower());
    for (qsizetype i = from; i < words.size(); ++i) {
        const QString &w = words.at(i);
        const qsizetype eq = w.indexOf(u'=');
        const QString key = eq < 0 ? w.toLower() : w.left(eq).toLower();
        const QString value = eq < 0 ? QString() : w.mid(eq + 1);
        if (eq < 0 && ticks.contains(key)) {
            QString id = key;
            for (const NapUserAdjustment &a : battle.settings.userAdjustments)
                if (a.id.toLower() == key)
                    id = a.id;
            o.situation.ticked.append(id);
        } else if (key == "roll"_L1 && eq >= 0) {
            o.roll = typedRoll(value, error);
            if (!o.roll)
                return std::nullopt;
        } else if (key == "officer"_L1 && eq >= 0) {
            o.situation.officers.append(value);
        } else if (!rally && key == "terrain"_L1 && eq >= 0) {
            o.situation.terrain.append(value);
        } else if (!rally && key == "charge"_L1 && eq >= 0) {
            const auto h = halfInches(value);
            if (!h) {
                *error = tr("charge= is the distance in inches, whole or .5 (3.5), not \"%1\".").arg(value);
                return std::nullopt;
            }
            o.situation.chargeDistanceHalfInches = *h;
        } else if (!rally && key == "odds"_L1 && eq >= 0) {
            static const QRegularExpression re(u"^(\\d{1,6}):(\\d{1,6})$"_s);
            const auto m = re.match(value);
            if (!m.hasMatch()) {
                *error = tr("odds= is attacker:defender strength in figures (450:100), not \"%1\".").arg(value);
                return std::nullopt;
            }
            o.situation.oddsAttacker = m.captured(1).toInt();
            o.situation.oddsDefender = m.captured(2).toInt();
        } else if (!rally && key == "cause"_L1 && eq >= 0) {
            o.causeId = unitId(battle, value, error);
            if (o.causeId.isEmpty())
                return std::nullopt;
        } else if (!rally && key == "as"_L1 && eq >= 0) {
            if (value == "formation"_L1)
                o.tester = NapTesterKind::Formation;
            else if (value == "skirmishers"_L1)
                o.tester = NapTesterKind::DeployedSkirmishers;
            else if (value == "cluster"_L1)
                o.tester = NapTesterKind::Cluster;
            else {
                *error = tr("as= is formation, skirmishers or cluster, not \"%1\".").arg(value);
                return std::nullopt;
            }
            o.testerGiven = true;
        } else {
            *error = rally ? tr("\"%1\" is not a rally word; a rally takes chart rows (n12 ...), "
                                               "officer=\"NAME\" and roll=N.")
                                 .arg(w)
                           : tr("\"%1\" is not a check word; a check takes chart rows (n09 p01 ...), "
                                               "as=, charge=, terrain=, officer=, odds=, cause= and roll=.")
                                 .arg(w);
            return std::nullopt;
        }
    }
    return o;
}

std::optional<NapCircumstance> NapStepWords::circumstance(const QString &word)
{
    for (const QString &key : enumKeys<NapCircumstance>())
        if (key.compare(word, Qt::CaseInsensitive) == 0)
            return enumFromKey<NapCircumstance>(key);
    return std::nullopt;
}

} // namespace md::nap
