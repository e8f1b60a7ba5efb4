#pragma once

#include "base/Prompter.h"

#include <QQueue>

// Answers every modal question from a script, and records what was asked.
class TestPrompter final : public md::Prompter
{
public:
    SaveChoice saveChoice = SaveChoice::Discard;
    bool overrideEndTurn = false;
    bool recover = true;
    QQueue<QList<int>> several;
    QQueue<int> one;
    QString openName;
    QString saveName;
    QStringList asked;
    QString lastQuestion; // the text of the last chooseSeveral()
    QStringList errors;

    SaveChoice askSaveChanges(QWidget *, const QString &name) override
    {
        asked << QStringLiteral("save:") + name;
        return saveChoice;
    }
    bool confirmEndTurnWithChecksDue(QWidget *, int pending) override
    {
        asked << QStringLiteral("endTurn:%1").arg(pending);
        return overrideEndTurn;
    }
    bool offerRecovery(QWidget *, const QString &description) override
    {
        asked << QStringLiteral("recover:") + description;
        return recover;
    }
    std::optional<QList<int>> chooseSeveral(QWidget *, const QString &title, const QString &question,
                                            const QStringList &, int minimum, int maximum) override
    {
        asked << QStringLiteral("several:%1:%2-%3").arg(title).arg(minimum).arg(maximum);
        lastQuestion = question;
        if (several.isEmpty())
            return std::nullopt;
        return several.dequeue();
    }
    std::optional<int> chooseOne(QWidget *, const QString &title, const QString &, const QStringList &) override
    {
        asked << QStringLiteral("one:") + title;
        if (one.isEmpty())
            return std::nullopt;
        return one.dequeue();
    }
    int openAsked = 0; // how often a file to open was asked for
    QString openFileName(QWidget *, const QString &) override
    {
        ++openAsked;
        return openName;
    }
    QString saveFileName(QWidget *, const QString &) override { return saveName; }
    QString exportName;
    std::optional<md::PrintRequest> printRequest;
    QString exportFileName(QWidget *, const QString &) override { return exportName; }
    QString csvName;
    QString campaignName;
    QQueue<QString> texts;
    QStringList textValues; // the value each askText() proposed
    QString csvFileName(QWidget *, const QString &) override { return csvName; }
    QString campaignFileName(QWidget *, bool) override { return campaignName; }
    std::optional<QString> askText(QWidget *, const QString &title, const QString &, const QString &value) override
    {
        asked << QStringLiteral("text:") + title;
        textValues << value;
        if (texts.isEmpty())
            return std::nullopt;
        return texts.dequeue();
    }
    QQueue<QString> passwords;
    QStringList passwordQuestions; // the label of each askPassword()
    std::optional<QString> askPassword(QWidget *, const QString &title, const QString &label) override
    {
        asked << QStringLiteral("password:") + title;
        passwordQuestions << label;
        if (passwords.isEmpty())
            return std::nullopt;
        return passwords.dequeue();
    }
    QQueue<QString> addresses;
    std::optional<QString> askServerAddress(QWidget *, const QString &) override
    {
        asked << QStringLiteral("address");
        if (addresses.isEmpty())
            return std::nullopt;
        return addresses.dequeue();
    }
    std::optional<md::PrintRequest> askPrintOptions(QWidget *, const QString &title, const md::PrintChoices &,
                                                    const md::PrintRequest &) override
    {
        asked << QStringLiteral("print:") + title;
        return printRequest;
    }
    void showError(QWidget *, const QString &title, const QString &text) override
    {
        errors << title + QStringLiteral(": ") + text;
    }
};
