#pragma once

#include "print/PrintRequest.h"

#include <QDialog>


class QCheckBox;
class QComboBox;
class QSpinBox;

namespace md {

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
