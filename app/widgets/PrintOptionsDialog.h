#pragma once

#include "print/PageSetup.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace md {

struct Battlegroup;
class PrintDocument;

// What the player asked to print: which document, with which options, on which paper.
struct PrintRequest
{
    enum class Kind { FilledSheet, BlankSheet, ResultsTable, ReferenceCard };
    Kind kind = Kind::FilledSheet;
    int blankUnits = 3;
    int from = 1;
    int to = 20;
    PageSetup setup;

    std::unique_ptr<PrintDocument> makeDocument(const Battlegroup &battlegroup) const;
    QString suggestedFileName(const Battlegroup &battlegroup) const;
};

// File → Print…, Print Preview… and Export PDF… all start here.
class PrintOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    PrintOptionsDialog(const QString &title, const PrintRequest &defaults, QWidget *parent = nullptr);
    PrintRequest request() const;

private:
    void updateEnabled();

    QComboBox *m_kind;
    QSpinBox *m_units;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QComboBox *m_paper;
    QCheckBox *m_landscape;
    QCheckBox *m_greyscale;
    PageSetup m_setup;
};

} // namespace md
