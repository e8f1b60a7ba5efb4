#include "base/Settings.h"

#include <QDir>
#include <QFileInfo>

namespace md {

namespace {
// "window/1366x728/geometry": one layout per screen size.
QString windowKey(const QString &screen, const char *what)
{
    return QStringLiteral("window/%1/%2").arg(screen, QLatin1String(what));
}
const QString kRecent = QStringLiteral("files/recent");
const QString kRecentCampaigns = QStringLiteral("campaigns/recent");
const QString kLastDir = QStringLiteral("files/lastDirectory");
// Not under "general": an ini file's [General] section is the top level to QSettings (it writes the group
// "general" as [%General] to tell them apart), so a file written by hand or by another tool with [General]
// gave "x" for "general/x". The keys have groups of their own; the old ones are moved on construction.
const QString kFirstStart = QStringLiteral("start/firstStartDone");
const QString kQuickStart = QStringLiteral("start/showQuickStart");
const QString kZoom = QStringLiteral("view/zoomPercent");
const QString kTableFrom = QStringLiteral("table/from");
const QString kTableTo = QStringLiteral("table/to");
const QString kLanguage = QStringLiteral("interface/language");
} // namespace

Settings::Settings() { migrate(); }

Settings::Settings(const QString &iniFile) : m_settings(iniFile, QSettings::IniFormat) { migrate(); }

void Settings::migrate()
{
    // Once "general/firstStartDone" and "general/language"; from a [General] section, at the top level.
    const auto move = [this](const QString &newKey, const QString &oldName) {
        for (const QString &old : {QStringLiteral("general/") + oldName, oldName}) {
            if (!m_settings.contains(old))
                continue;
            if (!m_settings.contains(newKey))
                m_settings.setValue(newKey, m_settings.value(old));
            m_settings.remove(old);
        }
    };
    move(kFirstStart, QStringLiteral("firstStartDone"));
    move(kLanguage, QStringLiteral("language"));
}

QByteArray Settings::windowGeometry(const QString &screen) const
{
    return m_settings.value(windowKey(screen, "geometry")).toByteArray();
}
void Settings::setWindowGeometry(const QString &screen, const QByteArray &geometry)
{
    m_settings.setValue(windowKey(screen, "geometry"), geometry);
}
QByteArray Settings::windowState(const QString &screen) const { return m_settings.value(windowKey(screen, "state")).toByteArray(); }
void Settings::setWindowState(const QString &screen, const QByteArray &state)
{
    m_settings.setValue(windowKey(screen, "state"), state);
}

QStringList Settings::recentFiles() const { return m_settings.value(kRecent).toStringList(); }
void Settings::setRecentFiles(const QStringList &files) { m_settings.setValue(kRecent, files.mid(0, maxRecentFiles)); }

// An address (a campaign on a server, postgresql://…) is kept as written; a file by its absolute path.
QString Settings::recentKey(const QString &file)
{
    return file.contains(QLatin1String("://")) ? file : QFileInfo(file).absoluteFilePath();
}

void Settings::addRecentFile(const QString &file)
{
    QStringList files = recentFiles();
    const QString absolute = recentKey(file);
    files.removeAll(absolute);
    files.prepend(absolute);
    setRecentFiles(files);
}

void Settings::removeRecentFile(const QString &file)
{
    QStringList files = recentFiles();
    files.removeAll(file);
    files.removeAll(recentKey(file));
    setRecentFiles(files);
}

QStringList Settings::recentCampaigns() const { return m_settings.value(kRecentCampaigns).toStringList(); }

void Settings::addRecentCampaign(const QString &file)
{
    QStringList files = recentCampaigns();
    const QString absolute = recentKey(file);
    files.removeAll(absolute);
    files.prepend(absolute);
    m_settings.setValue(kRecentCampaigns, files.mid(0, maxRecentCampaigns));
}

void Settings::removeRecentCampaign(const QString &file)
{
    QStringList files = recentCampaigns();
    files.removeAll(file);
    files.removeAll(recentKey(file));
    m_settings.setValue(kRecentCampaigns, files);
}

bool Settings::firstStartDone() const { return m_settings.value(kFirstStart, false).toBool(); }
void Settings::setFirstStartDone(bool done) { m_settings.setValue(kFirstStart, done); }

bool Settings::showQuickStart() const { return m_settings.value(kQuickStart, false).toBool(); }
void Settings::setShowQuickStart(bool show) { m_settings.setValue(kQuickStart, show); }

int Settings::zoomPercent() const { return qBound(minZoom, m_settings.value(kZoom, 100).toInt(), maxZoom); }
void Settings::setZoomPercent(int percent) { m_settings.setValue(kZoom, qBound(minZoom, percent, maxZoom)); }

QString Settings::lastDirectory() const { return m_settings.value(kLastDir, QDir::homePath()).toString(); }
void Settings::setLastDirectory(const QString &dir) { m_settings.setValue(kLastDir, dir); }

int Settings::tableFrom() const { return qBound(1, m_settings.value(kTableFrom, 1).toInt(), 1000); }
void Settings::setTableFrom(int level) { m_settings.setValue(kTableFrom, level); }
int Settings::tableTo() const { return qBound(1, m_settings.value(kTableTo, 20).toInt(), 1000); }
void Settings::setTableTo(int level) { m_settings.setValue(kTableTo, level); }

QString Settings::language() const { return m_settings.value(kLanguage).toString(); }
void Settings::setLanguage(const QString &language) { m_settings.setValue(kLanguage, language); }

void Settings::sync() { m_settings.sync(); }

} // namespace md
