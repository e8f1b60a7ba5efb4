#include "ratio/rules/SheetReturn.h"

#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"

#include <QRegularExpression>

#include <algorithm>

namespace md::ratio {

namespace {
constexpr std::array<VehicleSystem, 3> systems{VehicleSystem::Movement, VehicleSystem::Targeting,
                                               VehicleSystem::DamageControl};

// Movement, targeting, damage control: their index in SheetMark::levels (only asked of those columns).
std::size_t systemIndex(SheetColumn column)
{
    return static_cast<std::size_t>(static_cast<int>(column) - static_cast<int>(SheetColumn::Movement));
}

SheetColumn systemColumn(std::size_t index)
{
    return static_cast<SheetColumn>(static_cast<int>(SheetColumn::Movement) + static_cast<int>(index));
}

QString pieceLabel(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }

bool infantryStyle(const Piece &p) { return p.style == MoraleStyle::Infantry; }
bool robotStyle(const Piece &p) { return p.style == MoraleStyle::Robot; }
bool vehicleStyle(const Piece &p) { return p.style == MoraleStyle::Vehicle; }
bool hasWeapons(const Piece &p) { return (p.isVehicleKind() || vehicleStyle(p)) && !p.weapons.isEmpty(); }
int maxHits(const Piece &p) { return p.size + 2; } // R3: size + 2 points, one per penetrating hit

// Folded for matching what a player types: case and accents ignored ("ebranle" is "Ébranlé").
QString folded(const QString &text)
{
    const QString decomposed = text.trimmed().normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c.toCaseFolded());
    }
    return out;
}

// The English name of an enum value, as the chapter and the printed English sheet write it.
template<typename E>
QString sourceName(E value)
{
    for (const auto &row : EnumTable<E>::rows()) {
        if (row.value == value)
            return QString::fromUtf8(row.name);
    }
    return {};
}

// A value of an enum typed as its name, or the start of it, in the language shown, in English or as its file key;
// case and accents do not matter.
template<typename E>
std::optional<E> matchName(const QString &typed, const QList<E> &allowed, QString &why)
{
    const QString t = typed.trimmed();
    const QString f = folded(t);
    QList<E> found;
    for (E value : allowed) {
        const QStringList names{folded(enumDisplayName(value)), folded(sourceName(value)), folded(enumKey(value))};
        if (names.contains(f))
            return value;
        for (const QString &name : names) {
            if (!f.isEmpty() && name.startsWith(f) && !found.contains(value))
                found.append(value);
        }
    }
    if (found.size() == 1)
        return found.first();
    QStringList names;
    for (E value : found.isEmpty() ? allowed : found)
        names << enumDisplayName(value);
    why = found.isEmpty() ? SheetReturn::tr("\u201c%1\u201d is not one of: %2").arg(t, names.join(QStringLiteral(", ")))
                          : SheetReturn::tr("\u201c%1\u201d could be %2; type more of the word").arg(t, names.join(QStringLiteral(", ")));
    return std::nullopt;
}

// A tick box: crossed ("x", "1", "+", yes) or not (blank, "0", "-", no).
std::optional<bool> readBox(const QString &typed)
{
    const QString t = typed.trimmed().toLower();
    if (t.isEmpty() || t == u"0" || t == u"-" || t == u"no" || t == SheetReturn::tr("no").toLower())
        return false;
    if (t == u"x" || t == u"1" || t == u"+" || t == u"yes" || t == SheetReturn::tr("yes").toLower()
        || t == QStringLiteral("\u2713") || t == QStringLiteral("\u00d7"))
        return true;
    return std::nullopt;
}

std::optional<int> readWhole(const QString &typed)
{
    bool ok = false;
    const int value = typed.trimmed().toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

QString wholeNumberBetween(int low, int high, const QString &typed)
{
    return SheetReturn::tr("must be a whole number from %1 to %2, not \u201c%3\u201d").arg(low).arg(high).arg(typed.trimmed());
}

// R6: as the engine dates a marker a loss places: a piece that already checked, moved or fired this turn
// checks next turn.
int dueTurnFor(const Piece &p, int turn)
{
    return p.state.lastCheckTurn == turn || p.state.actedTurn == turn ? turn + 1 : turn;
}

LogRecord recordFor(const Battlegroup &bg, LogEvent event, PieceRef ref)
{
    LogRecord r;
    r.turn = bg.turn;
    r.event = event;
    if (ref.unit >= 0) {
        r.unitId = bg.units.at(ref.unit).id;
        if (ref.piece >= 0)
            r.pieceId = bg.units.at(ref.unit).pieces.at(ref.piece).id;
    }
    return r;
}
} // namespace

int SheetReturn::sheetVehicle(const Unit &unit)
{
    if (unit.kind != UnitKind::Vehicle && unit.kind != UnitKind::Strongpoint)
        return -1;
    for (int i = 0; i < unit.pieces.size(); ++i) {
        const Piece &p = unit.pieces.at(i);
        if (!p.crewSurvivor && (p.isVehicleKind() || p.style == MoraleStyle::Vehicle))
            return i;
    }
    return -1;
}

QList<PieceRef> SheetReturn::sheetOrder(const Battlegroup &bg)
{
    QList<PieceRef> order;
    for (int u = 0; u < bg.units.size(); ++u) {
        const int vehicle = sheetVehicle(bg.units.at(u));
        if (vehicle >= 0)
            order.append({u, vehicle});
        for (int i = 0; i < bg.units.at(u).pieces.size(); ++i) {
            if (i != vehicle)
                order.append({u, i});
        }
    }
    return order;
}

QString SheetReturn::columnName(SheetColumn column)
{
    switch (column) {
    case SheetColumn::Losses:
        return tr("Losses");
    case SheetColumn::OnTable:
        return tr("On the table");
    case SheetColumn::Status:
        return tr("Status (R7)");
    case SheetColumn::Marker:
        return tr("Marker (R6)");
    case SheetColumn::Movement:
        return enumDisplayName(VehicleSystem::Movement);
    case SheetColumn::Targeting:
        return enumDisplayName(VehicleSystem::Targeting);
    case SheetColumn::DamageControl:
        return enumDisplayName(VehicleSystem::DamageControl);
    case SheetColumn::Weapons:
        return tr("Weapons out (R4)");
    }
    return {};
}

bool SheetReturn::hasColumn(const Piece &piece, SheetColumn column)
{
    switch (column) {
    case SheetColumn::Losses:
        return infantryStyle(piece) || robotStyle(piece);
    case SheetColumn::OnTable:
    case SheetColumn::Status:
    case SheetColumn::Marker:
        return true;
    case SheetColumn::Movement:
    case SheetColumn::Targeting:
    case SheetColumn::DamageControl:
        return vehicleStyle(piece);
    case SheetColumn::Weapons:
        return hasWeapons(piece);
    }
    return false;
}

SheetMark SheetReturn::markOf(const Piece &piece)
{
    SheetMark m;
    m.casualty = piece.state.presence == Presence::Casualty;
    m.hits = piece.hits;
    m.presence = piece.state.presence;
    m.status = piece.state.status;
    m.marker = piece.state.marker;
    for (std::size_t s = 0; s < systems.size(); ++s)
        m.levels[s] = piece.system(systems[s]).current;
    for (const Weapon &w : piece.weapons)
        m.weaponsOut.append(w.knockedOut);
    return m;
}

QString SheetReturn::text(const Piece &piece, const SheetMark &mark, SheetColumn column)
{
    if (!hasColumn(piece, column))
        return {};
    switch (column) {
    case SheetColumn::Losses:
        return robotStyle(piece) ? QString::number(mark.hits) : (mark.casualty ? QStringLiteral("x") : QString());
    case SheetColumn::OnTable:
        // R12: the default stays blank on the sheet, and here.
        return mark.presence == Presence::Active || (mark.casualty && mark.presence == Presence::Casualty)
            ? QString()
            : enumDisplayName(mark.presence);
    case SheetColumn::Status:
        return mark.status == MoraleStatus::Normal ? QString() : enumDisplayName(mark.status);
    case SheetColumn::Marker:
        return mark.marker ? QStringLiteral("x") : QString();
    case SheetColumn::Movement:
    case SheetColumn::Targeting:
    case SheetColumn::DamageControl:
        return QString::number(mark.levels[systemIndex(column)]);
    case SheetColumn::Weapons: {
        QStringList out;
        for (int w = 0; w < mark.weaponsOut.size(); ++w) {
            if (mark.weaponsOut.at(w))
                out << QString::number(w + 1);
        }
        return out.join(QLatin1Char(' '));
    }
    }
    return {};
}

QString SheetReturn::read(const Piece &piece, SheetColumn column, const QString &typed, SheetMark &mark)
{
    if (!hasColumn(piece, column))
        return typed.trimmed().isEmpty() ? QString() : tr("%1 has no such box on the sheet").arg(pieceLabel(piece));
    QString why;
    switch (column) {
    case SheetColumn::Losses:
        if (robotStyle(piece)) {
            // R3: one point per penetrating hit, size + 2 in all.
            const std::optional<int> hits = readWhole(typed.trimmed().isEmpty() ? QStringLiteral("0") : typed);
            if (!hits || *hits < 0 || *hits > maxHits(piece))
                return wholeNumberBetween(0, maxHits(piece), typed);
            mark.hits = *hits;
        } else {
            const std::optional<bool> crossed = readBox(typed);
            if (!crossed)
                return tr("type x for a casualty (killed or out of action), or leave it blank; not \u201c%1\u201d")
                    .arg(typed.trimmed());
            mark.casualty = *crossed;
        }
        return {};
    case SheetColumn::OnTable: {
        if (typed.trimmed().isEmpty()) {
            mark.presence = Presence::Active;
            return {};
        }
        const auto presence = matchName<Presence>(typed,
                                                  {Presence::Active, Presence::Casualty, Presence::Surrendered,
                                                   Presence::Shot, Presence::Eliminated, Presence::Destroyed,
                                                   Presence::Abandoned, Presence::LeftBoard},
                                                  why);
        if (!presence)
            return why;
        mark.presence = *presence;
        return {};
    }
    case SheetColumn::Status: {
        if (typed.trimmed().isEmpty()) {
            mark.status = MoraleStatus::Normal;
            return {};
        }
        const auto status = matchName<MoraleStatus>(
            typed, {MoraleStatus::Normal, MoraleStatus::Cautious, MoraleStatus::Shaken, MoraleStatus::Broken}, why);
        if (!status)
            return why;
        mark.status = *status;
        return {};
    }
    case SheetColumn::Marker: {
        const std::optional<bool> crossed = readBox(typed);
        if (!crossed)
            return tr("type x for a marker, or leave it blank; not \u201c%1\u201d").arg(typed.trimmed());
        mark.marker = *crossed;
        return {};
    }
    case SheetColumn::Movement:
    case SheetColumn::Targeting:
    case SheetColumn::DamageControl: {
        // R4: 0 to the system's fully operational levels.
        const std::size_t s = systemIndex(column);
        const int levels = piece.system(systems[s]).levels;
        const std::optional<int> level = readWhole(typed);
        if (!level || *level < 0 || *level > levels)
            return wholeNumberBetween(0, levels, typed);
        mark.levels[s] = *level;
        return {};
    }
    case SheetColumn::Weapons: {
        // The numbers of the weapons knocked out, as the sheet lists them: "1 3" or "1, 3".
        QList<bool> out(piece.weapons.size(), false);
        const QStringList parts = typed.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
        for (const QString &part : parts) {
            const std::optional<int> number = readWhole(part);
            if (!number || *number < 1 || *number > piece.weapons.size())
                return tr("weapon numbers run from 1 to %1; \u201c%2\u201d is not one of them")
                    .arg(piece.weapons.size())
                    .arg(part);
            out[*number - 1] = true;
        }
        mark.weaponsOut = out;
        return {};
    }
    }
    return {};
}

QString SheetReturn::problemText(const Battlegroup &bg, const SheetProblem &problem)
{
    const Piece &p = bg.units.at(problem.piece.unit).pieces.at(problem.piece.piece);
    //: A problem of a keyed-in status sheet: the piece, the column, why.
    return tr("%1, %2: %3").arg(pieceLabel(p), columnName(problem.column), problem.reason);
}

QList<SheetProblem> SheetReturn::validate(const Battlegroup &bg, const QList<SheetEntry> &entries)
{
    Battlegroup copy = bg;
    ActionResult ignored;
    return applyTo(copy, entries, ignored);
}

ActionResult SheetReturn::apply(Battlegroup &bg, const QList<SheetEntry> &entries)
{
    Battlegroup copy = bg;
    ActionResult result;
    const QList<SheetProblem> problems = applyTo(copy, entries, result);
    if (!problems.isEmpty()) {
        QStringList texts;
        for (const SheetProblem &p : problems)
            texts << problemText(bg, p);
        return ActionResult::refused(texts.join(QLatin1Char('\n')));
    }
    if (result.records.isEmpty())
        return ActionResult::refused(tr("The sheet shows the game as it stands: there is nothing to key in."));
    bg = std::move(copy);
    result.endurance = endurance(bg);
    return result;
}

QList<SheetProblem> SheetReturn::applyTo(Battlegroup &bg, const QList<SheetEntry> &entries, ActionResult &result)
{
    QList<SheetProblem> problems;
    QStringList changes;
    const auto problem = [&problems](PieceRef ref, SheetColumn column, const QString &reason) {
        problems.append({ref, column, reason});
    };
    const auto valid = [&bg](PieceRef ref) {
        return ref.unit >= 0 && ref.unit < bg.units.size() && ref.piece >= 0 && ref.piece < bg.units.at(ref.unit).pieces.size();
    };

    // First the checks that need no rules: a sheet can add losses, never take one back (undo does that).
    for (const SheetEntry &e : entries) {
        if (!valid(e.piece))
            continue;
        const Piece &p = bg.units.at(e.piece.unit).pieces.at(e.piece.piece);
        const SheetMark now = markOf(p);
        const SheetMark &m = e.mark;
        if (!p.isActive()) {
            if (m.presence != now.presence || m.casualty != now.casualty)
                problem(e.piece, SheetColumn::OnTable,
                        tr("%1 left the table earlier in the game (%2); undo that step to bring it back")
                            .arg(pieceLabel(p), enumNameInSentence(p.state.presence)));
            continue;
        }
        if (robotStyle(p) && m.hits < p.hits)
            problem(e.piece, SheetColumn::Losses,
                    tr("%1 already has %n hit(s); a sheet adds hits, undo takes them back", nullptr, p.hits).arg(pieceLabel(p)));
        if (vehicleStyle(p)) {
            for (std::size_t s = 0; s < systems.size(); ++s) {
                const int current = p.system(systems[s]).current;
                if (m.levels[s] > current)
                    problem(e.piece, systemColumn(s),
                            tr("%1 has %2 working now; a level once lost stays lost (R4)").arg(pieceLabel(p)).arg(current));
            }
        }
        for (int w = 0; w < p.weapons.size() && w < m.weaponsOut.size(); ++w) {
            if (p.weapons.at(w).knockedOut && !m.weaponsOut.at(w))
                problem(e.piece, SheetColumn::Weapons,
                        tr("weapon %1 (%2) is already knocked out and stays out (R4)").arg(w + 1).arg(p.weapons.at(w).name));
        }
        const bool soldier = infantryStyle(p);
        if (m.presence == Presence::Casualty && !soldier)
            problem(e.piece, SheetColumn::OnTable,
                    tr("only a soldier is a casualty; a robot or vehicle is destroyed by its hits or damage (R3, R4)"));
        if (m.presence == Presence::Surrendered && !soldier)
            problem(e.piece, SheetColumn::OnTable, tr("only soldiers surrender (R9)"));
        if (m.presence == Presence::Destroyed)
            problem(e.piece, SheetColumn::OnTable,
                    tr("mark the hits or the damage that destroyed it; the sheet works the destruction out (R3, R4)"));
        if (m.presence == Presence::Shot || m.presence == Presence::Abandoned)
            problem(e.piece, SheetColumn::OnTable,
                    tr("%1 needs the officer or the surviving crew: record it in the play view (R9, R10)")
                        .arg(enumDisplayName(m.presence)));
        if (m.casualty && m.presence != Presence::Active && m.presence != Presence::Casualty)
            problem(e.piece, SheetColumn::OnTable,
                    tr("a casualty cannot also be %1; clear one of the two").arg(enumNameInSentence(m.presence)));
        const bool staysOn = !m.casualty && (m.presence == Presence::Active);
        if (staysOn && m.status != MoraleStatus::Normal && !m.marker)
            problem(e.piece, SheetColumn::Marker,
                    tr("a %1 piece keeps its marker until it passes a check (R6): mark it too")
                        .arg(enumNameInSentence(m.status)));
    }
    if (!problems.isEmpty())
        return problems;

    // A record of the sheet's own, where the engine's verbs have put theirs: in the log and in the result.
    const auto own = [&](const LogRecord &r) {
        bg.log.append(r);
        result.records.append(r);
    };

    // The losses, through the engine's own verbs, in the sheet's order (R2-R4, R6, R11).
    RatioEngine engine(bg, endurance(bg));
    const auto take = [&](const ActionResult &r, PieceRef ref, SheetColumn column) {
        if (!r.ok()) {
            problem(ref, column, r.error);
            return false;
        }
        result.records.append(r.records);
        return true;
    };
    for (const SheetEntry &e : entries) {
        if (!valid(e.piece) || !bg.units.at(e.piece.unit).pieces.at(e.piece.piece).isActive())
            continue;
        const Piece before = bg.units.at(e.piece.unit).pieces.at(e.piece.piece);
        const QString name = pieceLabel(before);
        const SheetMark &m = e.mark;
        const auto active = [&] { return bg.units.at(e.piece.unit).pieces.at(e.piece.piece).isActive(); };
        if (robotStyle(before) && m.hits > before.hits) {
            for (int h = before.hits; h < m.hits && active(); ++h) {
                if (!take(engine.penetratingHit(e.piece), e.piece, SheetColumn::Losses))
                    break;
            }
            changes << tr("%1: %n penetrating hit(s)", nullptr, m.hits - before.hits).arg(name);
        }
        if (vehicleStyle(before)) {
            for (std::size_t s = 0; s < systems.size(); ++s) {
                const int current = before.system(systems[s]).current;
                for (int level = current; level > m.levels[s] && active(); --level) {
                    if (!take(engine.loseSystemLevel(e.piece, systems[s]), e.piece,
                              systemColumn(s)))
                        break;
                }
                if (m.levels[s] < current)
                    changes << tr("%1: %2 %3 of %4").arg(name, enumNameInSentence(systems[s])).arg(m.levels[s]).arg(current);
            }
        }
        for (int w = 0; w < before.weapons.size() && w < m.weaponsOut.size(); ++w) {
            if (m.weaponsOut.at(w) && !before.weapons.at(w).knockedOut && active()) {
                if (take(engine.knockOutWeapon(e.piece, w), e.piece, SheetColumn::Weapons))
                    changes << tr("%1: weapon %2 (%3) knocked out").arg(name).arg(w + 1).arg(before.weapons.at(w).name);
            }
        }
        if (m.casualty || m.presence == Presence::Casualty) {
            if (take(engine.casualty(e.piece), e.piece, SheetColumn::Losses))
                changes << tr("%1: casualty").arg(name);
            continue;
        }
        if (!active() || m.presence == Presence::Active)
            continue;
        // What only the moment of play decided (R7, R9): the sheet records the outcome, the engine's effects
        // on the piece follow (a surrender and an elimination end its play state; leaving keeps its status).
        Piece &p = bg.units[e.piece.unit].pieces[e.piece.piece];
        if (m.presence == Presence::Surrendered || m.presence == Presence::LeftBoard) {
            LogRecord r = recordFor(bg, m.presence == Presence::Surrendered ? LogEvent::Surrender : LogEvent::LeftBoard, e.piece);
            r.points = heldPoints(p, bg.rules);
            own(r);
        }
        if (m.presence == Presence::LeftBoard) {
            p.state.presence = Presence::LeftBoard;
            p.state.marker = false;
            p.state.nbcPending = false;
        } else {
            p.state = PieceState{};
            p.state.presence = m.presence;
        }
        changes << tr("%1: %2").arg(name, enumNameInSentence(m.presence));
    }

    // R6, R7: statuses and markers as the sheet shows them for every piece still on the table, once all the
    // losses have placed theirs (a marker the sheet leaves blank was checked off during play).
    for (const SheetEntry &e : entries) {
        if (!valid(e.piece))
            continue;
        Piece &p = bg.units[e.piece.unit].pieces[e.piece.piece];
        if (!p.isActive())
            continue;
        const QString name = pieceLabel(p);
        // What the sheet says beyond the losses above: a status, a marker the losses did not place, or one they
        // placed that was checked off during play.
        if (p.state.status != e.mark.status)
            changes << tr("%1: %2").arg(name, enumNameInSentence(e.mark.status));
        if (p.state.marker != e.mark.marker)
            changes << (e.mark.marker ? tr("%1: marker").arg(name) : tr("%1: marker checked off").arg(name));
        p.state.status = e.mark.status;
        if (e.mark.marker && !p.state.marker) {
            p.state.marker = true;
            p.state.markerDueTurn = dueTurnFor(p, bg.turn);
        } else if (!e.mark.marker && p.state.marker) {
            p.state.marker = false;
            p.state.markerDueTurn = 0;
            p.state.nbcPending = false;
        }
    }
    if (!problems.isEmpty())
        return problems;

    // R11, as the engine records it, when the sheet's own outcomes (a surrender, an elimination, leaving the
    // board) took the battlegroup to its breaking point.
    if (bg.breakingTurn == 0) {
        const Endurance e = endurance(bg);
        if (e.atBreakingPoint()) {
            bg.breakingTurn = bg.turn;
            LogRecord r = recordFor(bg, LogEvent::BreakingPoint, {});
            r.starting = e.total;
            r.current = e.total - e.lost;
            r.points = e.lost;
            own(r);
        }
    }

    if (changes.isEmpty() && result.records.isEmpty())
        return problems;
    LogRecord entered = recordFor(bg, LogEvent::SheetEntered, {});
    QString detail = changes.join(QStringLiteral("; "));
    if (detail.size() > limits::maxNotesLength)
        detail = detail.left(limits::maxNotesLength - 1) + QChar(0x2026);
    entered.detail = detail;
    own(entered);
    return problems;
}

} // namespace md::ratio
