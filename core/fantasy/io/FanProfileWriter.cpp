#include "fantasy/io/FanProfileWriter.h"

#include "fantasy/io/FanProfileReader.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

constexpr std::array<FanClass, 3> classes{FanClass::A, FanClass::B, FanClass::C};

QJsonObject modifierObject(const FanModifier &m)
{
    QJsonObject o{{u"id"_s, m.id}, {u"label"_s, m.label}, {u"value"_s, m.value}};
    if (m.perInstance)
        o.insert(u"perInstance"_s, true);
    if (m.cap)
        o.insert(u"cap"_s, *m.cap);
    if (m.role != FanModifierRole::Custom)
        o.insert(u"role"_s, enumKey(m.role));
    return o;
}

QJsonObject bandObject(const FanResultBand &b)
{
    QJsonObject o{{u"result"_s, enumKey(b.result)}};
    if (b.min)
        o.insert(u"min"_s, *b.min);
    if (b.max)
        o.insert(u"max"_s, *b.max);
    return o;
}

} // namespace

QJsonObject FanProfileWriter::toObject(const FanProfile &p)
{
    QJsonObject o{{u"race"_s, p.race}, {u"revision"_s, p.revision}};
    QJsonObject names, bmv, results;
    for (FanClass c : classes) {
        if (!p.classNameOf(c).isEmpty())
            names.insert(enumKey(c), p.classNameOf(c));
        if (!p.bmvOf(c).isEmpty()) {
            QJsonArray row;
            for (int v : p.bmvOf(c))
                row.append(v);
            bmv.insert(enumKey(c), row);
        }
        if (!p.resultsOf(c).isEmpty()) {
            QJsonArray bands;
            for (const FanResultBand &b : p.resultsOf(c))
                bands.append(bandObject(b));
            results.insert(enumKey(c), bands);
        }
    }
    o.insert(u"classNames"_s, names);
    o.insert(u"bmv"_s, bmv);
    QJsonArray modifiers;
    for (const FanModifier &m : p.modifiers)
        modifiers.append(modifierObject(m));
    o.insert(u"modifiers"_s, modifiers);
    o.insert(u"whenToTest"_s, QJsonArray::fromStringList(p.whenToTest));
    o.insert(u"results"_s, results);
    o.insert(u"hatedRaces"_s, QJsonArray::fromStringList(p.hatedRaces));
    return o;
}

QByteArray FanProfileWriter::toJson(const FanProfile &profile)
{
    QJsonObject o = toObject(profile);
    o.insert(u"raceProfileFormat"_s, FanProfileReader::currentFormat);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace md::fantasy
