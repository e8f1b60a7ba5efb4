#pragma once

#include <QCoreApplication>
#include <QString>

namespace md {

class ChartMaker;

// The chart plug-in (app/charts/plugin), loaded once, on the first chart the window shows. When it cannot be
// loaded (a file missing from an installation, a plug-in of another build) the charts say why instead of
// drawing; the rest of the program does not need it.
class ChartPlugin
{
    Q_DECLARE_TR_FUNCTIONS(md::ChartPlugin)

public:
    // The program's plug-in, loaded on the first call (LatePlugin: "../lib/moraledesk/plugins/moraledesk_charts.so").
    static const ChartPlugin &instance();
    // The plug-in at `path`, loaded now (tests: a missing or wrong file).
    static ChartPlugin load(const QString &path);
    static QString defaultPath();

    // Null when the plug-in could not be loaded; error() then says why.
    const ChartMaker *maker() const { return m_maker; }
    QString error() const { return m_error; }

private:
    const ChartMaker *m_maker = nullptr;
    QString m_error;
};

} // namespace md
