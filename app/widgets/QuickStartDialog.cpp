#include "widgets/QuickStartDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace md {

QuickStartDialog::QuickStartDialog(bool showAgain, QWidget *parent)
    : QDialog(parent), m_dontShow(new QCheckBox(tr("&Don't show this again"), this))
{
    setWindowTitle(tr("Quick start"));
    setObjectName(QStringLiteral("quickStart"));
    auto *page = new QTextBrowser(this);
    page->setOpenExternalLinks(false);
    page->setHtml(tr(
        "<h2>MoraleDesk in one page</h2>"
        "<p>MoraleDesk keeps your force's morale while you play on the table: you move and shoot as usual, "
        "and tell MoraleDesk what happened.</p>"
        "<ol>"
        "<li><b>Open a force.</b> File → Open, or File → New from a template. A sample battlegroup is open now.</li>"
        "<li><b>Set it up.</b> On the Edit tab, add units and pieces and name them as on your table.</li>"
        "<li><b>Play.</b> Select a piece in the roster and use the Play tab: mark a casualty, a hit, damage. "
        "MoraleDesk tells you who must check.</li>"
        "<li><b>Check morale.</b> Roll your own die and type the face, or let the program roll. The result "
        "says what the piece does now.</li>"
        "<li><b>End the turn.</b> The log keeps every step; Edit → Undo takes any step back.</li>"
        "<li><b>Read the game.</b> View → Dice history, the log's filter, and the Morale Results Table.</li>"
        "</ol>"
        "<p>Press <b>?</b> for every keyboard shortcut, Ctrl+plus and Ctrl+minus to zoom. "
        "This page is in Help → Quick start.</p>"));
    m_dontShow->setChecked(!showAgain);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(page, 1);
    layout->addWidget(m_dontShow);
    layout->addWidget(buttons);
    resize(560, 520);
}

bool QuickStartDialog::showAgain() const { return !m_dontShow->isChecked(); }

} // namespace md
