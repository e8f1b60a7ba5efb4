// Honest controls through the real main window (issue 15, deliverable 4): every play button and Play menu
// entry is enabled exactly when the engine would take the verb, a disabled one says why in a player's words
// naming the piece, and the result area never shows a stale result after undo, redo or a new selection.
#include "MainWindowFixture.h"
#include "MainWindow.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "document/RecoveryFile.h"
#include "kernel/TypedDie.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/widgets/PlayPanel.h"
#include "ratio/widgets/PlayRefusals.h"

#include <QAction>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QToolTip>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {

// The sample's pieces (resources/samples/first-contact.json).
constexpr PieceRef ames{0, 1};
constexpr PieceRef brandt{0, 2};
constexpr PieceRef chen{0, 3};
constexpr PieceRef warbotAlpha{2, 0};
constexpr PieceRef ironside{3, 0};

// Whether the engine itself takes `verb` for `selection`, asked on a copy of the battlegroup with every
// choice a dialog could offer (any weapon, any officer, the default survivors, no survivors of a blast).
bool engineTakes(const Battlegroup &bg, PieceRef selection, PlayVerb verb)
{
    const auto run = [&bg](const std::function<ActionResult(RatioEngine &)> &act) {
        Battlegroup copy = bg;
        RatioEngine engine(copy);
        return act(engine).ok();
    };
    if (verb == PlayVerb::NbcAttack)
        return run([&](RatioEngine &e) { return e.nbcAttack(selection.unit); });
    if (verb == PlayVerb::Roll) {
        PieceRef target = selection;
        if (selection.piece < 0) {
            const QList<PieceRef> due = checksDue(bg, selection.unit);
            if (due.isEmpty())
                return false;
            target = due.constFirst();
        }
        return run([&](RatioEngine &e) {
            TypedDie die(5);
            return e.check(target, die);
        });
    }
    if (selection.piece < 0)
        return false; // every other verb happens to one piece
    const Piece &p = bg.units.at(selection.unit).pieces.at(selection.piece);
    switch (verb) {
    case PlayVerb::Roll:
    case PlayVerb::NbcAttack:
        break;
    case PlayVerb::Casualty:
        return run([&](RatioEngine &e) { return e.casualty(selection); });
    case PlayVerb::PenetratingHit:
        return run([&](RatioEngine &e) { return e.penetratingHit(selection); });
    case PlayVerb::LoseMovement:
    case PlayVerb::LoseTargeting:
    case PlayVerb::LoseDamageControl:
        return run([&](RatioEngine &e) { return e.loseSystemLevel(selection, PlayRefusals::systemOf(verb)); });
    case PlayVerb::KnockOutWeapon:
        for (int i = 0; i < p.weapons.size(); ++i) {
            if (run([&](RatioEngine &e) { return e.knockOutWeapon(selection, i); }))
                return true;
        }
        return false;
    case PlayVerb::Surrender:
        return run([&](RatioEngine &e) { return e.surrender(selection); });
    case PlayVerb::OfficerShoots:
        for (int u = 0; u < bg.units.size(); ++u) {
            for (int i = 0; i < bg.units.at(u).pieces.size(); ++i) {
                if (run([&](RatioEngine &e) { return e.officerShoots({u, i}, selection); }))
                    return true;
            }
        }
        return false;
    case PlayVerb::LeaveBoard:
        return run([&](RatioEngine &e) { return e.leaveBoard(selection); });
    case PlayVerb::MarkActed:
        return run([&](RatioEngine &e) { return e.markActed(selection); });
    case PlayVerb::BailOut:
        return run([&](RatioEngine &e) { return e.bailOut(selection); });
    case PlayVerb::ExplosiveDestruction:
        return run([&](RatioEngine &e) { return e.explosiveDestruction(selection, {}); });
    }
    return false;
}

QString verbName(PlayVerb verb) { return QString::number(static_cast<int>(verb)); }

} // namespace

class TestHonestControls : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void noMarkerSaysSo();
    void checkedAlreadyThisTurn();
    void vehicleWithoutWeaponsLeft();
    void pieceThatLeftTheBoard();
    void robotTakesNoCasualty();
    void endTurnWithChecksDue();
    void everyControlAgreesWithTheEngine();
    void enabledControlsSucceed();
    void resultFollowsUndoRedoAndSelection();
    void refreshIsFast();

private:
    void openSample();
    PlayPanel *panel() const { return ratioOf(m_window)->playPanel(); }
    const Battlegroup &bg() const { return documentOf(m_window)->battlegroup(); }
    Commands *commands() const { return ratioOf(m_window)->commands(); }
    QUndoStack *stack() const { return documentOf(m_window)->undoStack(); }
    QAction *menuEntry(PlayVerb verb) const;
    QAction *endTurnEntry() const;
    QPushButton *endTurnButton() const;
    // Fails the test when a control disagrees with the engine for the selection.
    void checkAgreement(PieceRef ref);
    // Casualties on the first soldiers of 1st Squad until a d10 of 10 fails its check (R5).
    void lossesUntilTenFails();
};

void TestHonestControls::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestHonestControls::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

void TestHonestControls::openSample()
{
    const QString path = m_dir->filePath(u"first-contact.json"_s);
    QVERIFY(QFile::copy(u":/samples/first-contact.json"_s, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    makeWindow();
    QVERIFY(m_window->openFile(path));
    QVERIFY(ratioOf(m_window) && panel());
}

QAction *TestHonestControls::menuEntry(PlayVerb verb) const
{
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *a : menu->menu()->actions()) {
            if (a->property("playVerb").isValid() && a->property("playVerb").toInt() == static_cast<int>(verb))
                return a;
        }
    }
    return nullptr;
}

QAction *TestHonestControls::endTurnEntry() const
{
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *a : menu->menu()->actions()) {
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
                return a;
        }
    }
    return nullptr;
}

QPushButton *TestHonestControls::endTurnButton() const
{
    for (QPushButton *b : m_window->findChildren<QPushButton *>()) {
        if (b->accessibleName() == u"End turn"_s && b->isVisible())
            return b;
    }
    return nullptr;
}

void TestHonestControls::checkAgreement(PieceRef ref)
{
    ratioOf(m_window)->selectPiece(ref);
    QCOMPARE(panel()->selection(), ref);
    const RatioQueries queries(bg());
    for (PlayVerb verb : PlayRefusals::verbs()) {
        const bool takes = engineTakes(bg(), ref, verb);
        const QString where = u"unit %1 piece %2 verb %3"_s.arg(ref.unit).arg(ref.piece).arg(verbName(verb));
        QPushButton *button = panel()->verbButton(verb);
        QVERIFY2(button, qPrintable(where));
        QVERIFY2(button->isEnabled() == takes, qPrintable(where + u": "_s + button->toolTip()));
        QAction *entry = menuEntry(verb);
        QVERIFY2(entry, qPrintable(where));
        QVERIFY2(entry->isEnabled() == takes, qPrintable(where + u" (menu): "_s + entry->toolTip()));
        if (!takes) {
            // The reason comes first, the same in the menu; what the button does follows it.
            QVERIFY2(!entry->toolTip().isEmpty() && button->toolTip().startsWith(entry->toolTip()), qPrintable(where));
        }
        if (verb == PlayVerb::Roll) {
            for (QPushButton *face : panel()->dieButtons()) {
                QVERIFY2(face->isEnabled() == takes, qPrintable(where));
                QVERIFY2(takes || face->toolTip().startsWith(entry->toolTip()), qPrintable(where));
            }
        }
    }
    // Where the engine refuses a piece's verb with its own words, the button says exactly those words.
    if (ref.piece >= 0) {
        Battlegroup copy = bg();
        const ActionResult casualty = RatioEngine(copy).casualty(ref);
        if (!casualty.ok())
            QVERIFY2(panel()->verbButton(PlayVerb::Casualty)->toolTip().startsWith(casualty.error), qPrintable(casualty.error));
        copy = bg();
        const ActionResult left = RatioEngine(copy).leaveBoard(ref);
        if (!left.ok())
            QVERIFY2(panel()->verbButton(PlayVerb::LeaveBoard)->toolTip().startsWith(left.error), qPrintable(left.error));
    }
}

void TestHonestControls::lossesUntilTenFails()
{
    for (int i = 0; i < 4; ++i) {
        const CheckAssessment a = assessPiece(bg(), ames);
        if (bg().units.at(0).pieces.at(ames.piece).state.marker && a.needsDie() && a.successFaces < 10)
            return;
        QVERIFY(commands()->casualty({0, 2 + i}).ok()); // Brandt, Chen, Duarte, Ezeh
    }
    const CheckAssessment a = assessPiece(bg(), ames);
    QVERIFY2(a.needsDie() && a.successFaces < 10, "a 10 never fails: the sample changed");
}

void TestHonestControls::noMarkerSaysSo()
{
    openSample();
    ratioOf(m_window)->selectPiece(ames);
    QPushButton *roll = panel()->verbButton(PlayVerb::Roll);
    QVERIFY(!roll->isEnabled());
    QVERIFY2(roll->toolTip().startsWith(u"Pvt. Ames has no morale check marker"_s), qPrintable(roll->toolTip()));
    // What the button does still follows the reason.
    QVERIFY2(roll->toolTip().contains(u"The program rolls a d10"_s), qPrintable(roll->toolTip()));
    for (QPushButton *face : panel()->dieButtons())
        QVERIFY(!face->isEnabled());
    // The unit as a whole: nobody to roll for, said of the unit.
    ratioOf(m_window)->selectPiece({0, -1});
    QVERIFY(!roll->isEnabled());
    QVERIFY2(roll->toolTip().contains(u"No piece of 1st Squad has a morale check marker"_s), qPrintable(roll->toolTip()));
    // A piece's verbs with a unit selected: pick the piece.
    QVERIFY2(panel()->verbButton(PlayVerb::Casualty)->toolTip().startsWith(u"Select one piece of 1st Squad"_s),
             qPrintable(panel()->verbButton(PlayVerb::Casualty)->toolTip()));
    // Qt shows a disabled button's tooltip when the pointer rests on it.
    ratioOf(m_window)->selectPiece(ames);
    QVERIFY(roll->isVisible() && !roll->isEnabled());
    QHelpEvent help(QEvent::ToolTip, QPoint(4, 4), roll->mapToGlobal(QPoint(4, 4)));
    QApplication::sendEvent(roll, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), roll->toolTip());
    QToolTip::hideText();
}

void TestHonestControls::checkedAlreadyThisTurn()
{
    openSample();
    lossesUntilTenFails();
    ratioOf(m_window)->selectPiece(ames);
    QVERIFY(panel()->verbButton(PlayVerb::Roll)->isEnabled());
    QTest::mouseClick(panel()->dieButtons().at(9), Qt::LeftButton); // the die shows 10: fails (R5)
    ratioOf(m_window)->selectPiece(ames); // the checks queue moved on to the next piece due
    const Piece &p = bg().units.at(0).pieces.at(ames.piece);
    QCOMPARE(bg().log.constLast().outcome, CheckOutcome::Failed);
    QVERIFY(p.isActive() && p.state.marker);
    QPushButton *roll = panel()->verbButton(PlayVerb::Roll);
    QVERIFY(!roll->isEnabled());
    QVERIFY2(roll->toolTip().startsWith(u"Pvt. Ames already checked this turn; the next check is next turn (R6)."_s),
             qPrintable(roll->toolTip()));
    QAction *entry = menuEntry(PlayVerb::Roll);
    QVERIFY(!entry->isEnabled());
    QVERIFY2(entry->toolTip().startsWith(u"Pvt. Ames already checked"_s), qPrintable(entry->toolTip()));
    // He may act again now that his check for this turn is made.
    QVERIFY(panel()->verbButton(PlayVerb::MarkActed)->isEnabled());
    // The key still reaches the panel, which says why nothing happened.
    const int before = stack()->index();
    panel()->roll();
    QCOMPARE(stack()->index(), before);
    QVERIFY2(panel()->resultText().contains(u"Pvt. Ames already checked this turn"_s), qPrintable(panel()->resultText()));
}

void TestHonestControls::vehicleWithoutWeaponsLeft()
{
    openSample();
    const int weapons = static_cast<int>(bg().units.at(ironside.unit).pieces.at(0).weapons.size());
    QVERIFY(weapons > 0);
    ratioOf(m_window)->selectPiece(ironside);
    QPushButton *knockOut = panel()->verbButton(PlayVerb::KnockOutWeapon);
    for (int i = 0; i < weapons; ++i) {
        QVERIFY2(knockOut->isEnabled(), qPrintable(knockOut->toolTip()));
        m_prompter->one.enqueue(0); // the first weapon still working
        QTest::mouseClick(knockOut, Qt::LeftButton);
        QCOMPARE(stack()->index(), i + 1);
    }
    QVERIFY(!knockOut->isEnabled());
    QCOMPARE(knockOut->toolTip().section(u'\n', 0, 0), u"Ironside has no more weapons to knock out."_s);
    QVERIFY(!menuEntry(PlayVerb::KnockOutWeapon)->isEnabled());
    QCOMPARE(menuEntry(PlayVerb::KnockOutWeapon)->toolTip(), u"Ironside has no more weapons to knock out."_s);
    // A soldier has none at all, and is told what to record instead.
    ratioOf(m_window)->selectPiece(ames);
    QVERIFY(!knockOut->isEnabled());
    QVERIFY2(knockOut->toolTip().startsWith(u"Pvt. Ames has no weapon systems to knock out"_s), qPrintable(knockOut->toolTip()));
    QVERIFY2(panel()->verbButton(PlayVerb::LoseMovement)->toolTip().contains(u"record a casualty instead"_s),
             qPrintable(panel()->verbButton(PlayVerb::LoseMovement)->toolTip()));
}

void TestHonestControls::pieceThatLeftTheBoard()
{
    openSample();
    ratioOf(m_window)->selectPiece(ames);
    QPushButton *left = panel()->verbButton(PlayVerb::LeaveBoard);
    QVERIFY(left->isEnabled());
    QTest::mouseClick(left, Qt::LeftButton);
    QCOMPARE(bg().units.at(0).pieces.at(ames.piece).state.presence, Presence::LeftBoard);
    for (PlayVerb verb : PlayRefusals::verbs()) {
        if (verb == PlayVerb::NbcAttack)
            continue; // the unit's, and its other soldiers are still there
        QPushButton *b = panel()->verbButton(verb);
        QVERIFY2(!b->isEnabled(), qPrintable(verbName(verb)));
        QVERIFY2(b->toolTip().startsWith(u"Pvt. Ames is no longer on the table"_s), qPrintable(b->toolTip()));
    }
    QVERIFY(panel()->verbButton(PlayVerb::NbcAttack)->isEnabled());
}

void TestHonestControls::robotTakesNoCasualty()
{
    openSample();
    ratioOf(m_window)->selectPiece(warbotAlpha);
    QPushButton *casualty = panel()->verbButton(PlayVerb::Casualty);
    QVERIFY(!casualty->isEnabled());
    QVERIFY2(casualty->toolTip().startsWith(u"Warbot Alpha is not a soldier: record a penetrating hit instead (R3)."_s),
             qPrintable(casualty->toolTip()));
    QVERIFY(panel()->verbButton(PlayVerb::PenetratingHit)->isEnabled());
    // NBC: machines do not panic (R8a); the warbot section has no troops.
    QVERIFY(!panel()->verbButton(PlayVerb::NbcAttack)->isEnabled());
    QVERIFY2(panel()->verbButton(PlayVerb::NbcAttack)->toolTip().startsWith(u"Warbot section has no soldiers on the table"_s),
             qPrintable(panel()->verbButton(PlayVerb::NbcAttack)->toolTip()));
}

void TestHonestControls::endTurnWithChecksDue()
{
    openSample();
    QPushButton *button = endTurnButton();
    QVERIFY(button);
    QAction *entry = endTurnEntry();
    QVERIFY(entry);
    QVERIFY(button->isEnabled() && entry->isEnabled());
    QVERIFY2(!button->toolTip().contains(u"must still check"_s), qPrintable(button->toolTip()));
    QVERIFY(commands()->casualty(brandt).ok());
    // R6: the turn may still end, after a confirmation; the tooltip says who must check and what to do.
    QVERIFY(button->isEnabled() && entry->isEnabled());
    QVERIFY2(button->toolTip().contains(u"must still check morale this turn (Sgt. Okafor, Pvt. Ames, Pvt. Chen and 6 more)"_s),
             qPrintable(button->toolTip()));
    QVERIFY2(entry->toolTip().contains(u"roll their checks first, or end the turn anyway"_s), qPrintable(entry->toolTip()));
    // The engine refuses with the same words when the player does not confirm.
    Battlegroup copy = bg();
    QCOMPARE(RatioEngine(copy).endTurn().error, entry->toolTip());
    m_prompter->overrideEndTurn = false;
    ratioOf(m_window)->endTurn();
    QCOMPARE(bg().turn, 1);
    m_prompter->overrideEndTurn = true;
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(bg().turn, 2);
}

void TestHonestControls::everyControlAgreesWithTheEngine()
{
    openSample();
    // A few actions that open up and close off verbs: markers, a failed check, a robot hit, a vehicle
    // losing its movement (immobile), an NBC attack on the green squad, a piece that acted.
    lossesUntilTenFails();
    ratioOf(m_window)->selectPiece(ames);
    panel()->typeDie(10);
    QVERIFY(commands()->penetratingHit(warbotAlpha).ok());
    const int movement = bg().units.at(ironside.unit).pieces.at(0).movement.current;
    for (int i = 0; i < movement; ++i)
        QVERIFY(commands()->loseSystemLevel(ironside, VehicleSystem::Movement).ok());
    QVERIFY(commands()->nbcAttack(1).ok());
    QVERIFY(commands()->markActed({4, 0}).ok()); // Bunker Kilo, unmarked
    for (int u = 0; u < bg().units.size(); ++u) {
        checkAgreement({u, -1});
        for (int i = 0; i < bg().units.at(u).pieces.size(); ++i)
            checkAgreement({u, i});
    }
    // And on the next turn, when the deferred markers come due.
    m_prompter->overrideEndTurn = true;
    ratioOf(m_window)->endTurn();
    QCOMPARE(bg().turn, 2);
    for (int u = 0; u < bg().units.size(); ++u) {
        checkAgreement({u, -1});
        for (int i = 0; i < bg().units.at(u).pieces.size(); ++i)
            checkAgreement({u, i});
    }
}

void TestHonestControls::enabledControlsSucceed()
{
    openSample();
    QVERIFY(commands()->casualty(brandt).ok());
    QVERIFY(commands()->penetratingHit(warbotAlpha).ok());
    int clicked = 0;
    for (int u = 0; u < bg().units.size(); ++u) {
        for (int i = -1; i < bg().units.at(u).pieces.size(); ++i) {
            const PieceRef ref{u, i};
            for (PlayVerb verb : PlayRefusals::verbs()) {
                ratioOf(m_window)->selectPiece(ref);
                QPushButton *b = panel()->verbButton(verb);
                if (!b->isEnabled())
                    continue;
                // The dialogs' answers: the first weapon or officer, the survivors the rules give, none of a blast.
                m_prompter->one.clear();
                m_prompter->several.clear();
                m_prompter->one.enqueue(0);
                if (verb == PlayVerb::BailOut) {
                    QList<int> survivors;
                    for (int s = 0; s < RatioQueries(bg()).survivorsIfBailing(ref); ++s)
                        survivors << s;
                    m_prompter->several.enqueue(survivors);
                }
                if (verb == PlayVerb::ExplosiveDestruction)
                    m_prompter->several.enqueue({});
                const int before = stack()->index();
                QTest::mouseClick(b, Qt::LeftButton);
                const QString where = u"unit %1 piece %2 verb %3: %4"_s.arg(u).arg(i).arg(verbName(verb), panel()->resultText());
                QVERIFY2(stack()->index() == before + 1, qPrintable(where));
                QVERIFY2(!panel()->resultText().contains(u"Not done"_s), qPrintable(where));
                stack()->undo();
                ++clicked;
            }
        }
    }
    QVERIFY2(clicked > 20, qPrintable(QString::number(clicked)));
}

void TestHonestControls::resultFollowsUndoRedoAndSelection()
{
    openSample();
    QVERIFY(commands()->casualty(brandt).ok());
    ratioOf(m_window)->selectPiece(ames);
    QTest::mouseClick(panel()->dieButtons().at(0), Qt::LeftButton); // a 1 passes
    const QString passed = panel()->resultText();
    QVERIFY2(passed.contains(u"Pvt. Ames passed"_s), qPrintable(passed));
    const QString checkText = stack()->text(stack()->index() - 1);
    QVERIFY(!checkText.isEmpty());

    // Undo: the result is gone, and the area says what was taken back.
    stack()->undo();
    QCOMPARE(panel()->resultText(), (u"Undone: "_s + checkText).toHtmlEscaped());
    stack()->redo();
    QCOMPARE(panel()->resultText(), (u"Redone: "_s + checkText).toHtmlEscaped());

    // Another action, not the panel's: nothing stale stays.
    ratioOf(m_window)->selectPiece(ames); // the checks queue had moved on to the next piece due
    panel()->typeDie(1); // the key: Ames checked already, refused
    QVERIFY(panel()->resultText().contains(u"Not done"_s));
    QVERIFY(commands()->markActed(warbotAlpha).ok());
    QVERIFY2(panel()->resultText().isEmpty(), qPrintable(panel()->resultText()));

    // A new selection clears the result of the piece before...
    ratioOf(m_window)->selectPiece(chen);
    QTest::mouseClick(panel()->dieButtons().at(0), Qt::LeftButton);
    QVERIFY(panel()->resultText().contains(u"Pvt. Chen passed"_s));
    QTest::qWait(0); // the click is handled; the next selection is the player's
    ratioOf(m_window)->selectPiece(ames);
    QVERIFY2(panel()->resultText().isEmpty(), qPrintable(panel()->resultText()));
    // ...but an action that moves the selection on by itself keeps its own result in view.
    ratioOf(m_window)->selectPiece({0, 4});
    panel()->typeDie(1);
    ratioOf(m_window)->selectPiece({0, 5});
    QVERIFY2(panel()->resultText().contains(u"Pvt. Duarte passed"_s), qPrintable(panel()->resultText()));
}

void TestHonestControls::refreshIsFast()
{
    openSample();
    QVERIFY(commands()->casualty(brandt).ok());
    QVERIFY(commands()->nbcAttack(1).ok());
    QList<PieceRef> refs;
    for (int u = 0; u < bg().units.size(); ++u) {
        for (int i = -1; i < bg().units.at(u).pieces.size(); ++i)
            refs << PieceRef{u, i};
    }
    constexpr int rounds = 20;
    QElapsedTimer timer;
    timer.start();
    for (int r = 0; r < rounds; ++r) {
        for (const PieceRef &ref : std::as_const(refs))
            panel()->setSelection(ref); // a refresh each: every button asks the engine
    }
    const qint64 perRefreshUs = timer.nsecsElapsed() / 1000 / (rounds * refs.size());
    qInfo("play panel refresh: %lld us on average over %lld selections", perRefreshUs, rounds * refs.size());
    // The sample: well under a few milliseconds (a generous bound for a loaded test machine).
    QVERIFY2(perRefreshUs < 5000, qPrintable(QString::number(perRefreshUs)));
}

QTEST_MAIN(TestHonestControls)
#include "tst_honest_controls.moc"
