#include "ww1/widgets/Ww1QueueBar.h"

#include "widgets/WrappedLabel.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/texts/Ww1Texts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace md::ww1 {

Ww1QueueBar::Ww1QueueBar(Ww1Document *document, Ww1Commands *commands, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_rollAll(new QPushButton(tr("Roll all due"), this))
    , m_totals(new QLineEdit(this))
    , m_apply(new QPushButton(tr("Apply totals"), this))
    , m_message(new WrappedLabel(this)) // laid out once per text and width (issue 19)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_rollAll->setObjectName(QStringLiteral("groupRollAllDue"));
    m_rollAll->setToolTip(tr("Rolls the program's 2d6 for every group test due, in testing order (A.3.2), as one undo step."));
    m_totals->setObjectName(QStringLiteral("groupTotalsField"));
    m_totals->setAccessibleName(tr("Typed 2d6 totals for the queue"));
    m_totals->setPlaceholderText(tr("Your 2d6 totals in testing order: 7 11 4"));
    m_totals->setToolTip(tr("One total of your two dice (2-12) per roll, in testing order: one per group, or one per "
                            "condition when each is tested in turn (A-4). Enter applies them as one undo step."));
    m_apply->setObjectName(QStringLiteral("groupApplyTotals"));
    m_apply->setToolTip(tr("Applies the typed totals as one undo step."));
    // A character's width more each side than the style pads: no text touches its border, in any language.
    for (QPushButton *b : {m_rollAll, m_apply})
        b->setMinimumWidth(b->sizeHint().width() + 2 * b->fontMetrics().averageCharWidth());
    row->addWidget(m_rollAll);
    row->addWidget(m_totals, 1);
    row->addWidget(m_apply);
    layout->addLayout(row);
    m_message->setObjectName(QStringLiteral("groupQueueMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    connect(m_rollAll, &QPushButton::clicked, this, &Ww1QueueBar::rollAll);
    connect(m_apply, &QPushButton::clicked, this, &Ww1QueueBar::applyTyped);
    connect(m_totals, &QLineEdit::returnPressed, this, &Ww1QueueBar::applyTyped);
    connect(m_totals, &QLineEdit::textEdited, this, &Ww1QueueBar::totalsEdited);
    connect(document, &Ww1Document::changed, this, &Ww1QueueBar::documentChanged);
    documentChanged();
}

void Ww1QueueBar::setDiceSource(DiceSource *dice) { m_dice = dice ? dice : &m_programDice; }

QString Ww1QueueBar::message() const { return m_message->isHidden() ? QString() : m_message->text(); }

void Ww1QueueBar::setMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }") : QString());
    m_message->setVisible(!text.isEmpty());
}

Ww1QueueBar::Totals Ww1QueueBar::parseTotals(const QString &text)
{
    Totals out;
    const DieSpec spec = Ww1Engine::dice();
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        for (const QChar c : word) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
                out.problem = tr("Totals: “%1” is not a number. Type the totals of your two dice (2-12), separated by spaces.").arg(c);
                out.totals.clear();
                return out;
            }
        }
        const std::optional<int> total = TypedDie::totalFromTyped(word.toInt(), spec);
        if (!total) {
            out.problem = tr("Totals: %1 is not a total two dice can show (2-12).").arg(word);
            out.totals.clear();
            return out;
        }
        out.totals.append(*total);
    }
    return out;
}

void Ww1QueueBar::documentChanged()
{
    const bool due = !Ww1Engine::groupsDue(m_document->force()).isEmpty();
    const QString none = tr("No group test is due.");
    m_rollAll->setEnabled(due);
    m_totals->setEnabled(due);
    if (!due)
        m_totals->clear();
    totalsEdited();
}

void Ww1QueueBar::totalsEdited()
{
    const Totals typed = parseTotals(m_totals->text());
    m_apply->setEnabled(typed.problem.isEmpty() && !typed.totals.isEmpty());
    if (!typed.problem.isEmpty())
        setMessage(typed.problem, true);
    else if (!typed.totals.isEmpty())
        setMessage(tr("%n total(s) for the tests in testing order: Enter applies them as one undo step.", nullptr,
                      static_cast<int>(typed.totals.size())));
    else if (m_message->styleSheet().contains(QStringLiteral("color")))
        setMessage({});
}

void Ww1QueueBar::report(const QString &error, const QList<Ww1GroupOutcome> &outcomes)
{
    if (!error.isEmpty()) {
        setMessage(error, true);
        Q_EMIT statusMessage(error);
        return;
    }
    QStringList done;
    for (const Ww1GroupOutcome &o : outcomes) {
        QStringList rolls;
        for (int roll : o.rolls)
            rolls << QString::number(roll);
        done << tr("%1 %2: %3").arg(Ww1Texts::groupName(m_document->force(), o.groupId), rolls.join(QStringLiteral(", ")),
                                    o.passed ? tr("carries on") : tr("withdraws"));
    }
    const QString text = tr("%n group test(s) made, one undo step: %1.", nullptr, static_cast<int>(outcomes.size()))
                             .arg(done.join(QStringLiteral("; ")));
    setMessage(text);
    Q_EMIT statusMessage(text);
}

void Ww1QueueBar::rollAll()
{
    QList<Ww1GroupOutcome> outcomes;
    const QString error = m_commands->rollAllGroupTests(*m_dice, &outcomes);
    report(error.isEmpty() ? QString() : tr("Roll all due: nothing was rolled. %1").arg(error), outcomes);
}

bool Ww1QueueBar::applyTyped()
{
    const Totals typed = parseTotals(m_totals->text());
    QString problem = typed.problem;
    if (problem.isEmpty() && typed.totals.isEmpty())
        problem = tr("Totals: type one 2d6 total per roll, in testing order (7 11 4).");
    if (!problem.isEmpty()) {
        report(problem, {});
        return false;
    }
    QList<Ww1GroupOutcome> outcomes;
    const QString error = m_commands->typedGroupTests(typed.totals, &outcomes);
    if (!error.isEmpty()) {
        report(error, {});
        return false;
    }
    m_totals->clear();
    report({}, outcomes);
    return true;
}

} // namespace md::ww1
