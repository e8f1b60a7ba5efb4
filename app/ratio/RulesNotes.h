#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace md {

// Every reading of the rules the program applies where the source text is silent, ambiguous or
// contradicts itself, for the Help menu and for tooltips where a reading bites.
class RulesNotes
{
    Q_DECLARE_TR_FUNCTIONS(md::RulesNotes)

public:
    struct Note
    {
        QString rule;
        QString title;
        QString text;
    };
    static QList<Note> notes();
    static QString html();
};

} // namespace md
