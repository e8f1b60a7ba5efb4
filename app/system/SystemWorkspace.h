#pragma once

#include <QObject>
#include <QString>

namespace md {

class GameDocument;
class GameState;

// A rule system's part of the main window (SystemUi::createWorkspace): its central widget, docks, menus and
// roster, made once per window and shown while a document of its system is open.
class SystemWorkspace : public QObject
{
    Q_OBJECT

public:
    // Shows `document`, which must be of this workspace's system; null lets go of the one shown. The
    // document outlives the next call.
    virtual void setDocument(GameDocument *document) = 0;
    // Puts the workspace's widgets, docks and menus into the window, or takes them out again.
    virtual void activate() = 0;
    virtual void deactivate() = 0;
    // Recovered work (RecoveryFile) onto the shown document, as one undoable step; empty on success, else why not.
    virtual QString restore(const GameState &state) = 0;
    // View → Expand all / Collapse all: every branch of the workspace's roster(s). None by default.
    virtual void expandRoster() {}
    virtual void collapseRoster() {}

Q_SIGNALS:
    void statusMessage(const QString &message);

protected:
    explicit SystemWorkspace(QObject *parent = nullptr) : QObject(parent) {}
};

} // namespace md
