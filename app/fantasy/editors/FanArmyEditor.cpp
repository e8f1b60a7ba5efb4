#include "fantasy/editors/FanArmyEditor.h"

#include "fantasy/editors/FanArmyProblem.h"
#include "fantasy/editors/FanMarks.h"
#include "fantasy/editors/FanUnitDelegate.h"
#include "fantasy/editors/FanUnitModel.h"
#include "fantasy/io/FanFileLimits.h"
#include "fantasy/io/FanValidator.h"
#include "kernel/EnumText.h"

#include <QColor>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPalette>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
using L = FanFileLimits;

enum ItemRole { SideRole = Qt::UserRole + 1, UnitRole, ColumnRole, PlaceRole };
} // namespace

FanArmyEditor::FanArmyEditor(QWidget *parent)
    : QWidget(parent)
    , m_name(new QLineEdit(this))
    , m_tabs(new QTabWidget(this))
    , m_message(new QLabel(this))
    , m_problemTitle(new QLabel(this))
    , m_problemList(new QListWidget(this))
{
    setObjectName(u"fanArmyEditor"_s);
    auto *layout = new QVBoxLayout(this);

    auto *form = new QFormLayout;
    m_name->setObjectName(u"fanBattleName"_s);
    m_name->setMaxLength(L::maxNameLength);
    m_name->setAccessibleName(tr("Battle name"));
    form->addRow(tr("Battle &name:"), m_name);
    layout->addLayout(form);
    connect(m_name, &QLineEdit::editingFinished, this, &FanArmyEditor::nameEdited);

    m_tabs->setObjectName(u"fanArmySides"_s);
    for (int s = 0; s < FanBattle::sideCount; ++s)
        m_tabs->addTab(buildPage(s), tabText(s, 0));
    layout->addWidget(m_tabs, 1);

    m_message->setObjectName(u"fanArmyMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setStyleSheet(u"color: #8b1a12;"_s);
    m_message->hide();
    layout->addWidget(m_message);

    m_problemTitle->setObjectName(u"fanArmyProblemTitle"_s);
    layout->addWidget(m_problemTitle);
    m_problemList->setObjectName(u"fanArmyProblems"_s);
    m_problemList->setAccessibleName(tr("Problems of the armies"));
    m_problemList->setWordWrap(true);
    m_problemList->setToolTip(tr("Click a problem to show its unit and cell."));
    // A few lines in sight; the tables keep the height.
    m_problemList->setMaximumHeight(m_problemList->fontMetrics().lineSpacing() * 6 + 2 * m_problemList->frameWidth() + 4);
    layout->addWidget(m_problemList);
    connect(m_problemList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { showProblem(m_problemList->row(item)); });
    connect(m_problemList, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { showProblem(m_problemList->row(item)); });

    syncContext();
    refreshProblems();
}

QWidget *FanArmyEditor::buildPage(int side)
{
    Page &p = m_pages[static_cast<size_t>(side)];
    p.widget = new QWidget(m_tabs);
    p.widget->setObjectName(u"fanSide%1"_s.arg(side));
    auto *layout = new QVBoxLayout(p.widget);

    auto *form = new QFormLayout;
    p.name = new QLineEdit(p.widget);
    p.name->setObjectName(u"fanSideName%1"_s.arg(side));
    p.name->setMaxLength(L::maxNameLength);
    p.name->setAccessibleName(tr("Name of side %1").arg(side + 1));
    form->addRow(tr("Side na&me:"), p.name);
    layout->addLayout(form);
    connect(p.name, &QLineEdit::editingFinished, this, [this, side] { sideNameEdited(side); });

    p.model = new FanUnitModel(this);
    p.model->setObjectName(u"fanUnits%1"_s.arg(side));
    p.view = new QTableView(p.widget);
    p.view->setObjectName(u"fanUnitTable%1"_s.arg(side));
    p.view->setAccessibleName(tr("Units of side %1").arg(side + 1));
    p.view->setModel(p.model);
    p.view->setItemDelegate(new FanUnitDelegate(p.view));
    p.view->setSelectionBehavior(QAbstractItemView::SelectItems);
    p.view->setSelectionMode(QAbstractItemView::SingleSelection);
    p.view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    p.view->setWordWrap(false);
    p.view->verticalHeader()->hide();
    p.view->setToolTip(tr("Double-click a cell, or select it and type, to change it."));
    fitColumns(p.view);
    layout->addWidget(p.view, 1);

    auto *buttons = new QHBoxLayout;
    p.add = new QPushButton(tr("&Add unit"), p.widget);
    p.add->setObjectName(u"fanAddUnit%1"_s.arg(side));
    p.add->setToolTip(tr("A new regiment of the first race, class B, 20 figures, at the end of the list."));
    p.duplicate = new QPushButton(tr("D&uplicate"), p.widget);
    p.duplicate->setObjectName(u"fanDuplicateUnit%1"_s.arg(side));
    p.duplicate->setToolTip(tr("A copy of the selected unit with its own id, at full strength."));
    p.remove = new QPushButton(tr("&Remove"), p.widget);
    p.remove->setObjectName(u"fanRemoveUnit%1"_s.arg(side));
    p.up = new QPushButton(tr("Move &up"), p.widget);
    p.up->setObjectName(u"fanUnitUp%1"_s.arg(side));
    p.down = new QPushButton(tr("Move do&wn"), p.widget);
    p.down->setObjectName(u"fanUnitDown%1"_s.arg(side));
    buttons->addWidget(p.add);
    buttons->addWidget(p.duplicate);
    buttons->addWidget(p.remove);
    buttons->addStretch(1);
    buttons->addWidget(p.up);
    buttons->addWidget(p.down);
    layout->addLayout(buttons);

    connect(p.add, &QPushButton::clicked, this, [this, side] { addUnit(side); });
    connect(p.duplicate, &QPushButton::clicked, this, [this, side] { duplicateUnit(side, currentRow(side)); });
    connect(p.remove, &QPushButton::clicked, this, [this, side] { removeUnit(side, currentRow(side)); });
    connect(p.up, &QPushButton::clicked, this, [this, side] { moveUnit(side, currentRow(side), currentRow(side) - 1); });
    connect(p.down, &QPushButton::clicked, this, [this, side] { moveUnit(side, currentRow(side), currentRow(side) + 1); });
    connect(p.model, &FanUnitModel::edited, this, &FanArmyEditor::accepted);
    connect(p.model, &FanUnitModel::refused, this, &FanArmyEditor::refuse);
    connect(p.view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this, side] { updateButtons(side); });
    connect(p.model, &QAbstractItemModel::modelReset, this, [this, side] { updateButtons(side); });
    updateButtons(side);
    return p.widget;
}

void FanArmyEditor::fitColumns(QTableView *view)
{
    // Room for typical content in ems, never less than the column's title; the notes take what is left.
    const int em = view->fontMetrics().horizontalAdvance(u'M');
    static constexpr std::array<int, FanUnitModel::ColumnCount> ems{6, 11, 9, 8, 6, 4, 4, 9, 9, 10};
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    for (int c = 0; c < FanUnitModel::ColumnCount; ++c)
        view->setColumnWidth(c, std::max(ems[static_cast<size_t>(c)] * em, header->sectionSizeHint(c)));
    QStringList kinds;
    for (const auto &row : EnumTable<FanUnitKind>::rows())
        kinds << enumDisplayName(row.value);
    fitColumn(view, FanUnitModel::KindColumn, kinds);
}

void FanArmyEditor::fitColumn(QTableView *view, int column, const QStringList &texts)
{
    // The widest text, with the cell's margins and a combo box's arrow when it is edited.
    const QFontMetrics metrics = view->fontMetrics();
    int widest = view->horizontalHeader()->sectionSizeHint(column);
    for (const QString &text : texts)
        widest = std::max(widest, metrics.horizontalAdvance(text) + 2 * metrics.horizontalAdvance(u'M'));
    view->setColumnWidth(column, std::max(view->columnWidth(column), widest));
}

FanArmyEditor::~FanArmyEditor()
{
    // A name field that loses the focus as its window closes finishes its edit from inside ~QWidget, when this
    // editor is already gone: nothing is reported once it is being destroyed.
    m_name->disconnect(this);
    for (const Page &each : m_pages)
        each.name->disconnect(this);
}

void FanArmyEditor::setBattle(const FanBattle &battle)
{
    if (battle != this->battle())
        m_message->hide();
    m_battle = battle;
    m_loggedIds.clear();
    for (const FanLogRecord &r : battle.log) {
        if (!r.unitId.isEmpty())
            m_loggedIds.insert(r.unitId);
    }
    if (m_name->text() != battle.name)
        m_name->setText(battle.name);
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        const Page &p = page(s);
        const FanSide &side = battle.sides[static_cast<size_t>(s)];
        if (p.name->text() != side.name)
            p.name->setText(side.name);
        p.model->setProfiles(battle.profiles);
        // "B – Regulars": the class column as wide as the sheets' longest class name.
        QStringList classes;
        for (const FanProfile &profile : battle.profiles) {
            for (const auto &row : EnumTable<FanClass>::rows()) {
                classes << FanUnitModel::classLabel(row.value, profile.classNameOf(row.value));
            }
        }
        fitColumn(p.view, FanUnitModel::ClassColumn, classes);
        p.model->setLoggedIds(m_loggedIds);
        const int row = currentRow(s);
        const bool changed = p.model->units() != side.units;
        p.model->setUnits(side.units);
        if (changed)
            selectRow(s, std::min(row, p.model->rowCount() - 1));
    }
    syncContext();
    refreshProblems();
}

FanBattle FanArmyEditor::battle() const
{
    FanBattle b = m_battle;
    for (int s = 0; s < FanBattle::sideCount; ++s)
        b.sides[static_cast<size_t>(s)].units = page(s).model->units();
    return b;
}

void FanArmyEditor::nameEdited()
{
    const QString name = m_name->text().trimmed();
    if (name == m_battle.name) {
        m_name->setText(name);
        return;
    }
    if (name.isEmpty()) {
        m_name->setText(m_battle.name);
        return refuse(tr("A battle needs a name."));
    }
    m_battle.name = name;
    m_name->setText(name);
    accepted(tr("Rename battle: %1").arg(name));
}

void FanArmyEditor::sideNameEdited(int side)
{
    QLineEdit *field = page(side).name;
    const QString name = field->text().trimmed();
    QString &stored = m_battle.sides[static_cast<size_t>(side)].name;
    field->setText(name);
    if (name == stored)
        return;
    stored = name;
    accepted(tr("Rename side: %1").arg(FanArmyProblem::sideName(m_battle, side)));
}

bool FanArmyEditor::addUnit(int side)
{
    const Page &p = page(side);
    if (p.model->rowCount() >= L::maxUnitsPerSide) {
        refuse(tr("A side has at most %1 units.").arg(L::maxUnitsPerSide));
        return false;
    }
    int total = 0;
    for (const Page &each : m_pages)
        total += each.model->rowCount();
    FanUnit u;
    int number = 0;
    u.id = p.model->freeId(total + 1, &number);
    u.name = tr("New unit %1").arg(number);
    // The first race the battle has a sheet for (C.1); without sheets, the side's own race so far.
    if (!m_battle.profiles.isEmpty())
        u.race = m_battle.profiles.first().race;
    else if (p.model->rowCount() > 0)
        u.race = p.model->unit(0).race;
    u.moraleClass = FanClass::B;
    u.kind = FanUnitKind::Regiment;
    u.startFigures = 20;
    u.currentFigures = 20;
    const int row = p.model->rowCount();
    p.model->insertUnit(row, u);
    selectRow(side, row);
    accepted(tr("Add unit: %1").arg(u.name));
    return true;
}

bool FanArmyEditor::duplicateUnit(int side, int row)
{
    const Page &p = page(side);
    if (row < 0 || row >= p.model->rowCount())
        return false;
    if (p.model->rowCount() >= L::maxUnitsPerSide) {
        refuse(tr("A side has at most %1 units.").arg(L::maxUnitsPerSide));
        return false;
    }
    const FanUnit &from = p.model->unit(row);
    // The same troops, fresh: its own id, full strength, none of the original's state in play.
    FanUnit u;
    u.id = p.model->freeId(1);
    u.name = tr("%1 (copy)").arg(from.name);
    u.race = from.race;
    u.moraleClass = from.moraleClass;
    u.kind = from.kind;
    u.startFigures = from.startFigures;
    u.currentFigures = from.startFigures;
    u.controllerId = from.controllerId;
    u.withUnitId = from.withUnitId;
    u.notes = from.notes;
    const QString what = p.model->nameOf(row);
    p.model->insertUnit(row + 1, u);
    selectRow(side, row + 1);
    accepted(tr("Duplicate unit: %1").arg(what));
    return true;
}

bool FanArmyEditor::removeUnit(int side, int row)
{
    const Page &p = page(side);
    if (row < 0 || row >= p.model->rowCount())
        return false;
    const QString name = p.model->nameOf(row);
    // C-14, C.4.1: a reference must name a unit of the battle.
    if (const QStringList refs = p.model->referrers(row); !refs.isEmpty()) {
        refuse(tr("Cannot remove %1: %2. Change that first.").arg(name, refs.join(u"; "_s)));
        return false;
    }
    if (m_loggedIds.contains(p.model->unit(row).id)) {
        refuse(tr("Cannot remove %1: the battle log names it. Take it off the table in play instead.").arg(name));
        return false;
    }
    p.model->removeUnit(row);
    selectRow(side, std::min(row, p.model->rowCount() - 1));
    accepted(tr("Remove unit: %1").arg(name));
    return true;
}

bool FanArmyEditor::moveUnit(int side, int row, int to)
{
    const Page &p = page(side);
    if (row < 0 || row >= p.model->rowCount() || to < 0 || to >= p.model->rowCount() || to == row)
        return false;
    const QString name = p.model->nameOf(row);
    const int column = std::max(0, p.view->currentIndex().column());
    p.model->moveUnit(row, to);
    p.view->setCurrentIndex(p.model->index(to, column));
    accepted(to < row ? tr("Move unit up: %1").arg(name) : tr("Move unit down: %1").arg(name));
    return true;
}

void FanArmyEditor::accepted(const QString &undoText)
{
    m_message->hide();
    syncContext();
    refreshProblems();
    for (int s = 0; s < FanBattle::sideCount; ++s)
        updateButtons(s);
    // Last: the workspace may answer with setBattle.
    Q_EMIT edited(undoText);
}

void FanArmyEditor::refuse(const QString &reason)
{
    m_message->setText(reason);
    m_message->show();
}

void FanArmyEditor::syncContext()
{
    // An id is unique in the battle: each side's model knows the other's.
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        QSet<QString> ids;
        for (const FanUnit &u : page(1 - s).model->units())
            ids.insert(u.id);
        page(s).model->setForeignIds(ids);
    }
}

void FanArmyEditor::refreshProblems()
{
    const FanBattle b = battle();
    const Problems all = FanValidator::validate(b);
    std::array<FanMarks, FanBattle::sideCount> marks;
    std::array<int, FanBattle::sideCount> counts{};
    std::array<QStringList, FanBattle::sideCount> sideNameReasons;
    QStringList nameReasons;
    int elsewhere = 0;
    m_problems.clear();
    m_problemList->clear();
    for (const Problem &problem : all) {
        const FanArmyProblem at = FanArmyProblem::parse(problem.path);
        const QString line = FanArmyProblem::line(problem, b);
        if (line.isEmpty()) {
            ++elsewhere;
            continue;
        }
        m_problems.append(problem);
        auto *item = new QListWidgetItem(line, m_problemList);
        item->setToolTip(problem.toString());
        item->setData(SideRole, at.side);
        item->setData(UnitRole, at.unit);
        item->setData(ColumnRole, at.column());
        item->setData(PlaceRole, static_cast<int>(at.place));
        if (at.side >= 0)
            ++counts[static_cast<size_t>(at.side)];
        if (at.place == FanArmyProblem::Place::UnitRow)
            marks[static_cast<size_t>(at.side)].append({at.unit, at.column(), line, true});
        else if (at.place == FanArmyProblem::Place::SideName)
            sideNameReasons[static_cast<size_t>(at.side)] << line;
        else if (at.place == FanArmyProblem::Place::BattleName)
            nameReasons << line;
    }
    if (elsewhere > 0) {
        // Not the armies': the sheets, the log or the clock. Said, so that a battle that will not save is no mystery.
        auto *item = new QListWidgetItem(
            tr("%n more problem(s) elsewhere in the battle: the Profile Sheets, the log or the clock.", nullptr, elsewhere),
            m_problemList);
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(PlaceRole, static_cast<int>(FanArmyProblem::Place::Elsewhere));
    }
    m_problemTitle->setText(m_problems.isEmpty() ? tr("No problems in the armies.")
                                                 : tr("%n problem(s) in the armies:", nullptr, int(m_problems.size())));
    m_problemList->setVisible(m_problemList->count() > 0);
    markField(m_name, nameReasons.join(u'\n'));
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        page(s).model->setMarks(marks[static_cast<size_t>(s)]);
        markField(page(s).name, sideNameReasons[static_cast<size_t>(s)].join(u'\n'));
        m_tabs->setTabText(s, tabText(s, counts[static_cast<size_t>(s)]));
    }
}

void FanArmyEditor::markField(QLineEdit *field, const QString &reason)
{
    // A default QPalette sets no colour: the field takes its parent's again.
    QPalette palette;
    if (!reason.isEmpty()) {
        palette.setColor(QPalette::Base, FanMarks::look(true, reason, Qt::BackgroundRole).value<QColor>());
        palette.setColor(QPalette::Text, FanMarks::look(true, reason, Qt::ForegroundRole).value<QColor>());
    }
    field->setPalette(palette);
    field->setToolTip(reason);
}

QString FanArmyEditor::tabText(int side, int problems) const
{
    // A side's own name on its tab; "&" in it is shown, not read as a mnemonic.
    QString name = FanArmyProblem::sideName(m_battle, side);
    name.replace(u'&', u"&&"_s);
    return problems > 0 ? tr("%1 (%n problem(s))", nullptr, problems).arg(name) : name;
}

void FanArmyEditor::showProblem(int line)
{
    const QListWidgetItem *item = m_problemList->item(line);
    if (!item)
        return;
    const auto place = static_cast<FanArmyProblem::Place>(item->data(PlaceRole).toInt());
    const int side = item->data(SideRole).toInt();
    if (place == FanArmyProblem::Place::BattleName) {
        m_name->setFocus();
        return;
    }
    if (place == FanArmyProblem::Place::Elsewhere || side < 0 || side >= FanBattle::sideCount)
        return;
    m_tabs->setCurrentIndex(side);
    const Page &p = page(side);
    const int unit = item->data(UnitRole).toInt();
    if (place == FanArmyProblem::Place::SideName || unit < 0 || unit >= p.model->rowCount()) {
        p.name->setFocus();
        return;
    }
    const int column = item->data(ColumnRole).toInt();
    const QModelIndex index = p.model->index(unit, std::max(0, column));
    p.view->setCurrentIndex(index);
    p.view->scrollTo(index);
    p.view->setFocus();
}

int FanArmyEditor::currentRow(int side) const
{
    const QModelIndex current = page(side).view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void FanArmyEditor::selectRow(int side, int row)
{
    const Page &p = page(side);
    if (row < 0 || row >= p.model->rowCount())
        return;
    const int column = std::max(0, p.view->currentIndex().column());
    const QModelIndex index = p.model->index(row, column);
    p.view->setCurrentIndex(index);
    p.view->scrollTo(index);
    updateButtons(side);
}

void FanArmyEditor::updateButtons(int side)
{
    const Page &p = page(side);
    const int row = currentRow(side);
    const int rows = p.model->rowCount();
    p.add->setEnabled(rows < L::maxUnitsPerSide);
    p.duplicate->setEnabled(row >= 0 && rows < L::maxUnitsPerSide);
    p.remove->setEnabled(row >= 0);
    p.up->setEnabled(row > 0);
    p.down->setEnabled(row >= 0 && row + 1 < rows);
}

} // namespace md::fantasy
