#pragma once

#include "print/PageSetup.h"

#include <QMap>
#include <QString>

namespace md {

// What the player asked to print: which of the rule system's printables (its key in
// RuleSystem::printables()), with which of its options, on which paper.
struct PrintRequest
{
    QString printable;            // empty: the system's first
    QMap<QString, int> options;   // by PrintOption::key; a missing one has its default
    PageSetup setup;

    int option(const QString &key, int fallback) const { return options.value(key, fallback); }
};

} // namespace md
