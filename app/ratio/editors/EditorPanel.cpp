#include "ratio/editors/EditorPanel.h"

#include "ratio/editors/BattlegroupForm.h"
#include "ratio/editors/PieceForm.h"
#include "ratio/editors/UnitForm.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/models/RosterModel.h"

#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace md {

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

int unitIndexOf(const Battlegroup &bg, const QString &id)
{
    for (qsizetype u = 0; u < bg.units.size(); ++u) {
        if (bg.units.at(u).id == id)
            return static_cast<int>(u);
    }
    return -1;
}

ratio::PieceRef pieceRefOf(const Battlegroup &bg, const QString &id)
{
    for (qsizetype u = 0; u < bg.units.size(); ++u) {
        const auto &pieces = bg.units.at(u).pieces;
        for (qsizetype p = 0; p < pieces.size(); ++p) {
            if (pieces.at(p).id == id)
                return {static_cast<int>(u), static_cast<int>(p)};
        }
    }
    return {};
}
} // namespace

EditorPanel::EditorPanel(BattlegroupDocument *document, Commands *commands, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_stack(new QStackedWidget(this))
{
    setObjectName(u"editorPanel"_s);
    setAccessibleName(tr("Editor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connect(m_document, &BattlegroupDocument::changed, this, &EditorPanel::documentChanged);
    display(Page::Battlegroup, -1, -1);
}

QWidget *EditorPanel::buildForm(Page page)
{
    switch (page) {
    case Page::Battlegroup:
        if (!m_battlegroupForm) {
            m_battlegroupForm = new BattlegroupForm(m_document, m_commands);
            // Each form scrolls on its own, so a short form is never stretched to the height of the longest one.
            m_pages[0] = scrolling(m_battlegroupForm, m_stack);
            m_stack->addWidget(m_pages[0]);
            connect(m_battlegroupForm, &BattlegroupForm::unitAdded, this, &EditorPanel::unitAdded);
        }
        return m_pages[0];
    case Page::Unit:
        if (!m_unitForm) {
            m_unitForm = new UnitForm(m_document, m_commands);
            m_pages[1] = scrolling(m_unitForm, m_stack);
            m_stack->addWidget(m_pages[1]);
            connect(m_unitForm, &UnitForm::pieceAdded, this, &EditorPanel::pieceAdded);
        }
        return m_pages[1];
    case Page::Piece:
        if (!m_pieceForm) {
            m_pieceForm = new PieceForm(m_document, m_commands);
            m_pages[2] = scrolling(m_pieceForm, m_stack);
            m_stack->addWidget(m_pages[2]);
        }
        return m_pages[2];
    }
    return nullptr;
}

void EditorPanel::ensureForm(Page page)
{
    if (m_pages[static_cast<int>(page)])
        return;
    buildForm(page);
    // A form asked for while its page is the one to show is filled at once, as a shown panel's would be.
    if (page == m_page)
        fillForm();
}

void EditorPanel::showEvent(QShowEvent *event)
{
    if (!m_shown) {
        m_shown = true;
        fillForm();
    }
    QWidget::showEvent(event);
}

BattlegroupForm *EditorPanel::battlegroupForm() const
{
    const_cast<EditorPanel *>(this)->ensureForm(Page::Battlegroup);
    return m_battlegroupForm;
}

UnitForm *EditorPanel::unitForm() const
{
    const_cast<EditorPanel *>(this)->ensureForm(Page::Unit);
    return m_unitForm;
}

PieceForm *EditorPanel::pieceForm() const
{
    const_cast<EditorPanel *>(this)->ensureForm(Page::Piece);
    return m_pieceForm;
}

int EditorPanel::shownUnit() const { return m_page == Page::Battlegroup ? -1 : m_unit; }

int EditorPanel::shownPiece() const { return m_page == Page::Piece ? m_piece : -1; }

void EditorPanel::showBattlegroup() { display(Page::Battlegroup, -1, -1); }

void EditorPanel::showUnit(int unit)
{
    const Battlegroup &bg = m_document->battlegroup();
    if (unit < 0 || unit >= bg.units.size())
        display(Page::Battlegroup, -1, -1);
    else
        display(Page::Unit, unit, -1);
}

void EditorPanel::showPiece(int unit, int piece)
{
    const Battlegroup &bg = m_document->battlegroup();
    if (unit < 0 || unit >= bg.units.size())
        display(Page::Battlegroup, -1, -1);
    else if (piece < 0 || piece >= bg.units.at(unit).pieces.size())
        display(Page::Unit, unit, -1);
    else
        display(Page::Piece, unit, piece);
}

void EditorPanel::showRosterIndex(const QModelIndex &index)
{
    const ratio::PieceRef ref = RosterModel::refOf(index);
    if (ref.unit < 0)
        showBattlegroup();
    else if (ref.piece < 0)
        showUnit(ref.unit);
    else
        showPiece(ref.unit, ref.piece);
}

void EditorPanel::display(Page page, int unit, int piece)
{
    const int oldUnit = shownUnit();
    const int oldPiece = shownPiece();
    const Page oldPage = m_page;
    const Battlegroup &bg = m_document->battlegroup();
    m_page = page;
    m_unit = unit;
    m_piece = piece;
    m_unitId = unit >= 0 ? bg.units.at(unit).id : QString();
    m_pieceId = piece >= 0 ? bg.units.at(unit).pieces.at(piece).id : QString();
    // Until the panel is first shown (or the page's form asked for) there is nothing to fill: the page's form
    // is built and filled then.
    if (m_shown || m_pages[static_cast<int>(m_page)])
        fillForm();
    if (page != oldPage || unit != oldUnit || piece != oldPiece)
        Q_EMIT shownItemChanged(unit, piece);
}

void EditorPanel::fillForm()
{
    QWidget *page = buildForm(m_page);
    switch (m_page) {
    case Page::Battlegroup:
        m_battlegroupForm->refresh();
        break;
    case Page::Unit:
        m_unitForm->setUnit(m_unit);
        break;
    case Page::Piece:
        m_pieceForm->setPiece({m_unit, m_piece});
        break;
    }
    m_stack->setCurrentWidget(page);
}

void EditorPanel::documentChanged()
{
    const Battlegroup &bg = m_document->battlegroup();
    switch (m_page) {
    case Page::Battlegroup:
        display(Page::Battlegroup, -1, -1);
        return;
    case Page::Unit:
        if (const int unit = unitIndexOf(bg, m_unitId); unit >= 0)
            display(Page::Unit, unit, -1);
        else
            display(Page::Battlegroup, -1, -1);
        return;
    case Page::Piece:
        if (const ratio::PieceRef ref = pieceRefOf(bg, m_pieceId); ref.unit >= 0)
            display(Page::Piece, ref.unit, ref.piece);
        else
            display(Page::Battlegroup, -1, -1);
        return;
    }
}

} // namespace md
