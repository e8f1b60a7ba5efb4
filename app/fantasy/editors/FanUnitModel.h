#pragma once

#include "fantasy/editors/FanMarks.h"
#include "fantasy/model/FanBattle.h"

#include <QAbstractTableModel>
#include <QSet>

namespace md::fantasy {

// The units of one side for the army editor (C.1): a row per unit, its id, name, race, class, kind, figures, the
// character controlling skeletons (C-14), the unit a character is with (C.4.1) and notes. Every cell but the
// not-applicable references is edited in place; each accepted change is one edited() with its undo text, each
// refused one is refused() with the reason and changes nothing. Rows are added, removed and moved by the editor
// through insertUnit, removeUnit and moveUnit, which emit neither (the editor words those edits itself).
class FanUnitModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        NameColumn,
        RaceColumn,
        ClassColumn,
        KindColumn,
        StartColumn,
        NowColumn,
        ControllerColumn,
        WithColumn,
        NotesColumn,
        ColumnCount
    };
    // A choice of a combo cell: what it shows and what EditRole takes.
    struct Choice
    {
        QString text;
        QVariant value;
    };

    explicit FanUnitModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // EditRole: a QString for id, name, race, controller, with unit and notes (an empty id clears a
    // reference); a FanClass or FanUnitKind as int; a whole number of figures.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Loads the side's units: a reset when the number of rows changes, else the rows' values changed in place;
    // nothing happens when they are the ones shown.
    void setUnits(const QList<FanUnit> &units);
    const QList<FanUnit> &units() const { return m_units; }
    const FanUnit &unit(int row) const { return m_units.at(row); }
    // The sheets of the battle: the race choices and the class names ("B – Regulars").
    void setProfiles(const QList<FanProfile> &profiles);
    // The other side's ids (an id is unique in the battle) and the ids the battle log names (kept: the log
    // would name a unit no longer there).
    void setForeignIds(const QSet<QString> &ids);
    void setLoggedIds(const QSet<QString> &ids);
    // Row = unit, column = this model's column; shown as the cell's colours and tooltip.
    void setMarks(const FanMarks &marks);

    // What a combo cell offers (race, class, kind, controller, with unit); empty for a typed cell. The race
    // is typed freely while the battle has no sheet.
    QList<Choice> choices(const QModelIndex &index) const;
    // "unit-3": the first of unit-N, from `from` on, that no unit of the battle has; N in `number`.
    QString freeId(int from, int *number = nullptr) const;
    // "B – Regulars": a class with the race's name for it; "B" when the sheet has none.
    static QString classLabel(FanClass c, const QString &className);
    // A unit's name for a message: its name, else its id.
    QString nameOf(int row) const;
    // The names of the units that refer to the unit at `row`: the skeletons it controls and the characters
    // with it, each as "Name (controls it)" / "Name (is with it)".
    QStringList referrers(int row) const;

    void insertUnit(int row, const FanUnit &unit);
    void removeUnit(int row);
    void moveUnit(int from, int to);

Q_SIGNALS:
    // After each change the player makes in a cell; not after setUnits or the structural calls.
    void edited(const QString &undoText);
    // A cell's change refused; nothing changed.
    void refused(const QString &reason);

private:
    QString classText(const FanUnit &u) const;
    QString referenceText(const QString &id) const;
    int rowOf(const QString &id) const;
    bool refuse(const QString &reason);
    bool setId(int row, const QString &id);
    bool setKind(int row, FanUnitKind kind);
    bool setReference(int row, int column, const QString &id);
    bool setFigures(int row, int column, const QVariant &value);
    void changed(int row, int firstColumn, int lastColumn, const QString &undoText);

    QList<FanUnit> m_units;
    QList<FanProfile> m_profiles;
    QSet<QString> m_foreignIds;
    QSet<QString> m_loggedIds;
    FanMarks m_marks;
};

} // namespace md::fantasy
