#pragma once

#include "print/PrintChoices.h"
#include "print/PrintRequest.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace md {

// File → Print…, Print Preview… and Export PDF… all start here: the open document's system's printables
// (SystemUi::printChoices()), their options, and the paper.
class PrintOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    PrintOptionsDialog(const QString &title, const PrintChoices &choices, const PrintRequest &defaults,
                       QWidget *parent = nullptr);
    PrintRequest request() const;

private:
    void updateEnabled();

    PrintChoices m_choices;
    QComboBox *m_kind;
    QList<QSpinBox *> m_options; // one per m_choices.options
    QComboBox *m_paper;
    QCheckBox *m_landscape;
    QCheckBox *m_greyscale;
    PageSetup m_setup;
};

} // namespace md
