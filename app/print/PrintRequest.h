#pragma once

#include "print/PageSetup.h"

#include <QString>

#include <memory>

namespace md {

struct Battlegroup;
class PrintDocument;

// What the player asked to print: which document, with which options, on which paper.
struct PrintRequest
{
    enum class Kind { FilledSheet, BlankSheet, ResultsTable, ReferenceCard };
    Kind kind = Kind::FilledSheet;
    int blankUnits = 3;
    int from = 1;
    int to = 20;
    PageSetup setup;

    std::unique_ptr<PrintDocument> makeDocument(const Battlegroup &battlegroup) const;
    QString suggestedFileName(const Battlegroup &battlegroup) const;
};

} // namespace md
