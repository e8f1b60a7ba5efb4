#pragma once

#include <QWidget>

namespace md {

// A page a rule system adds to the campaign window (ratio: the service records and the replacements). The
// window refreshes every page when the campaign changes, and a page that changed the campaign says so.
class CampaignPage : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The tab's title, with its mnemonic.
    virtual QString title() const = 0;
    // Re-reads the campaign.
    virtual void refresh() = 0;
    // A Campaign-menu entry of its system (SystemUi::campaignMenuActions()): what it opened, null when `key`
    // is not its own.
    virtual QWidget *runMenuAction(const QString &key)
    {
        Q_UNUSED(key);
        return nullptr;
    }

Q_SIGNALS:
    // This page changed the campaign: the whole window is read again, then this page is shown with `message`.
    void campaignChanged(const QString &message);
};

} // namespace md
