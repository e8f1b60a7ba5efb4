#include "AboutDialog.h"

#include "Version.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace md {

namespace {
QLabel *linkLabel(const QString &html, QWidget *parent)
{
    auto *label = new QLabel(html, parent);
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    return label;
}

QLabel *plainLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About MoraleDesk"));
    const QString applicationId = QString::fromLatin1(version::applicationId);
    const QString homepage = QString::fromLatin1(version::homepage);

    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    // The installed theme icon; a build run from its tree has none, and the heading stands alone.
    const QIcon icon = QIcon::fromTheme(applicationId);
    if (!icon.isNull()) {
        auto *iconLabel = new QLabel(this);
        iconLabel->setPixmap(icon.pixmap(64, 64));
        header->addWidget(iconLabel);
    }
    auto *title = new QLabel(tr("<h2>MoraleDesk</h2><p>Ratio morale for sci-fi skirmish battlegroups: morale "
                                "levels, checks, markers and the Morale Results Table.</p>"),
                             this);
    title->setWordWrap(true);
    header->addWidget(title, 1);
    layout->addLayout(header);

    auto *form = new QFormLayout;
    m_version = plainLabel(QString::fromLatin1(version::number), this);
    m_version->setObjectName(QStringLiteral("aboutVersion"));
    form->addRow(tr("Version:"), m_version);
    m_license = linkLabel(tr("<a href=\"%1\">GNU General Public License, version 3 or later</a> "
                             "(GPL-3.0-or-later)")
                              .arg(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")),
                          this);
    m_license->setObjectName(QStringLiteral("aboutLicense"));
    form->addRow(tr("License:"), m_license);
    form->addRow(tr("Copyright:"), plainLabel(tr("© 2026 The MoraleDesk developers"), this));
    form->addRow(tr("Homepage:"), linkLabel(QStringLiteral("<a href=\"%1\">%1</a>").arg(homepage), this));
    m_applicationId = plainLabel(applicationId, this);
    m_applicationId->setObjectName(QStringLiteral("aboutApplicationId"));
    form->addRow(tr("Application id:"), m_applicationId);
    layout->addLayout(form);

    auto *warranty = new QLabel(tr("MoraleDesk is free software and comes with absolutely no warranty. Every "
                                   "reading of the rules it applies is listed in the Rules notes."),
                                this);
    warranty->setWordWrap(true);
    layout->addWidget(warranty);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_rulesNotes = buttons->addButton(tr("&Rules notes…"), QDialogButtonBox::ActionRole);
    m_rulesNotes->setObjectName(QStringLiteral("aboutRulesNotes"));
    connect(m_rulesNotes, &QPushButton::clicked, this, &AboutDialog::rulesNotesRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace md
