#include "ratio/widgets/ChecksQueuePanel.h"

#include "kernel/DiceScript.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/models/CheckQueueText.h"
#include "ratio/models/ChecksDueModel.h"
#include "ratio/models/ChecksNextTurnModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace md {

namespace {
constexpr char usualTip[] = "usualToolTip";

QString label(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }

void setUpTable(QTableView *view, const QString &accessible)
{
    view->setAccessibleName(accessible);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
}
} // namespace

ChecksQueuePanel::ChecksQueuePanel(QWidget *parent)
    : QWidget(parent)
    , m_start(new QPushButton(tr("Start queue"), this))
    , m_rollAll(new QPushButton(tr("Roll all due"), this))
    , m_faces(new QLineEdit(this))
    , m_apply(new QPushButton(tr("Apply faces"), this))
    , m_message(new QLabel(this))
    , m_dueTitle(new QLabel(this))
    , m_nextTitle(new QLabel(this))
    , m_dueView(new QTableView(this))
    , m_nextView(new QTableView(this))
{
    setObjectName(QStringLiteral("checksQueuePanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *controls = new QHBoxLayout;
    m_start->setObjectName(QStringLiteral("startQueueButton"));
    m_start->setToolTip(tr("Selects the first piece due; then type its die (1-9, 0 = 10) and the next one is selected "
                           "by itself (F6)."));
    m_rollAll->setObjectName(QStringLiteral("rollAllDueButton"));
    m_rollAll->setToolTip(tr("Rolls the program's d10 for every check due now, in queue order, as one undo step."));
    m_faces->setObjectName(QStringLiteral("queueFacesField"));
    m_faces->setAccessibleName(tr("Faces for the queue"));
    m_faces->setPlaceholderText(tr("Your dice in queue order: 7 3 9 0 (0 = 10)"));
    m_faces->setToolTip(tr("One face per check that needs a die, in queue order; 0 is the face marked 0 (10). Enter "
                           "applies them all as one undo step (F7)."));
    m_start->setProperty(usualTip, m_start->toolTip());
    m_rollAll->setProperty(usualTip, m_rollAll->toolTip());
    m_apply->setObjectName(QStringLiteral("applyFacesButton"));
    m_apply->setToolTip(tr("Applies the typed faces as one undo step."));
    // A character's width more each side than the style pads: no text touches its border, in any language.
    for (QPushButton *b : {m_start, m_rollAll, m_apply})
        b->setMinimumWidth(b->sizeHint().width() + 2 * b->fontMetrics().averageCharWidth());
    controls->addWidget(m_start);
    controls->addWidget(m_rollAll);
    controls->addWidget(m_faces, 1);
    controls->addWidget(m_apply);
    layout->addLayout(controls);

    m_message->setObjectName(QStringLiteral("queueMessage"));
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Checks queue message"));
    m_message->hide();
    layout->addWidget(m_message);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    auto *duePart = new QWidget(splitter);
    auto *dueLayout = new QVBoxLayout(duePart);
    dueLayout->setContentsMargins(0, 0, 0, 0);
    dueLayout->setSpacing(2);
    QFont bold = m_dueTitle->font();
    bold.setBold(true);
    m_dueTitle->setFont(bold);
    m_nextTitle->setFont(bold);
    dueLayout->addWidget(m_dueTitle);
    setUpTable(m_dueView, tr("Checks due now, in queue order"));
    m_dueView->setObjectName(QStringLiteral("checksDueView"));
    dueLayout->addWidget(m_dueView);
    auto *nextPart = new QWidget(splitter);
    auto *nextLayout = new QVBoxLayout(nextPart);
    nextLayout->setContentsMargins(0, 0, 0, 0);
    nextLayout->setSpacing(2);
    nextLayout->addWidget(m_nextTitle);
    setUpTable(m_nextView, tr("Checked this turn, and checks next turn"));
    m_nextView->setObjectName(QStringLiteral("checksNextTurnView"));
    m_nextView->verticalHeader()->hide();
    nextLayout->addWidget(m_nextView);
    splitter->addWidget(duePart);
    splitter->addWidget(nextPart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // In a scroll area: on a small screen the dock may be shorter than both tables, and the window keeps its size.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(splitter);
    layout->addWidget(scroll, 1);

    connect(m_start, &QPushButton::clicked, this, &ChecksQueuePanel::start);
    connect(m_rollAll, &QPushButton::clicked, this, &ChecksQueuePanel::rollAll);
    connect(m_apply, &QPushButton::clicked, this, &ChecksQueuePanel::applyTyped);
    connect(m_faces, &QLineEdit::returnPressed, this, &ChecksQueuePanel::applyTyped);
    connect(m_faces, &QLineEdit::textEdited, this, &ChecksQueuePanel::facesEdited);
    // A click, Enter or the arrow keys in either table select that piece in the roster and the play panel.
    for (QTableView *view : {m_dueView, m_nextView}) {
        connect(view, &QTableView::clicked, this, [this, view](const QModelIndex &index) {
            Q_EMIT pieceRequested(view == m_dueView ? m_dueModel->refAt(index.row()) : m_nextModel->refAt(index.row()));
        });
        connect(view, &QTableView::activated, this, [this, view](const QModelIndex &index) {
            Q_EMIT pieceRequested(view == m_dueView ? m_dueModel->refAt(index.row()) : m_nextModel->refAt(index.row()));
        });
    }
    setDocument(nullptr, nullptr);
}

void ChecksQueuePanel::setDiceSource(DiceSource *dice) { m_dice = dice ? dice : &m_programDice; }

void ChecksQueuePanel::setDocument(BattlegroupDocument *document, Commands *commands)
{
    // Each view is handed its new model (or none) before the old ones go, and a view that holds none is left
    // alone: QAbstractItemView::setModel costs about a millisecond's work even to say "none" (issue 19).
    ChecksDueModel *oldDue = m_dueModel;
    ChecksNextTurnModel *oldNext = m_nextModel;
    m_dueModel = document ? new ChecksDueModel(document, this) : nullptr;
    m_nextModel = document ? new ChecksNextTurnModel(document, this) : nullptr;
    if (m_dueModel || oldDue)
        m_dueView->setModel(m_dueModel);
    if (m_nextModel || oldNext)
        m_nextView->setModel(m_nextModel);
    delete oldDue;
    delete oldNext;
    // The old document may be gone already: its connection is let go of, not the document asked.
    disconnect(m_changed);
    m_document = document;
    m_commands = commands;
    m_faces->clear();
    setMessage({});
    if (m_document) {
        for (QTableView *view : {m_dueView, m_nextView}) {
            connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, view](const QModelIndex &current) {
                // The arrow keys walk the queue; a row shown for the roster's selection asks for nothing.
                if (m_syncing || !current.isValid() || !view->hasFocus())
                    return;
                Q_EMIT pieceRequested(view == m_dueView ? m_dueModel->refAt(current.row()) : m_nextModel->refAt(current.row()));
            });
        }
        // After the models, which refresh first on the same signal.
        m_changed = connect(m_document, &BattlegroupDocument::changed, this, &ChecksQueuePanel::documentChanged);
    }
    documentChanged();
}

void ChecksQueuePanel::documentChanged()
{
    const int due = dueCount();
    const int next = m_nextModel ? m_nextModel->nextTurnCount() : 0;
    const int checked = m_nextModel ? m_nextModel->checkedCount() : 0;
    m_dueTitle->setText(due > 0 ? tr("Check now, in this order (R6): %n", nullptr, due) : tr("Check now: nobody"));
    m_nextTitle->setText(tr("Checked this turn: %1 · Next turn: %2").arg(checked).arg(next));
    const QString none = tr("No piece must check morale now.");
    for (QPushButton *b : {m_start, m_rollAll}) {
        b->setEnabled(due > 0);
        b->setToolTip(due > 0 ? b->property(usualTip).toString() : none);
    }
    m_faces->setEnabled(due > 0);
    m_dueView->resizeColumnsToContents();
    m_nextView->resizeColumnsToContents();
    if (m_nextModel && m_nextModel->checkedCount() > 0)
        m_nextView->scrollTo(m_nextModel->index(m_nextModel->checkedCount() - 1, 0));
    facesEdited();
}

int ChecksQueuePanel::dueCount() const { return m_dueModel ? m_dueModel->rowCount() : 0; }

QString ChecksQueuePanel::message() const { return m_message->isHidden() ? QString() : m_message->text(); }

void ChecksQueuePanel::setMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }") : QString());
    m_message->setVisible(!text.isEmpty());
    m_problemShown = problem && !text.isEmpty();
}

QString ChecksQueuePanel::pieceName(ratio::PieceRef ref) const
{
    if (!m_document || ref.unit < 0)
        return {};
    return label(m_document->battlegroup().units.at(ref.unit).pieces.at(ref.piece));
}

ChecksQueuePanel::Faces ChecksQueuePanel::parseFaces(const QString &text)
{
    Faces out;
    for (const QChar c : text) {
        if (c.isSpace())
            continue;
        if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
            out.faces.clear();
            out.problem = tr("Faces: “%1” is not a face. Type digits 0-9 (0 is the face marked 0, a 10) and spaces only.").arg(c);
            return out;
        }
        const int digit = c.digitValue();
        out.faces.append(digit == 0 ? 10 : digit);
    }
    return out;
}

int ChecksQueuePanel::rowsFor(const QList<int> &faces, QString &problem) const
{
    if (faces.isEmpty() || !m_dueModel)
        return 0;
    int withDie = 0;
    for (int row = 0; row < m_dueModel->rowCount(); ++row)
        withDie += m_dueModel->needsDie(row) ? 1 : 0;
    if (faces.size() > withDie) {
        problem = tr("Faces: %1 typed, but %n check(s) due now need a die. Nothing is applied; take off the extra faces.",
                     nullptr, withDie)
                      .arg(faces.size());
        return -1;
    }
    // The checks that need no die (S, F) are made in their place among the others and take no face.
    int rows = 0;
    qsizetype used = 0;
    for (int row = 0; row < m_dueModel->rowCount(); ++row) {
        if (m_dueModel->needsDie(row)) {
            if (used == faces.size())
                break;
            ++used;
        }
        rows = row + 1;
    }
    return rows;
}

void ChecksQueuePanel::facesEdited()
{
    if (!m_dueModel)
        return;
    const Faces typed = parseFaces(m_faces->text());
    QString problem = typed.problem;
    const int rows = problem.isEmpty() ? rowsFor(typed.faces, problem) : -1;
    m_dueModel->setTyped(std::max(rows, 0), typed.faces);
    m_apply->setEnabled(rows > 0);
    if (!problem.isEmpty())
        setMessage(problem, true);
    else if (rows > 0)
        setMessage(tr("%n check(s) ready: Enter applies them as one undo step.", nullptr, rows));
    else if (m_problemShown)
        setMessage({});
}

ratio::PieceRef ChecksQueuePanel::head() const { return m_dueModel ? m_dueModel->refAt(0) : ratio::PieceRef{}; }

ratio::PieceRef ChecksQueuePanel::nextAfter(ratio::PieceRef checked) const
{
    if (!m_dueModel)
        return {};
    const QList<ratio::PieceRef> before = m_dueModel->previousRefs();
    const qsizetype at = before.indexOf(checked);
    for (qsizetype i = at + 1; at >= 0 && i < before.size(); ++i) {
        if (m_dueModel->rowOf(before.at(i)) >= 0)
            return before.at(i);
    }
    // The last one, or one checked out of order: back to the first still due.
    return head();
}

void ChecksQueuePanel::showCurrent(ratio::PieceRef ref)
{
    if (!m_dueModel)
        return;
    m_syncing = true;
    const int dueRow = m_dueModel->rowOf(ref);
    const int nextRow = m_nextModel->rowOf(ref);
    if (dueRow >= 0) {
        m_dueView->selectRow(dueRow);
        m_dueView->scrollTo(m_dueModel->index(dueRow, 0));
    } else {
        m_dueView->clearSelection();
    }
    if (nextRow >= 0)
        m_nextView->selectRow(nextRow);
    else
        m_nextView->clearSelection();
    m_syncing = false;
}

void ChecksQueuePanel::start()
{
    const ratio::PieceRef first = head();
    if (first.unit < 0) {
        setMessage(tr("No piece must check morale now."));
        Q_EMIT statusMessage(tr("No piece must check morale now."));
        return;
    }
    Q_EMIT pieceRequested(first);
    // The digits are the window's keys for the selected piece's die: the queue keeps the keyboard, not the field.
    m_dueView->setFocus(Qt::ShortcutFocusReason);
    setMessage(tr("%1 checks first. Type the die (1-9, 0 = 10); the next piece is selected by itself.").arg(pieceName(first)));
}

void ChecksQueuePanel::focusFaces() { m_faces->setFocus(Qt::ShortcutFocusReason); }

void ChecksQueuePanel::reportApplied(const QList<LogRecord> &records)
{
    QStringList done;
    int checks = 0;
    for (const LogRecord &r : records) {
        if (r.event != LogEvent::Check)
            continue;
        ++checks;
        const Battlegroup &bg = m_document->battlegroup();
        QString name = r.pieceId;
        for (const Unit &u : bg.units) {
            if (u.id != r.unitId)
                continue;
            for (const Piece &p : u.pieces) {
                if (p.id == r.pieceId)
                    name = label(p);
            }
        }
        done << tr("%1 %2").arg(name, CheckQueueText::roll(r));
    }
    const QString text = tr("%n check(s) made, one undo step: %1.", nullptr, checks).arg(done.join(QStringLiteral("; ")));
    setMessage(text);
    Q_EMIT statusMessage(text);
    if (const ratio::PieceRef first = head(); first.unit >= 0)
        Q_EMIT pieceRequested(first);
}

void ChecksQueuePanel::rollAll()
{
    if (!m_commands || dueCount() == 0) {
        setMessage(tr("No piece must check morale now."));
        return;
    }
    const ratio::ActionResult r = m_commands->checkSeveral(m_dueModel->refs(), *m_dice, false);
    if (!r.ok()) {
        setMessage(tr("Roll all due: nothing was rolled. %1").arg(r.error), true);
        Q_EMIT statusMessage(r.error);
        return;
    }
    reportApplied(r.records);
}

bool ChecksQueuePanel::applyTyped()
{
    if (!m_commands || !m_dueModel)
        return false;
    const Faces typed = parseFaces(m_faces->text());
    QString problem = typed.problem;
    const int rows = problem.isEmpty() ? rowsFor(typed.faces, problem) : -1;
    if (problem.isEmpty() && rows <= 0)
        problem = dueCount() > 0 ? tr("Faces: type one face per check, in queue order (7 3 9 0).") : tr("No piece must check morale now.");
    if (!problem.isEmpty()) {
        setMessage(problem, true);
        Q_EMIT statusMessage(problem);
        return false;
    }
    DiceScript faces(typed.faces);
    const ratio::ActionResult r = m_commands->checkSeveral(m_dueModel->refs(rows), faces, true);
    if (!r.ok()) {
        setMessage(tr("Faces: nothing applied. %1").arg(r.error), true);
        Q_EMIT statusMessage(r.error);
        return false;
    }
    m_faces->clear();
    m_dueModel->setTyped(0, {});
    reportApplied(r.records);
    return true;
}

void ChecksQueuePanel::pieceChecked(ratio::PieceRef piece, bool interceptive)
{
    if (!m_document)
        return;
    const QString name = pieceName(piece);
    const ratio::RatioQueries queries(m_document->battlegroup());
    // The queue waits where the same piece has something to decide or do now: interceptive fire with its to-hit
    // (R10), a surrender after a failure that requires falling back (R9), a crew bailing out of a Broken immobile
    // vehicle (R10). F6 goes on.
    QString wait;
    if (interceptive)
        wait = tr("%1 checked for interceptive fire: the queue waits while it fires (R10). F6 goes on with the queue.").arg(name);
    else if (queries.isValid(piece) && queries.whyCannotSurrender(piece).isEmpty())
        wait = tr("%1 may surrender to an enemy within 6\" (R9): press S if he does. F6 goes on with the queue.").arg(name);
    else if (queries.isValid(piece) && queries.whyCannotBailOut(piece).isEmpty())
        wait = tr("%1's crew may bail out (R10): press B if it does. F6 goes on with the queue.").arg(name);
    if (!wait.isEmpty()) {
        setMessage(wait);
        return;
    }
    const ratio::PieceRef next = nextAfter(piece);
    if (next.unit < 0) {
        setMessage(tr("All checks due this turn are made."));
        return;
    }
    setMessage(tr("Next: %1.").arg(pieceName(next)));
    Q_EMIT pieceRequested(next);
}

} // namespace md
