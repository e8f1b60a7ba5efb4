#pragma once

#include "document/ListJournal.h"
#include "fantasy/model/FanBattle.h"

namespace md::fantasy {

// The fantasy lines in the recovery journal: the sides an action changed, the other fields and the log's new
// tail (ListJournal).
class FanJournal final : public ListJournal
{
public:
    FanJournal() : ListJournal(QString::fromLatin1(FanBattle::systemId), QLatin1StringView("sides")) {}
};

} // namespace md::fantasy
