#include "fantasy/widgets/FanProfilesPage.h"

#include "base/Prompter.h"
#include "fantasy/commands/FanCommands.h"
#include "fantasy/editors/FanProfileEditor.h"
#include "fantasy/io/FanProfileReader.h"
#include "fantasy/io/FanProfileWriter.h"
#include "fantasy/model/FanBattle.h"
#include "kernel/SafeSave.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace md::fantasy {

FanProfilesPage::FanProfilesPage(FanCommands *commands, Prompter *prompter, QWidget *parent)
    : QWidget(parent)
    , m_commands(commands)
    , m_prompter(prompter)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    auto *label = new QLabel(tr("&Race:"), this);
    m_races = new QComboBox(this);
    m_races->setObjectName(u"fanProfileRaces"_s);
    m_races->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_races->setMinimumContentsLength(16);
    label->setBuddy(m_races);
    const auto button = [this](const QString &name, const QString &text, const QString &tip) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        return b;
    };
    m_apply = button(u"fanProfileApply"_s, tr("&Apply"), tr("Keep the edited sheet in this battle (one undo step; its revision goes up)"));
    m_revert = button(u"fanProfileRevert"_s, tr("Re&vert"), tr("Throw the edit away"));
    m_new = button(u"fanProfileNew"_s, tr("&New sheet"), tr("An empty Profile Sheet for another race"));
    m_import = button(u"fanProfileImport"_s, tr("&Import…"), tr("A Profile Sheet file from your club"));
    m_export = button(u"fanProfileExport"_s, tr("E&xport…"), tr("This sheet as a file to share"));
    m_remove = button(u"fanProfileRemove"_s, tr("Remove"), tr("Remove the sheet from this battle (no unit may use it)"));
    // Two rows, so that long German and French button texts never widen the window past a laptop's screen.
    bar->addWidget(label);
    bar->addWidget(m_races, 1);
    bar->addWidget(m_apply);
    bar->addWidget(m_revert);
    layout->addLayout(bar);
    auto *files = new QHBoxLayout;
    for (QPushButton *b : {m_new, m_import, m_export, m_remove})
        files->addWidget(b);
    files->addStretch(1);
    layout->addLayout(files);
    m_editor = new FanProfileEditor(this);
    m_editor->setObjectName(u"fanProfileEditor"_s);
    layout->addWidget(m_editor, 1);

    connect(m_races, &QComboBox::currentIndexChanged, this, &FanProfilesPage::raceChosen);
    connect(m_editor, &FanProfileEditor::profileEdited, this, &FanProfilesPage::refreshButtons);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (const QString error = apply(); !error.isEmpty())
            Q_EMIT statusMessage(error);
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        m_fresh = false;
        raceChosen();
    });
    connect(m_new, &QPushButton::clicked, this, [this] {
        FanProfile empty;
        empty.race = tr("New race");
        m_editor->setProfile(empty);
        m_fresh = true;
        refreshButtons();
    });
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString file = m_prompter ? m_prompter->openFileName(this, {}) : QString();
        if (file.isEmpty())
            return;
        const QString error = importFile(file);
        if (!error.isEmpty() && m_prompter)
            m_prompter->showError(this, tr("Import a Profile Sheet"), error);
        Q_EMIT statusMessage(error.isEmpty() ? tr("Profile Sheet imported from %1.").arg(file) : error);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString file = m_prompter ? m_prompter->saveFileName(this, m_editor->profile().race + u".json"_s) : QString();
        if (file.isEmpty())
            return;
        const QString error = exportFile(file);
        if (!error.isEmpty() && m_prompter)
            m_prompter->showError(this, tr("Export a Profile Sheet"), error);
        Q_EMIT statusMessage(error.isEmpty() ? tr("Profile Sheet written to %1.").arg(file) : error);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->removeProfile(m_shownRace);
        Q_EMIT statusMessage(o.ok() ? tr("Profile Sheet removed.") : o.error);
    });
}

void FanProfilesPage::setBattle(const FanBattle *battle)
{
    m_battle = battle;
    const QString keep = m_fresh ? m_shownRace : (battle && battle->profile(m_shownRace) ? m_shownRace : QString());
    const QSignalBlocker blocker(m_races);
    m_races->clear();
    if (battle) {
        for (const FanProfile &p : battle->profiles)
            m_races->addItem(tr("%1 (revision %2)").arg(p.race).arg(p.revision), p.race);
    }
    const int index = m_races->findData(keep);
    m_races->setCurrentIndex(index >= 0 ? index : (m_races->count() > 0 ? 0 : -1));
    if (!m_fresh)
        raceChosen();
    refreshButtons();
}

QString FanProfilesPage::race() const { return m_shownRace; }

void FanProfilesPage::showRace(const QString &race)
{
    const int index = m_races->findData(race);
    if (index >= 0)
        m_races->setCurrentIndex(index);
}

void FanProfilesPage::raceChosen()
{
    m_fresh = false;
    m_shownRace = m_races->currentData().toString();
    const FanProfile *p = m_battle ? m_battle->profile(m_shownRace) : nullptr;
    m_editor->setProfile(p ? *p : FanProfile{});
    m_editor->setEnabled(p != nullptr);
    refreshButtons();
}

void FanProfilesPage::refreshButtons()
{
    const FanProfile *p = m_battle ? m_battle->profile(m_shownRace) : nullptr;
    FanProfile edited = m_editor->profile();
    if (p)
        edited.revision = p->revision;
    const bool changed = m_fresh || (p && edited != *p);
    m_editor->setEnabled(m_fresh || p != nullptr);
    m_apply->setEnabled(changed);
    m_revert->setEnabled(changed);
    m_export->setEnabled(m_fresh || p != nullptr);
    m_remove->setEnabled(p != nullptr && !m_fresh);
}

QString FanProfilesPage::apply()
{
    const FanProfile edited = m_editor->profile();
    const FanOutcome o = m_commands->setProfile(m_fresh ? QString() : m_shownRace, edited);
    if (!o.ok())
        return o.error;
    m_fresh = false;
    m_shownRace = edited.race;
    showRace(edited.race);
    Q_EMIT statusMessage(o.lines.join(u' '));
    return {};
}

QString FanProfilesPage::importFile(const QString &fileName)
{
    const FanProfileReadResult read = FanProfileReader::readFile(fileName);
    if (!read.profile) {
        QStringList lines;
        for (const Problem &p : read.problems)
            lines << p.toString();
        return tr("%1 was not imported; nothing changed:\n%2").arg(fileName, lines.join(u'\n'));
    }
    // A sheet of a race the battle has replaces it (one undo step); any other is added.
    const QString race = read.profile->race;
    const bool known = m_battle && m_battle->profile(race);
    const FanOutcome o = m_commands->setProfile(known ? race : QString(), *read.profile);
    if (!o.ok())
        return o.error;
    m_fresh = false;
    showRace(race);
    return {};
}

QString FanProfilesPage::exportFile(const QString &fileName) const
{
    QString error;
    if (!SafeSave::save(fileName, FanProfileWriter::toJson(m_editor->profile()), &error))
        return tr("%1 was not written: %2").arg(fileName, error);
    return {};
}

} // namespace md::fantasy
