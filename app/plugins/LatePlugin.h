#pragma once

#include <QCoreApplication>
#include <QString>

namespace md {

// One of the program's own plug-ins (the charts, the printer dialogs): a library of Qt code loaded on its
// first use, so that a start which never uses it loads neither it nor the Qt libraries it needs. They sit
// in "../lib/moraledesk/plugins/" from the program's folder: the build tree and an installation have the same layout.
class LatePlugin
{
    Q_DECLARE_TR_FUNCTIONS(md::LatePlugin)

public:
    // Where the plug-in `fileName` ("moraledesk_charts.so") is looked for.
    static QString path(const QString &fileName);
    // Empty without a QCoreApplication: the program's folder is not known then.
    // Loads the library at `path` (for the rest of the run) and resolves its entry `entry`, called with the
    // interface's `version` and the program's version (MORALEDESK_PLUGIN_BUILD): a plug-in answers null unless
    // both are its own. Null when any step fails, and then `*reason` says which, naming the file, as a clause
    // ("the plug-in … could not be loaded (…)") for the caller's sentence.
    using Entry = const void *(*)(int version, const char *build);
    static const void *load(const QString &path, const char *entry, int version, QString *reason);
};

} // namespace md
