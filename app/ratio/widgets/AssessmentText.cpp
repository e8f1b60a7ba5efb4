#include "ratio/widgets/AssessmentText.h"

#include "ratio/print/ResultStyle.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/WhatIf.h"

#include <QStringList>

namespace md {

namespace {
QString percent(int faces) { return QStringLiteral("%1 %").arg(faces * 10); }

// Tenths as "2.4", from integers only.
QString tenths(int value) { return QStringLiteral("%1.%2").arg(value / 10).arg(value % 10); }

} // namespace

QString AssessmentText::chip(FailureResult result)
{
    if (result == FailureResult::None)
        return enumDisplayName(result);
    // A result without a letter of its own (Destroyed) shows no empty brackets.
    const QString letter = ResultStyle::letter(result);
    return QStringLiteral("<span style=\"background-color:%1; color:%2\">&nbsp;%3%4&nbsp;</span>")
        .arg(ResultStyle::colour(result).name(), ResultStyle::textColour().name(),
             enumDisplayName(result).toHtmlEscaped(),
             letter.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(letter));
}

namespace {
QString needText(const ratio::CheckAssessment &a)
{
    switch (a.automatic) {
    case Automatic::Success:
        return AssessmentText::tr("S: automatic success, no check is made");
    case Automatic::Failure:
        return AssessmentText::tr("F: automatic failure, no roll");
    case Automatic::Destroyed:
        return AssessmentText::tr("0: no roll possible, destroyed");
    case Automatic::None:
        break;
    }
    return QString::number(a.need.value_or(0));
}
} // namespace

QString AssessmentText::whatIf(const Battlegroup &bg, ratio::PieceRef shown)
{
    const std::optional<ratio::WhatIf> w = ratio::whatIf(bg, shown);
    if (!w)
        return {};
    if (w->destroyed) {
        return tr("What if: losing %n more point(s) leaves the unit with no points: it is destroyed, and no roll is "
                  "possible.", nullptr, w->lost);
    }
    if (w->automaticFailure) {
        return tr("What if: losing %n more point(s) drops the unit to %1 of %2: every check then fails automatically, "
                  "without a roll, and a piece that fails is eliminated.", nullptr, w->lost)
            .arg(w->pointsAfter)
            .arg(w->starting);
    }
    if (w->alwaysFails()) {
        return tr("What if: losing %n more point(s) drops the unit to %1 of %2: with its factors every check then "
                  "fails without a roll, and a failure means %3.", nullptr, w->lost)
            .arg(w->pointsAfter)
            .arg(w->starting)
            .arg(enumDisplayName(w->failure));
    }
    if (w->cannotFail()) {
        return tr("What if: losing %n more point(s) drops the unit to %1 of %2: with its factors a check then cannot "
                  "fail.", nullptr, w->lost)
            .arg(w->pointsAfter)
            .arg(w->starting);
    }
    return tr("What if: losing %n more point(s) drops the unit to %1 of %2 (need %3): a failure then means %4.",
              nullptr, w->lost)
        .arg(w->pointsAfter)
        .arg(w->starting)
        .arg(w->successFaces)
        .arg(enumDisplayName(w->failure));
}

QString AssessmentText::html(const Battlegroup &bg, ratio::PieceRef ref)
{
    const Unit &unit = bg.units.at(ref.unit);
    const ratio::CheckAssessment a = ref.piece >= 0 ? ratio::assessPiece(bg, ref) : ratio::assessUnit(bg, ref.unit);
    QStringList rows;
    const auto row = [&rows](const QString &name, const QString &value) {
        rows << QStringLiteral("<tr><td style=\"padding-right:12px\"><b>%1</b></td><td>%2</td></tr>").arg(name.toHtmlEscaped(), value);
    };
    row(tr("Unit level"), tr("%1 of %2 (ratio %3)").arg(a.current).arg(a.starting).arg(ratio::formatRatio(a.ratioHundredths)));
    row(tr("Roll needed"), needText(a).toHtmlEscaped());
    if (!a.factors.isEmpty()) {
        QStringList parts;
        for (const Factor &f : a.factors)
            parts << QStringLiteral("%1 %2%3").arg(f.key, f.delta > 0 ? QStringLiteral("+") : QString()).arg(f.delta);
        row(tr("Factors (R8)"), parts.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    if (a.modifiedNeed) {
        row(tr("Modified need"), a.successFaces >= 10 ? tr("%1: cannot fail").arg(*a.modifiedNeed)
                                 : a.successFaces <= 0 ? tr("%1: fails without a roll").arg(*a.modifiedNeed)
                                                       : tr("%1: d10 of %2 or less").arg(*a.modifiedNeed).arg(a.successFaces));
    }
    row(tr("P(success)"), percent(a.successFaces));
    if (a.failure != FailureResult::None)
        row(tr("Outcomes"), tr("pass %1 · %2 %3").arg(percent(a.successFaces), chip(a.failure), percent(10 - a.successFaces)));
    else
        row(tr("Outcomes"), tr("pass 100 %"));

    if (ref.piece >= 0) {
        const Piece &p = unit.pieces.at(ref.piece);
        QString marker;
        if (!p.isActive())
            marker = enumDisplayName(p.state.presence);
        else if (!p.state.marker)
            marker = tr("No marker");
        else if (ratio::RatioQueries(bg).whyCannotCheck(ref).isEmpty())
            marker = tr("Marked: must check now");
        else
            marker = tr("Marked: checks next turn");
        row(tr("Status"), tr("%1; %2").arg(enumDisplayName(p.state.status), marker).toHtmlEscaped());
    } else {
        int due = 0;
        for (const ratio::PieceRef &r : ratio::checksDue(bg))
            due += r.unit == ref.unit ? 1 : 0;
        row(tr("Checks due"), QString::number(due));
        if (due > 0 && a.failure != FailureResult::None) {
            // Expected failures among those due: due * (10 - faces) / 10, in tenths.
            row(tr("Expected failures"), tr("%1 of %2").arg(tenths(due * (10 - a.successFaces))).arg(due));
        }
    }
    return QStringLiteral("<table>%1</table>").arg(rows.join(QString()));
}

} // namespace md
