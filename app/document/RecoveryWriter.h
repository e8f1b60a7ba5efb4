#pragma once

#include <QObject>
#include <QString>

namespace md {

class BattlegroupDocument;
class RecoveryFile;

// Keeps the recovery copy equal to the document after every completed action: each change of the undo
// stack's index (an action, an undo, a redo) writes the whole battlegroup at once and atomically, so a
// crash or power cut loses at most the action under way. A clean document has no recovery copy.
// The window and the crash-safety test use this same class.
class RecoveryWriter : public QObject
{
    Q_OBJECT

public:
    // Neither pointer is owned; `document` must outlive the writer (make the writer its child).
    RecoveryWriter(BattlegroupDocument *document, const RecoveryFile *recovery, QObject *parent = nullptr);

    // Brings the recovery copy up to date now; false (and `failed`) when it could not be written.
    bool update();

Q_SIGNALS:
    void failed(const QString &error);

private:
    BattlegroupDocument *m_document;
    const RecoveryFile *m_recovery;
};

} // namespace md
