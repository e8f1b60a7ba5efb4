#include "ww1/widgets/Ww1GroupPanel.h"

#include "widgets/WrappedLabel.h"
#include "document/UndoStepWatcher.h"

#include "ww1/texts/Ww1Texts.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/models/Ww1DueModel.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1TypedRolls.h"
#include "ww1/widgets/Ww1QueueBar.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>

namespace md::ww1 {

namespace {
// A text that changes, in an area of fixed height that scrolls when the text is longer (fits a laptop): the
// buttons around it stay where they are.
QScrollArea *fixedTextArea(QLabel *label, int lines, QWidget *parent)
{
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(label);
    area->setFixedHeight(label->fontMetrics().lineSpacing() * lines + 4);
    return area;
}

constexpr char usualTip[] = "usualToolTip";

// Enabled when the engine takes the action; otherwise disabled, its tooltip the engine's reason first, then
// what the button does. Qt shows a disabled button's tooltip.
void allowWhen(QWidget *widget, const QString &whyNot)
{
    const QString usual = widget->property(usualTip).toString();
    widget->setEnabled(whyNot.isEmpty());
    widget->setToolTip(whyNot.isEmpty() || usual.isEmpty() ? (whyNot.isEmpty() ? usual : whyNot)
                                                           : whyNot + QStringLiteral("\n\n") + usual);
}

// What the engine says to `count` casualties on the group now, asked on a copy (cheap: implicitly shared).
QString casualtiesRefusal(const Ww1Force &force, const QString &groupId, int count)
{
    Ww1Force trial = force;
    return Ww1Engine::addCasualties(trial, groupId, count).error;
}

QPushButton *button(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setProperty(usualTip, tip);
    b->setToolTip(tip);
    // The style pads a long text by a few pixels only ("Clear withdrawal" touched its border): a character's
    // width more each side, in every language.
    b->setMinimumWidth(b->sizeHint().width() + 2 * b->fontMetrics().averageCharWidth());
    return b;
}
} // namespace

Ww1GroupPanel::Ww1GroupPanel(Ww1Document *document, Ww1Commands *commands, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_dueModel(new Ww1DueModel(document, this))
    , m_title(new QLabel(this))
    , m_groupState(new WrappedLabel(this)) // wrapped texts: laid out once per text and width (issue 19)
    , m_plusOne(button(tr("+&1 casualty"), tr("One individual hit on any stand of the group (A.1)."), this))
    , m_minusOne(button(tr("−1"), tr("Takes back one casualty entered by mistake."), this))
    , m_count(new QSpinBox(this))
    , m_add(button(tr("&Add"), tr("Several individual hits at once, from one fire or combat step (A.2.1 rule 3)."), this))
    , m_clear(button(tr("C&lear withdrawal"), tr("The group reached its own line: its withdrawal ends (A.4.1, A-10)."), this))
    , m_dueView(new QTableView(this))
    , m_test(new WrappedLabel(this))
    , m_roll(button(tr("R&oll 2d6"), tr("The program rolls 2d6 for the selected group's test."), this))
    , m_typed{new QSpinBox(this), new QSpinBox(this), new QSpinBox(this)}
    , m_apply(button(tr("Appl&y typed 2d6"), tr("Applies the total of your own two dice to the selected group's test."), this))
    , m_resultArea(new QScrollArea(this))
    , m_result(new WrappedLabel(this))
    , m_queueBar(new Ww1QueueBar(document, commands, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *casualties = new QGroupBox(tr("Casualties"), this);
    auto *casualtiesLayout = new QVBoxLayout(casualties);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    // One line whatever the name, and the state in an area of fixed height: the buttons below never move.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    casualtiesLayout->addWidget(m_title);
    m_groupState->setWordWrap(true);
    m_groupState->setAccessibleName(tr("Group state"));
    casualtiesLayout->addWidget(fixedTextArea(m_groupState, 2, this));
    auto *buttons = new QHBoxLayout;
    m_plusOne->setObjectName(QStringLiteral("plusOneCasualty"));
    m_minusOne->setObjectName(QStringLiteral("minusOneCasualty"));
    m_add->setObjectName(QStringLiteral("addCasualties"));
    m_clear->setObjectName(QStringLiteral("clearWithdrawal"));
    m_minusOne->setAccessibleName(tr("Minus one casualty"));
    m_count->setRange(1, 999);
    m_count->setValue(2);
    m_count->setAccessibleName(tr("Casualties to add"));
    m_count->setPrefix(QStringLiteral("+"));
    connect(m_plusOne, &QPushButton::clicked, this, [this] { addCasualties(1); });
    connect(m_minusOne, &QPushButton::clicked, this, [this] { addCasualties(-1); });
    connect(m_add, &QPushButton::clicked, this, [this] { addCasualties(m_count->value()); });
    connect(m_clear, &QPushButton::clicked, this, &Ww1GroupPanel::clearWithdrawal);
    buttons->addWidget(m_plusOne);
    buttons->addWidget(m_minusOne);
    buttons->addSpacing(12);
    buttons->addWidget(m_count);
    buttons->addWidget(m_add);
    buttons->addStretch();
    buttons->addWidget(m_clear);
    casualtiesLayout->addLayout(buttons);
    layout->addWidget(casualties);

    auto *tests = new QGroupBox(tr("Group tests due, in testing order: attackers first, biggest first (A.3.2)"), this);
    auto *testsLayout = new QVBoxLayout(tests);
    m_dueView->setModel(m_dueModel);
    m_dueView->setObjectName(QStringLiteral("dueView"));
    m_dueView->setAccessibleName(tr("Group tests due"));
    m_dueView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_dueView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_dueView->verticalHeader()->hide();
    m_dueView->setWordWrap(false);
    m_dueView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_dueView->horizontalHeader()->setStretchLastSection(true);
    const int rowHeight = fontMetrics().height() + 8;
    m_dueView->verticalHeader()->setDefaultSectionSize(rowHeight);
    // Room for three groups at once (more scroll), so that the queue's buttons fit a 1280 x 720 screen.
    m_dueView->setFixedHeight(rowHeight * 4 + 4);
    testsLayout->addWidget(m_dueView);
    m_test->setWordWrap(true);
    m_test->setTextFormat(Qt::RichText);
    m_test->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_test->setAccessibleName(tr("Group test"));
    m_test->setObjectName(QStringLiteral("groupTestText"));
    testsLayout->addWidget(fixedTextArea(m_test, 3, this));
    auto *diceRow = new QHBoxLayout;
    m_roll->setObjectName(QStringLiteral("groupRoll"));
    m_apply->setObjectName(QStringLiteral("groupApply"));
    for (qsizetype i = 0; i < m_typed.size(); ++i) {
        QSpinBox *spin = m_typed.at(i);
        spin->setObjectName(QStringLiteral("groupTyped%1").arg(i == 0 ? QString() : QString::number(i + 1)));
        spin->setRange(2, 12);
        spin->setValue(7);
        spin->setAccessibleName(tr("Typed 2d6, roll %1").arg(i + 1));
    }
    auto *typedLabel = new QLabel(tr("or the 2d6 you rolled:"), tests);
    typedLabel->setBuddy(m_typed.constFirst());
    connect(m_roll, &QPushButton::clicked, this, &Ww1GroupPanel::roll);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        QList<int> totals;
        for (int i = 0; i < rollsNeeded(); ++i)
            totals << m_typed.at(i)->value();
        applyTyped(totals);
    });
    diceRow->addWidget(m_roll);
    diceRow->addSpacing(16);
    diceRow->addWidget(typedLabel);
    for (QSpinBox *spin : std::as_const(m_typed))
        diceRow->addWidget(spin);
    diceRow->addWidget(m_apply);
    diceRow->addStretch();
    testsLayout->addLayout(diceRow);
    // The whole queue at once: the program's dice, or the player's totals in testing order (A.3.2).
    testsLayout->addWidget(m_queueBar);
    connect(m_queueBar, &Ww1QueueBar::statusMessage, this, &Ww1GroupPanel::statusMessage);
    layout->addWidget(tests);

    // Fixed height, scrolling: the buttons stay put whatever the result says.
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_result->setMargin(6);
    m_result->setAccessibleName(tr("Group test result"));
    m_result->setObjectName(QStringLiteral("groupResult"));
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultArea->setWidgetResizable(true);
    m_resultArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_resultArea->setWidget(m_result);
    m_resultArea->setFixedHeight(m_result->fontMetrics().lineSpacing() * 4 + 16);
    layout->addWidget(m_resultArea);
    layout->addStretch();

    connect(m_dueView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &Ww1GroupPanel::refreshTest);
    connect(m_dueModel, &QAbstractItemModel::modelReset, this, [this] {
        // A.3.2: the next group due is the first of the queue.
        if (m_dueModel->rowCount() > 0)
            m_dueView->selectRow(0);
        refreshTest();
    });
    connect(document, &Ww1Document::changed, this, &Ww1GroupPanel::documentChanged);
    connect(m_count, &QSpinBox::valueChanged, this, &Ww1GroupPanel::refreshGroup);
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
    if (!document->force().groups.isEmpty())
        m_group = document->force().groups.constFirst().id;
    if (m_dueModel->rowCount() > 0)
        m_dueView->selectRow(0);
    documentChanged();
}

void Ww1GroupPanel::setDiceSource(DiceSource *dice)
{
    m_dice = dice ? dice : &m_programDice;
    m_queueBar->setDiceSource(dice);
}

void Ww1GroupPanel::setGroup(const QString &groupId)
{
    m_group = groupId;
    refreshGroup();
    refreshTest(); // with nothing due, the dice say why of this group
}

QString Ww1GroupPanel::dueGroup() const
{
    const QModelIndex current = m_dueView->currentIndex();
    return current.isValid() ? m_dueModel->groupAt(current.row()) : QString();
}

void Ww1GroupPanel::selectDue(const QString &groupId)
{
    const int row = m_dueModel->rowOf(groupId);
    if (row >= 0)
        m_dueView->selectRow(row);
}

QString Ww1GroupPanel::testText() const { return m_test->text(); }

QString Ww1GroupPanel::resultText() const { return m_result->text(); }

void Ww1GroupPanel::documentChanged()
{
    refreshGroup();
    refreshTest();
    showLastResult();
}

void Ww1GroupPanel::refreshGroup()
{
    const Ww1Force &force = m_document->force();
    const Ww1Group *g = force.group(m_group);
    const QString none = tr("Select a group in the roster.");
    m_title->setText(g ? Ww1Texts::groupName(force, m_group) : none);
    if (g) {
        // The three thresholds for this group's size (A.2.1 with A-1), so the players see what is coming.
        QStringList thresholds;
        for (Ww1Condition c : {Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3})
            thresholds << tr("%1 at %2").arg(enumKey(c).toUpper()).arg(Ww1GroupRules::threshold(c, g->startMembers, force.rules));
        m_groupState->setText(tr("%1, %2. Casualties %3 of %4 (%5 still effective). Tests at %6. Tested: %7. %8.")
                                  .arg(enumDisplayName(g->kind), enumNameInSentence(g->role))
                                  .arg(g->casualties)
                                  .arg(g->startMembers)
                                  .arg(g->effectiveMembers())
                                  .arg(thresholds.join(QStringLiteral(", ")),
                                       g->conditionsTested.isEmpty() ? tr("none") : Ww1Texts::conditions(g->conditionsTested),
                                       enumDisplayName(g->status)));
    } else {
        m_groupState->setText(QString()); // not clear(): that measures an empty label again
    }
    // The engine's answers, on copies of the force: a button is enabled exactly when the engine would act.
    allowWhen(m_plusOne, g ? casualtiesRefusal(force, m_group, 1) : none);
    allowWhen(m_add, g ? casualtiesRefusal(force, m_group, m_count->value()) : none);
    allowWhen(m_minusOne, g ? casualtiesRefusal(force, m_group, -1) : none);
    Ww1Force trial = force;
    allowWhen(m_clear, g ? Ww1Engine::clearWithdrawing(trial, m_group) : none);
}

void Ww1GroupPanel::refreshTest()
{
    const Ww1Force &force = m_document->force();
    const QString id = dueGroup();
    const Ww1Group *g = force.group(id);
    const Ww1GroupTestDue due = g ? Ww1GroupRules::due(*g, force.rules) : Ww1GroupTestDue{};
    if (!g || !due.due()) {
        m_test->setText(tr("No group test is due: casualties have not reached a condition the group has not yet tested (A.2.1)."));
        // Why the roster's group does not test now, in the engine's words (it is not due: nothing changes).
        Ww1Force trial = force;
        Ww1TypedRolls any({7, 7, 7});
        QString why = force.group(m_group) ? Ww1Engine::groupTest(trial, m_group, any).error : QString();
        if (why.isEmpty())
            why = tr("No group test is due: enter casualties as they happen; a test comes due by itself (A.2.1).");
        allowWhen(m_roll, why);
        allowWhen(m_apply, why);
        showTypedSpins({});
        return;
    }
    showTypedSpins(force.rules.eachConditionInTurn ? due.conditions : Ww1Conditions{});
    QStringList needs;
    for (const Modifier &m : Ww1GroupRules::modifiers(due, force.rules)) {
        // A.3.1: carry on iff 2d6 + m >= 6.
        needs << tr("%1: carries on if 2d6 %2 %3 ≥ 6, so it needs <b>%4+</b> on the dice")
                     .arg(Ww1Texts::modifier(m).toHtmlEscaped(), m.delta < 0 ? QStringLiteral("−") : QStringLiteral("+"))
                     .arg(std::abs(m.delta))
                     .arg(Ww1GroupRules::need(m.delta));
    }
    const Fraction pass = Ww1GroupRules::passOdds(due, force.rules);
    const QString together = due.conditions.size() > 1
        ? (force.rules.eachConditionInTurn ? tr(" Tested in turn, least severe first; a failure ends it (A-4 option).")
                                           : tr(" Reached together: one test at the worst modifier (A-4)."))
        : QString();
    QString test = tr("<b>%1: test %2</b> (%3 casualties of %4).%5<br>%6<br>P(carry on) <b>%7</b> · P(withdraw) <b>%8</b>")
                       .arg(Ww1Texts::groupName(force, id).toHtmlEscaped(), Ww1Texts::conditions(due.conditions))
                       .arg(g->casualties)
                       .arg(g->startMembers)
                       .arg(together, needs.join(QStringLiteral("<br>")), Ww1Texts::odds(pass).toHtmlEscaped(),
                            Ww1Texts::odds(Ww1Texts::complement(pass)).toHtmlEscaped());
    // A.3.2: a later row shows its odds, but only the first group due tests now; the text says why the dice wait.
    const QString order = orderProblem();
    if (!order.isEmpty())
        test += QStringLiteral("<br><i>%1</i>").arg(order.toHtmlEscaped());
    m_test->setText(test); // once: a label measures its text again on every change
    allowWhen(m_roll, order);
    allowWhen(m_apply, order);
}

int Ww1GroupPanel::rollsNeeded() const
{
    const Ww1Force &force = m_document->force();
    const Ww1Group *g = force.group(dueGroup());
    if (!g || !force.rules.eachConditionInTurn)
        return 1;
    return std::max(1, int(Ww1GroupRules::due(*g, force.rules).conditions.size()));
}

void Ww1GroupPanel::showTypedSpins(const QList<Ww1Condition> &inTurn)
{
    // A-4's alternative: one 2d6 per condition, least severe first, each box named by its condition.
    for (qsizetype i = 0; i < m_typed.size(); ++i) {
        QSpinBox *spin = m_typed.at(i);
        spin->setVisible(i == 0 || i < inTurn.size());
        spin->setPrefix(inTurn.size() > 1 && i < inTurn.size() ? enumKey(inTurn.at(i)).toUpper() + QStringLiteral(": ")
                                                               : QString());
        spin->setToolTip(inTurn.size() > 1 ? tr("Each condition is tested in turn with its own 2d6; a failure ends it, "
                                                "and the rolls after it are not used (A-4 option).")
                                           : QString());
    }
}

QString Ww1GroupPanel::orderProblem() const
{
    const QString id = dueGroup();
    if (id.isEmpty())
        return {};
    // The engine's own answer on a copy of the force (A.3.2's order among others), so the dice wait exactly
    // when it would refuse them.
    Ww1Force trial = m_document->force();
    Ww1TypedRolls any({7, 7, 7});
    return Ww1Engine::groupTest(trial, id, any).error;
}

void Ww1GroupPanel::addCasualties(int count)
{
    if (m_group.isEmpty())
        return;
    const Ww1CasualtyOutcome outcome = m_commands->casualties(m_group, count);
    if (!outcome.error.isEmpty()) {
        Q_EMIT statusMessage(outcome.error);
        return;
    }
    if (!outcome.groupsDue.isEmpty()) {
        m_dueView->selectRow(0);
        Q_EMIT statusMessage(tr("Group tests due: %n, first %1 (A.3.2).", nullptr, static_cast<int>(outcome.groupsDue.size()))
                                 .arg(Ww1Texts::groupName(m_document->force(), outcome.groupsDue.constFirst())));
    }
}

void Ww1GroupPanel::roll() { test(*m_dice); }

void Ww1GroupPanel::applyTyped(const QList<int> &totals)
{
    QList<int> checked;
    for (int total : totals) {
        const std::optional<int> one = TypedDie::totalFromTyped(total, Ww1Engine::dice());
        if (!one) {
            Q_EMIT statusMessage(tr("Typed 2d6: %1 is not a total two dice can show (2-12).").arg(total));
            return;
        }
        checked << *one;
    }
    if (checked.size() != rollsNeeded()) {
        Q_EMIT statusMessage(tr("This group test takes %n roll(s) (A.3.1, A-4); %1 typed.", nullptr, rollsNeeded())
                                 .arg(checked.size()));
        return;
    }
    Ww1TypedRolls typed(checked);
    test(typed);
}

void Ww1GroupPanel::test(DiceSource &dice)
{
    const QString id = dueGroup();
    if (id.isEmpty()) {
        Q_EMIT statusMessage(tr("No group test is due."));
        return;
    }
    if (const QString order = orderProblem(); !order.isEmpty()) {
        Q_EMIT statusMessage(order);
        return;
    }
    const Ww1GroupOutcome outcome = m_commands->groupTest(id, dice);
    if (!outcome.error.isEmpty()) {
        Q_EMIT statusMessage(outcome.error);
        return;
    }
    const QString name = Ww1Texts::groupName(m_document->force(), id);
    Q_EMIT statusMessage(outcome.passed ? tr("%1 carries on.").arg(name) : tr("%1 withdraws in good order (A.4.1).").arg(name));
}

void Ww1GroupPanel::clearWithdrawal()
{
    if (m_group.isEmpty())
        return;
    const QString error = m_commands->clearWithdrawal(m_group);
    Q_EMIT statusMessage(error.isEmpty() ? tr("%1: withdrawal over.").arg(Ww1Texts::groupName(m_document->force(), m_group)) : error);
}

void Ww1GroupPanel::showLastResult()
{
    const Ww1Force &force = m_document->force();
    // The latest group test: its record, or its records when each condition was tested in turn (A-4 option).
    qsizetype last = force.log.size() - 1;
    while (last >= 0 && force.log.at(last).event != Ww1LogEvent::GroupTest)
        --last;
    const QString step = m_step.isEmpty() ? QString() : QStringLiteral("<i>%1</i><br>").arg(m_step.toHtmlEscaped());
    if (last < 0) {
        m_result->setText(step + tr("No group test yet."));
        return;
    }
    const QString groupId = force.log.at(last).groupId;
    qsizetype first = last;
    while (first > 0 && force.log.at(first - 1).event == Ww1LogEvent::GroupTest && force.log.at(first - 1).groupId == groupId)
        --first;
    QStringList lines;
    for (qsizetype i = first; i <= last; ++i) {
        const Ww1LogRecord &r = force.log.at(i);
        lines << tr("<b>%1</b>, turn %2, test %3 (A.3.1): 2d6 %4 → <b>%5</b>")
                     .arg(Ww1Texts::groupName(force, groupId).toHtmlEscaped())
                     .arg(r.turn)
                     .arg(Ww1Texts::conditions(r.conditions), Ww1Texts::sum(r.roll, r.modifier),
                          r.passed ? tr("carries on")
                                   : tr("withdraws in good order, recovering casualties and fighting back to its own line (A.4.1)"));
    }
    m_result->setText(step + lines.join(QStringLiteral("<br>")));
}

} // namespace md::ww1
