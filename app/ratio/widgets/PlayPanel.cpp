#include "ratio/widgets/PlayPanel.h"

#include "ratio/widgets/AssessmentText.h"

#include "base/Prompter.h"
#include "document/UndoStepWatcher.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/models/RosterModel.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/WhatIf.h"
#include "ratio/widgets/ScrollingTexts.h"
#include "widgets/WrappedLabel.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace md {

namespace {
QString label(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }


// The tooltip a button shows while its action is allowed.
constexpr char usualTip[] = "usualToolTip";
// The PlayVerb a button does, as an int.
constexpr char verbKey[] = "playVerb";

// Enabled when the engine allows the action; otherwise disabled, and its tooltip gives the engine's reason
// first, then what the button does. Qt shows a disabled button's tooltip.
void allowWhen(QPushButton *button, const QString &whyNot, const QString &extra = {})
{
    const QString usual = button->property(usualTip).toString();
    button->setEnabled(whyNot.isEmpty());
    if (!whyNot.isEmpty())
        button->setToolTip(usual.isEmpty() ? whyNot : whyNot + QStringLiteral("\n\n") + usual);
    else
        button->setToolTip(extra.isEmpty() ? usual : usual + QLatin1Char('\n') + extra);
}

} // namespace

PlayPanel::PlayPanel(BattlegroupDocument *document, Commands *commands, Prompter *prompter, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_prompter(prompter)
    , m_title(new QLabel(this))
    // The texts that change with every action: each laid out once per text and width (issue 19).
    , m_assessment(new WrappedLabel(this))
    , m_whatIf(new WrappedLabel(this))
    , m_result(new WrappedLabel(this))
    , m_ownInitiative(new QCheckBox(tr("Damage during the piece's own initiative (checks next turn, R6)"), this))
    , m_interceptive(new QCheckBox(tr("Interceptive-fire check (R10)"), this))
    , m_roll(new QPushButton(tr("&Roll d10"), this))
{
    // Fits a laptop (1366 x 768, 1280 x 720) without scrolling: the texts that change (assessment, what-if,
    // result) share one row of fixed height that scrolls on its own, so the buttons below never move.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("playTitle"));
    // One line whatever the name: a wrapping title would push the buttons down.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    layout->addWidget(m_title);

    m_assessment->setTextFormat(Qt::RichText);
    m_assessment->setWordWrap(true);
    m_assessment->setAccessibleName(tr("Check assessment"));
    m_whatIf->setWordWrap(true);
    m_whatIf->setObjectName(QStringLiteral("whatIfHint"));
    m_whatIf->setAccessibleName(tr("What-if hint"));
    m_result->setTextFormat(Qt::RichText);
    m_result->setAccessibleName(tr("Last result"));
    layout->addLayout(scrollingTextsRow(this, {m_assessment, m_whatIf}, m_result), 1);

    auto *dice = new QGroupBox(tr("Morale check"), this);
    auto *diceLayout = new QVBoxLayout(dice);
    diceLayout->setSpacing(2);
    auto *rollRow = new QHBoxLayout;
    m_roll->setAccessibleName(tr("Roll d10"));
    m_roll->setToolTip(tr("The program rolls a d10 for the piece, or for the next piece of the unit that must check (R)."));
    connect(m_roll, &QPushButton::clicked, this, &PlayPanel::roll);
    rollRow->addWidget(m_roll);
    rollRow->addWidget(m_interceptive);
    rollRow->addStretch();
    // On the roll's own line: one line less keeps the whole flow inside a 1280 x 720 screen.
    auto *facesLabel = new QLabel(tr("Or the die you rolled (keys 1–9, 0 for 10):"), dice);
    rollRow->addWidget(facesLabel);
    diceLayout->addLayout(rollRow);
    auto *facesRow = new QGridLayout;
    for (int face = 1; face <= 10; ++face) {
        auto *b = new QPushButton(QString::number(face), dice);
        b->setAccessibleName(tr("Die shows %1").arg(face));
        // Ten small faces in one row.
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(QStringLiteral("10")) + 16);
        b->setMaximumWidth(b->fontMetrics().horizontalAdvance(QStringLiteral("10")) * 4 + 16);
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        connect(b, &QPushButton::clicked, this, [this, face] { typeDie(face); });
        facesRow->addWidget(b, 0, face - 1);
        m_faces.append(b);
    }
    facesRow->setColumnStretch(10, 1);
    diceLayout->addLayout(facesRow);
    m_interceptive->setAccessibleName(tr("Interceptive-fire check"));
    layout->addWidget(dice);

    auto *losses = new QGroupBox(tr("Losses and events"), this);
    auto *grid = new QGridLayout(losses);
    grid->setVerticalSpacing(2);
    // R6's choice sits above the losses it qualifies, in sight whenever they are.
    m_ownInitiative->setAccessibleName(tr("Damage during own initiative"));
    m_ownInitiative->setObjectName(QStringLiteral("ownInitiativeBox"));
    grid->addWidget(m_ownInitiative, 0, 0, 1, 3);
    const auto place = [grid](QPushButton *b, int index) { grid->addWidget(b, 1 + index / 3, index % 3); };
    int i = 0;
    place(addButton(tr("&Casualty"), tr("Casualty"), tr("A soldier is killed or put out of action (C)."), &PlayPanel::casualty), i++);
    place(addButton(tr("Penetrating &hit"), tr("Penetrating hit"), tr("A robot-style piece loses one point (R3) (H)."), &PlayPanel::penetratingHit), i++);
    place(addButton(tr("Knock out &weapon…"), tr("Knock out weapon"), tr("A weapon system is knocked out; only three count (R4) (W)."), &PlayPanel::knockOutWeapon), i++);
    auto *movement = new QPushButton(tr("Lose &movement level"), losses);
    auto *targeting = new QPushButton(tr("Lose &targeting level"), losses);
    auto *damageControl = new QPushButton(tr("Lose damage control level"), losses);
    for (auto [button, system] : {std::pair{movement, VehicleSystem::Movement}, std::pair{targeting, VehicleSystem::Targeting},
                                  std::pair{damageControl, VehicleSystem::DamageControl}}) {
        const VehicleSystem s = system;
        button->setAccessibleName(button->text().remove(QLatin1Char('&')));
        button->setToolTip(tr("One level of a vehicle system stops working: one morale point (R4)."));
        connect(button, &QPushButton::clicked, this, [this, s] { loseSystemLevel(s); });
        m_actions.append(button);
        place(button, i++);
    }
    m_surrender = addButton(tr("&Surrender"), tr("Surrender"), tr("A Broken (or Shaken, caught in the open) soldier who cannot retreat surrenders to an enemy within 6\" (R9) (S)."), &PlayPanel::surrender);
    place(m_surrender, i++);
    m_officerShot = addButton(tr("Shot by m&orale officer…"), tr("Shot by morale officer"), tr("A morale officer shoots a soldier of his rank or lower to stop a surrender: the level drops, every marker in the unit is removed (R9) (O)."), &PlayPanel::officerShoots);
    place(m_officerShot, i++);
    m_leaveBoard = addButton(tr("&Left the board"), tr("Left the board"), tr("Not a casualty of the unit, but a loss to the battlegroup (R7, R11) (L)."), &PlayPanel::leaveBoard);
    place(m_leaveBoard, i++);
    m_acted = addButton(tr("Moved or fired"), tr("Moved or fired"), tr("A piece that has acted this turn checks a new marker next turn (R6) (A)."), &PlayPanel::markActed);
    place(m_acted, i++);
    m_nbc = addButton(tr("&NBC attack"), tr("NBC attack"), tr("Troops not equipped for NBC must check at -2, even at full strength (R8a) (N)."), &PlayPanel::nbcAttack);
    place(m_nbc, i++);
    m_bailOut = addButton(tr("Crew &bails out…"), tr("Crew bails out"), tr("A Broken, immobile vehicle is abandoned; survivors = crew x remaining / original, at least 1 (R10) (B)."), &PlayPanel::bailOut);
    place(m_bailOut, i++);
    place(addButton(tr("E&xplosive destruction…"), tr("Explosive destruction"), tr("Survivors of the high-explosive hit check like a bailed crew (R10) (X)."), &PlayPanel::explosiveDestruction), i++);
    layout->addWidget(losses);
    m_surrender->setObjectName(QStringLiteral("surrenderButton"));
    m_officerShot->setObjectName(QStringLiteral("officerShotButton"));
    m_leaveBoard->setObjectName(QStringLiteral("leftBoardButton"));
    m_acted->setObjectName(QStringLiteral("actedButton"));
    m_bailOut->setObjectName(QStringLiteral("bailOutButton"));
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);

    connect(document, &BattlegroupDocument::changed, this, &PlayPanel::refresh);
    refresh();
}

QPushButton *PlayPanel::addButton(const QString &text, const QString &accessible, const QString &tip,
                                  void (PlayPanel::*slot)())
{
    auto *b = new QPushButton(text, this);
    b->setAccessibleName(accessible);
    b->setToolTip(tip);
    b->setProperty(usualTip, tip);
    // Which verb the button does, from its slot, so the refresh asks the engine about the right one.
    const std::pair<void (PlayPanel::*)(), PlayVerb> verbs[] = {
        {&PlayPanel::casualty, PlayVerb::Casualty},         {&PlayPanel::penetratingHit, PlayVerb::PenetratingHit},
        {&PlayPanel::knockOutWeapon, PlayVerb::KnockOutWeapon}, {&PlayPanel::surrender, PlayVerb::Surrender},
        {&PlayPanel::officerShoots, PlayVerb::OfficerShoots}, {&PlayPanel::leaveBoard, PlayVerb::LeaveBoard},
        {&PlayPanel::markActed, PlayVerb::MarkActed},       {&PlayPanel::nbcAttack, PlayVerb::NbcAttack},
        {&PlayPanel::bailOut, PlayVerb::BailOut},           {&PlayPanel::explosiveDestruction, PlayVerb::ExplosiveDestruction}};
    for (const auto &[verbSlot, verb] : verbs) {
        if (verbSlot == slot)
            b->setProperty(verbKey, static_cast<int>(verb));
    }
    connect(b, &QPushButton::clicked, this, slot);
    m_actions.append(b);
    return b;
}

void PlayPanel::setDiceSource(DiceSource *dice) { m_dice = dice ? dice : &m_programDice; }

void PlayPanel::setSelection(ratio::PieceRef ref)
{
    // Another piece chosen: the last result was about someone else. A selection the action itself moved on
    // (to the next piece due) keeps the result of that action.
    if (ref != m_selection && !m_resultFresh)
        m_result->setText(QString()); // not clear(): that measures an empty label again
    m_selection = ref;
    refresh();
}

QString PlayPanel::resultText() const { return m_result->text(); }

void PlayPanel::setResult(const QString &html)
{
    m_result->setText(html);
    m_resultFresh = true;
    QTimer::singleShot(0, this, [this] { m_resultFresh = false; });
}

void PlayPanel::showStep(const QString &text) { m_result->setText(text.toHtmlEscaped()); }

QString PlayPanel::whyNot(PlayVerb verb) const { return PlayRefusals(m_document->battlegroup(), m_selection).whyNot(verb); }

QPushButton *PlayPanel::verbButton(PlayVerb verb) const
{
    if (verb == PlayVerb::Roll)
        return m_roll;
    for (QPushButton *b : m_actions) {
        if (b->property(verbKey).toInt() == static_cast<int>(verb) && b->property(verbKey).isValid())
            return b;
    }
    return nullptr;
}

void PlayPanel::bindControls()
{
    if (m_undoWatcher)
        return;
    // The three system buttons are made in a loop of their own; they are known by their text.
    const std::pair<QString, PlayVerb> systems[] = {{tr("Lose &movement level"), PlayVerb::LoseMovement},
                                                    {tr("Lose &targeting level"), PlayVerb::LoseTargeting},
                                                    {tr("Lose damage control level"), PlayVerb::LoseDamageControl}};
    for (QPushButton *b : std::as_const(m_actions)) {
        for (const auto &[text, verb] : systems) {
            if (!b->property(verbKey).isValid() && b->text() == text)
                b->setProperty(verbKey, static_cast<int>(verb));
        }
        if (!b->property(usualTip).isValid())
            b->setProperty(usualTip, b->toolTip());
    }
    m_roll->setProperty(usualTip, m_roll->toolTip());
    for (int face = 1; face <= m_faces.size(); ++face)
        m_faces.at(face - 1)->setProperty(usualTip, tr("The die you rolled shows %1: apply it to the check.").arg(face));
    m_undoWatcher = new UndoStepWatcher(m_document->undoStack(), this);
    connect(m_undoWatcher, &UndoStepWatcher::undone, this, [this](const QString &text) { showStep(tr("Undone: %1").arg(text)); });
    connect(m_undoWatcher, &UndoStepWatcher::redone, this, [this](const QString &text) { showStep(tr("Redone: %1").arg(text)); });
    // A new action: the panel's own sets its result right after; any other leaves nothing stale.
    connect(m_undoWatcher, &UndoStepWatcher::pushed, m_result, [this] { m_result->setText(QString()); });
}

void PlayPanel::updateControls(const PlayRefusals &refusals)
{
    for (QPushButton *b : std::as_const(m_actions))
        allowWhen(b, refusals.whyNot(static_cast<PlayVerb>(b->property(verbKey).toInt())));
    const QString whyNoCheck = refusals.whyNot(PlayVerb::Roll);
    const ratio::PieceRef target = refusals.checkTarget();
    const Battlegroup &bg = m_document->battlegroup();
    // A unit selected: the die goes to its first piece due, and the buttons say whose check it is.
    const QString next = whyNoCheck.isEmpty() && target != m_selection
        ? tr("Next to check: %1").arg(label(bg.units.at(target.unit).pieces.at(target.piece)))
        : QString();
    allowWhen(m_roll, whyNoCheck, next);
    for (QPushButton *b : std::as_const(m_faces))
        allowWhen(b, whyNoCheck, next);
}

bool PlayPanel::hasPiece() const { return selectedPiece() != nullptr; }

const Piece *PlayPanel::selectedPiece() const
{
    const auto &units = m_document->battlegroup().units;
    if (m_selection.unit < 0 || m_selection.unit >= units.size())
        return nullptr;
    const auto &pieces = units.at(m_selection.unit).pieces;
    if (m_selection.piece < 0 || m_selection.piece >= pieces.size())
        return nullptr;
    return &pieces.at(m_selection.piece);
}

ratio::PieceRef PlayPanel::checkTarget() const { return PlayRefusals(m_document->battlegroup(), m_selection).checkTarget(); }

void PlayPanel::refresh()
{
    bindControls();
    const Battlegroup &bg = m_document->battlegroup();
    // The engine decides (R2-R11); the buttons only show its answer, with its reason when it would refuse.
    updateControls(PlayRefusals(bg, m_selection));
    const bool validUnit = m_selection.unit >= 0 && m_selection.unit < bg.units.size();
    if (!validUnit) {
        // The battlegroup's own row (or nothing): a short summary; the verbs need a unit or a piece.
        const ratio::Endurance e = m_document->endurance();
        m_title->setText(bg.name.isEmpty() ? tr("Select a unit or a piece in the roster") : tr("Battlegroup %1").arg(bg.name));
        m_assessment->setText(QStringLiteral("%1<br>%2<br>%3")
                                  .arg(tr("Units: %1 · %2 of %3 endurance points lost (R11).")
                                           .arg(bg.units.size())
                                           .arg(e.lost)
                                           .arg(e.total)
                                           .toHtmlEscaped(),
                                       tr("Status: %1").arg(RosterModel::battlegroupStatus(bg)).toHtmlEscaped(),
                                       tr("Select a unit or a piece in the roster to play.").toHtmlEscaped()));
        m_assessment->setToolTip({});
        m_whatIf->setText(QString());
        return;
    }
    const Unit &unit = bg.units.at(m_selection.unit);
    const Piece *piece = selectedPiece();
    m_title->setText(piece ? tr("%1 — %2").arg(label(*piece), unit.name) : unit.name);
    const ratio::PieceRef shown = piece ? m_selection : ratio::PieceRef{m_selection.unit, -1};
    m_assessment->setText(AssessmentText::html(bg, shown));
    // The behaviour of the result a failure would bring (R7), where the player looks for it.
    const FailureResult ifFails = piece ? ratio::assessPiece(bg, shown).failure : ratio::assessUnit(bg, shown.unit).failure;
    m_assessment->setToolTip(ifFails == FailureResult::None ? QString()
                                                            : tr("If it fails (%1): %2").arg(enumDisplayName(ifFails), ratio::behaviourText(ifFails)));
    m_whatIf->setText(AssessmentText::whatIf(bg, shown));
}

bool PlayPanel::report(const ratio::ActionResult &result, const QString &done)
{
    if (!result.ok()) {
        setResult(QStringLiteral("<b>%1</b> %2").arg(tr("Not done:").toHtmlEscaped(), result.error.toHtmlEscaped()));
        Q_EMIT statusMessage(result.error);
        return false;
    }
    QString text = done;
    for (const LogRecord &r : result.records) {
        if (r.event == LogEvent::BreakingPoint)
            text += QLatin1Char(' ') + tr("The battlegroup has reached its breaking point: it must retreat from turn %1 (R11).").arg(r.turn + 1);
    }
    setResult(text.toHtmlEscaped());
    Q_EMIT statusMessage(text);
    return true;
}

void PlayPanel::casualty()
{
    if (const Piece *p = selectedPiece())
        report(m_commands->casualty(m_selection, m_ownInitiative->isChecked()), tr("%1 is a casualty; the rest of the unit is marked (R6).").arg(label(*p)));
}

void PlayPanel::penetratingHit()
{
    if (const Piece *p = selectedPiece())
        report(m_commands->penetratingHit(m_selection, m_ownInitiative->isChecked()), tr("Penetrating hit on %1.").arg(label(*p)));
}

void PlayPanel::loseSystemLevel(VehicleSystem system)
{
    if (const Piece *p = selectedPiece())
        report(m_commands->loseSystemLevel(m_selection, system, m_ownInitiative->isChecked()),
               tr("%1 lost a %2 level.").arg(label(*p), enumNameInSentence(system)));
}

void PlayPanel::knockOutWeapon()
{
    const Piece *p = selectedPiece();
    if (!p)
        return;
    QStringList working;
    QList<int> indexes;
    for (int i = 0; i < p->weapons.size(); ++i) {
        if (!p->weapons.at(i).knockedOut) {
            working << (p->weapons.at(i).name.isEmpty() ? tr("Weapon %1").arg(i + 1) : p->weapons.at(i).name);
            indexes << i;
        }
    }
    if (const QString why = whyNot(PlayVerb::KnockOutWeapon); !why.isEmpty() || working.isEmpty()) {
        report(ratio::ActionResult::refused(why), {});
        return;
    }
    const QString name = label(*p);
    const auto choice = m_prompter->chooseOne(this, tr("Knock out weapon"), tr("Which weapon system of %1 is knocked out?").arg(name), working);
    if (!choice || *choice < 0)
        return;
    report(m_commands->knockOutWeapon(m_selection, indexes.at(*choice), m_ownInitiative->isChecked()),
           tr("%1: %2 knocked out.").arg(name, working.at(*choice)));
}

void PlayPanel::surrender()
{
    if (const Piece *p = selectedPiece())
        report(m_commands->surrender(m_selection), tr("%1 surrendered; his unit loses him as a casualty (R9).").arg(label(*p)));
}

void PlayPanel::officerShoots()
{
    const Piece *victim = selectedPiece();
    if (!victim)
        return;
    const Battlegroup &bg = m_document->battlegroup();
    const ratio::RatioQueries engine(bg);
    // R9: only the officers the engine allows to shoot him now are offered.
    const QList<ratio::PieceRef> officers = engine.officersWhoMayShoot(m_selection);
    if (officers.isEmpty()) {
        report(ratio::ActionResult::refused(engine.whyNoOfficerMayShoot(m_selection)), {});
        return;
    }
    QStringList names;
    for (const ratio::PieceRef &ref : officers)
        names << tr("%1 (%2)").arg(label(engine.piece(ref)), bg.units.at(ref.unit).name);
    const QString victimName = label(*victim);
    const auto choice = m_prompter->chooseOne(this, tr("Shot by morale officer"),
                                              tr("Which morale officer shoots %1?").arg(victimName), names);
    if (!choice || *choice < 0)
        return;
    report(m_commands->officerShoots(officers.at(*choice), m_selection),
           tr("%1 was shot to stop his surrender: no markers placed, all markers in the unit removed (R9).").arg(victimName));
}

void PlayPanel::leaveBoard()
{
    if (const Piece *p = selectedPiece())
        report(m_commands->leaveBoard(m_selection), tr("%1 left the board: a loss to the battlegroup, not a casualty (R7).").arg(label(*p)));
}

void PlayPanel::markActed()
{
    if (const Piece *p = selectedPiece())
        report(m_commands->markActed(m_selection), tr("%1 has moved or fired this turn.").arg(label(*p)));
}

void PlayPanel::nbcAttack()
{
    const Battlegroup &bg = m_document->battlegroup();
    if (m_selection.unit < 0 || m_selection.unit >= bg.units.size())
        return;
    report(m_commands->nbcAttack(m_selection.unit),
           tr("NBC attack on %1: its troops must check at -2 (R8a).").arg(bg.units.at(m_selection.unit).name));
}

void PlayPanel::bailOut()
{
    const Piece *p = selectedPiece();
    if (!p)
        return;
    const Battlegroup &bg = m_document->battlegroup();
    const ratio::RatioQueries engine(bg);
    if (const QString why = engine.whyCannotBailOut(m_selection); !why.isEmpty()) {
        report(ratio::ActionResult::refused(why), {});
        return;
    }
    const int survivors = engine.survivorsIfBailing(m_selection);
    QStringList crew;
    for (const Rank r : p->crew)
        crew << enumDisplayName(r);
    const QString name = label(*p);
    QString question = tr("%n crew member(s) survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?",
                          nullptr, survivors);
    if (bg.rules.bailedCrew)
        question += QLatin1Char(' ') + ratio::crewPointsText(bg.rules.leaders); // the points they carry (R10)
    const auto chosen = m_prompter->chooseSeveral(this, tr("Crew bails out"), question, crew, survivors, survivors);
    if (!chosen)
        return;
    const ratio::ActionResult r = m_commands->bailOut(m_selection, *chosen);
    report(r, tr("%1 abandoned; %n survivor(s) now carry its morale points and are marked (R10).", nullptr, r.survivors).arg(name)
                  + QLatin1Char(' ') + survivorsWhen(r.survivors));
}

void PlayPanel::explosiveDestruction()
{
    const Piece *p = selectedPiece();
    if (!p)
        return;
    QStringList crew;
    for (const Rank r : p->crew)
        crew << enumDisplayName(r);
    const QString name = label(*p);
    std::optional<QList<int>> chosen = QList<int>{};
    // R1, R10: survivors are asked for only where they can stand in for the vehicle (its own morale unit).
    const bool survivorsAllowed = ratio::RatioQueries(m_document->battlegroup()).whyCannotExplode(m_selection, true).isEmpty();
    if (!crew.isEmpty() && survivorsAllowed) {
        chosen = m_prompter->chooseSeveral(this, tr("Explosive destruction"),
                                           tr("The crew took a high-explosive hit (attack factor 6). Who survived "
                                              "the penetration check? Survivors check like a bailed crew (R10)."),
                                           crew, 0, static_cast<int>(crew.size()));
    }
    if (!chosen)
        return;
    const ratio::ActionResult r = m_commands->explosiveDestruction(m_selection, *chosen, m_ownInitiative->isChecked());
    report(r, tr("%1 destroyed; %n survivor(s) are marked (R10).", nullptr, r.survivors).arg(name) + QLatin1Char(' ')
                  + survivorsWhen(r.survivors));
}

QString PlayPanel::survivorsWhen(int survivors) const
{
    switch (ratio::survivorsCheck(m_document->battlegroup(), m_selection.unit, survivors)) {
    case ratio::SurvivorsCheck::NoSurvivors:
        break;
    case ratio::SurvivorsCheck::ThisTurn:
        return tr("They must check this turn (R6).");
    case ratio::SurvivorsCheck::NextTurn:
        return tr("They check next turn (R6).");
    }
    return {};
}

void PlayPanel::check(DiceSource &dice, const QString &how)
{
    const ratio::PieceRef target = checkTarget();
    if (target.unit < 0) {
        report(ratio::ActionResult::refused(whyNot(PlayVerb::Roll)), {});
        return;
    }
    const Battlegroup &before = m_document->battlegroup();
    const QString name = label(before.units.at(target.unit).pieces.at(target.piece));
    const bool interceptive = m_interceptive->isChecked();
    const ratio::ActionResult r = m_commands->check(target, dice, interceptive);
    if (!r.ok()) {
        report(r, {});
        return;
    }
    const LogRecord &rec = r.records.constFirst();
    QString die;
    if (rec.die)
        die = tr("%1 %2 against %3").arg(how).arg(*rec.die).arg(rec.modifiedNeed.value_or(0));
    else
        die = tr("no roll needed");
    QString text;
    if (rec.outcome == CheckOutcome::Passed) {
        text = tr("<b>%1 passed</b> (%2). %3").arg(name.toHtmlEscaped(), die.toHtmlEscaped(), ratio::successBehaviourText().toHtmlEscaped());
    } else {
        text = tr("<b>%1 failed</b> (%2): %3. %4")
                   .arg(name.toHtmlEscaped(), die.toHtmlEscaped(), AssessmentText::chip(rec.result), ratio::behaviourText(rec.result).toHtmlEscaped());
    }
    if (interceptive) {
        text += QStringLiteral("<br>") + (r.mayFire ? tr("Interceptive fire allowed at %1 to hit (R10).").arg(r.toHit.value_or(0))
                                                     : tr("May not make interceptive fire (R10)."));
    }
    for (const LogRecord &extra : r.records) {
        if (extra.event == LogEvent::BreakingPoint)
            text += QStringLiteral("<br><b>%1</b>").arg(tr("The battlegroup has reached its breaking point: it must retreat from turn %1 (R11).").arg(extra.turn + 1).toHtmlEscaped());
    }
    setResult(text);
    Q_EMIT statusMessage(rec.outcome == CheckOutcome::Passed ? tr("%1 passed the morale check.").arg(name)
                                                             : tr("%1 failed the morale check: %2.").arg(name, enumDisplayName(rec.result)));
    Q_EMIT checked(target, interceptive);
}

void PlayPanel::roll() { check(*m_dice, tr("rolled")); }

void PlayPanel::typeDie(int typed)
{
    const std::optional<int> face = TypedDie::faceFromTyped(typed);
    if (!face) {
        report(ratio::ActionResult::refused(tr("A d10 shows 1 to 10 (0 for the face marked 0).")), {});
        return;
    }
    TypedDie die(*face);
    check(die, tr("die shows"));
}

} // namespace md

namespace md {

void PlayPanel::setOwnInitiativeDefault(bool own) { m_ownInitiative->setChecked(own); }

} // namespace md
