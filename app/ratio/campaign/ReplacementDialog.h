#pragma once

#include "ratio/model/Battlegroup.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace md {

class CampaignDatabase;

// R12: replacements for a battlegroup, and the delay the players set before they reach the front. Either a
// new unit built from a template, or pieces like one of a unit's own joining that unit. Modeless: the
// campaign window stays usable, and a refused entry keeps everything typed, with the reason next to it.
class ReplacementDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Arrives { NewUnit, JoinUnit };

    ReplacementDialog(CampaignDatabase *campaign, QWidget *parent = nullptr);

    // What the player would pick with the mouse (tests drive the dialog through these).
    bool setBattlegroup(const QString &name);
    void setArrives(Arrives what);
    bool setTemplate(const QString &key);
    void setUnitName(const QString &name);
    void setGreen(bool green);
    bool setJoinUnit(const QString &unitId);
    bool setModelPiece(const QString &pieceId);
    void setCount(int count);
    void setPieceName(const QString &name);
    void setDelay(int battles);
    void setNotes(const QString &notes);

    QStringList battlegroupNames() const;
    QStringList unitIds() const; // units of the chosen battlegroup's roster as its next battle finds it
    QString errorText() const;
    QString arrivalText() const;

    // Checks every field, then writes the replacement in one transaction; on success emits
    // replacementAdded and closes. Nothing is written on a refusal.
    std::optional<qint64> submit();

Q_SIGNALS:
    void replacementAdded(qint64 id, const QString &description);

private:
    void battlegroupChanged();
    void unitChanged();
    void updateArrival();
    void updateEnabled();
    void showError(const QString &message);
    std::optional<Unit> buildUnit(QString *error) const;

    CampaignDatabase *m_campaign;
    Battlegroup m_roster;        // the chosen battlegroup as its next battle finds it
    QSet<QString> m_usedIds;     // roster and everything still on its way
    int m_fought = 0;
    QComboBox *m_battlegroup;
    QRadioButton *m_newUnit;
    QRadioButton *m_joinUnit;
    QComboBox *m_template;
    QLineEdit *m_unitName;
    QCheckBox *m_green;
    QComboBox *m_unit;
    QComboBox *m_model;
    QSpinBox *m_count;
    QLineEdit *m_pieceName;
    QSpinBox *m_delay;
    QLabel *m_arrival;
    QLineEdit *m_notes;
    QLabel *m_error;
};

} // namespace md
