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
const QString kFirstStart = QStringLiteral("general/firstStartDone");
const QString kTableFrom = QStringLiteral("table/from");
const QString kTableTo = QStringLiteral("table/to");
const QString kLanguage = QStringLiteral("general/language");
} // namespace

Settings::Settings() = default;

Settings::Settings(const QString &iniFile) : m_settings(iniFile, QSettings::IniFormat) {}

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

QString Settings::recentKey(const QString &file) { return QFileInfo(file).absoluteFilePath(); }

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
