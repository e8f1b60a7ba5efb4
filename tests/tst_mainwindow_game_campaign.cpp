// Issue 15, "both sides in one game" and "campaign polish": a game of two sides recorded through the real
// main window as one battle with both sides and no opponent's file asked for (R11 decided by FieldDecision),
// the battle's name on its record, in the lists and in `moraledesk campaign list`, and the campaign window's
// losses chart with one battle and with fifty.
#include "MainWindowFixture.h"
#include "CampaignCli.h"
#include "CampaignPlay.h"
#include "CampaignRosters.h"
#include "WindowCampaign.h"

#include "CampaignDatabase.h"
#include "CampaignSql.h"
#include "models/CampaignTableModel.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/RatioUnitLossesPage.h"
#include "ratio/rules/MoralePoints.h"
#include "charts/ChartView.h"
#include "widgets/CampaignChartData.h"
#include "widgets/CampaignWindow.h"

#include <QDir>
#include <QTabWidget>
#include <QTest>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include <numeric>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
// What the chart plug-in drew (app/charts): the window hands it a BarChart; this is the Qt Charts chart made of it.
QChart *drawnChart(const ChartView *view)
{
    if (!view)
        return nullptr;
    auto *drawing = qobject_cast<QChartView *>(view->drawing());
    return drawing ? drawing->chart() : nullptr;
}
} // namespace

class TestMainWindowGameCampaign : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void gameRecordsBothSidesWithoutAskingForTheOpponent();
    void bothSidesBreakInTheSameTurn();
    void refusesSidesThatCannotBeOneBattle();
    void refusesASideAlreadyRecorded();
    void chartWithOneBattleHasBars();
    void chartWithFiftyBattlesStaysReadable();
    void chartWithAFewBattles();

private:
    // The window with a new campaign and the game of `sides` open in it.
    MainWindow *openGame(const QList<Battlegroup> &sides);
    QString m_campaignFile;
    // The campaigns' databases when the tests run against a server (MORALEDESK_TEST_POSTGRES).
    CampaignTestServer m_server;
};

void TestMainWindowGameCampaign::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
    // On the test server (MORALEDESK_TEST_POSTGRES), a fresh database there.
    m_campaignFile = CampaignTestServer::active() ? m_server.newDatabase() : m_dir->filePath(u"kell.mdcampaign"_s);
    QVERIFY(!m_campaignFile.isEmpty());
}

void TestMainWindowGameCampaign::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

MainWindow *TestMainWindowGameCampaign::openGame(const QList<Battlegroup> &sides)
{
    MainWindow *w = makeWindow();
    if (!w->openFile(u":/samples/first-contact.json"_s))
        return nullptr;
    // Both sides in the one document, as a game file opens (the window's undo commands replace them so).
    documentOf(w)->replaceSides(sides);
    if (!newCampaignIn(w, m_prompter, u"Kell Valley"_s, m_campaignFile))
        return nullptr;
    m_prompter->asked.clear();
    m_prompter->textValues.clear();
    return w;
}

namespace {

const ParticipantResult *participant(const BattleRecord &b, const QString &battlegroup)
{
    for (const ParticipantResult &p : b.participants) {
        if (p.battlegroup == battlegroup)
            return &p;
    }
    return nullptr;
}

int piecesLost(const Battlegroup &bg)
{
    int lost = 0;
    for (const Unit &u : bg.units) {
        for (const Piece &p : u.pieces)
            lost += p.state.presence != Presence::Active && p.state.presence != Presence::LeftBoard ? 1 : 0;
    }
    return lost;
}

} // namespace

// R11: Red reaches its breaking point in turn 1 and retreats; Blue holds the field. One battle, both sides,
// no question about the opponent's file; the name the player gives is on the record, in the window's list
// and in `moraledesk campaign list`.
void TestMainWindowGameCampaign::gameRecordsBothSidesWithoutAskingForTheOpponent()
{
    Battlegroup blue = blueRoster();
    Battlegroup red = redRoster();
    const QString played = playBattle1(blue, red);
    QVERIFY2(played.isEmpty(), qPrintable(played));
    QCOMPARE(blue.breakingTurn, 0);
    QCOMPARE(red.breakingTurn, 1);
    MainWindow *w = openGame({blue, red});
    QVERIFY(w);
    QCOMPARE(documentOf(w)->sideCount(), 2);

    m_prompter->texts.enqueue(u"Bridge at Kell"_s);
    QVERIFY2(w->recordBattle(), qPrintable(m_prompter->errors.join(u'\n')));
    // Asked only for the battle's name (proposed "Battle 1"); never for the opponent or a file.
    QCOMPARE(m_prompter->asked, QStringList{u"text:Record battle in campaign"_s});
    QCOMPARE(m_prompter->textValues, QStringList{u"Battle 1"_s});
    QCOMPARE(m_prompter->openAsked, 0);
    QVERIFY(m_prompter->errors.isEmpty());

    QString error;
    const auto battles = RatioCampaignRecorder(*w->campaign()).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 1);
    const BattleRecord &b = battles->constFirst();
    QCOMPARE(b.name, u"Bridge at Kell"_s);
    QCOMPARE(b.outcome, BattleOutcome::Held);
    QCOMPARE(b.heldBy, u"Blue"_s);
    QCOMPARE(b.participants.size(), 2);
    const ParticipantResult *pb = participant(b, u"Blue Force"_s);
    const ParticipantResult *pr = participant(b, u"Red Force"_s);
    QVERIFY(pb && pr);
    QVERIFY(pb->heldField);
    QVERIFY(!pr->heldField);
    QCOMPARE(pb->side, u"Blue"_s);
    QCOMPARE(pr->side, u"Red"_s);
    QCOMPARE(pr->breakingTurn, 1);
    QCOMPARE(pr->retreatedFromTurn, 2); // R11: from the next turn
    QCOMPARE(pb->retreatedFromTurn, 0);
    // Both sides' losses, as the rules count them on the battlegroups that were played.
    QCOMPARE(pb->lostPoints, ratio::endurance(blue).lost);
    QCOMPARE(pr->lostPoints, ratio::endurance(red).lost);
    QCOMPARE(pr->piecesLost, piecesLost(red));
    QCOMPARE(pr->piecesLost, 3);
    QCOMPARE(pb->piecesLost, piecesLost(blue));
    QCOMPARE(pb->piecesLeftBoard, 1);
    // Each side's service records: every unit of both.
    const auto units = RatioCampaignRecorder(*w->campaign()).units(&error);
    QVERIFY2(units, qPrintable(error));
    QCOMPARE(units->size(), blue.units.size() + red.units.size());
    const auto raiders = RatioCampaignRecorder(*w->campaign()).unitServiceRecord(u"Red Force"_s, u"r"_s, &error);
    QVERIFY2(raiders, qPrintable(error));
    QCOMPARE(raiders->battles.size(), 1);

    // The battles list: the battle's name in its own column.
    w->showCampaign();
    CampaignWindow *cw = w->campaignWindow();
    QVERIFY(cw);
    cw->showList(u"battles"_s);
    const CampaignTable &table = cw->listModel()->table();
    const int name = static_cast<int>(table.columns.indexOf(u"name"_s));
    QVERIFY(name >= 0);
    QCOMPARE(cw->listModel()->rowCount(), 1);
    QCOMPARE(cw->listModel()->index(0, name).data().toString(), u"Bridge at Kell"_s);
    // The participants list: both sides in battle 1.
    cw->showList(u"participants"_s);
    QCOMPARE(cw->listModel()->rowCount(), 2);

    // `moraledesk campaign list`: the battle by its name, both sides under it.
    const Cli r = campaign({m_campaignFile, u"list"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Battle 1, \"Bridge at Kell\""_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"Blue held the field"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"  Blue Force (Blue)"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"  Red Force (Red)"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"retreated from turn 2"_s), qPrintable(r.out));
}

// R11, R13 case 6: both sides reach their breaking point in the same turn: neither holds the field.
void TestMainWindowGameCampaign::bothSidesBreakInTheSameTurn()
{
    Battlegroup blue = blueRoster();
    Battlegroup red = redRoster();
    // Turn 1: Blue's tank is destroyed outright and two troopers fall, Red loses three of its six troopers.
    Play playBlue(blue);
    playBlue.casualty(u"a-1"_s).casualty(u"a-3"_s).explode(u"t-1"_s, {0}).endTurn();
    Play playRed(red);
    playRed.casualty(u"r-1"_s).casualty(u"r-2"_s).casualty(u"r-3"_s).endTurn();
    QVERIFY2(playBlue.error().isEmpty() && playRed.error().isEmpty(), qPrintable(playBlue.error() + playRed.error()));
    QCOMPARE(blue.breakingTurn, 1);
    QCOMPARE(red.breakingTurn, 1);
    MainWindow *w = openGame({blue, red});
    QVERIFY(w);
    m_prompter->texts.enqueue(QString()); // no name given: "Battle 1"
    QVERIFY2(w->recordBattle(), qPrintable(m_prompter->errors.join(u'\n')));
    QVERIFY(m_prompter->asked.filter(u"one:"_s).isEmpty());
    QCOMPARE(m_prompter->openAsked, 0);

    QString error;
    const auto battles = RatioCampaignRecorder(*w->campaign()).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 1);
    const BattleRecord &b = battles->constFirst();
    QCOMPARE(b.name, u"Battle 1"_s);
    QCOMPARE(b.outcome, BattleOutcome::Neither);
    QVERIFY(b.heldBy.isEmpty());
    const ParticipantResult *pb = participant(b, u"Blue Force"_s);
    const ParticipantResult *pr = participant(b, u"Red Force"_s);
    QVERIFY(pb && pr);
    QVERIFY(!pb->heldField);
    QVERIFY(!pr->heldField);
    QCOMPARE(pb->retreatedFromTurn, 2);
    QCOMPARE(pr->retreatedFromTurn, 2);
    QCOMPARE(pb->lostPoints, ratio::endurance(blue).lost);
    QCOMPARE(pr->lostPoints, ratio::endurance(red).lost);
    QVERIFY(pb->lostPoints > 0 && pr->lostPoints > 0);
    // The held_field column agrees, straight from the database.
    const auto held = campaignsql::single(campaignsql::connection(w->campaign()->connectionName()),
                                          u"SELECT SUM(held_field) FROM participants"_s, {}, &error);
    QVERIFY2(held, qPrintable(error));
    QCOMPARE(held->toInt(), 0);

    const Cli r = campaign({m_campaignFile, u"list"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Battle 1, \"Battle 1\""_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"neither held the field"_s), qPrintable(r.out));
}

// Two sides of one name, or fighting for one side, cannot be one battle (R11): refused in the field's name,
// nothing recorded, nothing asked first.
void TestMainWindowGameCampaign::refusesSidesThatCannotBeOneBattle()
{
    Battlegroup blue = blueRoster();
    Battlegroup red = redRoster();
    red.side = blue.side;
    MainWindow *w = openGame({blue, red});
    QVERIFY(w);
    QVERIFY(!w->recordBattle());
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.constFirst().contains(u"both fight for the side \"Blue\""_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY2(m_prompter->errors.constFirst().contains(u"Side field"_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY(m_prompter->asked.isEmpty());
    QCOMPARE(w->campaign()->battleCount(), 0);

    // The same name on both sides.
    red = redRoster();
    red.name = blue.name;
    documentOf(w)->replaceSides({blue, red});
    m_prompter->errors.clear();
    QVERIFY(!w->recordBattle());
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.constFirst().contains(u"Both sides of this game are named \"Blue Force\""_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY2(m_prompter->errors.constFirst().contains(u"Name field"_s), qPrintable(m_prompter->errors.constFirst()));
    QCOMPARE(w->campaign()->battleCount(), 0);
}

// A side recorded before as it ended this battle (alone, or the whole game again) would count its losses
// twice: refused, naming the battlegroup and the battle it is in.
void TestMainWindowGameCampaign::refusesASideAlreadyRecorded()
{
    Battlegroup blue = blueRoster();
    Battlegroup red = redRoster();
    const QString played = playBattle1(blue, red);
    QVERIFY2(played.isEmpty(), qPrintable(played));
    MainWindow *w = openGame({blue, red});
    QVERIFY(w);
    // Blue was recorded alone first (as a single file is).
    QString error;
    QVERIFY2(RatioCampaignRecorder(*w->campaign()).recordBattle({blue}, BattleInfo{}, &error), qPrintable(error));
    QVERIFY(!w->recordBattle());
    QVERIFY(m_prompter->asked.isEmpty()); // refused before anything is asked
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.constFirst().contains(u"The side \"Blue\" (battlegroup \"Blue Force\") is already recorded as it ended this game, in battle 1"_s),
             qPrintable(m_prompter->errors.constFirst()));
    QCOMPARE(w->campaign()->battleCount(), 1);

    // In a fresh campaign the game records once; the same game again is refused.
    QVERIFY(newCampaignIn(w, m_prompter, u"Second"_s,
                          CampaignTestServer::active() ? m_server.newDatabase() : m_dir->filePath(u"second.mdcampaign"_s)));
    m_prompter->texts.enqueue(u"Bridge at Kell"_s);
    QVERIFY2(w->recordBattle(), qPrintable(m_prompter->errors.join(u'\n')));
    m_prompter->errors.clear();
    QVERIFY(!w->recordBattle());
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.constFirst().contains(u"already recorded as it ended this game, in battle 1"_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY(m_prompter->asked.filter(u"text:Record battle"_s).size() == 1); // refused before the name is asked
    QCOMPARE(w->campaign()->battleCount(), 1);
}

// One battle: a bar for each side, its points kept and its points lost stacked (the bar's height is its
// starting points), both axes titled; not a single dot.
void TestMainWindowGameCampaign::chartWithOneBattleHasBars()
{
    Battlegroup blue = blueRoster();
    Battlegroup red = redRoster();
    const QString played = playBattle1(blue, red);
    QVERIFY2(played.isEmpty(), qPrintable(played));
    MainWindow *w = openGame({blue, red});
    QVERIFY(w);
    m_prompter->texts.enqueue(u"Bridge at Kell"_s);
    QVERIFY(w->recordBattle());
    w->showCampaign();
    CampaignWindow *cw = w->campaignWindow();
    QVERIFY(cw);
    const CampaignChartData &data = cw->chartData();
    QCOMPARE(data.kind, CampaignChartData::Kind::OneBattle);
    QVERIFY(data.stacked);
    QCOMPARE(data.categories, (QStringList{u"Blue Force"_s, u"Red Force"_s}));
    const ratio::Endurance eb = ratio::endurance(blue);
    const ratio::Endurance er = ratio::endurance(red);
    QCOMPARE(data.sets.size(), 2);
    QCOMPARE(data.sets.at(0), (CampaignChartData::Set{u"Points at the end"_s, {eb.total - eb.lost, er.total - er.lost}}));
    QCOMPARE(data.sets.at(1), (CampaignChartData::Set{u"Points lost"_s, {eb.lost, er.lost}}));
    QVERIFY(data.title.contains(u"Bridge at Kell"_s));

    // The chart drawn from it: one stacked bar series, its sets and the category axis as the data says.
    QChart *chart = drawnChart(cw->chart());
    QVERIFY(chart);
    QCOMPARE(chart->series().size(), 1);
    auto *series = qobject_cast<QStackedBarSeries *>(chart->series().constFirst());
    QVERIFY(series);
    QCOMPARE(series->count(), 2);
    QCOMPARE(series->barSets().at(1)->label(), u"Points lost"_s);
    QCOMPARE(series->barSets().at(1)->at(1), qreal(er.lost));
    auto *axisX = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).constFirst());
    QVERIFY(axisX);
    QCOMPARE(axisX->categories(), data.categories);
    QCOMPARE(axisX->titleText(), u"Force"_s);
    auto *axisY = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).constFirst());
    QVERIFY(axisY);
    QCOMPARE(axisY->titleText(), u"Morale points"_s);
    QVERIFY(axisY->max() >= std::max(eb.total, er.total));

    // Ratio's page: the battle unit by unit, both sides, a bar per unit (kept and lost), as the rules count them.
    auto *units = cw->page<RatioUnitLossesPage>();
    QVERIFY(units);
    QCOMPARE(units->battle(), 1);
    QList<RatioUnitLoss> expected;
    for (const Battlegroup *bg : {&blue, &red}) {
        for (const Unit &u : bg->units)
            expected.append({bg->name, u.name, ratio::unitStarting(u, bg->rules), ratio::unitCurrent(u, bg->rules)});
    }
    QCOMPARE(units->losses(), expected);
    QVERIFY(drawnChart(units->chart()));
    auto *unitSeries = qobject_cast<QHorizontalStackedBarSeries *>(drawnChart(units->chart())->series().constFirst());
    QVERIFY(unitSeries);
    QCOMPARE(unitSeries->count(), 2);
    auto *unitAxis = qobject_cast<QBarCategoryAxis *>(drawnChart(units->chart())->axes(Qt::Vertical).constFirst());
    QVERIFY(unitAxis);
    QCOMPARE(unitAxis->count(), expected.size());
    // Read top down: the axis runs upwards, so its last category is the first unit.
    QCOMPARE(unitAxis->categories().constLast(), RatioUnitLossesPage::label(expected.constFirst()));
    QCOMPARE(unitSeries->barSets().at(1)->at(0), qreal(expected.constLast().lostPoints()));
    QCOMPARE(drawnChart(units->chart())->axes(Qt::Horizontal).constFirst()->titleText(), u"Morale points"_s);
    QCOMPARE(unitAxis->titleText(), u"Unit"_s);
    const QString shots = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(shots));
    cw->resize(1100, 640);
    cw->tabs()->setCurrentWidget(units);
    QVERIFY(cw->grab().save(shots + u"/campaign-unit-losses.png"_s));

    cw->tabs()->setCurrentIndex(cw->tabs()->count() - 2); // the chart, before the details
    QVERIFY(cw->grab().save(shots + u"/campaign-chart-one-battle.png"_s));
}

namespace {

// `count` battles of Blue and Red, each with its own losses (k mod 4 casualties on Blue, k mod 3 on Red).
QList<BattleRecord> recordBattles(CampaignDatabase &db, int count, QString *error)
{
    for (int k = 1; k <= count; ++k) {
        Battlegroup blue = blueRoster();
        Battlegroup red = redRoster();
        blue.notes = u"battle %1"_s.arg(k); // each battle's end states differ
        red.notes = blue.notes;
        Play b(blue);
        const QStringList bluePieces{u"a-1"_s, u"a-2"_s, u"a-3"_s};
        for (int i = 0; i < k % 4; ++i)
            b.casualty(bluePieces.at(i));
        Play r(red);
        const QStringList redPieces{u"r-1"_s, u"r-2"_s};
        for (int i = 0; i < k % 3; ++i)
            r.casualty(redPieces.at(i));
        if (!b.error().isEmpty() || !r.error().isEmpty()) {
            *error = b.error() + r.error();
            return {};
        }
        BattleInfo info;
        info.name = u"Skirmish %1"_s.arg(k);
        if (!RatioCampaignRecorder(db).recordBattle({blue, red}, info, error))
            return {};
    }
    return RatioCampaignRecorder(db).listBattles(error).value_or(QList<BattleRecord>{});
}

int lostBy(const QList<BattleRecord> &battles, const QString &force, int from, int to)
{
    int lost = 0;
    for (const BattleRecord &b : battles) {
        if (b.number < from || b.number > to)
            continue;
        for (const ParticipantResult &p : b.participants)
            lost += p.battlegroup == force ? p.lostPoints : 0;
    }
    return lost;
}

} // namespace

// Fifty battles: taken three to a bar (17 groups, "1–3" … "49–50"), so the axis labels have room; each
// force's bars sum its losses over the battles of the group; both axes titled.
void TestMainWindowGameCampaign::chartWithFiftyBattlesStaysReadable()
{
    QString error;
    auto db = CampaignDatabase::create(m_campaignFile, campaignInfo(), &error);
    QVERIFY2(db, qPrintable(error));
    const QList<BattleRecord> battles = recordBattles(*db, 50, &error);
    QVERIFY2(battles.size() == 50, qPrintable(error));

    CampaignWindow cw(db.get(), m_prompter, {});
    const CampaignChartData &data = cw.chartData();
    QCOMPARE(data.kind, CampaignChartData::Kind::Battles);
    QVERIFY(!data.stacked);
    QCOMPARE(data.battlesPerCategory, 3);
    QVERIFY(data.categories.size() <= CampaignChartData::maxCategories);
    QCOMPARE(data.categories.size(), 17);
    QCOMPARE(data.categories.constFirst(), u"1–3"_s);
    QCOMPARE(data.categories.at(1), u"4–6"_s);
    QCOMPARE(data.categories.constLast(), u"49–50"_s);
    QCOMPARE(data.sets.size(), 2);
    QCOMPARE(data.sets.at(0).name, u"Blue Force"_s);
    QCOMPARE(data.sets.at(1).name, u"Red Force"_s);
    for (const CampaignChartData::Set &set : data.sets) {
        QCOMPARE(set.values.size(), data.categories.size());
        for (int c = 0; c < data.categories.size(); ++c) {
            const int from = c * 3 + 1;
            QCOMPARE(set.values.at(c), lostBy(battles, set.name, from, from + 2));
        }
        const int total = std::accumulate(set.values.cbegin(), set.values.cend(), 0);
        QCOMPARE(total, lostBy(battles, set.name, 1, 50));
        QVERIFY(total > 0);
    }
    QCOMPARE(data.axisX, u"Battles"_s);
    QCOMPARE(data.axisY, u"Morale points lost"_s);
    QVERIFY(data.title.contains(u"3 battles to a bar"_s));

    QChart *chart = drawnChart(cw.chart());
    QVERIFY(chart);
    auto *series = qobject_cast<QBarSeries *>(chart->series().constFirst());
    QVERIFY(series);
    QCOMPARE(series->count(), 2);
    QCOMPARE(series->barSets().at(0)->count(), 17);
    QVERIFY(!series->isLabelsVisible()); // 34 bars: the values would crowd each other
    auto *axisX = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).constFirst());
    QVERIFY(axisX);
    QCOMPARE(axisX->categories(), data.categories);
    QCOMPARE(axisX->titleText(), u"Battles"_s);
    QCOMPARE(chart->axes(Qt::Vertical).constFirst()->titleText(), u"Morale points lost"_s);

    cw.resize(1100, 640);
    cw.show();
    QVERIFY(QTest::qWaitForWindowExposed(&cw));
    cw.tabs()->setCurrentIndex(cw.tabs()->count() - 2);
    const QString shots = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(cw.grab().save(shots + u"/campaign-chart-fifty-battles.png"_s));
}

// A few battles: one group of bars per battle, labelled by its number, values on the bars.
void TestMainWindowGameCampaign::chartWithAFewBattles()
{
    QString error;
    auto db = CampaignDatabase::create(m_campaignFile, campaignInfo(), &error);
    QVERIFY2(db, qPrintable(error));
    const QList<BattleRecord> battles = recordBattles(*db, 5, &error);
    QVERIFY2(battles.size() == 5, qPrintable(error));
    CampaignWindow cw(db.get(), m_prompter, {});
    const CampaignChartData &data = cw.chartData();
    QCOMPARE(data.kind, CampaignChartData::Kind::Battles);
    QCOMPARE(data.battlesPerCategory, 1);
    QCOMPARE(data.categories, (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s}));
    QCOMPARE(data.axisX, u"Battle"_s);
    for (const CampaignChartData::Set &set : data.sets) {
        for (int c = 0; c < 5; ++c)
            QCOMPARE(set.values.at(c), lostBy(battles, set.name, c + 1, c + 1));
    }
    QVERIFY(qobject_cast<QBarSeries *>(drawnChart(cw.chart())->series().constFirst())->isLabelsVisible());
}

QTEST_MAIN(TestMainWindowGameCampaign)
#include "tst_mainwindow_game_campaign.moc"
