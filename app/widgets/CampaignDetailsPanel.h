#pragma once

#include "CampaignTypes.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace md {

class CampaignDatabase;

// The campaign's name, sides with their players, and notes, edited in place and stored in one
// transaction. A side already in the records keeps its name (battlegroups and battles refer to it);
// its player can change, and new sides can be added.
class CampaignDetailsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CampaignDetailsPanel(CampaignDatabase *campaign, QWidget *parent = nullptr);

    // Reads the details back from the file, dropping unsaved edits.
    void load();
    // Reads them back only when nothing was typed since the last load: a battle recorded meanwhile (here or
    // by another referee) may have added a side, and a stale form would save the sides out of step.
    void reloadUnlessEdited();
    // Writes the form; on a refusal the form keeps what was typed and shows the reason.
    bool save();

    // What the player would type (tests drive the panel through these).
    void setName(const QString &name);
    void setNotes(const QString &notes);
    void setPlayer(int side, const QString &player);
    void addSide(const QString &name = {}, const QString &player = {});
    CampaignInfo edited() const;
    QString message() const;

Q_SIGNALS:
    void saved();

private:
    void showMessage(const QString &text, bool problem);

    CampaignDatabase *m_campaign;
    QLineEdit *m_name;
    QTableWidget *m_sides;
    QPlainTextEdit *m_notes;
    QLabel *m_message;
    int m_storedSides = 0;
    std::optional<CampaignInfo> m_loaded; // as last read, to tell typed edits from none
};

} // namespace md
