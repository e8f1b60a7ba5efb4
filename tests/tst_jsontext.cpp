// The battlegroup writer writes its JSON text directly (BattlegroupJsonText through JsonTextWriter) instead of
// building a QJsonObject tree and calling QJsonDocument::toJson. These tests hold it to the text that tree
// gives, byte for byte: on every sample and fixture the reader accepts, on a battlegroup of every kind of
// piece and record with awkward strings, and on random trees written through JsonTextWriter alone.

#include "BattlegroupIoFixtures.h"
#include "kernel/JsonTextWriter.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {

// The document as the writer built it before: the parts from BattlegroupWriter's QJsonObject builders (which
// the recovery journal still uses), the root assembled as toJson() did.
QJsonObject bodyTree(const Battlegroup &bg, bool ownRoot)
{
    QJsonArray units;
    for (const Unit &u : bg.units)
        units.append(BattlegroupWriter::unitObject(u));
    QJsonArray log;
    for (const LogRecord &r : bg.log)
        log.append(BattlegroupWriter::logRecordObject(r));
    QJsonObject o {
        {u"name"_s, bg.name},   {u"side"_s, bg.side}, {u"notes"_s, bg.notes},
        {u"rules"_s, BattlegroupWriter::rulesObject(bg.rules)},
        {u"breakingTurn"_s, bg.breakingTurn}, {u"units"_s, units}, {u"log"_s, log},
    };
    if (ownRoot) {
        o.insert(u"format"_s, 1);
        o.insert(u"application"_s, u"MoraleDesk"_s);
        o.insert(u"ruleSystem"_s, bg.ruleSystem);
        o.insert(u"turn"_s, bg.turn);
    }
    return o;
}

QByteArray treeText(const Battlegroup &bg)
{
    return QJsonDocument(bodyTree(bg, true)).toJson(QJsonDocument::Indented);
}

QByteArray gameTreeText(const QList<Battlegroup> &sides, int initiative)
{
    QJsonArray list;
    for (const Battlegroup &bg : sides)
        list.append(bodyTree(bg, false));
    const QJsonObject root {
        {u"format"_s, 1},
        {u"application"_s, u"MoraleDesk"_s},
        {u"ruleSystem"_s, sides.constFirst().ruleSystem},
        {u"turn"_s, sides.constFirst().turn},
        {u"initiative"_s, initiative},
        {u"sides"_s, list},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString difference(const QByteArray &expected, const QByteArray &actual)
{
    qsizetype at = 0;
    while (at < expected.size() && at < actual.size() && expected.at(at) == actual.at(at))
        ++at;
    const qsizetype from = std::max<qsizetype>(0, at - 60);
    return u"first difference at byte %1:\n--- expected\n%2\n--- written\n%3"_s.arg(at).arg(
        QString::fromUtf8(expected.mid(from, 120)), QString::fromUtf8(actual.mid(from, 120)));
}

// Every code unit a QString may hold that makes a writer escape or encode: quotes, backslashes, every control
// character, two- and three-byte UTF-8, a surrogate pair, and both halves of a pair alone.
QString awkward()
{
    QString s = u"plain \"quoted\" back\\slash /slash "_s;
    for (char16_t c = 0; c < 0x20; ++c)
        s += QChar(c);
    s += u"é ß ü € 中文 \U0001F600 "_s;
    s += QChar(char16_t(0xD83D)); // a high surrogate alone
    s += u'x';
    s += QChar(char16_t(0xDE00)); // a low surrogate alone
    s += QChar(char16_t(0xFFFE));
    s += QChar(char16_t(0x7F));
    s += QChar(char16_t(0xD800)); // a high surrogate at the end
    return s;
}

Piece piece(PieceKind kind, MoraleStyle style, const QString &id)
{
    Piece p;
    p.id = id;
    p.name = awkward();
    p.kind = kind;
    p.style = style;
    p.rank = Rank::Corporal;
    p.moraleOfficer = true;
    p.crewSurvivor = true;
    p.size = 2;
    p.hits = 1;
    p.armorClass = u"A\n2"_s;
    p.movementRate = 6;
    p.currentMovement = 3;
    p.targetingBonus = -2;
    p.hasMovement = kind != PieceKind::Strongpoint;
    p.weapons = {Weapon {u"Main gun"_s, true}, Weapon {awkward(), false}};
    p.crew = {Rank::Sergeant, Rank::Trooper};
    p.state.presence = Presence::Active;
    p.state.marker = true;
    p.state.markerDueTurn = 3;
    p.state.lastCheckTurn = 2;
    p.state.actedTurn = 1;
    p.state.nbcPending = true;
    p.system(VehicleSystem::Targeting) = {2, 1};
    return p;
}

// Every piece kind with every morale style (the writer does not judge them), every unit kind with and without
// its overrides, and a record of every event.
Battlegroup everything()
{
    Battlegroup bg;
    bg.name = awkward();
    bg.side = u"Red"_s;
    bg.notes = QString(); // null, not only empty
    bg.turn = 7;
    bg.breakingTurn = 3;
    bg.rules.leaders = true;
    bg.rules.nbc = true;
    bg.rules.defaultClass = MoraleClass::Elite;
    int n = 0;
    for (const UnitKind kind : {UnitKind::Infantry, UnitKind::Robots, UnitKind::Vehicle, UnitKind::Strongpoint}) {
        Unit u;
        u.id = u"u%1"_s.arg(++n);
        u.name = awkward();
        u.kind = kind;
        u.notes = n % 2 ? awkward() : QString();
        if (n % 2) {
            u.moraleClass = MoraleClass::Levy;
            u.experience = Experience::Green;
            u.nbcEquipped = false;
        }
        for (const PieceKind pk : {PieceKind::Soldier, PieceKind::Warbot, PieceKind::Wardrone, PieceKind::Vehicle,
                                   PieceKind::Strongpoint}) {
            for (const MoraleStyle style : {MoraleStyle::Infantry, MoraleStyle::Robot, MoraleStyle::Vehicle})
                u.pieces.append(piece(pk, style, u"p%1"_s.arg(++n)));
        }
        bg.units.append(u);
    }
    bg.units.append(Unit {}); // empty strings and an empty list of pieces
    for (const auto &row : EnumTable<LogEvent>::rows()) {
        LogRecord r;
        r.turn = 2;
        r.event = row.value;
        r.unitId = u"u1"_s;
        r.pieceId = awkward();
        r.detail = u"12"_s;
        r.points = 3;
        r.starting = 13;
        r.current = -1;
        r.need = 5;
        r.die = 9;
        r.factors = {Factor {u"elite"_s, -1}, Factor {u"nbc"_s, 2}};
        r.typed = true;
        r.interceptive = true;
        bg.log.append(r);
        r.need.reset();
        r.modifiedNeed = -3;
        r.die.reset();
        r.typed = false;
        r.factors.clear();
        bg.log.append(r);
    }
    return bg;
}

// A random tree through JsonTextWriter, keys in the object's own order, as the battlegroup text is written.
void writeValue(JsonTextWriter &w, const QJsonValue &v)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        w.beginObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QByteArray key = it.key().toLatin1();
            w.key(QLatin1StringView(key));
            writeValue(w, it.value());
        }
        w.endObject();
    } else if (v.isArray()) {
        w.beginArray();
        for (const QJsonValue e : v.toArray())
            writeValue(w, e);
        w.endArray();
    } else if (v.isString()) {
        w.value(v.toString());
    } else if (v.isBool()) {
        w.value(v.toBool());
    } else if (v.isNull()) {
        w.null();
    } else {
        w.value(v.toInteger());
    }
}

QJsonValue randomValue(QRandomGenerator &random, int depth)
{
    const int kind = static_cast<int>(random.bounded(depth > 4 ? 5u : 7u));
    switch (kind) {
    case 0:
        return random.bounded(2u) == 1;
    case 1:
        return QJsonValue(QJsonValue::Null);
    case 2:
        return QJsonValue(static_cast<qint64>(random.generate64() >> (1 + random.bounded(63u)))
                          * (random.bounded(2u) ? 1 : -1));
    case 3:
    case 4: {
        QString s;
        const int length = static_cast<int>(random.bounded(12u));
        for (int i = 0; i < length; ++i) {
            const quint32 pick = random.bounded(4u);
            s += QChar(char16_t(pick == 0 ? random.bounded(0x80u) : pick == 1 ? random.bounded(0x10000u)
                                                                  : pick == 2 ? 0xD800 + random.bounded(0x800u)
                                                                              : 0x20 + random.bounded(0x5Fu)));
        }
        return s;
    }
    case 5: {
        QJsonArray a;
        const int n = static_cast<int>(random.bounded(5u));
        for (int i = 0; i < n; ++i)
            a.append(randomValue(random, depth + 1));
        return a;
    }
    default: {
        QJsonObject o;
        const int n = static_cast<int>(random.bounded(6u));
        for (int i = 0; i < n; ++i) {
            QString key;
            const int length = 1 + static_cast<int>(random.bounded(6u));
            for (int k = 0; k < length; ++k)
                key += QChar(char16_t(random.bounded(2u) ? u'a' + random.bounded(26u) : u'A' + random.bounded(26u)));
            o.insert(key, randomValue(random, depth + 1));
        }
        return o;
    }
    }
}

} // namespace

class TestJsonText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFileWritesAsItsTree_data();
    void everyFileWritesAsItsTree();
    void awkwardBattlegroupWritesAsItsTree();
    void gameOfAwkwardSidesWritesAsItsTree();
    void randomTreesWriteAsQJsonDocument();
};

void TestJsonText::everyFileWritesAsItsTree_data()
{
    QTest::addColumn<QString>("fileName");
    int rows = 0;
    for (const QString &root : {dataDir(u""_s), dataDir(u"../../resources/samples"_s)}) {
        QDirIterator it(root, {u"*.json"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString fileName = it.next();
            if (!BattlegroupReader::readFile(fileName).ok())
                continue; // bad fixtures and other systems' files
            QTest::newRow(qPrintable(QDir(root).relativeFilePath(fileName))) << fileName;
            ++rows;
        }
    }
    QVERIFY2(rows >= 20, "the fixtures were not found");
}

void TestJsonText::everyFileWritesAsItsTree()
{
    QFETCH(QString, fileName);
    const LoadResult loaded = BattlegroupReader::readFile(fileName);
    QVERIFY(loaded.ok());
    const bool game = loaded.sides.size() == 2;
    const QByteArray expected
        = game ? gameTreeText(loaded.sides, loaded.initiative) : treeText(*loaded.battlegroup);
    const QByteArray written = game ? BattlegroupWriter::gameToJson(loaded.sides, loaded.initiative)
                                    : BattlegroupWriter::toJson(*loaded.battlegroup);
    QVERIFY2(written == expected, qPrintable(difference(expected, written)));
}

void TestJsonText::awkwardBattlegroupWritesAsItsTree()
{
    const Battlegroup bg = everything();
    const QByteArray expected = treeText(bg);
    const QByteArray written = BattlegroupWriter::toJson(bg);
    QVERIFY2(written == expected, qPrintable(difference(expected, written)));
    QVERIFY(written.contains("\\u0001"));   // the control characters were escaped,
    QVERIFY(written.contains("\\ud83d"));   // and the lone surrogates,
    QVERIFY(written.contains("\xF0\x9F\x98\x80")); // while the pair was encoded
}

void TestJsonText::gameOfAwkwardSidesWritesAsItsTree()
{
    Battlegroup blue = everything();
    blue.side = u"Blue"_s;
    blue.log.clear();
    const QList<Battlegroup> sides {everything(), blue};
    for (const int initiative : {0, 1}) {
        const QByteArray expected = gameTreeText(sides, initiative);
        const QByteArray written = BattlegroupWriter::gameToJson(sides, initiative);
        QVERIFY2(written == expected, qPrintable(difference(expected, written)));
    }
}

void TestJsonText::randomTreesWriteAsQJsonDocument()
{
    QRandomGenerator random(19);
    for (int round = 0; round < 2000; ++round) {
        const QJsonValue tree = randomValue(random, 0);
        const QJsonDocument doc = tree.isArray() ? QJsonDocument(tree.toArray()) : QJsonDocument(tree.toObject());
        JsonTextWriter w;
        writeValue(w, tree.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()));
        const QByteArray expected = doc.toJson(QJsonDocument::Indented);
        const QByteArray written = w.take();
        QVERIFY2(written == expected, qPrintable(u"round %1: "_s.arg(round) + difference(expected, written)));
    }
}

QTEST_GUILESS_MAIN(TestJsonText)
#include "tst_jsontext.moc"
