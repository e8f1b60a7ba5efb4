#include "ratio/paper/SheetEntryDialog.h"

#include "ratio/paper/SheetEntryModel.h"
#include "ratio/paper/SheetEntryView.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace md {

SheetEntryDialog::SheetEntryDialog(const Battlegroup &battlegroup, QWidget *parent)
    : QDialog(parent)
    , m_model(new SheetEntryModel(battlegroup, this))
    , m_view(new SheetEntryView(this))
    , m_problems(new QLabel(this))
{
    setWindowTitle(tr("Key in marked-up sheet"));
    auto *layout = new QVBoxLayout(this);

    auto *hint = new QLabel(tr("Type what the paper sheet shows, in its order: x for a casualty or a marker, the hits of a "
                               "robot, the levels still working, the numbers of the weapons knocked out, the start of a "
                               "status (C, S, B) or of Surrendered, Eliminated, Left the board. Tab or Enter moves on; "
                               "a blank cell is the default. Ctrl+Enter applies."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);

    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Marked-up sheet"));
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    layout->addWidget(m_view, 1);

    // The problems in their own area, so a long list scrolls there and the grid keeps its place.
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_problems->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *problemArea = new QScrollArea(this);
    problemArea->setWidget(m_problems);
    problemArea->setWidgetResizable(true);
    problemArea->setFrameShape(QFrame::NoFrame);
    problemArea->setMaximumHeight(fontMetrics().height() * 4 + 8);
    layout->addWidget(problemArea);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_apply = buttons->addButton(tr("&Apply sheet"), QDialogButtonBox::AcceptRole);
    m_apply->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_apply->setAutoDefault(false);
    m_apply->setDefault(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_model, &SheetEntryModel::problemsChanged, this, &SheetEntryDialog::updateProblems);

    updateProblems();
    m_view->goToFirstCell();
    // Wide enough for every column where the screen allows, so the row reads without scrolling sideways.
    m_view->resizeColumnsToContents();
    const int wanted = m_view->horizontalHeader()->length() + m_view->verticalScrollBar()->sizeHint().width()
        + 2 * m_view->frameWidth() + layout->contentsMargins().left() + layout->contentsMargins().right();
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 720);
    resize(std::clamp(wanted, 640, available.width() - 40), std::min(600, available.height() - 60));
}

void SheetEntryDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Typing starts in the grid's first cell, with no click.
    m_view->setFocus(Qt::OtherFocusReason);
}

QList<ratio::SheetEntry> SheetEntryDialog::entries() const { return m_model->entries(); }

void SheetEntryDialog::updateProblems()
{
    const QStringList problems = m_model->problems();
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_apply->setEnabled(problems.isEmpty() && m_model->changed());
    m_apply->setToolTip(!problems.isEmpty()  ? tr("Correct the cells shown in red first.")
                        : !m_model->changed() ? tr("Nothing on the sheet differs from the game yet.")
                                             : QString());
}

} // namespace md
