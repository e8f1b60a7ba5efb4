#pragma once

#include "base/Prompter.h"

#include <memory>

class QFileDialog;

namespace md {

// The real dialogs.
class DialogPrompter final : public Prompter
{
public:
    SaveChoice askSaveChanges(QWidget *parent, const QString &documentName) override;
    bool confirmEndTurnWithChecksDue(QWidget *parent, int pending) override;
    bool offerRecovery(QWidget *parent, const QString &description) override;
    std::optional<QList<int>> chooseSeveral(QWidget *parent, const QString &title, const QString &label,
                                            const QStringList &options, int minimum, int maximum) override;
    std::optional<int> chooseOne(QWidget *parent, const QString &title, const QString &label,
                                 const QStringList &options) override;
    QString openFileName(QWidget *parent, const QString &directory) override;
    QString saveFileName(QWidget *parent, const QString &suggested) override;
    QString exportFileName(QWidget *parent, const QString &suggested) override;
    QString csvFileName(QWidget *parent, const QString &suggested) override;
    QString campaignFileName(QWidget *parent, bool forSaving) override;
    std::optional<QString> askText(QWidget *parent, const QString &title, const QString &label, const QString &value) override;
    std::optional<QString> askPassword(QWidget *parent, const QString &title, const QString &label) override;
    std::optional<QString> askServerAddress(QWidget *parent, const QString &value) override;
    std::optional<PrintRequest> askPrintOptions(QWidget *parent, const QString &title, const PrintChoices &choices,
                                                const PrintRequest &defaults) override;
    void showError(QWidget *parent, const QString &title, const QString &text) override;

    // The dialog campaignFileName() runs: for saving, a name typed without a suffix gets ".mdcampaign", so the
    // open dialog's filter lists the file (CampaignFileName).
    static std::unique_ptr<QFileDialog> campaignFileDialog(QWidget *parent, bool forSaving);
};

} // namespace md
