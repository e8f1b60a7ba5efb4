#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

namespace md::nap {

// Ready-made orders of battle for "New from template" and the editor's "Add command": a brigade, a division and
// a whole battle of two armies. Qt Core only, so the command line and the tests build the same ones. Their
// CMRs and figures are PLACEHOLDER examples (B.6): the players replace them with their scenario's.
class NapTemplates
{
public:
    // The keys ("nap-brigade", "nap-division", "nap-battle") with their untranslated labels (context
    // "md::nap::NapTemplates"), smallest first.
    static QList<QPair<QString, const char *>> keys();
    // The keys that add into an existing army (a brigade, a division).
    static QStringList commandKeys();
    // The label of `key`, translated; empty for an unknown key.
    static QString label(const QString &key);
    // A battle holding the template (a brigade or a division in one army, or two armies) with the placeholder
    // data of B.6; the empty battle for "" and for an unknown key.
    static NapBattle make(const QString &key);
    // The template's commands for a battle whose ids are `usedIds`: every id they hold is new, the top one sits
    // under `parentId` and each sub-command follows its parent. Empty for a key of commandKeys() it is not.
    static QList<NapCommand> commands(const QString &key, const QSet<QString> &usedIds,
                                      const QString &parentId = {});
    // Adds the template's commands at the end of army `armyId` (under `parentId`, a command of that army, or
    // at the top) with fresh ids (NapBattle::freeId). Returns the top command's id; empty, and the battle
    // unchanged, for an unknown army, parent or key.
    static QString addTo(NapBattle &battle, const QString &armyId, const QString &key, const QString &parentId = {});
};

} // namespace md::nap
