#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace md {

// One document the print dialog offers: a printable of the rule system, with the words the dialog uses.
struct PrintChoice
{
    QString key;   // RuleSystem::printables()' key
    QString label; // translated
    // Printed landscape unless the player asks for portrait: its tables are wider than tall and use the width.
    bool landscape = false;
};

// A whole-number option of some printables (a range of table levels, blank spaces), shown as a spin box.
struct PrintOption
{
    QString key;
    QString label;          // the form's label, with its mnemonic
    QString accessibleName;
    int minimum = 1;
    int maximum = 1;
    int defaultValue = 1;
    QStringList printables; // the printables it applies to; it is disabled for the others
    QString notBelow;       // the key of an option this one never goes below: each follows the other
};

// What a system offers to print, for the print dialog.
struct PrintChoices
{
    QList<PrintChoice> documents;
    QList<PrintOption> options;
};

} // namespace md
