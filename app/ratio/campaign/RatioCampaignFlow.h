#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

namespace md {

class CampaignDatabase;
class CampaignPage;
class Prompter;
class Settings;

// Ratio's part of the Campaign menu: recording the open game (both sides) or battlegroup (with the opponent's
// file, R11) and saying what the carry-over rules did for the next battle (R7, R8, R10, R12).
class RatioCampaignFlow
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioCampaignFlow)

public:
    // Records the open document's sides as one battle under the name the player gives. A game (two sides)
    // records both and asks for no opponent; a single battlegroup asks whether to add the opponent's file.
    // The status line, or nothing when it was not recorded (the reason shown).
    static std::optional<QString> recordBattle(CampaignDatabase &campaign, const QList<Battlegroup> &open,
                                               Prompter *prompter, Settings *settings, QWidget *parent);
    // Why both sides of a game cannot be recorded as one battle; empty when they can.
    static QString gameRefusal(const QList<Battlegroup> &sides);
    // The battlegroup `name` as it stands for its next battle; nothing (the reason shown) when it cannot.
    static std::optional<NextBattle> nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                QWidget *parent);
    // Ratio's pages of the campaign window: the service records, the replacements (R8, R12) and one battle's
    // losses unit by unit (R11).
    static QList<CampaignPage *> pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent);
    // What the carry-over rules did, in one status line.
    static QString summary(const NextBattle &next);
};

} // namespace md
