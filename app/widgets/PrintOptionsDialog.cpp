#include "PrintOptionsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace md {

PrintOptionsDialog::PrintOptionsDialog(const QString &title, const PrintChoices &choices, const PrintRequest &defaults,
                                       QWidget *parent)
    : QDialog(parent)
    , m_choices(choices)
    , m_kind(new QComboBox(this))
    , m_paper(new QComboBox(this))
    , m_landscape(new QCheckBox(tr("&Landscape"), this))
    , m_greyscale(new QCheckBox(tr("&Greyscale (letters and hatching instead of colour)"), this))
    , m_setup(defaults.setup)
{
    setWindowTitle(title);
    auto *form = new QFormLayout(this);
    for (const PrintChoice &choice : std::as_const(m_choices.documents))
        m_kind->addItem(choice.label, choice.key);
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(defaults.printable)));
    m_kind->setAccessibleName(tr("Document"));
    form->addRow(tr("&Document:"), m_kind);
    for (const PrintOption &option : std::as_const(m_choices.options)) {
        auto *box = new QSpinBox(this);
        box->setRange(option.minimum, option.maximum);
        box->setValue(defaults.option(option.key, option.defaultValue));
        box->setAccessibleName(option.accessibleName);
        form->addRow(option.label, box);
        m_options.append(box);
    }
    // A range stays ordered: the other end follows instead of the dialog refusing.
    for (qsizetype i = 0; i < m_choices.options.size(); ++i) {
        const QString &lowerKey = m_choices.options.at(i).notBelow;
        for (qsizetype j = 0; j < m_choices.options.size() && !lowerKey.isEmpty(); ++j) {
            if (m_choices.options.at(j).key != lowerKey)
                continue;
            QSpinBox *upper = m_options.at(i);
            QSpinBox *lower = m_options.at(j);
            connect(lower, &QSpinBox::valueChanged, this, [upper](int v) {
                if (upper->value() < v)
                    upper->setValue(v);
            });
            connect(upper, &QSpinBox::valueChanged, this, [lower](int v) {
                if (lower->value() > v)
                    lower->setValue(v);
            });
        }
    }
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
    // Another document: the orientation it is made for (landscape where its tables are wider than tall).
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < m_choices.documents.size())
            m_landscape->setChecked(m_choices.documents.at(index).landscape);
    });
    updateEnabled();
}

void PrintOptionsDialog::updateEnabled()
{
    const QString key = m_kind->currentData().toString();
    for (qsizetype i = 0; i < m_options.size(); ++i)
        m_options.at(i)->setEnabled(m_choices.options.at(i).printables.contains(key));
}

PrintRequest PrintOptionsDialog::request() const
{
    PrintRequest r;
    r.printable = m_kind->currentData().toString();
    for (qsizetype i = 0; i < m_options.size(); ++i)
        r.options.insert(m_choices.options.at(i).key, m_options.at(i)->value());
    r.setup = m_setup;
    r.setup.pageSize = QPageSize(static_cast<QPageSize::PageSizeId>(m_paper->currentData().toInt()));
    r.setup.orientation = m_landscape->isChecked() ? QPageLayout::Landscape : QPageLayout::Portrait;
    r.setup.greyscale = m_greyscale->isChecked();
    return r;
}

} // namespace md
