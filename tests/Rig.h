#pragma once

// Rig: the editor tests' document, its commands and a shown editor panel, the way the main window holds them.

#include "EditorHelpers.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/EditorPanel.h"

#include <QSignalSpy>
#include <QString>
#include <QUndoStack>

namespace md::test {
using namespace Qt::StringLiterals;

// A document, its commands and a shown panel, the way the main window holds them.
struct Rig
{
    Rig()
        : document(fixture())
        , commands(&document)
        , panel(&document, &commands)
        , spy(document.undoStack(), &QUndoStack::indexChanged)
    {
        panel.resize(640, 760);
        panel.show();
        // The editor tests reach into every form: build the two a page has not asked for yet (issue 19
        // builds each form when its page first shows).
        panel.unitForm();
        panel.pieceForm();
    }
    QUndoStack *stack() { return document.undoStack(); }
    const Battlegroup &bg() const { return document.battlegroup(); }

    template<typename T>
    T *find(const QString &name)
    {
        return panel.findChild<T *>(name);
    }

    BattlegroupDocument document;
    Commands commands;
    EditorPanel panel;
    QSignalSpy spy;
};

} // namespace md::test
