#include "DialogPrompter.h"

#include "CampaignFileName.h"
#include "widgets/PrintOptionsDialog.h"
#include "widgets/ServerAddressDialog.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace md {

namespace {
QString tr(const char *text, const char *comment = nullptr, int n = -1)
{
    return QCoreApplication::translate("md::DialogPrompter", text, comment, n);
}
// Spelled out: lupdate files tr() at namespace scope under "md", not the context used here.
QString fileFilter()
{
    return QCoreApplication::translate("md::DialogPrompter", "Battlegroup files (*.json *.moraledesk)") + QStringLiteral(";;")
           + QCoreApplication::translate("md::DialogPrompter", "All files (*)");
}
} // namespace

Prompter::SaveChoice DialogPrompter::askSaveChanges(QWidget *parent, const QString &documentName)
{
    const auto answer = QMessageBox::warning(parent, tr("Unsaved changes"),
                                             tr("%1 has changes that are not saved. Save them first?").arg(documentName),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                             QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return SaveChoice::Save;
    return answer == QMessageBox::Discard ? SaveChoice::Discard : SaveChoice::Cancel;
}

bool DialogPrompter::confirmEndTurnWithChecksDue(QWidget *parent, int pending)
{
    QMessageBox box(QMessageBox::Warning, tr("Checks still due"),
                    tr("%n piece(s) must still check morale this turn. A player may not pass while he has pieces "
                       "that must check (R6).", nullptr, pending),
                    QMessageBox::Cancel, parent);
    QPushButton *override = box.addButton(tr("End the turn anyway"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == override;
}

bool DialogPrompter::offerRecovery(QWidget *parent, const QString &description)
{
    return QMessageBox::question(parent, tr("Recover unsaved work?"),
                                 tr("MoraleDesk did not close normally. A recovery copy was found:\n\n%1\n\nRecover it?")
                                     .arg(description),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

std::optional<QList<int>> DialogPrompter::chooseSeveral(QWidget *parent, const QString &title, const QString &label,
                                                        const QStringList &options, int minimum, int maximum)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *layout = new QVBoxLayout(&dialog);
    auto *text = new QLabel(label, &dialog);
    text->setWordWrap(true);
    layout->addWidget(text);
    QList<QCheckBox *> boxes;
    for (int i = 0; i < options.size(); ++i) {
        auto *box = new QCheckBox(options.at(i), &dialog);
        box->setChecked(i < maximum);
        layout->addWidget(box);
        boxes.append(box);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    layout->addWidget(buttons);
    const auto countChecked = [&boxes] {
        return static_cast<int>(std::count_if(boxes.cbegin(), boxes.cend(), [](const QCheckBox *b) { return b->isChecked(); }));
    };
    const auto updateOk = [&] {
        const int n = countChecked();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(n >= minimum && n <= maximum);
    };
    for (QCheckBox *box : std::as_const(boxes))
        QObject::connect(box, &QCheckBox::toggled, &dialog, updateOk);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    updateOk();
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    QList<int> chosen;
    for (int i = 0; i < boxes.size(); ++i) {
        if (boxes.at(i)->isChecked())
            chosen.append(i);
    }
    return chosen;
}

std::optional<int> DialogPrompter::chooseOne(QWidget *parent, const QString &title, const QString &label,
                                             const QStringList &options)
{
    bool ok = false;
    const QString item = QInputDialog::getItem(parent, title, label, options, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    return static_cast<int>(options.indexOf(item));
}

QString DialogPrompter::openFileName(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(parent, tr("Open battlegroup"), directory, fileFilter());
}

QString DialogPrompter::saveFileName(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, tr("Save battlegroup"), suggested, fileFilter());
}

QString DialogPrompter::exportFileName(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, tr("Export PDF"), suggested, tr("PDF files (*.pdf)"));
}

QString DialogPrompter::csvFileName(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, tr("Export CSV"), suggested, tr("CSV files (*.csv)"));
}

std::unique_ptr<QFileDialog> DialogPrompter::campaignFileDialog(QWidget *parent, bool forSaving)
{
    auto dialog = std::make_unique<QFileDialog>(parent, forSaving ? tr("New campaign") : tr("Open campaign"));
    dialog->setNameFilters({tr("Campaign files (*.mdcampaign *.db *.sqlite)"), tr("All files (*)")});
    dialog->setAcceptMode(forSaving ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog->setFileMode(forSaving ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    dialog->setDefaultSuffix(CampaignFileName::defaultSuffix());
    return dialog;
}

QString DialogPrompter::campaignFileName(QWidget *parent, bool forSaving)
{
    const std::unique_ptr<QFileDialog> dialog = campaignFileDialog(parent, forSaving);
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return {};
    return dialog->selectedFiles().constFirst();
}

std::optional<QString> DialogPrompter::askText(QWidget *parent, const QString &title, const QString &label, const QString &value)
{
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Normal, value, &ok);
    if (!ok)
        return std::nullopt;
    return text;
}

std::optional<QString> DialogPrompter::askPassword(QWidget *parent, const QString &title, const QString &label)
{
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Password, QString(), &ok);
    if (!ok)
        return std::nullopt;
    return text;
}

std::optional<QString> DialogPrompter::askServerAddress(QWidget *parent, const QString &value)
{
    ServerAddressDialog dialog(value, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.address();
}

std::optional<PrintRequest> DialogPrompter::askPrintOptions(QWidget *parent, const QString &title, const PrintChoices &choices,
                                                           const PrintRequest &defaults)
{
    PrintOptionsDialog dialog(title, choices, defaults, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.request();
}

void DialogPrompter::showError(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, text);
}

} // namespace md
