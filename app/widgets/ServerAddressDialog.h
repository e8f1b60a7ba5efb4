#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace md {

class FieldError;

// Campaign → Open campaign on a server…: the address of a campaign's database on a PostgreSQL server,
// postgresql://USER@HOST:PORT/DATABASE, checked part by part as it is typed (CampaignAddress). A line says
// where the password comes from: libpq's password file or service file, or MoraleDesk asks and keeps it in
// memory only. The address never holds a password.
class ServerAddressDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerAddressDialog(const QString &address, QWidget *parent = nullptr);

    // The address as typed, trimmed.
    QString address() const;
    // Why `text` is not a server address, naming the part; empty when it is one.
    static QString problem(const QString &text);
    // What the error line says now (empty while the address is good).
    QString errorText() const;
    bool canAccept() const;
    QLineEdit *addressEdit() const { return m_address; }

private:
    void check();

    QLineEdit *m_address;
    FieldError *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace md
