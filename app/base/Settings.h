#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace md {

// The only place that knows QSettings keys: every setting has a typed getter and setter here.
class Settings
{
public:
    Settings();
    // Tests point the settings at a file of their own.
    explicit Settings(const QString &iniFile);

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
    QSettings m_settings;
};

} // namespace md
