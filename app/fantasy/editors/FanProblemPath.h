#pragma once

#include "fantasy/model/FanProfile.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md::fantasy {

// Where a problem of the sheet is, read back from its path (FanProfileCheck's `$.results.B[2].min`), so that
// the editor can mark and select that place and name it in a player's words.
class FanProblemPath
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanProblemPath)

public:
    enum class Part { Other, Race, ClassName, Bmv, Modifiers, WhenToTest, Results, HatedRaces };

    Part part = Part::Other;
    std::optional<FanClass> cls; // of classNames, bmv and results
    int index = -1;              // `[n]`: a row (of the chart: a loss step); -1 for the whole table or field
    QString key;                 // a row's field: "min", "label" …

    static FanProblemPath parse(const QString &path);
    // "Results, Class B (Regulars), row 3": the place as the editor shows it; the path itself when unknown.
    static QString place(const QString &path, const FanProfile &profile);
    // A problem's line in the editor's list: "place: reason".
    static QString line(const QString &path, const QString &reason, const FanProfile &profile);
};

} // namespace md::fantasy
