#pragma once

#include "document/ListJournal.h"
#include "napoleonic/model/NapBattle.h"

namespace md::nap {

// The Napoleonic lines in the recovery journal: the armies an action changed, the other fields and the log's
// new tail (ListJournal).
class NapJournal final : public ListJournal
{
public:
    NapJournal() : ListJournal(QString::fromLatin1(NapBattle::systemId), QLatin1StringView("armies")) {}
};

} // namespace md::nap
