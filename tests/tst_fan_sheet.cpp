// The fantasy army morale sheets (seed 004, Part C; issue 17): filled from a battle built here with the PLACEHOLDER
// profile of the test fixture, and blank. Each unit's cells as painted (figures, loss step, the BMV now of the C.7
// vectors, state, what is due, why it does not test), the state's tint, the rally queue of phase 11, the blank
// rows, page counts, nothing painted outside the body, and the battle-level printables and file names.
#include "FanFixtures.h"
#include "PaintedText.h"
#include "fantasy/FanSystem.h"
#include "fantasy/print/FanArmySheetDocument.h"
#include "fantasy/print/FanBlankProfileSheetDocument.h"
#include "fantasy/print/FanNoticeDocument.h"
#include "fantasy/print/FanOddsTableDocument.h"
#include "fantasy/print/FanPrintables.h"
#include "fantasy/print/FanProfileSheetDocument.h"
#include "fantasy/rules/FanEngine.h"
#include "print/PageRenderer.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"

#include <QFile>
#include <QPaintEngine>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace md;
using namespace md::fantasy;
using namespace md::test;

namespace {
const FanMoment kNow{2, 11, 1}; // the rally round: the first half of phase 11 of turn 2

FanUnit unit(const QString &id, const QString &name, const QString &race, FanClass c, int start, int now,
             FanUnitKind kind = FanUnitKind::Regiment)
{
    FanUnit u;
    u.id = id;
    u.name = name;
    u.race = race;
    u.moraleClass = c;
    u.kind = kind;
    u.startFigures = start;
    u.currentFigures = now;
    return u;
}

// Two sides of the placeholder race, a unit of a race the battle has no sheet for, and every state.
FanBattle battle()
{
    FanBattle b;
    b.name = u"Battle of the Ford"_s;
    b.now = kNow;
    const FanProfile profile = placeholderProfile();
    const QString race = profile.race;
    b.profiles = {profile};
    FanSide &goblins = b.sides[0];
    goblins.name = u"Goblin raiders"_s;
    goblins.units << unit(u"gob"_s, u"Western goblin raiders"_s, race, FanClass::B, 20, 17); // 004-V1
    FanUnit wolves = unit(u"wolf"_s, u"Wolf riders"_s, race, FanClass::C, 10, 6);              // 004-V5
    wolves.state = FanUnitState::Routing;
    wolves.routedAt = FanMoment{2, 6, 1}; // routed in phase 6: rallies in this phase 11 (C.4.2)
    goblins.units << wolves;
    FanUnit spiders = unit(u"spider"_s, u"Spider riders"_s, race, FanClass::B, 12, 8);
    spiders.state = FanUnitState::Routing;
    spiders.routedAt = FanMoment{1, 3, 1};
    spiders.rallyFailures = 1;
    spiders.pending = FanPending{FanResult::Rout, FanTrigger::Rally, {3, 1, 1}}; // failed its rally just now
    goblins.units << spiders;
    FanUnit boss = unit(u"boss"_s, u"Gorbag"_s, race, FanClass::A, 1, 1, FanUnitKind::Character);
    boss.wounded = true;
    goblins.units << boss;
    FanUnit skeletons = unit(u"skel"_s, u"Bone guard"_s, race, FanClass::C, 10, 10, FanUnitKind::Skeletons);
    skeletons.controllerId = boss.id;
    goblins.units << skeletons;
    goblins.units << unit(u"troll"_s, u"Cave troll"_s, race, FanClass::A, 3, 3, FanUnitKind::Monster);
    FanUnit lost = unit(u"lost"_s, u"Bat swarm"_s, race, FanClass::C, 7, 0); // 004-V2: 7 of 7 lost
    lost.state = FanUnitState::Destroyed;
    goblins.units << lost;

    FanSide &dwarfs = b.sides[1];
    dwarfs.name = u"Dwarf guard"_s;
    dwarfs.units << unit(u"guard"_s, u"Iron guard"_s, race, FanClass::A, 24, 19); // 004-V8: 20 %, BMV 9
    FanUnit militia = unit(u"mil"_s, u"Miners"_s, race, FanClass::C, 16, 7);      // 004-V7: 50 %, BMV 3
    militia.state = FanUnitState::Retiring;
    militia.pending = FanPending{FanResult::Retire, FanTrigger::PostCombat, {3, 1, 1}};
    dwarfs.units << militia;
    FanUnit berserks = unit(u"ua"_s, u"Slayers"_s, race, FanClass::B, 10, 9); // 004-V9: 10 %, BMV 8
    berserks.state = FanUnitState::UncontrolledAdvance;
    berserks.pending = FanPending{FanResult::UncontrolledAdvance, FanTrigger::Listed, {2, 10, 1}};
    dwarfs.units << berserks;
    FanUnit rallied = unit(u"dis"_s, u"Rangers"_s, race, FanClass::B, 12, 12);
    rallied.state = FanUnitState::Disordered;
    rallied.exemptThroughTurn = 3;
    dwarfs.units << rallied;
    dwarfs.units << unit(u"elf"_s, u"Elf scouts"_s, u"Wood elves"_s, FanClass::A, 10, 10); // no sheet in the battle
    return b;
}

// A side of `units` regiments, every one with a different loss, in the rally round with the first of each side
// routing: the rally queue under the tables too.
FanBattle fullBattle(int units)
{
    FanBattle b;
    b.name = u"Big battle"_s;
    b.now = {3, 11, 1};
    b.profiles = {placeholderProfile()};
    for (int side = 0; side < FanBattle::sideCount; ++side) {
        b.sides[size_t(side)].name = side == 0 ? u"Orcs"_s : u"Men"_s;
        for (int i = 0; i < units; ++i)
            b.sides[size_t(side)].units << unit(u"s%1u%2"_s.arg(side).arg(i), u"Regiment %1 of side %2"_s.arg(i + 1).arg(side + 1),
                                                b.profiles.first().race, FanClass(i % 3), 20, 20 - i % 20);
        if (units > 0) {
            FanUnit &first = b.sides[size_t(side)].units.first();
            first.state = FanUnitState::Routing;
            first.routedAt = FanMoment{3, 2, 1};
        }
    }
    return b;
}

PageSetup paper(QPageLayout::Orientation orientation = QPageLayout::Landscape, bool greyscale = false,
                QPageSize::PageSizeId size = QPageSize::A4)
{
    PageSetup s;
    s.pageSize = QPageSize(size);
    s.orientation = orientation;
    s.greyscale = greyscale;
    return s;
}

// Paper wide enough for every cell on one line: the cells' texts read whole.
PageSetup wide() { return paper(QPageLayout::Landscape, false, QPageSize::A3); }

// Each block's painted texts, empty ones left out, at the body's size of `setup`.
QList<QStringList> blockTexts(const PrintDocument &doc, const PageSetup &setup = wide())
{
    const QSizeF body = PageRenderer(doc, setup).bodyRect().size();
    PaintedText device;
    QPainter painter(&device);
    PrintPainter p(painter, false);
    QList<QStringList> blocks;
    for (const FlowBlock &block : doc.blocks(body)) {
        device.clear();
        if (block.paint)
            block.paint(p, QRectF(0, 0, body.width(), block.height));
        QStringList texts = device.texts();
        texts.removeAll(QString());
        blocks << texts;
    }
    painter.end();
    return blocks;
}

QString joined(const QList<QStringList> &blocks)
{
    QStringList lines;
    for (const QStringList &b : blocks)
        lines << b.join(u' ');
    return lines.join(u'\n');
}

// The painted cells of the unit row that starts with `name`.
QStringList rowOf(const QList<QStringList> &blocks, const QString &name)
{
    for (const QStringList &b : blocks) {
        if (!b.isEmpty() && b.first() == name)
            return b;
    }
    return {};
}

QStringList pageTexts(const PrintDocument &doc, const PageSetup &setup, int page)
{
    const PageRenderer renderer(doc, setup);
    PaintedText device;
    QPainter painter(&device);
    renderer.paintPage(painter, page);
    painter.end();
    return device.texts();
}

// Pixels painted on `image` outside `inside` (in pixels), counting the antialiasing of an edge as inside.
int paintedOutside(const QImage &image, const QRectF &inside)
{
    const QRectF allowed = inside.adjusted(-1.0, -1.0, 1.0, 1.0);
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            n += line[x] != qRgb(255, 255, 255) && !allowed.contains(QPointF(x + 0.5, y + 0.5)) ? 1 : 0;
    }
    return n;
}

// Pixels in `area` that are not white paper.
int inkIn(const QImage &image, const QRect &area)
{
    const QRect r = area.intersected(image.rect());
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = r.left(); x <= r.right(); ++x)
            n += qGray(line[x]) < 250 ? 1 : 0;
    }
    return n;
}

int pixelsOf(const QImage &image, QRgb colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            n += (line[x] & 0xffffff) == (colour & 0xffffff) ? 1 : 0;
    }
    return n;
}

int colouredPixels(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = line[x];
            n += qAbs(qRed(c) - qGreen(c)) <= 2 && qAbs(qGreen(c) - qBlue(c)) <= 2 ? 0 : 1;
        }
    }
    return n;
}

// A block painted alone at 144 dpi with white all round: the pixels it paints outside its own rect.
int blockOverflow(const FlowBlock &block, qreal width, bool greyscale)
{
    constexpr qreal margin = 20.0;
    constexpr int dpi = 144;
    constexpr qreal scale = dpi / 72.0;
    QImage image(int((width + 2 * margin) * scale), int((block.height + 2 * margin) * scale), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(scale, scale);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    PrintPainter p(painter, greyscale);
    const QRectF rect(margin, margin, width, block.height);
    block.paint(p, rect);
    painter.end();
    return paintedOutside(image, QRectF(rect.topLeft() * scale, rect.size() * scale));
}

// A paint device that keeps the rectangles painted on it (a tick box is a white fill and a frame) and draws nothing.
class PaintedRects final : public QPaintDevice
{
public:
    QPaintEngine *paintEngine() const override { return &m_engine; }
    const QList<QRectF> &rects() const { return m_engine.rects; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
        case PdmHeight:
            return 4000;
        case PdmWidthMM:
        case PdmHeightMM:
            return 1411;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 72;
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    class Engine final : public QPaintEngine
    {
    public:
        Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawRects(const QRectF *r, int count) override
        {
            for (int i = 0; i < count; ++i)
                rects.append(r[i]);
        }
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath &) override {}
        void drawLines(const QLineF *, int) override {}
        void drawEllipse(const QRectF &) override {}
        void drawPoints(const QPointF *, int) override {}
        void drawTextItem(const QPointF &, const QTextItem &) override {}
        Type type() const override { return QPaintEngine::User; }

        QList<QRectF> rects;
    };

    mutable Engine m_engine;
};

// The tick boxes a block paints: the distinct squares of a box's size, by where they stand.
int tickBoxes(const FlowBlock &block, qreal width)
{
    PaintedRects device;
    QPainter painter(&device);
    PrintPainter p(painter, false);
    block.paint(p, QRectF(0, 0, width, block.height));
    painter.end();
    QSet<QPair<int, int>> boxes;
    for (const QRectF &r : device.rects()) {
        if (qAbs(r.width() - r.height()) < 0.01 && r.width() > 4.0 && r.width() <= PrintParts::boxSize + 0.01)
            boxes.insert({qRound(r.center().x()), qRound(r.center().y())});
    }
    return int(boxes.size());
}

template<typename T>
const T *as(const std::unique_ptr<PrintDocument> &doc)
{
    return dynamic_cast<const T *>(doc.get());
}

// The battle a filled army sheet was made of; nullopt for any other document.
std::optional<FanBattle> battleOf(const std::unique_ptr<PrintDocument> &doc)
{
    const auto *sheet = as<FanArmySheetDocument>(doc);
    if (!sheet || sheet->isBlank())
        return std::nullopt;
    return sheet->battle();
}

// A blank army sheet's rows per side; -1 for any other document.
int blankRowsOf(const std::unique_ptr<PrintDocument> &doc)
{
    const auto *sheet = as<FanArmySheetDocument>(doc);
    return sheet && sheet->isBlank() ? sheet->blankUnitRows() : -1;
}

PrintRequest request(const QString &printable, const QMap<QString, int> &options = {})
{
    PrintRequest r;
    r.printable = printable;
    r.options = options;
    return r;
}
} // namespace

class TestFanSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bmvNow();
    void unitRows();
    void routingAndDue();
    void rallyQueue();
    void stateTints();
    void emptyBattle();
    void blankRows_data();
    void blankRows();
    void pages_data();
    void pages();
    void longSidesBreakWithTheirHeader();
    void printables();
    void battleDocuments();
    void fileNames();
};

void TestFanSheet::bmvNow()
{
    const FanBattle b = battle();
    const FanProfile &profile = b.profiles.first();
    const auto bmv = [&](const QString &id) { return FanArmySheetDocument::bmvNow(b, *b.unit(id)); };
    // C.7: 004-V1 (class B, 20 figures, 3 lost: 10 %, BMV 8), V5 (C, 4 of 10 lost: 40 %, 4), V8 (A, 5 of 24: 20 %, 9),
    // V7 (C, 9 of 16: 50 %, 3), V9 (B, 1 of 10: 10 %, 8); each also the sheet's own cell at that column.
    QCOMPARE(bmv(u"gob"_s), std::optional<int>(8));
    QCOMPARE(bmv(u"wolf"_s), std::optional<int>(4));
    QCOMPARE(bmv(u"guard"_s), std::optional<int>(9));
    QCOMPARE(bmv(u"mil"_s), std::optional<int>(3));
    QCOMPARE(bmv(u"ua"_s), std::optional<int>(8));
    QCOMPARE(bmv(u"gob"_s), std::optional<int>(profile.bmvOf(FanClass::B).at(1)));
    QCOMPARE(bmv(u"mil"_s), std::optional<int>(profile.bmvOf(FanClass::C).at(5)));
    QCOMPARE(bmv(u"troll"_s), std::optional<int>(profile.bmvOf(FanClass::A).at(0))); // its sheet lists triggers
    // Never: a character, skeletons (C.2), a destroyed unit (C-12), a race without a sheet in the battle (C.6).
    QVERIFY(!bmv(u"boss"_s) && !bmv(u"skel"_s) && !bmv(u"lost"_s) && !bmv(u"elf"_s));
    // A monster whose sheet lists no trigger never tests (C-15); a chart row not entered yet has no value.
    FanBattle other = b;
    other.profiles.first().whenToTest.clear();
    QVERIFY(!FanArmySheetDocument::bmvNow(other, *other.unit(u"troll"_s)));
    QCOMPARE(FanArmySheetDocument::bmvNow(other, *other.unit(u"gob"_s)), std::optional<int>(8)); // a regiment still has one
    other.profiles.first().bmv[size_t(FanProfile::index(FanClass::B))] = {9};                   // only the 0 % column
    QVERIFY(!FanArmySheetDocument::bmvNow(other, *other.unit(u"gob"_s)));
    QCOMPARE(FanArmySheetDocument::bmvNow(other, *other.unit(u"dis"_s)), std::optional<int>(9)); // 0 % losses
}

void TestFanSheet::unitRows()
{
    const FanBattle b = battle();
    const FanArmySheetDocument doc(b);
    QVERIFY(!doc.isBlank());
    QCOMPARE(doc.title(), u"Fantasy Army Morale Sheet"_s);
    // The header: the battle and the turn and phase it stands at.
    QCOMPARE(doc.subtitle(), u"Battle of the Ford \u00b7 %1"_s.arg(FanEngine::momentText(kNow)));
    const QList<QStringList> blocks = blockTexts(doc);
    const QString all = joined(blocks);
    // Each side's table under its name.
    QCOMPARE(rowOf(blocks, u"Goblin raiders"_s).mid(1, 2), (QStringList{u"Unit"_s, u"Race"_s}));
    QCOMPARE(rowOf(blocks, u"Dwarf guard"_s).mid(1, 2), (QStringList{u"Unit"_s, u"Race"_s}));
    // Unit, race (one line, cut short where it is long), class, start, now, loss step, BMV now, state, due, exempt.
    const QStringList goblins = rowOf(blocks, u"Western goblin raiders"_s);
    QCOMPARE(goblins.size(), 8);
    const QString race = b.profiles.first().race;
    QVERIFY2(goblins.at(1) == race || (goblins.at(1).endsWith(u'\u2026') && race.startsWith(goblins.at(1).chopped(1))),
             qPrintable(goblins.at(1)));
    QCOMPARE(goblins.mid(2), (QStringList{u"B (Regulars)"_s, u"20"_s, u"17"_s, u"10 %"_s, u"8"_s, u"Normal"_s}));
    QCOMPARE(rowOf(blocks, u"Iron guard"_s).mid(2), (QStringList{u"A (Guards)"_s, u"24"_s, u"19"_s, u"20 %"_s, u"9"_s, u"Normal"_s}));
    // Not a regiment: its kind after its name; a character and skeletons never test and have no BMV ("–").
    const QStringList boss = rowOf(blocks, u"Gorbag (character)"_s);
    QCOMPARE(boss.mid(2), (QStringList{u"A (Guards)"_s, u"1"_s, u"1"_s, u"0 %"_s, u"\u2013"_s, u"Normal, wounded"_s, u"Never tests"_s}));
    QCOMPARE(rowOf(blocks, u"Bone guard (skeletons)"_s).mid(2),
             (QStringList{u"C (Militia)"_s, u"10"_s, u"10"_s, u"0 %"_s, u"\u2013"_s, u"Normal"_s, u"Never test; go with Gorbag"_s}));
    QCOMPARE(rowOf(blocks, u"Cave troll (monster)"_s).mid(2),
             (QStringList{u"A (Guards)"_s, u"3"_s, u"3"_s, u"0 %"_s, u"10"_s, u"Normal"_s}));
    QCOMPARE(rowOf(blocks, u"Bat swarm"_s).mid(2),
             (QStringList{u"C (Militia)"_s, u"7"_s, u"0"_s, u"all lost"_s, u"\u2013"_s, u"Destroyed"_s}));
    // No sheet for the race: the class by its letter, no BMV, and why.
    QCOMPARE(rowOf(blocks, u"Elf scouts"_s),
             (QStringList{u"Elf scouts"_s, u"Wood elves"_s, u"A"_s, u"10"_s, u"10"_s, u"0 %"_s, u"\u2013"_s, u"Normal"_s,
                          u"No sheet for its race"_s}));
    // A spell's exemption, and a rallied unit waiting for its Reform order (C.4.2).
    QCOMPARE(rowOf(blocks, u"Rangers"_s).mid(6), (QStringList{u"9"_s, u"Disordered"_s, u"Reform order"_s, u"Spell: to turn 3"_s}));
}

void TestFanSheet::routingAndDue()
{
    const QList<QStringList> blocks = blockTexts(FanArmySheetDocument(battle()));
    // 004-V5's unit routed in phase 6: it tries to rally now, in the first half of phase 11 (C.4.2).
    QCOMPARE(rowOf(blocks, u"Wolf riders"_s).mid(2),
             (QStringList{u"C (Militia)"_s, u"10"_s, u"6"_s, u"40 %"_s, u"4"_s, u"Routing"_s, u"Rally test now"_s}));
    // A failed rally: it keeps routing and makes its rout move in phase 1 of the next turn.
    QCOMPARE(rowOf(blocks, u"Spider riders"_s).mid(6),
             (QStringList{u"6"_s, u"Routing"_s, u"Rout move: %1"_s.arg(FanEngine::momentText({3, 1, 1}))}));
    // A post-combat Retire, carried out in phase 1 of the next turn (C.4); an Uncontrolled Advance's charge (C.4.1).
    QCOMPARE(rowOf(blocks, u"Miners"_s).mid(5),
             (QStringList{u"50 %"_s, u"3"_s, u"Retiring"_s, u"Retire: %1"_s.arg(FanEngine::momentText({3, 1, 1}))}));
    QCOMPARE(rowOf(blocks, u"Slayers"_s).mid(7), (QStringList{u"Uncontrolled Advance"_s, u"UA charge by turn 2, phase 9"_s}));
    // A unit routed earlier, before its first rally: when it is.
    FanBattle early = battle();
    early.now = {2, 8, 1};
    early.unit(u"wolf"_s)->routedAt = FanMoment{2, 7, 1};
    QCOMPARE(rowOf(blockTexts(FanArmySheetDocument(early)), u"Wolf riders"_s).last(),
             u"Rally: %1"_s.arg(FanEngine::momentText({2, 11, 1})));
}

void TestFanSheet::rallyQueue()
{
    FanBattle b = battle();
    // Phase 11, first half: the rules core's queue, in roster order, under the tables.
    QCOMPARE(FanEngine::rallyQueue(b), (QStringList{u"wolf"_s, u"spider"_s}));
    QString all = joined(blockTexts(FanArmySheetDocument(b)));
    QVERIFY2(all.contains(u"Rally queue (first half of phase 11, C.4.2): 1. Wolf riders, 2. Spider riders."_s), qPrintable(all));
    // The reminder block (C.3, C.4, C.4.2, C.2).
    for (const QString &words : {u"FMV = BMV + modifiers + D4"_s, u"Test (C.3)"_s, u"Timing (C.4)"_s, u"Rally (C.4.2)"_s,
                                 u"first half of phase 11"_s, u"Characters and skeletons never test"_s, u"BMV now"_s})
        QVERIFY2(all.contains(words), qPrintable(words));
    // A unit that has tried this phase leaves the queue.
    FanLogRecord tried;
    tried.at = b.now;
    tried.unitId = u"spider"_s;
    tried.trigger = FanTrigger::Rally;
    b.log << tried;
    all = joined(blockTexts(FanArmySheetDocument(b)));
    QVERIFY2(all.contains(u"Rally queue (first half of phase 11, C.4.2): 1. Wolf riders."_s), qPrintable(all));
    // The second half: the round is over; outside phase 11: no rally line at all.
    b.now.half = 2;
    QVERIFY(joined(blockTexts(FanArmySheetDocument(b))).contains(u"the rally round is over"_s));
    b.now = {2, 4, 1};
    all = joined(blockTexts(FanArmySheetDocument(b)));
    QVERIFY(!all.contains(u"Rally queue"_s) && !all.contains(u"rally round"_s));
    QVERIFY(all.contains(u"FMV = BMV + modifiers + D4"_s)); // the reminder is always there
}

void TestFanSheet::stateTints()
{
    // Every state but Normal has its own tint, the roster's, light enough for black text.
    QSet<QRgb> tints;
    for (FanUnitState s : {FanUnitState::Routing, FanUnitState::Retiring, FanUnitState::UncontrolledAdvance,
                           FanUnitState::Disordered, FanUnitState::Destroyed}) {
        const Swatch swatch = FanArmySheetDocument::stateSwatch(s);
        QVERIFY(swatch.colour.isValid() && qGray(swatch.colour.rgb()) > 180);
        QVERIFY(swatch.greyscale.red() == swatch.greyscale.green() && swatch.greyscale.green() == swatch.greyscale.blue());
        tints << swatch.colour.rgb();
    }
    QCOMPARE(tints.size(), 5);
    QVERIFY(!FanArmySheetDocument::stateSwatch(FanUnitState::Normal).colour.isValid());
    // On the page: the routing and retiring tints are painted, in colour only.
    const FanArmySheetDocument doc(battle());
    const QImage colour = renderPageToImage(doc, 0, paper(), 72);
    const QImage grey = renderPageToImage(doc, 0, paper(QPageLayout::Landscape, true), 72);
    for (FanUnitState s : {FanUnitState::Routing, FanUnitState::Retiring, FanUnitState::UncontrolledAdvance}) {
        const QRgb tint = FanArmySheetDocument::stateSwatch(s).colour.rgb();
        QVERIFY2(pixelsOf(colour, tint) > 100, qPrintable(enumKey(s)));
        QCOMPARE(pixelsOf(grey, tint), 0);
    }
    QCOMPARE(colouredPixels(grey), 0);
    // The same words in both modes: the state is read without its colour.
    QCOMPARE(pageTexts(doc, paper(QPageLayout::Landscape, true), 0), pageTexts(doc, paper(), 0));
}

void TestFanSheet::emptyBattle()
{
    const FanArmySheetDocument doc{FanBattle{}};
    QCOMPARE(doc.subtitle(), u"Unnamed battle \u00b7 %1"_s.arg(FanEngine::momentText({})));
    const QString all = joined(blockTexts(doc));
    QVERIFY2(all.contains(u"Side 1\nNo units on this side yet."_s) && all.contains(u"Side 2\nNo units on this side yet."_s),
             qPrintable(all));
    QCOMPARE(int(all.count(u"No units on this side yet."_s)), 2);
    QCOMPARE(pageCount(doc, paper()), 1);
}

void TestFanSheet::blankRows_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("expected");
    QTest::newRow("default") << FanPrintables::defaultUnits << 12;
    QTest::newRow("one") << 1 << 1;
    QTest::newRow("sixteen") << 16 << 16;
    QTest::newRow("clamped-low") << 0 << 1;
    QTest::newRow("clamped-high") << 500 << FanArmySheetDocument::maxBlankUnits;
}

void TestFanSheet::blankRows()
{
    QFETCH(int, rows);
    QFETCH(int, expected);
    const FanArmySheetDocument doc(rows);
    QVERIFY(doc.isBlank());
    QCOMPARE(doc.blankUnitRows(), expected);
    QCOMPARE(doc.subtitle(), u"Blank: may be photocopied"_s);
    const PageSetup setup = paper(QPageLayout::Portrait);
    const QSizeF body = PageRenderer(doc, setup).bodyRect().size();
    const QList<FlowBlock> blocks = doc.blocks(body);
    const QList<QStringList> texts = blockTexts(doc, setup);
    QCOMPARE(texts.size(), blocks.size());
    // Each side: its header (caption and columns), then its rows, each a table row (a repeated header when it opens a page).
    int headers = 0;
    int rowCount = 0;
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        if (texts.at(i).contains(u"Lost: a box per 10 %"_s) && !blocks.at(i).continuation)
            ++headers;
        if (blocks.at(i).continuation)
            ++rowCount;
        // An empty row: only the state letters to circle.
        if (blocks.at(i).continuation)
            QCOMPARE(texts.at(i), QStringList{u"R Rt UA D X"_s});
    }
    QCOMPARE(headers, FanBattle::sideCount);
    QCOMPARE(rowCount, FanBattle::sideCount * expected);
    const QString all = joined(texts);
    QVERIFY(all.contains(u"Side 1"_s) && all.contains(u"Side 2"_s) && all.contains(u"FMV = BMV + modifiers + D4"_s));
    QVERIFY(all.contains(u"R routing, Rt retiring"_s));
    // The tally: ten boxes a row, in the loss column's width at the narrowest paper (A4 portrait).
    for (const FlowBlock &block : blocks) {
        QCOMPARE(blockOverflow(block, body.width(), false), 0);
        if (block.continuation)
            QCOMPARE(tickBoxes(block, body.width()), FanArmySheetDocument::tallyBoxes);
    }
    // The filled sheet has no boxes to tick.
    const FanArmySheetDocument filled(battle());
    for (const FlowBlock &block : filled.blocks(body))
        QCOMPARE(tickBoxes(block, body.width()), 0);
}

void TestFanSheet::pages_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("maxPages");
    const int portrait = QPageLayout::Portrait;
    const int landscape = QPageLayout::Landscape;
    // 16 units a side fit one A4 page: the filled sheet in landscape (its default; in portrait its rows take two
    // lines), the blank one in portrait (its default); the default blank (12 rows) in landscape too.
    QTest::newRow("filled-16-landscape") << u"filled-16"_s << landscape << int(QPageSize::A4) << 1;
    QTest::newRow("filled-16-portrait") << u"filled-16"_s << portrait << int(QPageSize::A4) << 2;
    QTest::newRow("filled-16-letter") << u"filled-16"_s << landscape << int(QPageSize::Letter) << 1;
    QTest::newRow("filled-landscape") << u"filled"_s << landscape << int(QPageSize::A4) << 1;
    QTest::newRow("filled-portrait") << u"filled"_s << portrait << int(QPageSize::A4) << 1;
    QTest::newRow("filled-40-landscape") << u"filled-40"_s << landscape << int(QPageSize::A4) << 4;
    QTest::newRow("blank-16-portrait") << u"blank-16"_s << portrait << int(QPageSize::A4) << 1;
    QTest::newRow("blank-12-landscape") << u"blank-12"_s << landscape << int(QPageSize::A4) << 1;
    QTest::newRow("blank-12-letter") << u"blank-12"_s << portrait << int(QPageSize::Letter) << 1;
    QTest::newRow("blank-40-portrait") << u"blank-40"_s << portrait << int(QPageSize::A4) << 3;
}

void TestFanSheet::pages()
{
    QFETCH(QString, document);
    QFETCH(int, orientation);
    QFETCH(int, size);
    QFETCH(int, maxPages);
    const int n = document.section(u'-', 1).toInt();
    std::unique_ptr<PrintDocument> doc;
    if (document.startsWith(u"blank"_s))
        doc = std::make_unique<FanArmySheetDocument>(n);
    else
        doc = std::make_unique<FanArmySheetDocument>(n > 0 ? fullBattle(n) : battle());
    const PageSetup setup = paper(QPageLayout::Orientation(orientation), false, QPageSize::PageSizeId(size));
    const PageRenderer renderer(*doc, setup);
    const int pages = renderer.pageCount();
    // Through the real renderer into PDF files; MD_FAN_SHEET_DIR keeps them for a look (pdftoppm).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString keep = qEnvironmentVariable("MD_FAN_SHEET_DIR");
    for (const bool greyscale : {false, true}) {
        const QString file = (keep.isEmpty() ? dir.path() : keep)
            + u"/%1%2.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag()), greyscale ? u"-grey"_s : QString());
        QString error;
        QVERIFY2(exportPdf(file, *doc, paper(QPageLayout::Orientation(orientation), greyscale, QPageSize::PageSizeId(size)),
                           &error),
                 qPrintable(error));
        QFile pdf(file);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(int(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page ")), pages);
    }
    QVERIFY2(pages >= 1 && pages <= maxPages, qPrintable(u"%1 pages"_s.arg(pages)));
    if (n == 40)
        QVERIFY(pages >= 2);
    const QRectF body(QPointF(0, 0), renderer.bodyRect().size());
    for (int page = 0; page < pages; ++page) {
        const QStringList texts = pageTexts(*doc, setup, page);
        QVERIFY(texts.contains(doc->title()) && texts.contains(doc->footer()));
        QVERIFY2(texts.contains(u"Page %1 of %2"_s.arg(page + 1).arg(pages)), qPrintable(texts.join(u'|')));
        for (const PlacedBlock &placed : renderer.pages().at(page)) {
            const QRectF r = placed.rect;
            QVERIFY2(r.left() >= -0.01 && r.right() <= body.right() + 0.01 && r.top() >= -0.01 && r.bottom() <= body.bottom() + 0.01,
                     qPrintable(u"page %1, block %2 leaves the body"_s.arg(page + 1).arg(placed.block)));
        }
        // Nothing in the margins, and the gaps between the body and the header's and footer's rules stay white.
        const QImage image = renderPageToImage(*doc, page, setup, 72);
        const QRectF printable = setup.printableRectPoints();
        const QRect onPage = renderer.bodyRect().translated(printable.topLeft()).toRect();
        QCOMPARE(paintedOutside(image, printable), 0);
        QCOMPARE(inkIn(image, QRect(0, onPage.top() - 4, image.width(), 3)), 0);
        QCOMPARE(inkIn(image, QRect(0, onPage.bottom() + 2, image.width(), 3)), 0);
        QVERIFY(inkIn(image, onPage) > 1000);
    }
    // Each block inside its own rect, in colour and greyscale.
    const QList<FlowBlock> blocks = doc->blocks(body.size());
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        QVERIFY2(blockOverflow(blocks.at(i), body.width(), false) == 0, qPrintable(u"block %1 paints outside its rect"_s.arg(i)));
        QVERIFY2(blockOverflow(blocks.at(i), body.width(), true) == 0, qPrintable(u"block %1 (grey) outside its rect"_s.arg(i)));
    }
}

void TestFanSheet::longSidesBreakWithTheirHeader()
{
    // 60 units a side: the tables go on over pages, each new page opening with the side's header.
    const FanArmySheetDocument doc(fullBattle(60));
    const PageSetup setup = paper();
    const int pages = pageCount(doc, setup);
    QVERIFY(pages >= 2);
    int continued = 0;
    QStringList units;
    for (int page = 0; page < pages; ++page) {
        const QStringList texts = pageTexts(doc, setup, page);
        continued += int(texts.filter(u"(continued)"_s).size());
        for (const QString &t : texts) {
            if (t.startsWith(u"Regiment "_s))
                units << t;
        }
        // A page that goes on with a side's units opens with its header.
        if (page > 0 && texts.filter(u"Regiment "_s).size() > 0)
            QVERIFY(texts.contains(u"Unit"_s) && texts.contains(u"BMV now"_s) && !texts.filter(u"(continued)"_s).isEmpty());
    }
    QVERIFY(continued >= 1);
    QCOMPARE(int(units.size()), 120); // every unit once
    QCOMPARE(int(QSet<QString>(units.cbegin(), units.cend()).size()), 120);
}

void TestFanSheet::printables()
{
    QCOMPARE(FanPrintables::allKeys(),
             (QStringList{u"sheet"_s, u"blank-sheet"_s, u"profile-sheet"_s, u"blank-profile-sheet"_s, u"odds-table"_s}));
    // The same keys and labels as the system's printables(), the filled sheet landscape.
    const QList<Printable> system = FanSystem().printables();
    const PrintChoices choices = FanPrintables::choices();
    QCOMPARE(choices.documents.size(), system.size());
    for (qsizetype i = 0; i < system.size(); ++i) {
        QCOMPARE(choices.documents.at(i).key, system.at(i).key);
        QCOMPARE(choices.documents.at(i).label, system.at(i).displayLabel());
    }
    QVERIFY(choices.documents.at(0).landscape);
    // The options: one spin box each, enabled for the documents that read it (PrintOptionsDialog).
    QCOMPARE(choices.options.size(), 2);
    const PrintOption &units = choices.options.at(0);
    QCOMPARE(units.key, FanPrintables::unitsOptionKey());
    QCOMPARE(units.printables, QStringList{FanPrintables::blankSheetKey()});
    QCOMPARE(units.minimum, 1);
    QCOMPARE(units.maximum, FanPrintables::maxUnits);
    QCOMPARE(units.defaultValue, FanPrintables::defaultUnits);
    const PrintOption &profile = choices.options.at(1);
    QCOMPARE(profile.key, FanPrintables::profileOptionKey());
    QCOMPARE(profile.printables, (QStringList{FanPrintables::profileSheetKey(), FanPrintables::oddsTableKey()}));
    QCOMPARE(profile.minimum, 1);
    QCOMPARE(profile.maximum, FanPrintables::maxProfiles);
    QCOMPARE(profile.defaultValue, 1);
    QVERIFY(units.notBelow.isEmpty() && profile.notBelow.isEmpty());
    // Distinct mnemonics, none the dialog's own (&Document, &Paper, &Landscape, &Greyscale).
    QSet<QChar> mnemonics{u'd', u'p', u'l', u'g'};
    for (const PrintOption &o : choices.options) {
        const qsizetype amp = o.label.indexOf(u'&');
        QVERIFY(amp >= 0 && amp + 1 < o.label.size());
        const QChar m = o.label.at(amp + 1).toLower();
        QVERIFY2(!mnemonics.contains(m), qPrintable(o.label));
        mnemonics << m;
    }
}

void TestFanSheet::battleDocuments()
{
    FanBattle b = battle();
    FanProfile second = placeholderProfile();
    second.race = u"Wood elves"_s;
    second.classNames = {u"Wardens"_s, u"Archers"_s, u"Levy"_s};
    b.profiles << second;
    const FanBattle *typed = &b;

    // Every printable prints from the battle, on the orientation the dialog offers it in (MD_FAN_SHEET_DIR keeps them).
    const QString keep = qEnvironmentVariable("MD_FAN_SHEET_DIR");
    for (const PrintChoice &choice : FanPrintables::choices().documents) {
        const auto doc = FanPrintables::document(request(choice.key), typed);
        QVERIFY2(doc, qPrintable(choice.key));
        const PageSetup setup = paper(choice.landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
        QVERIFY(pageCount(*doc, setup) >= 1);
        QString error;
        const QByteArray pdf = renderPdf(*doc, setup, &error);
        QVERIFY2(pdf.startsWith("%PDF-"), qPrintable(error));
        if (!keep.isEmpty()) {
            QFile file(keep + u"/battle-%1.pdf"_s.arg(choice.key));
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(pdf) == pdf.size());
        }
    }

    // An empty printable and "sheet": the battle's filled sheet.
    QCOMPARE(battleOf(FanPrintables::document(PrintRequest{}, typed)), std::optional<FanBattle>(b));
    QCOMPARE(battleOf(FanPrintables::document(request(u"sheet"_s), typed)), std::optional<FanBattle>(b));
    // No battle: an empty battle's sheet (a bare nullptr picks the battle's overload).
    const auto none = FanPrintables::document(request(u"sheet"_s), nullptr);
    QCOMPARE(battleOf(none), std::optional<FanBattle>(FanBattle{}));
    QCOMPARE(pageCount(*none, paper()), 1);
    // The blank sheet with its rows per side, the default and clamped.
    QCOMPARE(blankRowsOf(FanPrintables::document(request(u"blank-sheet"_s), typed)), FanPrintables::defaultUnits);
    QCOMPARE(blankRowsOf(FanPrintables::document(request(u"blank-sheet"_s, {{u"units"_s, 5}}), typed)), 5);
    QCOMPARE(blankRowsOf(FanPrintables::document(request(u"blank-sheet"_s, {{u"units"_s, 99}}), nullptr)), FanPrintables::maxUnits);
    QVERIFY(as<FanBlankProfileSheetDocument>(FanPrintables::document(request(u"blank-profile-sheet"_s), typed)));
    // The Nth sheet of the battle, 1-based, clamped to those it has.
    const auto profileOf = [&](const QString &key, int n) -> QString {
        const auto doc = FanPrintables::document(request(key, {{u"profile"_s, n}}), typed);
        if (const auto *s = as<FanProfileSheetDocument>(doc))
            return s->profile().race;
        if (const auto *o = as<FanOddsTableDocument>(doc))
            return o->profile().race;
        return {};
    };
    const QString first = b.profiles.first().race;
    QCOMPARE(profileOf(u"profile-sheet"_s, 1), first);
    QCOMPARE(profileOf(u"profile-sheet"_s, 2), u"Wood elves"_s);
    QCOMPARE(profileOf(u"profile-sheet"_s, 0), first);
    QCOMPARE(profileOf(u"profile-sheet"_s, 100), u"Wood elves"_s);
    QCOMPARE(profileOf(u"odds-table"_s, 1), first);
    QCOMPARE(profileOf(u"odds-table"_s, 2), u"Wood elves"_s);
    // No "profile" option: the first sheet.
    const auto defaultOdds = FanPrintables::document(request(u"odds-table"_s), typed);
    const auto *firstOdds = as<FanOddsTableDocument>(defaultOdds);
    QCOMPARE(firstOdds ? firstOdds->profile().race : QString(), first);
    // No sheet in the battle: the blank Profile Sheet, and a page saying there are no odds yet.
    b.profiles.clear();
    QVERIFY(as<FanBlankProfileSheetDocument>(FanPrintables::document(request(u"profile-sheet"_s), typed)));
    for (const FanBattle *battleOrNone : {typed, static_cast<const FanBattle *>(nullptr)}) {
        const auto odds = FanPrintables::document(request(u"odds-table"_s, {{u"profile"_s, 3}}), battleOrNone);
        QVERIFY(as<FanNoticeDocument>(odds));
        QCOMPARE(pageCount(*odds, paper(QPageLayout::Portrait)), 1);
        const QString page = pageTexts(*odds, paper(QPageLayout::Portrait), 0).join(u' ');
        QVERIFY2(page.contains(u"This battle has no Race Profile Sheet yet"_s), qPrintable(page));
        QCOMPARE(odds->title(), u"Morale Test Odds"_s);
        if (!keep.isEmpty() && battleOrNone)
            QVERIFY(exportPdf(keep + u"/battle-odds-table-no-sheet.pdf"_s, *odds, paper(QPageLayout::Portrait)));
    }
    QVERIFY(as<FanBlankProfileSheetDocument>(FanPrintables::document(request(u"profile-sheet"_s), nullptr)));
    // An unknown printable: nothing.
    QVERIFY(!FanPrintables::document(request(u"card"_s), typed));
    // The profile-level API is unchanged: its empty printable is the Profile Sheet.
    const FanProfile profile = placeholderProfile();
    QVERIFY(as<FanProfileSheetDocument>(FanPrintables::document(PrintRequest{}, &profile)));
    QVERIFY(!FanPrintables::document(u"odds-table"_s, static_cast<const FanProfile *>(nullptr)));
}

void TestFanSheet::fileNames()
{
    FanBattle b = battle();
    b.name = u"Ford: day 2/3"_s;
    FanProfile second = placeholderProfile();
    second.race = u"Wood elves"_s;
    b.profiles << second;
    const auto name = [&](const QString &key, const QMap<QString, int> &options = {}, const FanBattle *battle = nullptr) {
        return FanPrintables::fileName(request(key, options), battle);
    };
    QCOMPARE(name(u"sheet"_s, {}, &b), u"Ford- day 2-3 - army morale sheet.pdf"_s);
    QCOMPARE(name({}, {}, &b), u"Ford- day 2-3 - army morale sheet.pdf"_s);
    QCOMPARE(name(u"sheet"_s), u"fantasy battle - army morale sheet.pdf"_s);
    QCOMPARE(name(u"blank-sheet"_s, {}, &b), u"blank fantasy army morale sheet.pdf"_s);
    QCOMPARE(name(u"blank-profile-sheet"_s, {}, &b), u"blank race profile sheet.pdf"_s);
    QCOMPARE(name(u"profile-sheet"_s, {{u"profile"_s, 2}}, &b), u"Wood elves - profile sheet.pdf"_s);
    QCOMPARE(name(u"odds-table"_s, {{u"profile"_s, 7}}, &b), u"Wood elves - morale odds.pdf"_s);
    QCOMPARE(name(u"odds-table"_s, {}, &b), FanPrintables::fileName(u"odds-table"_s, &b.profiles.first()));
    // No sheets: the blank Profile Sheet's name, and a name for the page that says so.
    QCOMPARE(name(u"profile-sheet"_s), u"blank race profile sheet.pdf"_s);
    QCOMPARE(name(u"odds-table"_s), u"no race profile sheet - morale odds.pdf"_s);
    b.name = u"  "_s;
    QCOMPARE(name(u"sheet"_s, {}, &b), u"fantasy battle - army morale sheet.pdf"_s);
    b.name = u".hidden"_s;
    QVERIFY(!name(u"sheet"_s, {}, &b).startsWith(u'.'));
}

QTEST_MAIN(TestFanSheet)
#include "tst_fan_sheet.moc"
