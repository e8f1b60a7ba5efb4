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
// The grammar and the dispatch are ratio's, in core (ratio::StepParser): parse() checks the form only; apply()
// plays it with StepParser::play() through the Commands facade, the one path of the window's buttons, finding
// the pieces by id in the state as it is then (a crew that survived an explosion has ids of its own from then on).
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

    Verb verb() const { return m_step.verb; }
    // The step's words joined by single spaces, quoted where needed: how every report names it.
    QString text() const { return m_step.text; }
    // The piece (or unit, for nbc) the step is about.
    const QString &subject() const { return m_step.subject; }
    VehicleSystem system() const { return m_step.system; }
    int weapon() const { return m_step.number; } // 1-based

    // Finds pieces and units by id.
    static std::optional<ratio::PieceRef> findPiece(const Battlegroup &bg, const QString &id);
    static std::optional<int> findUnit(const Battlegroup &bg, const QString &id);

private:
    explicit PlayStep(ratio::ParsedStep step) : m_step(std::move(step)) {}

    ratio::ParsedStep m_step;
};

} // namespace md
