#pragma once

// What tst_nap_editors and tst_nap_editors_data share: the editor panel held as a workspace holds it, and
// typing into its fields as a player does.

#include "napoleonic/editors/NapArmyForm.h"
#include "napoleonic/editors/NapBattleForm.h"
#include "napoleonic/editors/NapCommandForm.h"
#include "napoleonic/editors/NapDataForm.h"
#include "napoleonic/editors/NapEditorPanel.h"
#include "napoleonic/editors/NapUnitForm.h"
#include "napoleonic/model/NapTemplates.h"

#include <QComboBox>
#include <QLineEdit>
#include <QList>
#include <QObject>
#include <QSpinBox>
#include <QString>
#include <QStringList>
#include <QTest>

// Its own namespace: Rig.h has an md::test::Rig of its own.
namespace md::test::napeditors {
using namespace md::nap;
using namespace Qt::StringLiterals;

// The panel as a workspace holds it: every edit it asks for is taken (as an undo command would) and handed
// back, and what it adds is selected.
struct Rig
{
    struct Edit
    {
        QString text;
        NapBattle after;
    };

    explicit Rig(NapBattle start = NapTemplates::make(u"nap-battle"_s))
    {
        panel.setBattle(start);
        QObject::connect(&panel, &NapEditorPanel::editRequested, &panel,
                         [this](const QString &text, const NapBattle &after) {
                             edits.append({text, after});
                             panel.setBattle(after);
                         });
        QObject::connect(&panel, &NapEditorPanel::selectionRequested, &panel,
                         [this](const QString &id) { panel.select(id); });
        panel.resize(700, 900);
        panel.show();
    }

    template<typename T>
    T *find(const QString &name)
    {
        T *found = panel.findChild<T *>(name);
        if (!found)
            qWarning("no %s", qPrintable(name));
        return found;
    }
    const NapBattle &battle() const { return panel.battle(); }
    QString lastText() const { return edits.isEmpty() ? QString() : edits.constLast().text; }

    NapEditorPanel panel;
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

inline void choose(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        qWarning("no item %s in %s", qPrintable(data.toString()), qPrintable(combo->objectName()));
    combo->setCurrentIndex(index);
}

// Every id of the battle once, and every parent a command of the same army placed before its child.
inline QStringList structureProblems(const NapBattle &battle)
{
    QStringList problems;
    QSet<QString> seen;
    const auto once = [&](const QString &id) {
        if (id.isEmpty() || seen.contains(id))
            problems << u"id \"%1\" empty or twice"_s.arg(id);
        seen.insert(id);
    };
    for (const NapArmy &a : battle.armies) {
        once(a.id);
        QSet<QString> before;
        for (const NapCommand &c : a.commands) {
            once(c.id);
            if (!c.parentId.isEmpty() && !before.contains(c.parentId))
                problems << u"%1's parent %2 is not an earlier command of %3"_s.arg(c.id, c.parentId, a.id);
            before.insert(c.id);
            for (const NapUnit &u : c.units)
                once(u.id);
        }
    }
    return problems;
}

} // namespace md::test::napeditors
