#pragma once

// What the editor tests (tst_editors_*) share: problems as lines, small battlegroups, the combined-arms
// fixture, and typing into and clicking the forms' widgets the way a user does.

#include "kernel/Problem.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/model/Battlegroup.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QString>
#include <QStringList>
#include <QTest>

namespace md::test {
using namespace Qt::StringLiterals;

inline QStringList problemLines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

inline Battlegroup withUnit(const Unit &unit, bool leaders)
{
    Battlegroup bg;
    bg.name = u"Test"_s;
    bg.rules.leaders = leaders;
    bg.units.append(unit);
    return bg;
}

// The combined-arms template plus a heavy battledrone: squad (0), warbot section (1), tank (2), bunker (3),
// heavy battledrone (4).
inline Battlegroup fixture()
{
    Battlegroup bg = newBattlegroup(u"combined arms"_s);
    bg.units.append(heavyBattledroneTemplate(idGeneratorFor(bg)));
    return bg;
}


inline void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    if (!text.isEmpty())
        QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

// A check box spanning a form row reacts only to clicks on its indicator and text, not at its centre.
inline void click(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

inline void typeInto(QSpinBox *spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace md::test
