#include "base/Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
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

// QSettings writes its file when the update request it posts to itself after a change is delivered. While
// writes are held this filter takes the request and remembers it; QSettings asks only once until it has
// written, so the release posts the request again.
class WriteHold : public QObject
{
public:
    using QObject::QObject;
    bool held() const { return m_held; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::UpdateRequest)
            return QObject::eventFilter(watched, event);
        m_held = true;
        return true;
    }

private:
    bool m_held = false;
};
} // namespace

Settings::Settings() { migrate(); }

Settings::Settings(const QString &iniFile) : m_settings(iniFile, QSettings::IniFormat) { migrate(); }

// QSettings writes whatever is still pending when it is destroyed: the changes of the last turn, at quit.
Settings::~Settings() = default;

void Settings::holdWrites()
{
    if (m_hold)
        return;
    m_hold = std::make_unique<WriteHold>();
    m_settings.installEventFilter(m_hold.get());
}

void Settings::releaseWrites()
{
    if (!m_hold)
        return;
    const bool held = static_cast<WriteHold *>(m_hold.get())->held();
    m_settings.removeEventFilter(m_hold.get());
    m_hold.reset();
    if (held)
        QCoreApplication::postEvent(&m_settings, new QEvent(QEvent::UpdateRequest));
}

template<typename T>
void Settings::put(const QString &key, const T &value)
{
    // An ini file gives every value back as text ("true", "100"): compare as the getter reads it.
    if (m_settings.contains(key) && m_settings.value(key).value<T>() == value)
        return;
    m_settings.setValue(key, QVariant::fromValue(value));
}

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
    put(windowKey(screen, "geometry"), geometry);
}
QByteArray Settings::windowState(const QString &screen) const { return m_settings.value(windowKey(screen, "state")).toByteArray(); }
void Settings::setWindowState(const QString &screen, const QByteArray &state)
{
    put(windowKey(screen, "state"), state);
}

QStringList Settings::recentFiles() const { return m_settings.value(kRecent).toStringList(); }
void Settings::setRecentFiles(const QStringList &files) { put(kRecent, files.mid(0, maxRecentFiles)); }

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
    put(kRecentCampaigns, files.mid(0, maxRecentCampaigns));
}

void Settings::removeRecentCampaign(const QString &file)
{
    QStringList files = recentCampaigns();
    files.removeAll(file);
    files.removeAll(recentKey(file));
    put(kRecentCampaigns, files);
}

bool Settings::firstStartDone() const { return m_settings.value(kFirstStart, false).toBool(); }
void Settings::setFirstStartDone(bool done) { put(kFirstStart, done); }

bool Settings::showQuickStart() const { return m_settings.value(kQuickStart, false).toBool(); }
void Settings::setShowQuickStart(bool show) { put(kQuickStart, show); }

int Settings::zoomPercent() const { return qBound(minZoom, m_settings.value(kZoom, 100).toInt(), maxZoom); }
void Settings::setZoomPercent(int percent) { put(kZoom, qBound(minZoom, percent, maxZoom)); }

QString Settings::lastDirectory() const { return m_settings.value(kLastDir, QDir::homePath()).toString(); }
void Settings::setLastDirectory(const QString &dir) { put(kLastDir, dir); }

int Settings::tableFrom() const { return qBound(1, m_settings.value(kTableFrom, 1).toInt(), 1000); }
void Settings::setTableFrom(int level) { put(kTableFrom, level); }
int Settings::tableTo() const { return qBound(1, m_settings.value(kTableTo, 20).toInt(), 1000); }
void Settings::setTableTo(int level) { put(kTableTo, level); }

QString Settings::language() const { return m_settings.value(kLanguage).toString(); }
void Settings::setLanguage(const QString &language) { put(kLanguage, language); }

void Settings::sync() { m_settings.sync(); }

} // namespace md
