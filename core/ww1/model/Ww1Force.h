#pragma once

#include "ww1/model/Ww1Group.h"
#include "ww1/model/Ww1LogRecord.h"
#include "ww1/model/Ww1Rules.h"
#include "ww1/model/Ww1Settings.h"

#include <QList>
#include <QSet>
#include <QString>

namespace md::ww1 {

// One WW1 force file: the groups (one side's, or both sides of an engagement), the players' data (A.6), the
// switchable readings (A.5) and the whole play state, so that a saved game reopens exactly.
struct Ww1Force
{
    static constexpr const char *systemId = "ww1-morale";

    QString name;
    QString notes;
    int turn = 1;
    Ww1Rules rules;
    Ww1Settings settings;
    QList<Ww1Group> groups;
    QList<Ww1LogRecord> log;

    const Ww1Group *group(const QString &id) const;
    Ww1Group *group(const QString &id);
    // The stand and the group that holds it; nulls when there is none.
    const Ww1Stand *stand(const QString &id, const Ww1Group **owner = nullptr) const;
    Ww1Stand *stand(const QString &id, Ww1Group **owner = nullptr);
    // Every square a stand stands in, in roster order, each once.
    QStringList squares() const;
    // The ids of the stands in `square`, in roster order.
    QStringList standsIn(const QString &square) const;

    // Ids are shared by groups and stands and stay unique.
    QSet<QString> usedIds() const;
    // `stem` if it is free, else "stem-2", "stem-3" ...
    static QString freeId(const QString &stem, const QSet<QString> &used);

    friend bool operator==(const Ww1Force &, const Ww1Force &) = default;
};

} // namespace md::ww1
