#include "PrintOptionsDialog.h"


#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace md {

PrintOptionsDialog::PrintOptionsDialog(const QString &title, const PrintRequest &defaults, QWidget *parent)
    : QDialog(parent)
    , m_kind(new QComboBox(this))
    , m_units(new QSpinBox(this))
    , m_from(new QSpinBox(this))
    , m_to(new QSpinBox(this))
    , m_paper(new QComboBox(this))
    , m_landscape(new QCheckBox(tr("&Landscape"), this))
    , m_greyscale(new QCheckBox(tr("&Greyscale (letters and hatching instead of colour)"), this))
    , m_setup(defaults.setup)
{
    setWindowTitle(title);
    auto *form = new QFormLayout(this);
    m_kind->addItem(tr("Filled status sheet of this battlegroup"), static_cast<int>(PrintRequest::Kind::FilledSheet));
    m_kind->addItem(tr("Blank status sheet"), static_cast<int>(PrintRequest::Kind::BlankSheet));
    m_kind->addItem(tr("Morale Results Table"), static_cast<int>(PrintRequest::Kind::ResultsTable));
    m_kind->addItem(tr("Quick-reference card"), static_cast<int>(PrintRequest::Kind::ReferenceCard));
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(defaults.kind)));
    m_kind->setAccessibleName(tr("Document"));
    form->addRow(tr("&Document:"), m_kind);
    m_units->setRange(1, 200);
    m_units->setValue(defaults.blankUnits);
    m_units->setAccessibleName(tr("Blank spaces of each kind"));
    form->addRow(tr("Blank &spaces of each kind:"), m_units);
    m_from->setRange(1, 1000);
    m_to->setRange(1, 1000);
    m_from->setValue(defaults.from);
    m_to->setValue(defaults.to);
    m_from->setAccessibleName(tr("First starting level"));
    m_to->setAccessibleName(tr("Last starting level"));
    form->addRow(tr("Table levels &from:"), m_from);
    form->addRow(tr("Table levels &to:"), m_to);
    m_paper->addItem(tr("A4"), static_cast<int>(QPageSize::A4));
    m_paper->addItem(tr("Letter"), static_cast<int>(QPageSize::Letter));
    m_paper->setCurrentIndex(m_paper->findData(static_cast<int>(defaults.setup.pageSize.id())));
    m_paper->setAccessibleName(tr("Paper"));
    form->addRow(tr("&Paper:"), m_paper);
    m_landscape->setChecked(defaults.setup.orientation == QPageLayout::Landscape);
    form->addRow(QString(), m_landscape);
    m_greyscale->setChecked(defaults.setup.greyscale);
    form->addRow(QString(), m_greyscale);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &PrintOptionsDialog::updateEnabled);
    // The range stays ordered: the other end follows instead of the dialog refusing.
    connect(m_from, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_to->value() < v)
            m_to->setValue(v);
    });
    connect(m_to, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_from->value() > v)
            m_from->setValue(v);
    });
    updateEnabled();
}

void PrintOptionsDialog::updateEnabled()
{
    const auto kind = static_cast<PrintRequest::Kind>(m_kind->currentData().toInt());
    m_units->setEnabled(kind == PrintRequest::Kind::BlankSheet);
    m_from->setEnabled(kind == PrintRequest::Kind::ResultsTable);
    m_to->setEnabled(kind == PrintRequest::Kind::ResultsTable);
}

PrintRequest PrintOptionsDialog::request() const
{
    PrintRequest r;
    r.kind = static_cast<PrintRequest::Kind>(m_kind->currentData().toInt());
    r.blankUnits = m_units->value();
    r.from = m_from->value();
    r.to = m_to->value();
    r.setup = m_setup;
    r.setup.pageSize = QPageSize(static_cast<QPageSize::PageSizeId>(m_paper->currentData().toInt()));
    r.setup.orientation = m_landscape->isChecked() ? QPageLayout::Landscape : QPageLayout::Portrait;
    r.setup.greyscale = m_greyscale->isChecked();
    return r;
}

} // namespace md
