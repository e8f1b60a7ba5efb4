#pragma once

#include "ratio/rules/RatioEngine.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <array>

namespace md::ratio {

// The columns of the filled status sheet that a player marks during a game on paper (R2-R4, R6, R7, R9), in the
// sheet's own order: losses, whether the piece is still on the table, its status and its marker, then a vehicle's
// system levels and weapons (R4).
enum class SheetColumn { Losses, OnTable, Status, Marker, Movement, Targeting, DamageControl, Weapons };

// What the player marked for one piece on the paper sheet at the end of play.
struct SheetMark
{
    bool casualty = false;                 // soldier: killed or out of action (R2)
    int hits = 0;                          // robot-style: penetrating hits in all (R3)
    Presence presence = Presence::Active;  // on the table, surrendered (R9), eliminated (R7), left the board (R7)
    MoraleStatus status = MoraleStatus::Normal;
    bool marker = false;                   // R6
    std::array<int, 3> levels{};           // vehicle-style: movement, targeting, damage control still working (R4)
    QList<bool> weaponsOut;                // vehicle-style: knocked out, by weapon (R4)
    friend bool operator==(const SheetMark &, const SheetMark &) = default;
};

struct SheetEntry
{
    PieceRef piece;
    SheetMark mark;
};

// A value the sheet cannot take, naming the piece and the column.
struct SheetProblem
{
    PieceRef piece;
    SheetColumn column = SheetColumn::Losses;
    QString reason;
};

// The paper round trip: a marked-up filled status sheet keyed back into the game. The losses go through the
// rules engine's own verbs (casualty, penetrating hit, system level, weapon), so that markers, destruction
// and the breaking point (R3, R4, R6, R11) come out as they would in play; what only a check or the moment of
// play decides (a status, a surrender, an elimination, leaving the board, which markers were checked off) is
// taken from the sheet as marked.
class SheetReturn
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::SheetReturn)

public:
    // The pieces in the order the filled sheet prints them: unit by unit, a vehicle unit's vehicle first (its
    // form), then the other pieces in roster order.
    static QList<PieceRef> sheetOrder(const Battlegroup &bg);
    // The piece a vehicle or strongpoint unit prints as its form (R4), or -1.
    static int sheetVehicle(const Unit &unit);

    static QString columnName(SheetColumn column);
    // Whether the piece has this column on the sheet (a soldier has no system levels, a vehicle no loss box).
    static bool hasColumn(const Piece &piece, SheetColumn column);
    // What the sheet shows for the piece now.
    static SheetMark markOf(const Piece &piece);
    // The cell's text for a mark: "x" for a crossed box, a number, a status's name, blank for the default.
    static QString text(const Piece &piece, const SheetMark &mark, SheetColumn column);
    // Reads what the player typed into a cell into `mark`; the reason when it cannot be read (empty when read).
    static QString read(const Piece &piece, SheetColumn column, const QString &text, SheetMark &mark);

    // Every problem of a sheet: a value the game cannot take back (a loss undone), a combination that cannot
    // be, or a loss the rules refuse. Empty when `apply` would succeed.
    static QList<SheetProblem> validate(const Battlegroup &bg, const QList<SheetEntry> &entries);
    // "Pvt. Cole, Status: …" for the window and the refusal text.
    static QString problemText(const Battlegroup &bg, const SheetProblem &problem);

    // Applies the sheet; refused (nothing changed) with every problem's text when it has any, or when it
    // changes nothing. The records are the engine's loss records, any breaking point (R11), and one
    // "sheet-entered" record listing what changed; the result's endurance is R11 after it.
    static ActionResult apply(Battlegroup &bg, const QList<SheetEntry> &entries);

private:
    static QList<SheetProblem> applyTo(Battlegroup &bg, const QList<SheetEntry> &entries, ActionResult &result);
};

} // namespace md::ratio
