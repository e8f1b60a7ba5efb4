#include "ratio/RulesNotes.h"

namespace md {

QList<RulesNotes::Note> RulesNotes::notes()
{
    return {
        {QStringLiteral("R2"), tr("Morale officers without the Leaders rule"),
         tr("Without the Leaders rule every soldier is worth 1 point, morale officers included. A morale officer "
            "keeps his power to shoot a surrendering soldier with or without the Leaders rule, eligible by rank "
            "(R9).")},
        {QStringLiteral("R4"), tr("Strongpoints and movement"),
         tr("A strongpoint is immobile and normally has no movement levels, so its maximum is 9. The editor allows "
            "movement levels on a strongpoint only when you ask for them (a turret drive, for example).")},
        {QStringLiteral("R4"), tr("Heavy battledrones"),
         tr("The seed's heavy battledrone with level 12 is a vehicle-style piece. A warbot or wardrone with "
            "robot-style morale never exceeds 4. Any piece may be given vehicle-style or robot-style morale.")},
        {QStringLiteral("R4"), tr("Weapons above three"),
         tr("Only three working weapon systems count, so knocking out the fourth or fifth weapon of a well-armed "
            "vehicle costs no morale point.")},
        {QStringLiteral("R5"), tr("All fractions are rounded down"),
         tr("The ratio is truncated: the need is floor(10 × remaining ÷ starting), computed in whole numbers. This "
            "reproduces every cell of the printed 1–20 table.")},
        {QStringLiteral("R5"), tr("The ratio at the moment of the roll"),
         tr("A delayed check uses the unit's level when the die is rolled, not when the marker was placed.")},
        {QStringLiteral("R6"), tr("One marker, one check"),
         tr("Every remaining member of a unit that loses points gets a marker; a piece has at most one. No piece "
            "checks twice in a turn: a piece marked after it moved, fired or checked checks next turn. A marked piece "
            "that is due to check takes no other action first: it checks before it moves, fires or leaves the board. "
            "Results are not sticky: a pass clears them, a later failure replaces them.")},
        {QStringLiteral("R6"), tr("Ending the turn with checks due"),
         tr("The program refuses to end the turn while checks are due. If the players agree to move on, the override "
            "is written to the battle log naming every piece left unchecked; those pieces keep their markers and "
            "must check first thing next turn, before anything else.")},
        {QStringLiteral("R6"), tr("Mixed units"),
         tr("When any member of a unit loses points, every remaining piece of the unit is marked, robots too; in a "
            "mixed infantry and robot unit every piece rolls against the combined ratio.")},
        {QStringLiteral("R7"), tr("Eliminated soldiers"),
         tr("A soldier who is Eliminated by a failed check counts as a casualty of his unit: its level drops and "
            "the others are marked, as for a surrender.")},
        {QStringLiteral("R7"), tr("Leaving the board"),
         tr("Pieces that leave the board are not casualties: their unit's level does not drop, but their points "
            "count toward the battlegroup's losses (R11).")},
        {QStringLiteral("R7"), tr("Strongpoint shutdown"),
         tr("A strongpoint goes into system shutdown only on a Broken or Eliminated result; Cautious and Shaken "
            "affect it through the interceptive-fire penalties.")},
        {QStringLiteral("R8"), tr("Factors move the need"),
         tr("The source says the factors are \"added to the die roll\", which in a roll-under system would help levy "
            "troops and hurt elite ones. The program applies each factor to the need with the sign of its intent: "
            "Elite +1, Levy −1, green −1, NBC −2. The result of failure is still the one of the unmodified band, "
            "S and F are never modified, and a modified need of 10 or more cannot fail, 0 or less cannot pass.")},
        {QStringLiteral("R8"), tr("Who takes class and experience"),
         tr("Soldiers and crewed pieces (vehicles and strongpoints) take their unit's class and experience, whatever "
            "their morale style; warbots and wardrones are Regular and seasoned, whatever theirs, and a robot unit "
            "offers no class or experience to set. The same factors are used wherever a need is shown, printed or "
            "rolled.")},
        {QStringLiteral("R8a"), tr("NBC attacks force a check"),
         tr("An NBC attack on troops not equipped for it forces a check even at full strength: the need is then "
            "10, modified to 8, and a failure means Cautious. The −2 applies to the check the attack forces; one "
            "check covers an attack that also caused losses.")},
        {QStringLiteral("R9"), tr("Who surrenders"),
         tr("Any soldier can surrender, officers too, but only after a failure that forces falling back (Broken, "
            "or Shaken caught in the open), never Cautious. Whether he cannot retreat and an enemy is within 6\" is "
            "your call on the table. With the Leaders rule a surrender costs the soldier's whole factor.")},
        {QStringLiteral("R9"), tr("When surrender is offered"),
         tr("Surrender is offered only right after a failed check in the current turn whose result requires falling "
            "back. A Broken or Shaken status kept from an earlier turn does not allow it: the soldier checks again "
            "first.")},
        {QStringLiteral("R9"), tr("Morale officers shoot by rank"),
         tr("A morale officer may shoot a friendly soldier of his own rank or lower, in his unit or another, judged "
            "by rank and not by point factor, with or without the Leaders rule. He may shoot only to prevent a "
            "surrender, so only where one is offered now, and not while he is Broken himself (R7: a Broken piece does "
            "not fire). It costs the victim's unit his points, places no markers and removes every marker in that "
            "unit. The shot is the officer's action for the turn.")},
        {QStringLiteral("R9"), tr("The officer's shot steadies the unit"),
         tr("A failure status without a marker could never be checked off, so the shot also returns every member of "
            "the unit still on the table to normal.")},
        {QStringLiteral("R10"), tr("Crew survivors"),
         tr("Survivors = crew × remaining levels ÷ original levels, computed exactly and rounded half up once, and "
            "at least one. Example: 3 crew, 5 of 12 levels left → 1.25 → 1.")},
        {QStringLiteral("R10"), tr("Explosive destruction"),
         tr("The survivors of a vehicle's explosive destruction check like a bailed crew (their points over the "
            "vehicle's original level) whether or not the Bailed crew rule is in use.")},
        {QStringLiteral("R10"), tr("Bail-out survivors"),
         tr("Survivors of a bail-out are kept as pieces and get markers whether or not the Bailed crew rule is in "
            "use. Without it they check the same way as explosion survivors, their points over the vehicle's "
            "original level, because the abandoned hulk has no points left to check against. Without the Leaders "
            "rule each crewman counts 1; with it, his rank's factor. So the Bailed crew option changes no check and "
            "no points: it records that the players use the rule.")},
        {QStringLiteral("R10"), tr("When survivors check"),
         tr("Survivors of a bail-out or an explosion are the vehicle's crew and check when the vehicle would have: "
            "this turn, unless the vehicle had already checked, moved or fired in it, or was destroyed during its "
            "own initiative; then next turn. A bail-out follows the vehicle's Broken check, so its survivors "
            "usually check next turn.")},
        {QStringLiteral("R11"), tr("Endurance and the breaking point"),
         tr("Endurance is the sum of the units' starting levels. Losses are the points lost to casualties, damage, "
            "surrenders and eliminations plus the points of pieces that left the board. At 50 % or more the "
            "battlegroup must retreat from the start of the next turn.")},
        {QStringLiteral("R12"), tr("Crews between battles"),
         tr("Crew who survived a bail-out or an explosion were not destroyed, so they return for the next battle "
            "of a campaign: on foot, as an infantry unit of their own with their ranks and their vehicle unit's "
            "class and experience. Only the vehicle and crew lost later are lost.")},
    };
}

QString RulesNotes::html()
{
    QString out = QStringLiteral("<h2>%1</h2><p>%2</p>")
                      .arg(tr("Rules notes").toHtmlEscaped(),
                           tr("Where the rules are silent, ambiguous or contradict themselves, MoraleDesk applies "
                              "these readings.").toHtmlEscaped());
    for (const Note &n : notes())
        out += QStringLiteral("<h3>%1 — %2</h3><p>%3</p>").arg(n.rule, n.title.toHtmlEscaped(), n.text.toHtmlEscaped());
    return out;
}

} // namespace md
