#include "fantasy/editors/FanProfileEditor.h"

#include "fantasy/editors/FanBmvModel.h"
#include "fantasy/editors/FanCellDelegate.h"
#include "fantasy/editors/FanMarks.h"
#include "fantasy/editors/FanModifierModel.h"
#include "fantasy/editors/FanProblemPath.h"
#include "fantasy/editors/FanResultModel.h"
#include "fantasy/editors/FanSheetMarks.h"
#include "fantasy/editors/FanTablePane.h"
#include "fantasy/editors/FanTriggerModel.h"
#include "fantasy/rules/FanProfileCheck.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
constexpr std::array<FanClass, 3> classes{FanClass::A, FanClass::B, FanClass::C};

size_t slot(FanClass c) { return static_cast<size_t>(FanProfile::index(c)); }

template<typename E>
QList<FanCellDelegate::Choice> choices()
{
    QList<FanCellDelegate::Choice> out;
    for (const auto &row : EnumTable<E>::rows())
        out.append({enumDisplayName(row.value), static_cast<int>(row.value)});
    return out;
}

QLabel *note(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

// Red that stays readable: dark on a light window, light on a dark one (as FieldError).
QColor faultText(const QWidget *w)
{
    return w->palette().color(QPalette::Window).lightness() < 128 ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x1c, 0x1c);
}
} // namespace

FanProfileEditor::FanProfileEditor(QWidget *parent)
    : QWidget(parent)
    , m_race(new QLineEdit(this))
    , m_hated(new QLineEdit(this))
    , m_tabs(new QTabWidget(this))
    , m_bmv(new FanBmvModel(this))
    , m_modifiers(new FanModifierModel(this))
    , m_triggers(new FanTriggerModel(this))
    , m_problemTitle(new QLabel(this))
    , m_problemList(new QListWidget(this))
{
    setObjectName(u"fanProfileEditor"_s);
    m_bmv->setObjectName(u"fanBmvModel"_s);
    m_modifiers->setObjectName(u"fanModifierModel"_s);
    m_triggers->setObjectName(u"fanTriggerModel"_s);
    for (FanClass c : classes) {
        m_classNames[slot(c)] = new QLineEdit(this);
        m_results[slot(c)] = new FanResultModel(this);
        m_results[slot(c)]->setObjectName(u"fanResultModel"_s + enumKey(c));
    }

    auto *fields = new QGridLayout;
    const auto addField = [&](int row, int column, const QString &label, QLineEdit *edit, const QString &name,
                              const QString &tip, int span) {
        auto *l = new QLabel(label, this);
        l->setBuddy(edit);
        fields->addWidget(l, row, column);
        fields->addWidget(edit, row, column + 1, 1, span);
        edit->setObjectName(name);
        edit->setToolTip(tip);
        m_fieldTips.insert(edit, tip);
    };
    addField(0, 0, tr("&Race:"), m_race, u"race"_s, tr("The race's name"), 3);
    addField(0, 4, tr("&Hated races:"), m_hated, u"hatedRaces"_s,
             tr("The races this one hates, comma-separated (\"Hated foe within 20 cm\", C.3)"), 1);
    const std::array<QString, 3> classLabels{tr("Class &A:"), tr("Class &B:"), tr("Class &C:")};
    for (FanClass c : classes) {
        addField(1, 2 * FanProfile::index(c), classLabels[slot(c)], m_classNames[slot(c)], u"className"_s + enumKey(c),
                 tr("What the race calls %1 (C.1); may stay empty").arg(enumDisplayName(c)), 1);
    }
    for (int column : {1, 3, 5})
        fields->setColumnStretch(column, 1);
    m_hated->setPlaceholderText(tr("comma-separated"));

    m_tabs->setObjectName(u"tables"_s);
    m_tabs->addTab(buildChartTab(), tr("Char&t"));
    m_tabs->setTabToolTip(ChartTab, tr("Basic Morale Values by class and losses (C.3 steps 1-2)"));
    m_tabs->addTab(buildModifiersTab(), tr("&Modifiers"));
    m_tabs->setTabToolTip(ModifiersTab, tr("Added to the BMV (C.3 step 3)"));
    m_triggerPane = new FanTablePane(m_triggers, true, m_tabs);
    m_triggerPane->setObjectName(u"whenToTest"_s);
    m_triggerPane->view()->setItemDelegate(FanCellDelegate::text({}, m_triggerPane->view()));
    m_triggerPane->view()->horizontalHeader()->setStretchLastSection(true);
    m_tabs->addTab(m_triggerPane, tr("&When to test"));
    m_tabs->setTabToolTip(WhenToTestTab, tr("The race's triggers (C.2 item 1): an event not listed is no trigger"));
    m_tabs->addTab(buildResultsTab(), tr("R&esults"));
    m_tabs->setTabToolTip(ResultsTab, tr("What each FMV gives, per class (C.3 step 5)"));

    m_problemTitle->setObjectName(u"problemsTitle"_s);
    m_problemList->setObjectName(u"problems"_s);
    // Small icons, three lines at least, six at most: the tables keep the height.
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_problemList->setIconSize(QSize(icon, icon));
    const int line = std::max(m_problemList->fontMetrics().height(), icon) + 4;
    m_problemList->setMinimumHeight(3 * line + 2 * m_problemList->frameWidth() + 4);
    m_problemList->setMaximumHeight(6 * line + 2 * m_problemList->frameWidth() + 4);
    m_problemList->setToolTip(tr("Click a problem to see where it is"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(fields);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problemTitle);
    layout->addWidget(m_problemList);

    connect(m_race, &QLineEdit::textEdited, this, &FanProfileEditor::userEdited);
    for (QLineEdit *edit : m_classNames)
        connect(edit, &QLineEdit::textEdited, this, &FanProfileEditor::classNamesEdited);
    connect(m_hated, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_hatedRaces.clear();
        for (const QString &name : text.split(u','))
            if (!name.trimmed().isEmpty())
                m_hatedRaces << name.trimmed();
        userEdited();
    });
    connect(m_bmv, &FanBmvModel::edited, this, &FanProfileEditor::userEdited);
    connect(m_modifiers, &FanModifierModel::edited, this, &FanProfileEditor::userEdited);
    connect(m_triggers, &FanTriggerModel::edited, this, &FanProfileEditor::userEdited);
    for (FanResultModel *model : m_results)
        connect(model, &FanResultModel::edited, this, &FanProfileEditor::userEdited);
    connect(m_problemList, &QListWidget::itemClicked, this, &FanProfileEditor::problemClicked);
    connect(m_problemList, &QListWidget::itemActivated, this, &FanProfileEditor::problemClicked);
    refresh();
}

FanProfileEditor::~FanProfileEditor()
{
    // A cell editor still open commits its text while ~QWidget closes the views; by then this editor's own
    // members are gone, so the models no longer call it.
    const QList<QObject *> models{m_bmv, m_modifiers, m_triggers, m_results[0], m_results[1], m_results[2]};
    for (QObject *model : models)
        disconnect(model, nullptr, this, nullptr);
}

QWidget *FanProfileEditor::buildChartTab()
{
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(note(tr("A row per class. Typing a value into an empty row starts it; a started row needs all "
                              "ten values. Clear a cell to blank it."), page));
    m_chartPane = new FanTablePane(m_bmv, false, page);
    m_chartPane->setObjectName(u"chart"_s);
    QTableView *view = m_chartPane->view();
    view->setItemDelegate(FanCellDelegate::optionalNumber(-FanProfileCheck::valueLimit, FanProfileCheck::valueLimit, view));
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *clear = new QPushButton(tr("Clear row"), page);
    clear->setObjectName(u"clearRow"_s);
    clear->setToolTip(tr("Empty the selected class's row: that class cannot test until it is entered again"));
    m_chartPane->buttons()->insertWidget(0, clear);
    connect(clear, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_chartPane->view()->currentIndex();
        if (current.isValid())
            m_bmv->clearRow(current.row());
    });
    layout->addWidget(m_chartPane, 1);
    return page;
}

QWidget *FanProfileEditor::buildModifiersTab()
{
    m_modifierPane = new FanTablePane(m_modifiers, true, m_tabs);
    m_modifierPane->setObjectName(u"modifiers"_s);
    m_modifierPane->setAddColumn(FanModifierModel::LabelColumn); // the id is made up already
    QTableView *view = m_modifierPane->view();
    view->setItemDelegateForColumn(FanModifierModel::IdColumn,
                                   FanCellDelegate::text(u"[a-z0-9-]{0,%1}"_s.arg(FanProfileCheck::maxIdLength), view));
    view->setItemDelegateForColumn(FanModifierModel::LabelColumn, FanCellDelegate::text({}, view));
    view->setItemDelegateForColumn(FanModifierModel::ValueColumn,
                                   FanCellDelegate::number(-FanProfileCheck::modifierLimit, FanProfileCheck::modifierLimit, view));
    view->setItemDelegateForColumn(FanModifierModel::CapColumn,
                                   FanCellDelegate::optionalNumber(1, FanProfileCheck::capLimit, view));
    view->setItemDelegateForColumn(FanModifierModel::RoleColumn, FanCellDelegate::choice(choices<FanModifierRole>(), view));
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(FanModifierModel::LabelColumn, QHeaderView::Stretch);
    // The conditions' names are long: the column keeps a fixed share and shows the whole name as a tooltip.
    header->setSectionResizeMode(FanModifierModel::RoleColumn, QHeaderView::Interactive);
    header->resizeSection(FanModifierModel::RoleColumn, 24 * view->fontMetrics().averageCharWidth());
    return m_modifierPane;
}

QWidget *FanProfileEditor::buildResultsTab()
{
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(note(tr("Every FMV must give exactly one result: one range open below, one open above, no gap "
                              "and no overlap (C.3 step 5)."), page));
    auto *row = new QHBoxLayout;
    for (FanClass c : classes) {
        auto *box = new QGroupBox(page);
        box->setObjectName(u"resultsBox"_s + enumKey(c));
        auto *boxLayout = new QVBoxLayout(box);
        auto *pane = new FanTablePane(m_results[slot(c)], true, box);
        pane->setObjectName(u"results"_s + enumKey(c));
        QTableView *view = pane->view();
        auto *ends = FanCellDelegate::optionalNumber(-FanProfileCheck::valueLimit, FanProfileCheck::valueLimit, view);
        view->setItemDelegateForColumn(FanResultModel::MinColumn, ends);
        view->setItemDelegateForColumn(FanResultModel::MaxColumn, ends);
        view->setItemDelegateForColumn(FanResultModel::ResultColumn, FanCellDelegate::choice(choices<FanResult>(), view));
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        view->horizontalHeader()->setStretchLastSection(true);
        // Three classes side by side must fit beside the roster on a 1366-pixel screen: the row buttons show a
        // sign each, their words in the tooltip and for screen readers.
        const std::array<std::pair<QPushButton *, QString>, 4> signs{{{pane->addButton(), u"+"_s},
                                                                     {pane->removeButton(), u"−"_s},
                                                                     {pane->upButton(), u"↑"_s},
                                                                     {pane->downButton(), u"↓"_s}}};
        for (const auto &[button, sign] : signs) {
            button->setAccessibleName(button->toolTip());
            button->setText(sign);
            button->setMaximumWidth(button->fontMetrics().horizontalAdvance(u"MMM"_s) + 12);
        }
        boxLayout->addWidget(pane);
        row->addWidget(box, 1);
        m_resultPanes[slot(c)] = pane;
        m_resultBoxes[slot(c)] = box;
    }
    layout->addLayout(row, 1);
    return page;
}

void FanProfileEditor::setProfile(const FanProfile &profile)
{
    m_revision = profile.revision;
    m_race->setText(profile.race);
    for (FanClass c : classes) {
        m_classNames[slot(c)]->setText(profile.classNameOf(c));
        m_results[slot(c)]->setBands(profile.resultsOf(c));
    }
    m_hatedRaces = profile.hatedRaces;
    m_hated->setText(profile.hatedRaces.join(u", "_s));
    m_bmv->setClassNames(profile.classNames);
    m_bmv->setChart(profile.bmv);
    m_modifiers->setModifiers(profile.modifiers);
    m_triggers->setTriggers(profile.whenToTest);
    refresh();
}

FanProfile FanProfileEditor::profile() const
{
    FanProfile p;
    p.race = m_race->text();
    p.revision = m_revision;
    for (FanClass c : classes) {
        p.classNames[slot(c)] = m_classNames[slot(c)]->text();
        p.results[slot(c)] = m_results[slot(c)]->bands();
    }
    p.bmv = m_bmv->chart();
    p.modifiers = m_modifiers->modifiers();
    p.whenToTest = m_triggers->triggers();
    p.hatedRaces = m_hatedRaces;
    return p;
}

Problems FanProfileEditor::faults() const
{
    return FanSheetMarks::faults(profile(), blanks());
}

Problems FanProfileEditor::problems() const
{
    const FanProfile p = profile();
    return FanSheetMarks::faults(p, blanks()) + FanSheetMarks::missing(p);
}

std::array<QList<int>, 3> FanProfileEditor::blanks() const
{
    std::array<QList<int>, 3> out;
    for (FanClass c : classes)
        out[slot(c)] = m_bmv->blanks(c);
    return out;
}

void FanProfileEditor::userEdited()
{
    refresh();
    Q_EMIT profileEdited();
}

void FanProfileEditor::classNamesEdited()
{
    std::array<QString, 3> names;
    for (FanClass c : classes)
        names[slot(c)] = m_classNames[slot(c)]->text();
    m_bmv->setClassNames(names);
    userEdited();
}

void FanProfileEditor::refresh()
{
    const FanProfile p = profile();
    const Problems faults = FanSheetMarks::faults(p, blanks());
    const Problems missing = FanSheetMarks::missing(p);
    showMarks(FanSheetMarks::route(faults, missing), p);

    m_problemList->clear();
    const QColor red = faultText(m_problemList);
    for (const auto &[list, fault] : {std::pair{&faults, true}, std::pair{&missing, false}}) {
        for (const Problem &problem : *list) {
            const QString line = FanProblemPath::line(problem.path, problem.reason, p);
            auto *item = new QListWidgetItem(style()->standardIcon(fault ? QStyle::SP_MessageBoxCritical
                                                                         : QStyle::SP_MessageBoxWarning),
                                             line, m_problemList);
            item->setData(Qt::UserRole, problem.path);
            item->setToolTip(line);
            if (fault)
                item->setForeground(red);
        }
    }
    const qsizetype count = faults.size() + missing.size();
    m_problemTitle->setText(count == 0 ? tr("No problems: a unit of every class can be tested.")
                                       : tr("Problems (%1), click one to see where it is:").arg(count));
}

void FanProfileEditor::showMarks(const FanSheetMarks &marks, const FanProfile &profile)
{
    m_bmv->setMarks(marks.bmv);
    m_modifiers->setMarks(marks.modifiers);
    m_triggers->setMarks(marks.triggers);
    m_chartPane->tell(marks.bmv);
    m_modifierPane->tell(marks.modifiers);
    m_triggerPane->tell(marks.triggers);
    bool resultsFault = false;
    bool resultsMarked = false;
    for (FanClass c : classes) {
        const FanMarks &results = marks.results[slot(c)];
        m_results[slot(c)]->setMarks(results);
        m_resultPanes[slot(c)]->tell(results);
        m_resultBoxes[slot(c)]->setTitle(FanProfileCheck::className(profile, c));
        resultsFault = resultsFault || results.hasFault();
        resultsMarked = resultsMarked || !results.isEmpty();
    }

    // A tab with a fault shows the critical icon, one with only something still to enter the warning icon.
    const auto flagTab = [this](int tab, bool fault, bool marked) {
        m_tabs->setTabIcon(tab, fault    ? style()->standardIcon(QStyle::SP_MessageBoxCritical)
                                : marked ? style()->standardIcon(QStyle::SP_MessageBoxWarning)
                                         : QIcon());
    };
    flagTab(ChartTab, marks.bmv.hasFault(), !marks.bmv.isEmpty());
    flagTab(ModifiersTab, marks.modifiers.hasFault(), !marks.modifiers.isEmpty());
    flagTab(WhenToTestTab, marks.triggers.hasFault(), !marks.triggers.isEmpty());
    flagTab(ResultsTab, resultsFault, resultsMarked);

    // The fields: red behind a field with a fault, its reasons as the tooltip.
    const auto markField = [this](QLineEdit *edit, const QStringList &reasons) {
        if (reasons.isEmpty()) {
            edit->setPalette(QPalette());
            edit->setToolTip(m_fieldTips.value(edit));
            return;
        }
        QPalette pal = edit->palette();
        pal.setColor(QPalette::Base, FanMarks::look(true, {}, Qt::BackgroundRole).value<QColor>());
        pal.setColor(QPalette::Text, FanMarks::look(true, {}, Qt::ForegroundRole).value<QColor>());
        edit->setPalette(pal);
        edit->setToolTip(reasons.join(u'\n'));
    };
    markField(m_race, marks.race);
    markField(m_hated, marks.hatedRaces);
    for (FanClass c : classes)
        markField(m_classNames[slot(c)], marks.classNames[slot(c)]);
}

void FanProfileEditor::problemClicked(QListWidgetItem *item)
{
    if (item)
        showProblem(item->data(Qt::UserRole).toString());
}

void FanProfileEditor::showProblem(const QString &path)
{
    const FanProblemPath at = FanProblemPath::parse(path);
    FanTablePane *pane = nullptr;
    int row = at.index;
    int column = -1;
    switch (at.part) {
    case FanProblemPath::Part::Race: m_race->setFocus(); return;
    case FanProblemPath::Part::HatedRaces: m_hated->setFocus(); return;
    case FanProblemPath::Part::ClassName: m_classNames[slot(*at.cls)]->setFocus(); return;
    case FanProblemPath::Part::Other: return;
    case FanProblemPath::Part::Bmv:
        m_tabs->setCurrentIndex(ChartTab);
        pane = m_chartPane;
        row = FanProfile::index(*at.cls);
        column = at.index; // a loss step, or -1 for the class's whole row
        break;
    case FanProblemPath::Part::Modifiers:
        m_tabs->setCurrentIndex(ModifiersTab);
        pane = m_modifierPane;
        column = FanSheetMarks::modifierColumn(at.key);
        break;
    case FanProblemPath::Part::WhenToTest:
        m_tabs->setCurrentIndex(WhenToTestTab);
        pane = m_triggerPane;
        break;
    case FanProblemPath::Part::Results:
        m_tabs->setCurrentIndex(ResultsTab);
        pane = m_resultPanes[slot(*at.cls)];
        column = FanSheetMarks::resultColumn(at.key);
        break;
    }
    if (row >= 0)
        pane->select(row, column);
    pane->view()->setFocus();
}

} // namespace md::fantasy
