#include "CampaignDetailsPanel.h"

#include "CampaignDatabase.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace md {

namespace {
enum SideColumn { NameColumn, PlayerColumn };
} // namespace

CampaignDetailsPanel::CampaignDetailsPanel(CampaignDatabase *campaign, QWidget *parent)
    : QWidget(parent)
    , m_campaign(campaign)
    , m_name(new QLineEdit(this))
    , m_sides(new QTableWidget(0, 2, this))
    , m_notes(new QPlainTextEdit(this))
    , m_message(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name->setAccessibleName(tr("Campaign name"));
    form->addRow(tr("Campaign &name:"), m_name);
    m_sides->setHorizontalHeaderLabels({tr("Side"), tr("Player")});
    m_sides->horizontalHeader()->setStretchLastSection(true);
    m_sides->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    m_sides->setColumnWidth(NameColumn, 260);
    m_sides->verticalHeader()->hide();
    m_sides->setAccessibleName(tr("Sides and players"));
    auto *sidesBox = new QVBoxLayout;
    sidesBox->addWidget(m_sides);
    auto *addSideButton = new QPushButton(tr("Add &side"), this);
    auto *sideButtons = new QHBoxLayout;
    sideButtons->addWidget(addSideButton);
    sideButtons->addStretch();
    sidesBox->addLayout(sideButtons);
    auto *sidesLabel = new QLabel(tr("Sides and &players:"), this);
    sidesLabel->setBuddy(m_sides);
    form->addRow(sidesLabel, sidesBox);
    m_notes->setAccessibleName(tr("Campaign notes"));
    form->addRow(tr("N&otes:"), m_notes);
    layout->addLayout(form, 1);

    m_message->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    auto *saveButton = new QPushButton(tr("Sa&ve details"), this);
    auto *revertButton = new QPushButton(tr("Rever&t"), this);
    buttons->addWidget(m_message, 1);
    buttons->addWidget(revertButton);
    buttons->addWidget(saveButton);
    layout->addLayout(buttons);

    connect(addSideButton, &QPushButton::clicked, this, [this] {
        addSide();
        m_sides->editItem(m_sides->item(m_sides->rowCount() - 1, NameColumn));
    });
    connect(saveButton, &QPushButton::clicked, this, &CampaignDetailsPanel::save);
    connect(revertButton, &QPushButton::clicked, this, &CampaignDetailsPanel::load);
    load();
}

void CampaignDetailsPanel::load()
{
    QString error;
    const auto info = m_campaign->info(&error);
    m_sides->setRowCount(0);
    m_storedSides = 0;
    m_loaded.reset();
    if (!info) {
        showMessage(error, true);
        return;
    }
    m_name->setText(info->name);
    m_notes->setPlainText(info->notes);
    for (const CampaignSide &s : info->sides)
        addSide(s.name, s.player);
    m_storedSides = static_cast<int>(info->sides.size());
    // A stored side keeps its name: the records refer to it by name.
    for (int row = 0; row < m_storedSides; ++row) {
        QTableWidgetItem *item = m_sides->item(row, NameColumn);
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        item->setToolTip(tr("A side in the records keeps its name; its player can change."));
    }
    m_loaded = edited();
    showMessage({}, false);
}

void CampaignDetailsPanel::reloadUnlessEdited()
{
    if (!m_loaded || edited() == *m_loaded)
        load();
}

bool CampaignDetailsPanel::save()
{
    const CampaignInfo info = edited();
    QString error;
    if (!m_campaign->setInfo(info, &error)) {
        showMessage(error, true);
        return false;
    }
    load();
    showMessage(tr("Saved."), false);
    Q_EMIT saved();
    return true;
}

void CampaignDetailsPanel::setName(const QString &name) { m_name->setText(name); }
void CampaignDetailsPanel::setNotes(const QString &notes) { m_notes->setPlainText(notes); }

void CampaignDetailsPanel::setPlayer(int side, const QString &player)
{
    if (QTableWidgetItem *item = m_sides->item(side, PlayerColumn))
        item->setText(player);
}

void CampaignDetailsPanel::addSide(const QString &name, const QString &player)
{
    const int row = m_sides->rowCount();
    m_sides->insertRow(row);
    m_sides->setItem(row, NameColumn, new QTableWidgetItem(name));
    m_sides->setItem(row, PlayerColumn, new QTableWidgetItem(player));
}

CampaignInfo CampaignDetailsPanel::edited() const
{
    CampaignInfo info;
    info.name = m_name->text();
    info.notes = m_notes->toPlainText();
    for (int row = 0; row < m_sides->rowCount(); ++row) {
        const QTableWidgetItem *name = m_sides->item(row, NameColumn);
        const QTableWidgetItem *player = m_sides->item(row, PlayerColumn);
        const CampaignSide side{name ? name->text() : QString(), player ? player->text() : QString()};
        // A new row left entirely blank is no side at all, not an error.
        if (row >= m_storedSides && side.name.trimmed().isEmpty() && side.player.trimmed().isEmpty())
            continue;
        info.sides.append(side);
    }
    return info;
}

QString CampaignDetailsPanel::message() const { return m_message->text(); }

void CampaignDetailsPanel::showMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("color: #b00020") : QString());
}

} // namespace md
