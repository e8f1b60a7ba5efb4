#pragma once
#include "kernel/RuleSystem.h"

#include <QCoreApplication>
#include <QString>

namespace md {

// Help → Rules notes, for any system: its optional rules and every Interpretation it applies (RuleSystem::
// options()), each with the rule it comes from, so that no reading the program makes is hidden.
class RuleOptionsHtml
{
    Q_DECLARE_TR_FUNCTIONS(md::RuleOptionsHtml)

public:
    static QString html(const QList<RuleOption> &options);
};

} // namespace md
