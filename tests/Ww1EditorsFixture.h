#pragma once

// What tst_ww1_editors and tst_ww1_editors_groups share: the editor panel held as a workspace holds it, and
// typing into its fields as a player does.

#include "ww1/editors/Ww1EditorPanel.h"
#include "ww1/editors/Ww1ForceForm.h"
#include "ww1/editors/Ww1GroupForm.h"
#include "ww1/editors/Ww1StandForm.h"
#include "ww1/model/Ww1Templates.h"

#include <QLineEdit>
#include <QList>
#include <QObject>
#include <QSpinBox>
#include <QString>
#include <QStringList>
#include <QTest>

// Its own namespace: Rig.h has an md::test::Rig of its own.
namespace md::test::ww1editors {
using namespace md::ww1;
using namespace Qt::StringLiterals;

// The panel as a workspace holds it: every edit it asks for is taken (as an undo command would) and handed
// back, and what it adds is selected.
struct Rig
{
    struct Edit
    {
        QString text;
        Ww1Force after;
    };

    explicit Rig(Ww1Force start = fixture())
    {
        panel.setForce(start);
        QObject::connect(&panel, &Ww1EditorPanel::editRequested, &panel,
                         [this](const QString &text, const Ww1Force &after) {
                             edits.append({text, after});
                             panel.setForce(after);
                         });
        QObject::connect(&panel, &Ww1EditorPanel::selectionRequested, &panel,
                         [this](const QString &id) { panel.select(id); });
        panel.resize(640, 900);
        panel.show();
    }

    // A platoon and a section, British, the platoon's officer a Lieutenant.
    static Ww1Force fixture()
    {
        Ww1Force f = Ww1Templates::make(u"platoon"_s);
        f.groups.append(Ww1Templates::group(u"section"_s, f.usedIds(), f.settings));
        return f;
    }

    template<typename T>
    T *find(const QString &name)
    {
        T *found = panel.findChild<T *>(name);
        if (!found)
            qWarning("no %s", qPrintable(name));
        return found;
    }
    const Ww1Force &force() const { return panel.force(); }
    const Ww1Group &group(qsizetype i) const { return force().groups.at(i); }

    Ww1EditorPanel panel;
    QList<Edit> edits;
};

inline void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    if (!text.isEmpty())
        QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

inline void typeInto(QSpinBox *spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
}

// The shown error texts of every form of the panel.
inline QStringList errors(const Ww1EditorPanel &panel)
{
    return panel.forceForm()->shownErrors() + panel.groupForm()->shownErrors() + panel.standForm()->shownErrors();
}
} // namespace md::test::ww1editors
