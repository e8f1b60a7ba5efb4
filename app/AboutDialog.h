#pragma once

#include <QDialog>

class QLabel;
class QPushButton;

namespace md {

// Help → About: the version from project(), the license with a link to its full text, the copyright,
// the application id, and a way to the Rules notes (the window shows them; this dialog only asks).
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    QLabel *versionLabel() const { return m_version; }
    QLabel *licenseLabel() const { return m_license; }
    QLabel *applicationIdLabel() const { return m_applicationId; }
    QPushButton *rulesNotesButton() const { return m_rulesNotes; }

Q_SIGNALS:
    void rulesNotesRequested();

private:
    QLabel *m_version;
    QLabel *m_license;
    QLabel *m_applicationId;
    QPushButton *m_rulesNotes;
};

} // namespace md
