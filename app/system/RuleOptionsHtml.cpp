#include "system/RuleOptionsHtml.h"

namespace md {

QString RuleOptionsHtml::html(const QList<RuleOption> &options)
{
    const auto section = [&options](bool switchable, const QString &heading, const QString &intro) {
        QString rows;
        for (const RuleOption &option : options) {
            if (option.switchable != switchable)
                continue;
            rows += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                        .arg(option.rule.toHtmlEscaped(), option.displayLabel().toHtmlEscaped());
        }
        if (rows.isEmpty())
            return QString();
        return QStringLiteral("<h3>%1</h3><p>%2</p><table>%3</table>").arg(heading.toHtmlEscaped(), intro.toHtmlEscaped(), rows);
    };
    return section(true, tr("Optional rules"), tr("Switched on or off for each force, in its editor."))
        + section(false, tr("Readings the program applies"),
                  tr("How the program reads the rules where they leave room, always in force."));
}

} // namespace md
