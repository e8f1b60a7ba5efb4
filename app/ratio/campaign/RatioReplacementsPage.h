#pragma once

#include "widgets/CampaignPage.h"

#include <QPointer>

class QPushButton;
class QTableView;

namespace md {

class CampaignDatabase;
class Prompter;
class ReplacementDialog;
class ReplacementListModel;

// R12: the replacements on their way to the front and those that joined, with "Add replacements…" (a
// modeless dialog, one at a time) and "Call off" for one still on its way.
class RatioReplacementsPage : public CampaignPage
{
    Q_OBJECT

public:
    RatioReplacementsPage(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent = nullptr);

    QString title() const override;
    void refresh() override;

    // The key of the Campaign menu's "Add replacements…" (RatioUi::campaignMenuActions()).
    static QString addReplacementsAction() { return QStringLiteral("add-replacements"); }
    // That menu entry: opens the dialog.
    QWidget *runMenuAction(const QString &key) override;

    // Opens the modeless "Add replacements" dialog (one at a time) and returns it.
    ReplacementDialog *openReplacementDialog();
    // Calls off the replacement in `row` of the list if it is still on its way.
    bool removeReplacement(int row);
    ReplacementListModel *replacementModel() const { return m_replacements; }

private:
    CampaignDatabase *m_campaign;
    Prompter *m_prompter;
    ReplacementListModel *m_replacements;
    QTableView *m_view;
    QPushButton *m_removeReplacement;
    QPointer<ReplacementDialog> m_replacementDialog;
};

} // namespace md
