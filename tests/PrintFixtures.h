#pragma once

// What the page renderer's tests (tst_print_*) share: fixtures, page setups, the documents the data-driven
// tests render by name, and which pages they check.

#include "ratio/BattlegroupReader.h"
#include "ratio/print/BlankSheetDocument.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "ratio/print/ReferenceCardDocument.h"
#include "print/PageSetup.h"
#include "print/PrintDocument.h"

#include <QImage>
#include <QList>
#include <QPageLayout>
#include <QPageSize>
#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>

namespace md::test {
using namespace Qt::StringLiterals;

inline QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }

inline Battlegroup load(const QString &relative)
{
    LoadResult loaded = BattlegroupReader::readFile(dataPath(relative));
    if (!loaded.ok())
        qFatal("fixture %s does not load", qPrintable(relative));
    return *loaded.battlegroup;
}

inline PageSetup setupFor(QPageSize::PageSizeId size, QPageLayout::Orientation orientation, bool greyscale = false)
{
    PageSetup s;
    s.pageSize = QPageSize(size);
    s.orientation = orientation;
    s.greyscale = greyscale;
    return s;
}

// Which documents the data-driven tests render, by name, so a failure names the document.
inline std::unique_ptr<PrintDocument> makeDocument(const QString &name)
{
    if (name == u"table-1-20"_s)
        return std::make_unique<MoraleTableDocument>(1, 20);
    if (name == u"table-1-100"_s)
        return std::make_unique<MoraleTableDocument>(1, 100);
    if (name == u"table-990-1000"_s)
        return std::make_unique<MoraleTableDocument>(990, 1000);
    if (name == u"blank-3"_s)
        return std::make_unique<BlankSheetDocument>(3);
    if (name == u"blank-25"_s)
        return std::make_unique<BlankSheetDocument>(25);
    if (name == u"card"_s)
        return std::make_unique<ReferenceCardDocument>();
    if (name == u"filled-sample"_s)
        return std::make_unique<FilledSheetDocument>(load(u"../../resources/samples/first-contact.json"_s));
    if (name == u"filled-mid-game"_s)
        return std::make_unique<FilledSheetDocument>(load(u"valid/mid-game.json"_s));
    if (name == u"filled-big-roster"_s)
        return std::make_unique<FilledSheetDocument>(load(u"print/big-roster.json"_s));
    qFatal("unknown document %s", qPrintable(name));
}

inline bool isGrey(QRgb pixel) { return qRed(pixel) == qGreen(pixel) && qGreen(pixel) == qBlue(pixel); }

// Pages checked: all of them, or for very long documents the first few and the last.
inline QList<int> pagesToCheck(int count)
{
    QList<int> pages;
    for (int p = 0; p < count; ++p) {
        if (count <= 16 || p < 6 || p >= count - 2)
            pages << p;
    }
    return pages;
}

inline void addDocumentRows()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("orientation");
    const QStringList documents{u"table-1-20"_s,  u"table-1-100"_s,   u"table-990-1000"_s,  u"blank-3"_s,
                                u"blank-25"_s,    u"card"_s,          u"filled-sample"_s,   u"filled-mid-game"_s,
                                u"filled-big-roster"_s};
    for (const QString &doc : documents) {
        for (const auto size : {QPageSize::A4, QPageSize::Letter}) {
            for (const auto orientation : {QPageLayout::Portrait, QPageLayout::Landscape}) {
                const QString name = u"%1 %2 %3"_s.arg(doc, size == QPageSize::A4 ? u"A4"_s : u"Letter"_s,
                                                      orientation == QPageLayout::Portrait ? u"portrait"_s : u"landscape"_s);
                QTest::newRow(qPrintable(name)) << doc << static_cast<int>(size) << static_cast<int>(orientation);
            }
        }
    }
}

} // namespace md::test
