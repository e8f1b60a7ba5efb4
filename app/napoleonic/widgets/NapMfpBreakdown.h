#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QToolButton;

namespace md::nap {

// B.4.5: how an army's Morale Fatigue Points total is made: its units by grade and starting strength, its
// appointed officers, its positions and the scenario's extra points; folded away until the player opens it.
class NapMfpBreakdown : public QWidget
{
    Q_OBJECT

public:
    // One line of the breakdown: what it counts, how many, and the whole MFP they make.
    struct Item
    {
        QString what;
        int count = 0;
        int mfp = 0;
    };

    explicit NapMfpBreakdown(QWidget *parent = nullptr);
    void setArmy(const NapBattle &battle, const QString &armyId);
    // Folded (the default) or open.
    void setOpen(bool open);
    bool isOpen() const;

    const QList<Item> &items() const { return m_items; }
    int totalHalf() const { return m_totalHalf; }
    QString text() const;
    QToolButton *toggle() const { return m_toggle; }

    // B.4.5's commands that count towards the total: on the table, and withdrawn ones unless B-21's option.
    static bool counts(const NapCommand &command, const NapRules &rules);
    static QList<Item> itemsOf(const NapBattle &battle, const NapArmy &army);

private:
    QToolButton *m_toggle;
    QLabel *m_body;
    QList<Item> m_items;
    int m_totalHalf = 0;
};

} // namespace md::nap
