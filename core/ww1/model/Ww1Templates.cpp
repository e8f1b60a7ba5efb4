#include "ww1/model/Ww1Templates.h"

#include <QCoreApplication>


using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

constexpr const char *context = "md::ww1::Ww1Templates";

QString tr(const char *text) { return QCoreApplication::translate(context, text); }

// 1917-18 establishments, rounded: a section is a corporal and eight men; a platoon its officer, its
// sergeant and four sections (Lewis gun, bombers, rifle grenadiers, riflemen); a company its captain, its
// sergeant major and four platoons. startMembers counts men (A.1: casualties are individual hits), never
// stands.
constexpr int sectionMen = 9;
constexpr int platoonMen = 2 + 4 * sectionMen;
constexpr int companyMen = 2 + 4 * platoonMen;

// Builds one group, handing out ids that are new to `used` (and remembered in it).
class Builder
{
public:
    Builder(QSet<QString> used, const QString &stem, Ww1GroupKind kind, const QString &name, int members)
        : m_used(std::move(used))
    {
        m_group.id = take(stem);
        m_group.name = name;
        m_group.side = tr("British");
        m_group.kind = kind;
        m_group.role = Ww1Role::Attacker;
        m_group.startMembers = members;
    }

    void stand(const QString &stem, const QString &name, Ww1Rank rank, const QString &square,
               const QString &officerRank = {})
    {
        Ww1Stand s;
        s.id = take(m_group.id + u'-' + stem);
        s.name = name;
        s.rank = rank;
        s.officerRank = rank == Ww1Rank::Officer ? officerRank : QString();
        s.square = square;
        m_group.stands.append(s);
    }

    Ww1Group group() const { return m_group; }

private:
    QString take(const QString &stem)
    {
        const QString id = Ww1Force::freeId(stem, m_used);
        m_used.insert(id);
        return id;
    }

    QSet<QString> m_used;
    Ww1Group m_group;
};

QString square(int n) { return u"A"_s + QString::number(n); }

// A platoon is led by a lieutenant: the rank just below the most senior (the placeholder's "Lieutenant"),
// or the only one the players listed.
QString platoonOfficer(const Ww1Settings &settings)
{
    const QStringList &ranks = settings.officerRanks;
    if (ranks.isEmpty())
        return {};
    return ranks.size() >= 2 ? ranks.at(1) : ranks.first();
}

QString companyOfficer(const Ww1Settings &settings)
{
    return settings.officerRanks.isEmpty() ? QString() : settings.officerRanks.first();
}

// The leader is based on his own: the ranks of A.1 (IM1, IM7, IM8) are a person's, so his men's stands
// take no NCO modifier from him.
Ww1Group section(const QSet<QString> &used)
{
    Builder b(used, u"section"_s, Ww1GroupKind::Section, tr("1st Section"), sectionMen);
    b.stand(u"cpl"_s, tr("Section commander (Cpl)"), Ww1Rank::Nco, square(1));
    b.stand(u"a"_s, tr("Rifle group A (4 men)"), Ww1Rank::Other, square(1));
    b.stand(u"b"_s, tr("Rifle group B (4 men)"), Ww1Rank::Other, square(1));
    return b.group();
}

Ww1Group platoon(const QSet<QString> &used, const Ww1Settings &settings)
{
    Builder b(used, u"platoon"_s, Ww1GroupKind::Platoon, tr("1st Platoon"), platoonMen);
    b.stand(u"lt"_s, tr("Platoon commander"), Ww1Rank::Officer, square(1), platoonOfficer(settings));
    b.stand(u"sgt"_s, tr("Platoon sergeant"), Ww1Rank::Nco, square(1));
    b.stand(u"s1"_s, tr("No. 1 Section (Lewis gun)"), Ww1Rank::Other, square(1));
    b.stand(u"s2"_s, tr("No. 2 Section (bombers)"), Ww1Rank::Other, square(2));
    b.stand(u"s3"_s, tr("No. 3 Section (rifle grenadiers)"), Ww1Rank::Other, square(3));
    b.stand(u"s4"_s, tr("No. 4 Section (riflemen)"), Ww1Rank::Other, square(4));
    return b.group();
}

// A.1: group morale is taken by "a platoon or company", and the seed counts "any losses from the stands in a
// platoon or company". A company is therefore one group: its platoons are its stands here, not groups of
// their own, so that a hit anywhere in the company counts against the company's C1-C3. Players who want each
// platoon to test on its own add platoons instead.
Ww1Group company(const QSet<QString> &used, const Ww1Settings &settings)
{
    Builder b(used, u"company"_s, Ww1GroupKind::Company, tr("A Company"), companyMen);
    b.stand(u"capt"_s, tr("Company commander"), Ww1Rank::Officer, square(1), companyOfficer(settings));
    b.stand(u"csm"_s, tr("Company sergeant major"), Ww1Rank::Nco, square(1));
    b.stand(u"p1"_s, tr("No. 1 Platoon"), Ww1Rank::Other, square(1));
    b.stand(u"p2"_s, tr("No. 2 Platoon"), Ww1Rank::Other, square(2));
    b.stand(u"p3"_s, tr("No. 3 Platoon"), Ww1Rank::Other, square(3));
    b.stand(u"p4"_s, tr("No. 4 Platoon"), Ww1Rank::Other, square(4));
    return b.group();
}

} // namespace

QList<QPair<QString, const char *>> Ww1Templates::keys()
{
    return {
        {u"section"_s, QT_TRANSLATE_NOOP("md::ww1::Ww1Templates", "Section")},
        {u"platoon"_s, QT_TRANSLATE_NOOP("md::ww1::Ww1Templates", "Platoon")},
        {u"company"_s, QT_TRANSLATE_NOOP("md::ww1::Ww1Templates", "Company")},
    };
}

QString Ww1Templates::label(const QString &key)
{
    for (const auto &row : keys()) {
        if (row.first == key)
            return tr(row.second);
    }
    return {};
}

Ww1Force Ww1Templates::make(const QString &key)
{
    Ww1Force force;
    const Ww1Group g = group(key, {}, force.settings);
    if (g.id.isEmpty())
        return force;
    force.name = label(key);
    force.groups.append(g);
    return force;
}

Ww1Group Ww1Templates::group(const QString &key, const QSet<QString> &usedIds, const Ww1Settings &settings)
{
    if (key == u"section"_s)
        return section(usedIds);
    if (key == u"platoon"_s)
        return platoon(usedIds, settings);
    if (key == u"company"_s)
        return company(usedIds, settings);
    return {};
}

} // namespace md::ww1
