#pragma once

#include "print/PrintChoices.h"
#include "print/PrintRequest.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QWidget;

namespace md {

// Every question the window asks the player goes through here, so tests can answer modal dialogs
// without a dialog ever opening.
class Prompter
{
public:
    enum class SaveChoice { Save, Discard, Cancel };

    virtual ~Prompter() = default;
    virtual SaveChoice askSaveChanges(QWidget *parent, const QString &documentName) = 0;
    // R6: ending the turn with checks still due needs an explicit override.
    virtual bool confirmEndTurnWithChecksDue(QWidget *parent, int pending) = 0;
    virtual bool offerRecovery(QWidget *parent, const QString &description) = 0;
    // Pick `count` of `options` (e.g. surviving crew); nullopt when cancelled.
    virtual std::optional<QList<int>> chooseSeveral(QWidget *parent, const QString &title, const QString &label,
                                                    const QStringList &options, int minimum, int maximum) = 0;
    virtual std::optional<int> chooseOne(QWidget *parent, const QString &title, const QString &label,
                                         const QStringList &options) = 0;
    virtual QString openFileName(QWidget *parent, const QString &directory) = 0;
    virtual QString saveFileName(QWidget *parent, const QString &suggested) = 0;
    virtual QString exportFileName(QWidget *parent, const QString &suggested) = 0;
    virtual QString csvFileName(QWidget *parent, const QString &suggested) = 0;
    // A campaign file to create (forSaving) or to open; empty when cancelled.
    virtual QString campaignFileName(QWidget *parent, bool forSaving) = 0;
    virtual std::optional<QString> askText(QWidget *parent, const QString &title, const QString &label,
                                           const QString &value) = 0;
    // A password, typed unseen; nullopt when cancelled. The caller keeps it in memory only.
    virtual std::optional<QString> askPassword(QWidget *parent, const QString &title, const QString &label) = 0;
    // A campaign's address on a server (postgresql://…), checked as it is typed; nullopt when cancelled.
    virtual std::optional<QString> askServerAddress(QWidget *parent, const QString &value) = 0;
    // Which document to print, on which paper; nullopt when cancelled.
    virtual std::optional<PrintRequest> askPrintOptions(QWidget *parent, const QString &title, const PrintChoices &choices,
                                                        const PrintRequest &defaults) = 0;
    virtual void showError(QWidget *parent, const QString &title, const QString &text) = 0;
};


} // namespace md
