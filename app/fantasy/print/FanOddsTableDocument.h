#pragma once

#include "fantasy/model/FanProfile.h"
#include "print/PrintDocument.h"

#include <QCoreApplication>

#include <optional>
#include <utility>

namespace md::fantasy {

// A race's colour-coded odds table (C.3 steps 4-5): for each class and each MMV, the result of every D4 face
// (FMV = MMV + D4) on its result's colour and the chance of each result in quarters, every cell looked up with
// FanTest::resultFor. A class whose Morale Results are empty or have a gap or an overlap gets a line saying so.
class FanOddsTableDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanOddsTableDocument)

public:
    explicit FanOddsTableDocument(FanProfile profile);

    const FanProfile &profile() const { return m_profile; }

    // The MMVs of a class's table: from its lowest band boundary − 4 to its highest + 1, so that every row's four
    // faces are covered and both open ends show. nullopt when the bands have no boundary (one band, or none).
    static std::optional<std::pair<int, int>> mmvRange(const QList<FanResultBand> &bands);
    // Why class `c` gets no odds (its Morale Results empty, or with a gap or an overlap); empty when it gets them.
    static QString refusal(const FanProfile &profile, FanClass c);

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    FanProfile m_profile;
};

} // namespace md::fantasy
