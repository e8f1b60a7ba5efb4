#pragma once

#include "ratio/model/Piece.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/StepParser.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace md {

class BattlegroupDocument;
class Commands;

// One step of `moraledesk play`, as a player writes it: "hit wb-2 own", "check sq1-t2 7". Words are
// separated by spaces; a word in double quotes may hold spaces (an id such as "Tank 2"), with \" and \\ inside.
// parse() checks the form only (ratio::StepParser, the grammar in core); apply() finds the pieces by id in the state as it is then (a crew that survived
// an explosion has ids of its own from that step on) and plays the step through the Commands facade, the one
// path of the window's buttons.
class PlayStep
{
    Q_DECLARE_TR_FUNCTIONS(md::PlayStep)

public:
    using Verb = ratio::StepVerb;

    // The step, or nullopt with `error` saying what is wrong with its form.
    static std::optional<PlayStep> parse(const QString &line, QString *error);
    // Every step's form, one a line, for --help and error messages.
    static QStringList forms();

    // Plays the step on the document; a refused step (an unknown id, or the rules say no) changes nothing.
    ratio::ActionResult apply(Commands &commands, const BattlegroupDocument &document) const;

    Verb verb() const { return m_verb; }
    // The step's words joined by single spaces, quoted where needed: how every report names it.
    QString text() const { return m_text; }
    // The piece (or unit, for nbc) the step is about.
    const QString &subject() const { return m_subject; }
    VehicleSystem system() const { return m_system; }
    int weapon() const { return m_number; } // 1-based

    // Finds pieces and units by id.
    static std::optional<ratio::PieceRef> findPiece(const Battlegroup &bg, const QString &id);
    static std::optional<int> findUnit(const Battlegroup &bg, const QString &id);

private:
    PlayStep() = default;
    // The piece named `id`, or a refusal saying why there is none.
    static std::optional<ratio::PieceRef> piece(const Battlegroup &bg, const QString &id, QString *why);

    Verb m_verb = Verb::EndTurn;
    QString m_text;
    QString m_subject;
    QString m_victim;
    VehicleSystem m_system = VehicleSystem::Movement;
    int m_number = 0;   // weapon (1-based) or die face
    QList<int> m_crew;  // 0-based, as the engine counts
    bool m_own = false; // R6: the damaged piece had the initiative, so its check waits for next turn
    bool m_interceptive = false;
    bool m_override = false;
};

} // namespace md
