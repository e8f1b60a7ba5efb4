#pragma once

#include "ww1/model/Ww1Force.h"
#include "ww1/model/Ww1Group.h"
#include "ww1/model/Ww1Settings.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

namespace md::ww1 {

// Ready-made British groups of 1917-18 for "New from template" and the editor's "Add group": a section, a
// platoon and a company, each ONE group of group morale (A.1) with its stands. Qt Core only, so the command
// line and the tests build the same groups. Stands start on a line from square A1; the players move them.
class Ww1Templates
{
public:
    // The keys ("section", "platoon", "company") with their untranslated labels (context
    // "md::ww1::Ww1Templates"), smallest first.
    static QList<QPair<QString, const char *>> keys();
    // The label of `key`, translated; empty for an unknown key.
    static QString label(const QString &key);
    // A force holding the template's one group, named after it, with the placeholder data of A.6; the empty
    // force for "" (and for an unknown key).
    static Ww1Force make(const QString &key);
    // The template's group for a force whose ids are `usedIds`: every id it holds is new. Officers take their
    // rank from `settings` (A.6's seniority list). An unknown key gives a group with no id.
    static Ww1Group group(const QString &key, const QSet<QString> &usedIds, const Ww1Settings &settings = {});
};

} // namespace md::ww1
