#include "ww1/widgets/Ww1IndividualPanel.h"

#include "widgets/WrappedLabel.h"
#include "document/UndoStepWatcher.h"

#include "ww1/texts/Ww1Texts.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/widgets/Ww1StandTestRow.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace md::ww1 {

namespace {
constexpr char usualTip[] = "usualToolTip";

// The engine's reason first, then what the button does; Qt shows a disabled button's tooltip.
void allowWhen(QWidget *widget, const QString &whyNot)
{
    const QString usual = widget->property(usualTip).toString();
    widget->setEnabled(whyNot.isEmpty());
    widget->setToolTip(whyNot.isEmpty() || usual.isEmpty() ? (whyNot.isEmpty() ? usual : whyNot)
                                                           : whyNot + QStringLiteral("\n\n") + usual);
}
} // namespace

Ww1IndividualPanel::Ww1IndividualPanel(Ww1Document *document, Ww1Commands *commands, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_square(new QComboBox(this))
    , m_sightNote(new WrappedLabel(this)) // wrapped texts: laid out once per text and width (issue 19)
    , m_rolled(new WrappedLabel(this))
    , m_rowsBox(new QWidget(this))
    , m_rowsLayout(new QVBoxLayout(m_rowsBox))
    , m_none(new QLabel(tr("No stand stands in a square: give the stands their squares in the editor."), m_rowsBox))
    , m_roll(new QPushButton(tr("&Roll 2d6 for the square"), this))
    , m_typed(new QSpinBox(this))
    , m_apply(new QPushButton(tr("A&pply typed 2d6"), this))
    , m_resultArea(new QScrollArea(this))
    , m_result(new WrappedLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *squareRow = new QHBoxLayout;
    auto *squareLabel = new QLabel(tr("&Square:"), this);
    squareLabel->setBuddy(m_square);
    m_square->setAccessibleName(tr("Square"));
    m_square->setObjectName(QStringLiteral("squareBox"));
    m_square->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    squareRow->addWidget(squareLabel);
    squareRow->addWidget(m_square);
    m_sightNote->setWordWrap(true);
    squareRow->addWidget(m_sightNote, 1);
    layout->addLayout(squareRow);
    m_rolled->setWordWrap(true);
    m_rolled->setObjectName(QStringLiteral("squareRolled"));
    m_rolled->setAccessibleName(tr("Roll already made in this square"));
    m_rolled->hide();
    layout->addWidget(m_rolled);

    // The stands of the square: as many as stand there, scrolling rather than squeezing.
    m_rowsLayout->setContentsMargins(0, 0, 0, 0);
    m_rowsLayout->setSpacing(4);
    m_none->setWordWrap(true);
    m_rowsLayout->addWidget(m_none);
    m_rowsLayout->addStretch();
    auto *rowsScroll = new QScrollArea(this);
    rowsScroll->setWidgetResizable(true);
    rowsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rowsScroll->setFrameShape(QFrame::NoFrame);
    rowsScroll->setWidget(m_rowsBox);
    layout->addWidget(rowsScroll, 1);

    auto *dice = new QWidget(this);
    auto *diceRow = new QHBoxLayout(dice);
    diceRow->setContentsMargins(0, 2, 0, 2);
    m_roll->setObjectName(QStringLiteral("individualRoll"));
    m_roll->setProperty(usualTip, tr("The program rolls one 2d6 for the square; every ticked stand adds its own "
                                     "modifiers to the same roll (A.3.3)."));
    connect(m_roll, &QPushButton::clicked, this, &Ww1IndividualPanel::roll);
    diceRow->addWidget(m_roll);
    diceRow->addSpacing(16);
    auto *typedLabel = new QLabel(tr("or the 2d6 you rolled:"), dice);
    typedLabel->setBuddy(m_typed);
    m_typed->setRange(2, 12);
    m_typed->setValue(7);
    m_typed->setAccessibleName(tr("Typed 2d6"));
    m_typed->setObjectName(QStringLiteral("individualTyped"));
    m_apply->setObjectName(QStringLiteral("individualApply"));
    m_apply->setProperty(usualTip, tr("Applies the total of your own two dice to every ticked stand."));
    connect(m_apply, &QPushButton::clicked, this, [this] { applyTyped(m_typed->value()); });
    diceRow->addWidget(typedLabel);
    diceRow->addWidget(m_typed);
    diceRow->addWidget(m_apply);
    diceRow->addStretch();
    layout->addWidget(dice);

    // Fixed height, scrolling: the buttons above stay put whatever the result says.
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_result->setMargin(6);
    m_result->setAccessibleName(tr("Individual test result"));
    m_result->setObjectName(QStringLiteral("individualResult"));
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultArea->setWidgetResizable(true);
    m_resultArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_resultArea->setWidget(m_result);
    m_resultArea->setFixedHeight(m_result->fontMetrics().lineSpacing() * 5 + 16);
    layout->addWidget(m_resultArea);

    connect(m_square, &QComboBox::currentIndexChanged, this, [this] {
        rebuildRows();
        showSquareRoll();
        updateActions();
    });
    connect(document, &Ww1Document::changed, this, &Ww1IndividualPanel::documentChanged);
    // After an undo or redo the result area says what it took back or did again, above the latest test.
    auto *steps = new UndoStepWatcher(document->undoStack(), this);
    connect(steps, &UndoStepWatcher::undone, this, [this](const QString &text) {
        m_step = tr("Undone: %1").arg(text);
        showLastResult();
    });
    connect(steps, &UndoStepWatcher::redone, this, [this](const QString &text) {
        m_step = tr("Redone: %1").arg(text);
        showLastResult();
    });
    connect(steps, &UndoStepWatcher::pushed, this, [this] {
        m_step.clear();
        showLastResult();
    });
    fillSquares();
    rebuildRows();
    documentChanged();
}

void Ww1IndividualPanel::setDiceSource(DiceSource *dice) { m_dice = dice ? dice : &m_programDice; }

QString Ww1IndividualPanel::square() const { return m_square->currentText(); }

void Ww1IndividualPanel::selectSquare(const QString &square)
{
    const int at = m_square->findText(square);
    if (at >= 0)
        m_square->setCurrentIndex(at);
}

Ww1StandTestRow *Ww1IndividualPanel::rowOf(const QString &standId) const
{
    for (Ww1StandTestRow *row : m_rows) {
        if (row->standId() == standId)
            return row;
    }
    return nullptr;
}

QString Ww1IndividualPanel::resultText() const { return m_result->text(); }

QString Ww1IndividualPanel::rolledText() const { return m_rolled->isHidden() ? QString() : m_rolled->text(); }

void Ww1IndividualPanel::showSquareRoll()
{
    // The footnote to A.3.3: stands in one square share one 2d6 each turn, so a stand that tests there later
    // in the turn takes the square's roll. The battle log holds it; the typed 2d6 is preset to it.
    const Ww1Force &force = m_document->force();
    const QString at = square();
    for (qsizetype i = force.log.size() - 1; i >= 0 && !at.isEmpty(); --i) {
        const Ww1LogRecord &r = force.log.at(i);
        if (r.turn != force.turn)
            break; // the log is in order: earlier records are of earlier turns
        if (r.event == Ww1LogEvent::IndividualTest && r.square == at) {
            m_rolled->setText(tr("%1 rolled %2 this turn; the footnote to A.3.3 applies the same roll to co-located "
                                 "stands.")
                                  .arg(at)
                                  .arg(r.roll));
            m_rolled->show();
            m_typed->setValue(r.roll);
            return;
        }
    }
    m_rolled->setText(QString());
    m_rolled->hide();
}

void Ww1IndividualPanel::fillSquares()
{
    const QStringList squares = m_document->force().squares();
    QStringList shown;
    for (int i = 0; i < m_square->count(); ++i)
        shown << m_square->itemText(i);
    if (shown == squares)
        return;
    const QString current = m_square->currentText();
    {
        const QSignalBlocker block(m_square);
        m_square->clear();
        m_square->addItems(squares);
        const qsizetype at = squares.indexOf(current);
        m_square->setCurrentIndex(at < 0 ? 0 : static_cast<int>(at));
    }
    rebuildRows();
}

void Ww1IndividualPanel::rebuildRows()
{
    const QStringList ids = m_document->force().standsIn(square());
    QStringList shown;
    for (const Ww1StandTestRow *row : std::as_const(m_rows))
        shown << row->standId();
    if (ids == shown)
        return;
    qDeleteAll(m_rows);
    m_rows.clear();
    // The rows go between the note for an empty square and the closing stretch.
    for (const QString &id : ids) {
        auto *row = new Ww1StandTestRow(m_document->force(), id, m_rowsBox);
        connect(row, &Ww1StandTestRow::changed, this, &Ww1IndividualPanel::updateActions);
        m_rowsLayout->insertWidget(m_rowsLayout->count() - 1, row);
        m_rows.append(row);
    }
    m_none->setVisible(ids.isEmpty());
}

void Ww1IndividualPanel::documentChanged()
{
    fillSquares();
    rebuildRows();
    for (Ww1StandTestRow *row : std::as_const(m_rows))
        row->setForce(m_document->force());
    m_sightNote->setText(tr("Casualties in sight count %1 (A-11).").arg(Ww1Texts::sightRange(m_document->force())));
    showSquareRoll();
    updateActions();
    showLastResult();
}

void Ww1IndividualPanel::updateActions()
{
    QList<Ww1StandTest> tests;
    for (const Ww1StandTestRow *row : std::as_const(m_rows)) {
        if (row->isTesting())
            tests.append(row->test());
    }
    QString whyNot;
    if (m_rows.isEmpty()) {
        whyNot = tr("No stand stands in this square: give the stands their squares in the editor.");
    } else if (tests.isEmpty()) {
        whyNot = tr("Tick the stands in square %1 that test, then roll (A.3.3).").arg(square());
    } else {
        // What the rules would refuse, found on a copy with a made-up roll: the buttons say it before a click.
        Ww1Force trial = m_document->force();
        TypedDie any(7);
        whyNot = Ww1Engine::individualTest(trial, square(), tests, any).error;
    }
    allowWhen(m_roll, whyNot);
    allowWhen(m_apply, whyNot);
}

void Ww1IndividualPanel::roll() { test(*m_dice); }

void Ww1IndividualPanel::applyTyped(int total)
{
    const std::optional<int> checked = TypedDie::totalFromTyped(total, Ww1Engine::dice());
    if (!checked) {
        Q_EMIT statusMessage(tr("Typed 2d6: %1 is not a total two dice can show (2-12).").arg(total));
        return;
    }
    TypedDie typed(*checked);
    test(typed);
}

void Ww1IndividualPanel::test(DiceSource &dice)
{
    QList<Ww1StandTest> tests;
    for (const Ww1StandTestRow *row : std::as_const(m_rows)) {
        if (row->isTesting())
            tests.append(row->test());
    }
    if (tests.isEmpty()) {
        Q_EMIT statusMessage(tr("Tick the stands in square %1 that test, then roll (A.3.3).").arg(square()));
        return;
    }
    const QString at = square();
    const Ww1SquareOutcome outcome = m_commands->individualTest(at, tests, dice);
    if (!outcome.error.isEmpty()) {
        Q_EMIT statusMessage(outcome.error);
        return;
    }
    // The ticks were for this test: the next one starts from the situation afresh.
    for (Ww1StandTestRow *row : std::as_const(m_rows))
        row->setTesting(false);
    Q_EMIT statusMessage(tr("Square %1: 2d6 rolled %2 for %n stand(s).", nullptr, static_cast<int>(outcome.stands.size()))
                             .arg(at)
                             .arg(outcome.roll));
}

void Ww1IndividualPanel::showLastResult()
{
    const Ww1Force &force = m_document->force();
    // The latest square's test: the last individual-test records, which share one square and one roll.
    qsizetype last = force.log.size() - 1;
    while (last >= 0 && force.log.at(last).event != Ww1LogEvent::IndividualTest)
        --last;
    const QString step = m_step.isEmpty() ? QString() : QStringLiteral("<i>%1</i><br>").arg(m_step.toHtmlEscaped());
    if (last < 0) {
        m_result->setText(step + tr("No individual test yet. Each stand's total, result and meaning show here after the roll."));
        return;
    }
    const Ww1LogRecord &tail = force.log.at(last);
    qsizetype first = last;
    while (first > 0) {
        const Ww1LogRecord &r = force.log.at(first - 1);
        if (r.event != Ww1LogEvent::IndividualTest || r.square != tail.square || r.roll != tail.roll || r.turn != tail.turn)
            break;
        --first;
    }
    QString html = step + tr("<b>Square %1, turn %2: one 2d6 rolled %3 (A.3.3)</b>").arg(tail.square.toHtmlEscaped()).arg(tail.turn).arg(tail.roll);
    for (qsizetype i = first; i <= last; ++i) {
        const Ww1LogRecord &r = force.log.at(i);
        html += tr("<br><b>%1</b> (%2): 2d6 %3 → <b>%4</b>. %5")
                    .arg(Ww1Texts::standName(force, r.standId).toHtmlEscaped(), Ww1Texts::trigger(r.trigger),
                         Ww1Texts::sum(r.roll, r.modifier), enumDisplayName(r.result).toHtmlEscaped(),
                         Ww1Texts::meaning(r.result, force.settings).toHtmlEscaped());
    }
    m_result->setText(html);
}

} // namespace md::ww1
