#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace md {

// The only place that knows QSettings keys: every setting has a typed getter and setter here.
// A setter writes only a value that differs from the stored one; the file is then written once per turn of
// the event loop that changed something (QSettings' own posted update), and at quit.
class Settings
{
public:
    Settings();
    // Tests point the settings at a file of their own.
    explicit Settings(const QString &iniFile);
    ~Settings();

    // The start-up keeps its changes in memory until the window has been painted once (app/main.cpp): the
    // file is neither written nor synced before the first frame. releaseWrites() writes what was held at
    // the next turn of the event loop; from then on every change is written as it happens.
    void holdWrites();
    void releaseWrites();

    // The window's geometry and dock layout, one of each per screen size ("1366x728": the available
    // geometry), so a laptop and a desktop monitor each keep their own (WindowLayout).
    QByteArray windowGeometry(const QString &screen) const;
    void setWindowGeometry(const QString &screen, const QByteArray &geometry);
    QByteArray windowState(const QString &screen) const;
    void setWindowState(const QString &screen, const QByteArray &state);

    // Both recent lists hold absolute paths (recentKey), most recent first.
    static QString recentKey(const QString &file);

    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &files);
    void addRecentFile(const QString &file);
    void removeRecentFile(const QString &file);
    static constexpr int maxRecentFiles = 8;

    // Campaign files.
    QStringList recentCampaigns() const;
    void addRecentCampaign(const QString &file);
    void removeRecentCampaign(const QString &file);
    static constexpr int maxRecentCampaigns = 8;

    bool firstStartDone() const;
    void setFirstStartDone(bool done);
    // The one-page quick start at every start-up, not only the first: the player unticked "Don't show this again".
    bool showQuickStart() const;
    void setShowQuickStart(bool show);
    // View → Zoom: the window's text size in percent of the system's.
    int zoomPercent() const;
    void setZoomPercent(int percent);
    static constexpr int minZoom = 50;
    static constexpr int maxZoom = 200;

    QString lastDirectory() const;
    void setLastDirectory(const QString &dir);

    int tableFrom() const;
    void setTableFrom(int level);
    int tableTo() const;
    void setTableTo(int level);

    QString language() const; // empty: follow the system locale
    void setLanguage(const QString &language);

    void sync();

private:
    void migrate();
    // Sets key to value unless the stored value, read as a T, is already equal.
    template<typename T>
    void put(const QString &key, const T &value);

    QSettings m_settings;
    std::unique_ptr<QObject> m_hold; // swallows QSettings' update requests while writes are held
};

} // namespace md
