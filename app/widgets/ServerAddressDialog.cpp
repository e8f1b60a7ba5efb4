#include "ServerAddressDialog.h"

#include "CampaignAddress.h"
#include "widgets/FieldError.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace md {

ServerAddressDialog::ServerAddressDialog(const QString &address, QWidget *parent)
    : QDialog(parent)
    , m_address(new QLineEdit(address, this))
    , m_error(new FieldError(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Open campaign on a server"));
    m_address->setPlaceholderText(QStringLiteral("postgresql://referee@club.example.org:5432/campaign"));
    m_address->setAccessibleName(tr("Server address"));
    m_address->setMinimumWidth(m_address->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 60);
    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_address);
    auto *password = new QLabel(tr("The password comes from your PostgreSQL password file (~/.pgpass, or the file "
                                   "PGPASSFILE names) or service file. If it has none, MoraleDesk asks for it and "
                                   "keeps it only until it closes; it is never saved."),
                                this);
    password->setWordWrap(true);
    password->setObjectName(QStringLiteral("passwordNote"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(password);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Open"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &ServerAddressDialog::check);
    check();
}

QString ServerAddressDialog::address() const { return m_address->text().trimmed(); }

QString ServerAddressDialog::problem(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("Address: type the campaign's address, as postgresql://USER@HOST:PORT/DATABASE");
    if (!CampaignAddress::isServerAddress(trimmed))
        return tr("Address: a server address starts with postgresql://; open a campaign file with Open campaign…");
    QString error;
    if (!CampaignAddress::parse(trimmed, &error))
        return error;
    return {};
}

QString ServerAddressDialog::errorText() const { return m_error->text(); }

bool ServerAddressDialog::canAccept() const { return m_buttons->button(QDialogButtonBox::Ok)->isEnabled(); }

void ServerAddressDialog::check()
{
    // Nothing typed yet is no error to show, but cannot be opened either.
    const QString why = problem(address());
    const QString shown = address().isEmpty() ? QString() : why;
    m_error->setMessage(shown, QString());
    m_error->setVisible(!shown.isEmpty()); // no warning sign beside nothing
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    // The error line comes and goes as the address is typed: the dialog grows and shrinks with it, so the
    // note under it is never cut off.
    if (isVisible())
        adjustSize();
}

} // namespace md
