#include "ratio/widgets/GameBar.h"

#include "base/Prompter.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/commands/Commands.h"
#include "ratio/RatioState.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/GameTurn.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>

namespace md::ratio {

namespace {
// The bundled opponent: the second side of the sample game.
const QString kSampleGame = QStringLiteral(":/samples/first-contact-game.json");
} // namespace

GameBar::GameBar(Prompter *prompter, QWidget *parent)
    : QWidget(parent)
    , m_prompter(prompter)
    , m_sides(new QComboBox(this))
    , m_initiative(new QLabel(this))
    , m_pass(new QPushButton(tr("Pass &initiative"), this))
    , m_endurances(new QLabel(this))
    , m_passAction(new QAction(tr("Pass the &initiative"), this))
    , m_addSideAction(new QAction(tr("Add &opposing side…"), this))
    , m_exportSideAction(new QAction(tr("E&xport side as…"), this))
{
    // Two short lines above the roster: the turn bar stays free for the turn and the active side's endurance.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 2);
    layout->setVerticalSpacing(2);
    auto *playing = new QLabel(tr("Playing:"), this);
    playing->setBuddy(m_sides);
    m_sides->setObjectName(QStringLiteral("sideChooser"));
    m_sides->setAccessibleName(tr("Side played"));
    m_sides->setToolTip(tr("The side whose roster, checks and log the window shows; every action acts on it."));
    m_initiative->setObjectName(QStringLiteral("initiativeLabel"));
    m_initiative->setAccessibleName(tr("Initiative"));
    m_pass->setToolTip(tr("The other side has the initiative now (undoable). Ctrl+I"));
    m_endurances->setObjectName(QStringLiteral("gameEndurance"));
    m_endurances->setAccessibleName(tr("Endurance of both sides"));
    m_endurances->setWordWrap(true);
    m_initiative->setWordWrap(true);
    layout->addWidget(playing, 0, 0);
    layout->addWidget(m_sides, 0, 1);
    layout->addWidget(m_pass, 0, 2);
    layout->addWidget(m_initiative, 1, 0, 1, 3);
    layout->addWidget(m_endurances, 2, 0, 1, 3);
    layout->setColumnStretch(1, 1);
    m_passAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_exportSideAction->setToolTip(tr("Writes the side you play to its own battlegroup file."));

    connect(m_sides, &QComboBox::activated, this, [this](int index) {
        if (m_document)
            m_document->setActiveSide(index);
    });
    connect(m_pass, &QPushButton::clicked, this, &GameBar::passInitiative);
    connect(m_passAction, &QAction::triggered, this, &GameBar::passInitiative);
    connect(m_addSideAction, &QAction::triggered, this, &GameBar::addOpposingSide);
    connect(m_exportSideAction, &QAction::triggered, this, &GameBar::exportSide);
    refresh();
}

void GameBar::setDocument(BattlegroupDocument *document, Commands *commands)
{
    // An old document's connection goes when it is deleted; until then its changes are not this bar's.
    if (document && document != m_document) {
        connect(document, &BattlegroupDocument::changed, this, [this, document] {
            if (document == m_document)
                refresh();
        });
    }
    m_document = document;
    m_commands = commands;
    m_lastActive = -1;
    m_lastInitiative = -1;
    refresh();
}

void GameBar::refresh()
{
    const bool game = m_document && m_document->isGame();
    setVisible(game);
    m_passAction->setEnabled(game);
    m_addSideAction->setEnabled(m_document && !game);
    m_exportSideAction->setEnabled(m_document != nullptr);
    if (!game)
        return;
    const QList<Battlegroup> &sides = m_document->ratioState().sides();
    {
        const QSignalBlocker blocker(m_sides);
        QStringList names;
        for (int s = 0; s < sides.size(); ++s)
            names.append(GameTurn::sideName(sides, s));
        QStringList now;
        for (int i = 0; i < m_sides->count(); ++i)
            now.append(m_sides->itemText(i));
        if (now != names) {
            m_sides->clear();
            m_sides->addItems(names);
        }
        m_sides->setCurrentIndex(m_document->activeSide());
    }
    const int initiative = m_document->initiative();
    m_initiative->setText(tr("Initiative: %1").arg(GameTurn::sideName(sides, initiative)));
    QStringList parts;
    for (int s = 0; s < sides.size(); ++s) {
        const Endurance &e = m_document->endurance(s);
        //: One side's endurance on the turn bar (R11): "3rd Rangers 12/40 lost".
        parts.append(tr("%1 %2/%3 lost").arg(GameTurn::sideName(sides, s)).arg(e.lost).arg(e.total));
    }
    m_endurances->setText(parts.join(QStringLiteral(" · ")));
    if (m_lastActive != m_document->activeSide() || m_lastInitiative != initiative) {
        m_lastActive = m_document->activeSide();
        m_lastInitiative = initiative;
        Q_EMIT ownInitiativeDefault(m_lastActive == initiative);
    }
}

void GameBar::passInitiative()
{
    if (!m_commands)
        return;
    const ActionResult r = m_commands->passInitiative();
    Q_EMIT statusMessage(r.ok() ? m_initiative->text() : r.error);
}

void GameBar::addOpposingSide()
{
    if (!m_commands || !m_document)
        return;
    const QStringList options {tr("Red Force (bundled sample)"), tr("A battlegroup file…")};
    const std::optional<int> choice
        = m_prompter->chooseOne(window(), tr("Add opposing side"), tr("Where does the opposing side come from?"), options);
    if (!choice)
        return;
    LoadResult loaded;
    if (*choice == 0) {
        loaded = BattlegroupReader::readFile(kSampleGame);
        if (loaded.isGame())
            loaded.battlegroup = loaded.sides.constLast();
    } else {
        const QString file = m_prompter->openFileName(window(), QFileInfo(m_document->fileName()).absolutePath());
        if (file.isEmpty())
            return;
        loaded = BattlegroupReader::readFile(file);
        if (loaded.ok() && loaded.isGame()) {
            m_prompter->showError(window(), tr("Add opposing side"),
                                  tr("%1 is already a game of two sides. Choose a file that holds one battlegroup.")
                                      .arg(QFileInfo(file).fileName()));
            return;
        }
    }
    if (!loaded.ok()) {
        const Problem first = loaded.problems.value(0);
        m_prompter->showError(window(), tr("Add opposing side"),
                              tr("The opposing side could not be read: %1: %2").arg(first.path, first.reason));
        return;
    }
    const ActionResult r = m_commands->addOpposingSide(*loaded.battlegroup);
    if (!r.ok()) {
        m_prompter->showError(window(), tr("Add opposing side"), r.error);
        return;
    }
    Q_EMIT statusMessage(tr("%1 joined the game as the opposing side.").arg(loaded.battlegroup->name));
}

void GameBar::exportSide()
{
    if (!m_document)
        return;
    const Battlegroup &side = m_document->battlegroup();
    const QString file = m_prompter->saveFileName(window(), side.name + QStringLiteral(".json"));
    if (file.isEmpty())
        return;
    QString error;
    if (!BattlegroupWriter::saveFile(side, file, &error)) {
        m_prompter->showError(window(), tr("Export side"), tr("%1 could not be written: %2").arg(file, error));
        return;
    }
    Q_EMIT statusMessage(tr("%1 written to %2.").arg(side.name, QFileInfo(file).fileName()));
}

} // namespace md::ratio
