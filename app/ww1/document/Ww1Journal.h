#pragma once

#include "document/ListJournal.h"
#include "ww1/model/Ww1Force.h"

namespace md::ww1 {

// The WW1 lines in the recovery journal: the groups an action changed, the other fields and the log's new tail
// (ListJournal).
class Ww1Journal final : public ListJournal
{
public:
    Ww1Journal() : ListJournal(QString::fromLatin1(Ww1Force::systemId), QLatin1StringView("groups")) {}
};

} // namespace md::ww1
