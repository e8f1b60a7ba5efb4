#include "napoleonic/editors/NapEditorPanel.h"

#include "napoleonic/editors/NapArmyForm.h"
#include "napoleonic/editors/NapBattleForm.h"
#include "napoleonic/editors/NapCommandForm.h"
#include "napoleonic/editors/NapDataForm.h"
#include "napoleonic/editors/NapUnitForm.h"

#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
QScrollArea *scrolling(QWidget *form, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setObjectName(form->objectName() + u"Scroll"_s);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(form);
    return area;
}
} // namespace

NapEditorPanel::NapEditorPanel(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
{
    setObjectName(u"napEditorPanel"_s);
    setAccessibleName(tr("Editor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    display();
}

void NapEditorPanel::buildForms()
{
    if (m_battleForm)
        return;
    m_battleForm = new NapBattleForm(&m_battle);
    m_dataForm = new NapDataForm(&m_battle);
    m_armyForm = new NapArmyForm(&m_battle);
    m_commandForm = new NapCommandForm(&m_battle);
    m_unitForm = new NapUnitForm(&m_battle);
    // The battle and the players' data share a page: both are about the battle as a whole.
    auto *battlePage = new QWidget;
    battlePage->setObjectName(u"napBattlePage"_s);
    auto *battleLayout = new QVBoxLayout(battlePage);
    battleLayout->setContentsMargins(0, 0, 0, 0);
    battleLayout->setSpacing(0);
    battleLayout->addWidget(m_battleForm);
    battleLayout->addWidget(m_dataForm);
    // Each page scrolls on its own, so a short form is never stretched to the height of the longest one.
    m_stack->addWidget(scrolling(battlePage, m_stack));
    m_stack->addWidget(scrolling(m_armyForm, m_stack));
    m_stack->addWidget(scrolling(m_commandForm, m_stack));
    m_stack->addWidget(scrolling(m_unitForm, m_stack));
    for (NapEditorForm *form : {static_cast<NapEditorForm *>(m_battleForm), static_cast<NapEditorForm *>(m_dataForm),
                                static_cast<NapEditorForm *>(m_armyForm), static_cast<NapEditorForm *>(m_commandForm),
                                static_cast<NapEditorForm *>(m_unitForm)}) {
        connect(form, &NapEditorForm::editRequested, this, &NapEditorPanel::editRequested);
        connect(form, &NapEditorForm::selectionRequested, this, &NapEditorPanel::selectionRequested);
    }
    display();
}

void NapEditorPanel::showEvent(QShowEvent *event)
{
    buildForms();
    QWidget::showEvent(event);
}

NapBattleForm *NapEditorPanel::battleForm() const
{
    const_cast<NapEditorPanel *>(this)->buildForms();
    return m_battleForm;
}

NapDataForm *NapEditorPanel::dataForm() const
{
    const_cast<NapEditorPanel *>(this)->buildForms();
    return m_dataForm;
}

NapArmyForm *NapEditorPanel::armyForm() const
{
    const_cast<NapEditorPanel *>(this)->buildForms();
    return m_armyForm;
}

NapCommandForm *NapEditorPanel::commandForm() const
{
    const_cast<NapEditorPanel *>(this)->buildForms();
    return m_commandForm;
}

NapUnitForm *NapEditorPanel::unitForm() const
{
    const_cast<NapEditorPanel *>(this)->buildForms();
    return m_unitForm;
}

void NapEditorPanel::setBattle(const NapBattle &battle)
{
    m_battle = battle;
    display();
}

void NapEditorPanel::select(const QString &id)
{
    m_id = id;
    display();
}

void NapEditorPanel::display()
{
    // Fall back from a vanished item to the battle.
    if (m_battle.unit(m_id))
        m_page = Page::UnitPage;
    else if (m_battle.command(m_id))
        m_page = Page::CommandPage;
    else if (m_battle.army(m_id))
        m_page = Page::ArmyPage;
    else {
        m_page = Page::BattlePage;
        m_id.clear();
    }
    // Until the forms are built there is nothing to fill: they are filled when they are made.
    if (!m_battleForm)
        return;
    switch (m_page) {
    case Page::UnitPage:
        m_unitForm->setUnit(m_id);
        m_stack->setCurrentIndex(3);
        break;
    case Page::CommandPage:
        m_commandForm->setCommand(m_id);
        m_stack->setCurrentIndex(2);
        break;
    case Page::ArmyPage:
        m_armyForm->setArmy(m_id);
        m_stack->setCurrentIndex(1);
        break;
    case Page::BattlePage:
        m_battleForm->refresh();
        m_dataForm->refresh();
        m_stack->setCurrentIndex(0);
        break;
    }
}

} // namespace md::nap
