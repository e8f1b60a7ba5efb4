// The undo history names what happened (issue 13): every play and edit verb is one command class with a verb,
// and each keeps the undo text it had as a class of its own ("Casualty: Pvt. Ames", not 13 identical entries).
#include "kernel/Dice.h"
#include "ratio/commands/Commands.h"
#include "ratio/commands/EditCommand.h"
#include "ratio/commands/PlayCommand.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/BattlegroupReader.h"
#include "base/Translations.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;

namespace {
Battlegroup sample()
{
    LoadResult loaded = BattlegroupReader::readFile(QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/first-contact.json"));
    if (!loaded.ok())
        qFatal("the sample does not load");
    return *loaded.battlegroup;
}

// The sample's pieces, by id.
ratio::PieceRef ref(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        for (int p = 0; p < bg.units.at(u).pieces.size(); ++p) {
            if (bg.units.at(u).pieces.at(p).id == id)
                return {u, p};
        }
    }
    qFatal("no piece %s", qPrintable(id));
}
} // namespace

class TestUndoText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // English as the window speaks it, with its plurals ("2 movement levels").
    void initTestCase() { QCOMPARE(Translations::install(u"en"_s), u"en"_s); }
    void playVerbsNameWhatHappened();
    void editVerbsNameWhatChanged();
    void pushedCommandsKeepTheirText();
};

void TestUndoText::playVerbsNameWhatHappened()
{
    BattlegroupDocument document(sample());
    const Battlegroup &bg = document.battlegroup();
    BattlegroupDocument *d = &document;
    TypedDie die(3);
    const auto ames = ref(bg, u"sq1-t1"_s);
    const auto tank = ref(bg, u"tk-1"_s);
    QCOMPARE(PlayCommand::casualty(d, ames, false)->text(), u"Casualty: Pvt. Ames"_s);
    QCOMPARE(PlayCommand::penetratingHit(d, ref(bg, u"wb-2"_s), true)->text(), u"Penetrating hit: Warbot Bravo"_s);
    QCOMPARE(PlayCommand::loseSystemLevel(d, tank, VehicleSystem::Movement, false)->text(), u"Movement level lost: Ironside"_s);
    QCOMPARE(PlayCommand::knockOutWeapon(d, tank, 1, false)->text(), u"Weapon knocked out: Ironside"_s);
    QCOMPARE(PlayCommand::surrender(d, ames)->text(), u"Surrender: Pvt. Ames"_s);
    QCOMPARE(PlayCommand::officerShoots(d, ref(bg, u"sq2-mo"_s), ref(bg, u"sq2-t1"_s))->text(),
             u"Shot by Lt. Kessler (commissar): Pvt. Lund"_s);
    QCOMPARE(PlayCommand::leaveBoard(d, ames)->text(), u"Left the board: Pvt. Ames"_s);
    QCOMPARE(PlayCommand::markActed(d, ames)->text(), u"Moved or fired: Pvt. Ames"_s);
    QCOMPARE(PlayCommand::nbcAttack(d, 1)->text(), u"NBC attack: 2nd Squad (green)"_s);
    QCOMPARE(PlayCommand::bailOut(d, tank, {0, 1})->text(), u"Crew bailed out: Ironside"_s);
    QCOMPARE(PlayCommand::explosiveDestruction(d, tank, {}, false)->text(), u"Explosive destruction: Ironside"_s);
    QCOMPARE(PlayCommand::check(d, ames, die, false)->text(), u"Morale check: Pvt. Ames"_s);
    QCOMPARE(PlayCommand::check(d, ames, die, true)->text(), u"Interceptive-fire check: Pvt. Ames"_s);
    QCOMPARE(PlayCommand::endTurn(d, false)->text(), u"End turn 1"_s);
    // A piece without a name is named by its id; a reference to nothing names nothing.
    Battlegroup unnamed = sample();
    unnamed.units[ames.unit].pieces[ames.piece].name.clear();
    BattlegroupDocument other(unnamed);
    QCOMPARE(PlayCommand::casualty(&other, ames, false)->text(), u"Casualty: sq1-t1"_s);
    QCOMPARE(PlayCommand::casualty(&other, {99, 0}, false)->text(), u"Casualty: "_s);
    QCOMPARE(PlayCommand::nbcAttack(&other, 99)->text(), u"NBC attack: "_s);
}

void TestUndoText::editVerbsNameWhatChanged()
{
    BattlegroupDocument document(sample());
    const Battlegroup &bg = document.battlegroup();
    BattlegroupDocument *d = &document;
    QCOMPARE(EditCommand::editBattlegroup(d, bg.name, bg.side, bg.notes, bg.rules)->text(), u"Edit battlegroup"_s);
    QCOMPARE(EditCommand::addUnit(d, bg.units.at(0), 0)->text(), u"Add unit 1st Squad"_s);
    QCOMPARE(EditCommand::removeUnit(d, 0)->text(), u"Remove unit"_s);
    QCOMPARE(EditCommand::editUnit(d, 0, bg.units.at(1))->text(), u"Edit unit 2nd Squad (green)"_s);
    QCOMPARE(EditCommand::addPiece(d, 0, bg.units.at(0).pieces.at(1), 0)->text(), u"Add Pvt. Ames"_s);
    Piece unnamed = bg.units.at(0).pieces.at(1);
    unnamed.name.clear();
    QCOMPARE(EditCommand::addPiece(d, 0, unnamed, 0)->text(), u"Add Soldier"_s);
    QCOMPARE(EditCommand::removePiece(d, {0, 1})->text(), u"Remove piece"_s);
    QCOMPARE(EditCommand::editPiece(d, {0, 1}, bg.units.at(0).pieces.at(1))->text(), u"Edit Pvt. Ames"_s);
    QCOMPARE(EditCommand::editPiece(d, {0, 1}, unnamed)->text(), u"Edit sq1-t1"_s);
    QCOMPARE(EditCommand::restore(d, bg)->text(), u"Recover unsaved work"_s);
}

void TestUndoText::pushedCommandsKeepTheirText()
{
    BattlegroupDocument document(sample());
    Commands commands(&document);
    const Battlegroup &bg = document.battlegroup();
    TypedDie die(3);
    QVERIFY(commands.casualty(ref(bg, u"sq1-t1"_s)).ok());
    QVERIFY(commands.loseSystemLevels(ref(bg, u"tk-1"_s), VehicleSystem::Movement, 2).ok());
    QVERIFY(commands.check(ref(bg, u"sq1-t2"_s), die).ok());
    QVERIFY(commands.editUnit(0, bg.units.at(0)).ok());
    // A refused verb leaves nothing on the stack.
    QVERIFY(!commands.surrender(ref(bg, u"sq1-t3"_s)).ok());
    const QUndoStack *stack = document.undoStack();
    QCOMPARE(stack->count(), 4);
    QCOMPARE(stack->text(0), u"Casualty: Pvt. Ames"_s);
    QCOMPARE(stack->text(1), u"Ironside: 2 movement levels lost"_s);
    QCOMPARE(stack->text(2), u"Morale check: Pvt. Brandt"_s);
    QCOMPARE(stack->text(3), u"Edit unit 1st Squad"_s);
}

QTEST_GUILESS_MAIN(TestUndoText)
#include "tst_undotext.moc"
