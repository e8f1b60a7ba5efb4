#include "ww1/editors/Ww1EditorPanel.h"

#include "ww1/editors/Ww1ForceForm.h"
#include "ww1/editors/Ww1GroupForm.h"
#include "ww1/editors/Ww1StandForm.h"

#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace md::ww1 {

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

Ww1EditorPanel::Ww1EditorPanel(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
{
    setObjectName(u"ww1EditorPanel"_s);
    setAccessibleName(tr("Editor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    display();
}

void Ww1EditorPanel::buildForms()
{
    if (m_forceForm)
        return;
    m_forceForm = new Ww1ForceForm(&m_force);
    m_groupForm = new Ww1GroupForm(&m_force);
    m_standForm = new Ww1StandForm(&m_force);
    // Each form scrolls on its own, so a short form is never stretched to the height of the longest one.
    m_stack->addWidget(scrolling(m_forceForm, m_stack));
    m_stack->addWidget(scrolling(m_groupForm, m_stack));
    m_stack->addWidget(scrolling(m_standForm, m_stack));
    for (Ww1EditorForm *form : {static_cast<Ww1EditorForm *>(m_forceForm), static_cast<Ww1EditorForm *>(m_groupForm),
                                static_cast<Ww1EditorForm *>(m_standForm)}) {
        connect(form, &Ww1EditorForm::editRequested, this, &Ww1EditorPanel::editRequested);
        connect(form, &Ww1EditorForm::selectionRequested, this, &Ww1EditorPanel::selectionRequested);
    }
    display();
}

void Ww1EditorPanel::showEvent(QShowEvent *event)
{
    buildForms();
    QWidget::showEvent(event);
}

Ww1ForceForm *Ww1EditorPanel::forceForm() const
{
    const_cast<Ww1EditorPanel *>(this)->buildForms();
    return m_forceForm;
}

Ww1GroupForm *Ww1EditorPanel::groupForm() const
{
    const_cast<Ww1EditorPanel *>(this)->buildForms();
    return m_groupForm;
}

Ww1StandForm *Ww1EditorPanel::standForm() const
{
    const_cast<Ww1EditorPanel *>(this)->buildForms();
    return m_standForm;
}

void Ww1EditorPanel::setForce(const Ww1Force &force)
{
    m_force = force;
    display();
}

void Ww1EditorPanel::setSelection(const QString &groupId, const QString &standId)
{
    m_groupId = groupId;
    m_standId = standId;
    if (!standId.isEmpty()) {
        const Ww1Group *owner = nullptr;
        if (m_force.stand(standId, &owner))
            m_groupId = owner->id;
    }
    display();
}

void Ww1EditorPanel::select(const QString &id)
{
    if (m_force.group(id))
        setSelection(id, {});
    else
        setSelection({}, id);
}

void Ww1EditorPanel::display()
{
    // Fall back from a vanished stand to its group, and from a vanished group to the force.
    const Ww1Group *owner = nullptr;
    if (!m_standId.isEmpty() && !m_force.stand(m_standId, &owner))
        m_standId.clear();
    else if (owner)
        m_groupId = owner->id;
    if (!m_groupId.isEmpty() && !m_force.group(m_groupId))
        m_groupId.clear();
    if (m_groupId.isEmpty())
        m_standId.clear();

    m_page = !m_standId.isEmpty() ? Page::Stand : !m_groupId.isEmpty() ? Page::Group : Page::Force;
    // Until the forms are built there is nothing to fill: they are filled when they are made.
    if (!m_forceForm)
        return;
    switch (m_page) {
    case Page::Stand:
        m_standForm->setStand(m_standId);
        m_stack->setCurrentIndex(2);
        break;
    case Page::Group:
        m_groupForm->setGroup(m_groupId);
        m_stack->setCurrentIndex(1);
        break;
    case Page::Force:
        m_forceForm->refresh();
        m_stack->setCurrentIndex(0);
        break;
    }
}

} // namespace md::ww1
