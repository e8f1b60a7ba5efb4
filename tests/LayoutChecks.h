#pragma once

// LayoutChecks: does a window fit its screen, in every language? System-neutral helpers for the layout tests
// (tst_layout_fit, tst_ww1_layout_fit): texts that are elided or clipped, buttons outside what can be seen,
// buttons that moved. Each returns a list of problems, one readable line each; empty means fine.

#include "base/Translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QCheckBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QStyleOptionGroupBox>
#include <QTabBar>
#include <QTranslator>
#include <QWidget>

namespace md::test {

// The text as drawn: "&Roll d10" shows "Roll d10", "&&" shows "&".
inline QString withoutMnemonics(const QString &text)
{
    QString shown;
    shown.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size())
            ++i;
        else if (text.at(i) == QLatin1Char('&'))
            continue;
        shown.append(text.at(i));
    }
    return shown;
}

// Where a widget is, for a message: its class, object or accessible name and text.
inline QString describe(const QWidget *w, const QString &text = {})
{
    QString name = w->objectName();
    if (name.isEmpty())
        name = w->accessibleName();
    return QStringLiteral("%1 \"%2\"%3")
        .arg(QString::fromLatin1(w->metaObject()->className()), text,
             name.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(name));
}

// The protected measures Qt uses itself: the size a header section or a tab needs for its text.
struct SectionPeek : QHeaderView
{
    using QHeaderView::sectionSizeFromContents;
};
struct TabPeek : QTabBar
{
    using QTabBar::tabSizeHint;
};

// Widest line of a possibly multi-line text.
inline int textWidth(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

inline void checkButton(const QAbstractButton *b, QStringList &problems)
{
    const QString text = withoutMnemonics(b->text());
    if (text.isEmpty())
        return;
    const QFontMetrics metrics = b->fontMetrics();
    const QStyle *style = b->style();
    int needed = textWidth(metrics, text);
    if (qobject_cast<const QCheckBox *>(b) || qobject_cast<const QRadioButton *>(b)) {
        // The indicator and its spacing come before the text.
        needed = b->sizeHint().width();
    } else if (qobject_cast<const QPushButton *>(b)) {
        // The room the style leaves for the label inside the frame (SE_PushButtonContents), against the text.
        QStyleOptionButton option;
        option.initFrom(b);
        option.text = b->text();
        option.icon = b->icon();
        option.iconSize = b->iconSize();
        const int contents = style->subElementRect(QStyle::SE_PushButtonContents, &option, b).width();
        const int frame = b->width() - contents;
        needed += frame;
        if (!b->icon().isNull())
            needed += b->iconSize().width() + 4;
    } else {
        needed = b->sizeHint().width();
    }
    if (b->width() < needed)
        problems << QStringLiteral("clipped: %1 is %2 px wide, its text needs %3 px").arg(describe(b, text)).arg(b->width()).arg(needed);
}

inline void checkLabel(const QLabel *label, QStringList &problems)
{
    if (label->text().isEmpty())
        return;
    const QString shown = label->textFormat() == Qt::PlainText || (label->textFormat() == Qt::AutoText && !Qt::mightBeRichText(label->text()))
        ? withoutMnemonics(label->text())
        : label->text();
    if (label->wordWrap()) {
        // A wrapped label must have the height its text takes at its width.
        const int needed = label->heightForWidth(label->width());
        if (needed > label->height())
            problems << QStringLiteral("clipped: %1 is %2 px high, its wrapped text needs %3 px")
                            .arg(describe(label, shown.left(60)))
                            .arg(label->height())
                            .arg(needed);
        return;
    }
    const int needed = label->sizeHint().width();
    if (label->width() < needed)
        problems << QStringLiteral("clipped: %1 is %2 px wide, its text needs %3 px").arg(describe(label, shown.left(60))).arg(label->width()).arg(needed);
}

inline void checkHeader(const QHeaderView *header, QStringList &problems)
{
    const QAbstractItemModel *model = header->model();
    if (!model || header->orientation() != Qt::Horizontal)
        return;
    const auto measure = static_cast<QSize (QHeaderView::*)(int) const>(&SectionPeek::sectionSizeFromContents);
    for (int logical = 0; logical < header->count(); ++logical) {
        if (header->isSectionHidden(logical))
            continue;
        const QString text = model->headerData(logical, Qt::Horizontal).toString();
        if (text.isEmpty())
            continue;
        const int needed = (header->*measure)(logical).width();
        if (header->sectionSize(logical) < needed)
            problems << QStringLiteral("elided: column \"%1\" of %2 is %3 px wide, needs %4 px")
                            .arg(text, describe(header->parentWidget()))
                            .arg(header->sectionSize(logical))
                            .arg(needed);
    }
}

inline void checkTabs(const QTabBar *bar, QStringList &problems)
{
    const auto hint = static_cast<QSize (QTabBar::*)(int) const>(&TabPeek::tabSizeHint);
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i))
            continue;
        const QRect rect = bar->tabRect(i);
        const bool horizontal = bar->shape() == QTabBar::RoundedNorth || bar->shape() == QTabBar::RoundedSouth
            || bar->shape() == QTabBar::TriangularNorth || bar->shape() == QTabBar::TriangularSouth;
        const int have = horizontal ? rect.width() : rect.height();
        const QSize neededSize = (bar->*hint)(i);
        const int needed = horizontal ? neededSize.width() : neededSize.height();
        if (have < needed)
            problems << QStringLiteral("elided: tab \"%1\" is %2 px, needs %3 px").arg(withoutMnemonics(bar->tabText(i))).arg(have).arg(needed);
    }
}

inline void checkGroupBox(const QGroupBox *box, QStringList &problems)
{
    const QString title = withoutMnemonics(box->title());
    if (title.isEmpty())
        return;
    QStyleOptionGroupBox option;
    option.initFrom(box);
    option.text = box->title();
    option.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
    if (box->isCheckable())
        option.subControls |= QStyle::SC_GroupBoxCheckBox;
    const QRect label = box->style()->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxLabel, box);
    const int needed = box->fontMetrics().horizontalAdvance(title);
    if (label.width() < needed || !box->rect().contains(label))
        problems << QStringLiteral("clipped: group box title \"%1\" has %2 px, needs %3 px (box %4 px wide)")
                        .arg(title)
                        .arg(label.width())
                        .arg(needed)
                        .arg(box->width());
}

// Every visible button, check box, label, column header, tab and group box title under `top` that is
// elided or clipped.
inline QStringList clippedTexts(const QWidget *top)
{
    QStringList problems;
    for (const QWidget *w : top->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->window() != top->window())
            continue;
        if (const auto *b = qobject_cast<const QAbstractButton *>(w))
            checkButton(b, problems);
        else if (const auto *label = qobject_cast<const QLabel *>(w))
            checkLabel(label, problems);
        else if (const auto *header = qobject_cast<const QHeaderView *>(w))
            checkHeader(header, problems);
        else if (const auto *bar = qobject_cast<const QTabBar *>(w))
            checkTabs(bar, problems);
        if (const auto *box = qobject_cast<const QGroupBox *>(w))
            checkGroupBox(box, problems);
    }
    return problems;
}

// A widget's rectangle in its window, or an empty one when any ancestor (a scroll area's viewport, a dock,
// the window itself) cuts part of it off.
inline bool fullyVisible(const QWidget *w)
{
    if (!w->isVisible())
        return false;
    const QWidget *top = w->window();
    for (const QWidget *ancestor = w->parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        const QRect inAncestor(w->mapTo(ancestor, QPoint(0, 0)), w->size());
        if (!ancestor->rect().contains(inAncestor))
            return false;
        if (ancestor == top)
            break;
    }
    return true;
}

// The buttons that are not wholly in sight: below the fold, scrolled away, hidden.
inline QStringList notInSight(const QList<QAbstractButton *> &buttons)
{
    QStringList problems;
    for (const QAbstractButton *b : buttons) {
        if (!fullyVisible(b))
            problems << QStringLiteral("not in sight: %1 at %2,%3 %4x%5 in a window of %6x%7")
                            .arg(describe(b, withoutMnemonics(b->text())))
                            .arg(b->mapTo(b->window(), QPoint(0, 0)).x())
                            .arg(b->mapTo(b->window(), QPoint(0, 0)).y())
                            .arg(b->width())
                            .arg(b->height())
                            .arg(b->window()->width())
                            .arg(b->window()->height());
    }
    return problems;
}

// Where each button is in its window, to compare before and after a change of text.
inline QMap<const QAbstractButton *, QRect> placesOf(const QList<QAbstractButton *> &buttons)
{
    QMap<const QAbstractButton *, QRect> places;
    for (const QAbstractButton *b : buttons)
        places.insert(b, QRect(b->mapTo(b->window(), QPoint(0, 0)), b->size()));
    return places;
}

inline QStringList moved(const QMap<const QAbstractButton *, QRect> &before, const QList<QAbstractButton *> &buttons)
{
    QStringList problems;
    const QMap<const QAbstractButton *, QRect> after = placesOf(buttons);
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const QRect now = after.value(it.key());
        if (now != it.value())
            problems << QStringLiteral("moved: %1 from %2,%3 %4x%5 to %6,%7 %8x%9")
                            .arg(describe(it.key(), withoutMnemonics(it.key()->text())))
                            .arg(it.value().x())
                            .arg(it.value().y())
                            .arg(it.value().width())
                            .arg(it.value().height())
                            .arg(now.x())
                            .arg(now.y())
                            .arg(now.width())
                            .arg(now.height());
    }
    return problems;
}

// Every button under a panel: the play actions it offers (not the corner buttons of its tables).
inline QList<QAbstractButton *> buttonsOf(const QWidget *panel)
{
    QList<QAbstractButton *> buttons;
    for (QAbstractButton *b : panel->findChildren<QAbstractButton *>()) {
        bool inView = false;
        for (const QWidget *w = b->parentWidget(); w && w != panel; w = w->parentWidget())
            inView = inView || qobject_cast<const QAbstractItemView *>(w);
        if (!inView)
            buttons << b;
    }
    return buttons;
}

// The program's own catalogues for `language` (Translations::install, as main() does), and the removal of
// them after the test, so that the next row starts from the source language.
class InstalledLanguage
{
public:
    explicit InstalledLanguage(const QString &language)
    {
        const QList<QTranslator *> before = QCoreApplication::instance()->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly);
        Translations::install(language);
        for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly)) {
            if (!before.contains(t))
                m_installed << t;
        }
    }
    ~InstalledLanguage()
    {
        for (QTranslator *t : std::as_const(m_installed)) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QLocale::setDefault(QLocale::c());
    }
    InstalledLanguage(const InstalledLanguage &) = delete;
    InstalledLanguage &operator=(const InstalledLanguage &) = delete;
    int catalogues() const { return int(m_installed.size()); }

private:
    QList<QTranslator *> m_installed;
};

} // namespace md::test
