// The Napoleonic printables, the export side: the choices and file names (NapPrintables), the export's
// arguments (NapExport) and the PDFs they make. `moraledesk export` reaches these through NapUi; the sheets and
// the card themselves are in tst_nap_print.
#include "NapPrintFixture.h"
#include "napoleonic/NapExport.h"
#include "napoleonic/print/NapBlankSheetDocument.h"
#include "napoleonic/print/NapFilledSheetDocument.h"
#include "napoleonic/print/NapPrintables.h"
#include "napoleonic/print/NapReferenceCardDocument.h"
#include "print/PageRenderer.h"
#include "widgets/PrintOptionsDialog.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace md;
using namespace md::nap;
using namespace md::test::nap;
using namespace Qt::StringLiterals;

namespace {
QString runTool(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfInfo(const QString &file, const QString &key)
{
    const QString info = runTool(u"pdfinfo"_s, {file});
    const QRegularExpression line(u"^%1:\\s*(.*)$"_s.arg(QRegularExpression::escape(key)), QRegularExpression::MultilineOption);
    const auto match = line.match(info);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}
} // namespace

class TestNapExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void choicesAndFileNames();
    void exportSpec();
    void exportArguments_data();
    void exportArguments();
    void exportsPdf_data();
    void exportsPdf();
    void printDialogFollowsTheDocument();

private:
    QTemporaryDir m_dir;
};

void TestNapExport::choicesAndFileNames()
{
    const PrintChoices choices = NapPrintables::choices();
    QStringList keys;
    for (const PrintChoice &c : choices.documents)
        keys << c.key;
    QCOMPARE(keys, (QStringList{u"sheet"_s, u"blank-sheet"_s, u"card"_s}));
    QStringList options;
    for (const PrintOption &o : choices.options) {
        options << o.key;
        QCOMPARE(o.printables, QStringList{u"blank-sheet"_s});
        QVERIFY(o.minimum <= o.defaultValue && o.defaultValue <= o.maximum);
    }
    QCOMPARE(options, (QStringList{u"commands"_s, u"units"_s}));

    PrintRequest request;
    request.printable = u"blank-sheet"_s;
    request.options = {{u"commands"_s, 6}, {u"units"_s, 2}};
    const auto blank = NapPrintables::document(request, nullptr);
    const auto *b = dynamic_cast<const NapBlankSheetDocument *>(blank.get());
    QVERIFY(b);
    QCOMPARE(b->commands(), 6);
    QCOMPARE(b->units(), 2);
    // A missing option has its default.
    request.options.clear();
    const auto defaults = NapPrintables::document(request, nullptr);
    QCOMPARE(dynamic_cast<const NapBlankSheetDocument *>(defaults.get())->commands(), NapBlankSheetDocument::defaultCommands);
    QCOMPARE(NapPrintables::fileName(request, nullptr), u"blank Napoleonic army sheet.pdf"_s);

    request.printable = u"card"_s;
    QVERIFY(dynamic_cast<const NapReferenceCardDocument *>(NapPrintables::document(request, nullptr).get()));
    QCOMPARE(NapPrintables::fileName(request, nullptr), u"Napoleonic morale reference card.pdf"_s);

    request.printable = u"sheet"_s;
    const NapBattle battle = midGameBattle();
    const auto filled = NapPrintables::document(request, &battle);
    const auto *f = dynamic_cast<const NapFilledSheetDocument *>(filled.get());
    QVERIFY(f);
    QCOMPARE(f->battle(), battle);
    QCOMPARE(NapPrintables::fileName(request, &battle), u"Quatre Bras, 16 June - army sheet.pdf"_s);
    // No battle: an empty sheet, named for the system.
    const auto empty = NapPrintables::document(request, nullptr);
    QCOMPARE(dynamic_cast<const NapFilledSheetDocument *>(empty.get())->battle(), NapBattle{});
    QCOMPARE(NapPrintables::fileName(request, nullptr), u"Napoleonic battle - army sheet.pdf"_s);
}

void TestNapExport::exportSpec()
{
    const ExportSpec spec = NapExport::spec();
    QCOMPARE(spec.documents, (QStringList{u"sheet"_s, u"blank-sheet"_s, u"card"_s}));
    QStringList names;
    for (const QCommandLineOption &o : spec.options)
        names << o.names();
    QCOMPARE(names, (QStringList{u"commands"_s, u"units"_s}));
    QVERIFY(NapExport::takesFile(u"sheet"_s));
    QVERIFY(!NapExport::takesFile(u"blank-sheet"_s));
    QVERIFY(!NapExport::takesFile(u"card"_s));
    for (const QString &document : spec.documents)
        QVERIFY2(spec.description.contains(document), qPrintable(document));
}

void TestNapExport::exportArguments_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "export"
    QTest::addColumn<QString>("printable");
    QTest::addColumn<QString>("error"); // empty: accepted
    const QString file = u"battle.json"_s;
    QTest::newRow("blank") << QStringList{u"blank-sheet"_s} << u"blank-sheet"_s << QString();
    QTest::newRow("blank with sizes") << QStringList{u"blank-sheet"_s, u"--commands"_s, u"40"_s, u"--units"_s, u"1"_s}
                                      << u"blank-sheet"_s << QString();
    QTest::newRow("blank, units only") << QStringList{u"blank-sheet"_s, u"--units"_s, u"30"_s} << u"blank-sheet"_s << QString();
    QTest::newRow("filled") << QStringList{u"sheet"_s, file} << u"sheet"_s << QString();
    QTest::newRow("card") << QStringList{u"card"_s} << u"card"_s << QString();
    QTest::newRow("sheet without a file") << QStringList{u"sheet"_s} << u"sheet"_s << u"give the Napoleonic battle file"_s;
    QTest::newRow("commands zero") << QStringList{u"blank-sheet"_s, u"--commands"_s, u"0"_s} << u"blank-sheet"_s
                                   << u"--commands must be a whole number from 1 to 40, not \"0\""_s;
    QTest::newRow("units 31") << QStringList{u"blank-sheet"_s, u"--units"_s, u"31"_s} << u"blank-sheet"_s << u"from 1 to 30"_s;
    QTest::newRow("units words") << QStringList{u"blank-sheet"_s, u"--units"_s, u"five"_s} << u"blank-sheet"_s << u"\"five\""_s;
    QTest::newRow("commands on a filled sheet") << QStringList{u"sheet"_s, file, u"--commands"_s, u"2"_s} << u"sheet"_s
                                                << u"--commands goes with \"export blank-sheet\", not \"export sheet\""_s;
    QTest::newRow("card --units") << QStringList{u"card"_s, u"--units"_s, u"9"_s} << u"card"_s
                                  << u"--units goes with \"export blank-sheet\", not \"export card\""_s;
}

void TestNapExport::exportArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, printable);
    QFETCH(QString, error);
    const ExportSpec spec = NapExport::spec();
    QCommandLineParser parser;
    parser.addOptions(spec.options);
    QVERIFY2(parser.parse(QStringList{u"export"_s} + arguments), qPrintable(parser.errorText()));
    const QStringList positional = parser.positionalArguments();
    PrintRequest request;
    QStringList failures;
    NapExport::parse(parser, positional.value(0), positional.value(1), &request,
                     [&failures](const QString &message) { failures << message; });
    QCOMPARE(request.printable, printable);
    if (error.isEmpty()) {
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    } else {
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.constFirst().contains(error), qPrintable(failures.constFirst()));
    }
    if (printable == u"blank-sheet"_s && error.isEmpty()) {
        // What was given, else the defaults; the document made from the request has them.
        const auto given = [&](const QString &name, int fallback) {
            return parser.isSet(name) ? parser.value(name).toInt() : fallback;
        };
        QCOMPARE(request.option(u"commands"_s, -1), given(u"commands"_s, NapBlankSheetDocument::defaultCommands));
        QCOMPARE(request.option(u"units"_s, -1), given(u"units"_s, NapBlankSheetDocument::defaultUnits));
        const auto doc = NapPrintables::document(request, nullptr);
        QCOMPARE(dynamic_cast<const NapBlankSheetDocument *>(doc.get())->units(), request.option(u"units"_s, -1));
    } else if (printable != u"blank-sheet"_s) {
        // Only the blank sheet takes options.
        QVERIFY(request.options.isEmpty());
    }
}

void TestNapExport::exportsPdf_data()
{
    QTest::addColumn<QString>("printable");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("greyscale");
    QTest::addColumn<int>("pages"); // 0: any
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("texts");
    const QStringList card{u"Napoleonic Morale Quick Reference"_s, u"N04"_s, u"E20"_s, u"Tier 3"_s, u"club data"_s};
    QTest::newRow("card A4") << u"card"_s << int(QPageSize::A4) << false << 1 << card.constFirst() << card;
    QTest::newRow("card Letter greyscale") << u"card"_s << int(QPageSize::Letter) << true << 1 << card.constFirst() << card;
    QTest::newRow("filled A4") << u"sheet"_s << int(QPageSize::A4) << false << 0 << u"Napoleonic Army Sheet"_s
                               << QStringList{u"Quatre Bras, 16 June"_s, u"Foot battery"_s, u"Highlanders"_s, u"20.5"_s};
    QTest::newRow("blank Letter") << u"blank-sheet"_s << int(QPageSize::Letter) << false << 0 << u"Napoleonic Army Sheet"_s
                                  << QStringList{u"Blank: may be photocopied"_s, u"Militia"_s, u"Rally"_s};
}

void TestNapExport::exportsPdf()
{
    QFETCH(QString, printable);
    QFETCH(int, size);
    QFETCH(bool, greyscale);
    QFETCH(int, pages);
    QFETCH(QString, title);
    QFETCH(QStringList, texts);
    PrintRequest request;
    request.printable = printable;
    // The printable's own orientation, as `moraledesk export` and the print dialog take it.
    for (const PrintChoice &choice : NapPrintables::choices().documents) {
        if (choice.key == printable)
            request.setup.orientation = choice.landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    }
    request.setup.pageSize = QPageSize(QPageSize::PageSizeId(size));
    request.setup.greyscale = greyscale;
    const NapBattle battle = midGameBattle();
    const auto doc = NapPrintables::document(request, &battle);
    const QString file = m_dir.filePath(NapPrintables::fileName(request, &battle));
    QString error;
    QVERIFY2(exportPdf(file, *doc, request.setup, &error), qPrintable(error));
    QVERIFY(QFileInfo(file).size() > 1000);
    if (QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty() || QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdfinfo and pdftotext (poppler-utils) are not installed");
    if (pages > 0)
        QCOMPARE(pdfInfo(file, u"Pages"_s).toInt(), pages);
    QCOMPARE(pdfInfo(file, u"Title"_s), title);
    const QString text = runTool(u"pdftotext"_s, {u"-layout"_s, file, u"-"_s});
    for (const QString &t : texts)
        QVERIFY2(text.contains(t), qPrintable(t));
}

// The print dialog ticks Landscape for the sheets, whose unit rows are wide, and clears it for the card.
void TestNapExport::printDialogFollowsTheDocument()
{
    PrintRequest defaults;
    defaults.printable = u"card"_s;
    PrintOptionsDialog dialog(u"Print"_s, NapPrintables::choices(), defaults);
    auto *kind = dialog.findChild<QComboBox *>();
    QVERIFY(kind);
    QCOMPARE(kind->currentData().toString(), u"card"_s);
    QCOMPARE(dialog.request().setup.orientation, QPageLayout::Portrait);
    kind->setCurrentIndex(kind->findData(u"blank-sheet"_s));
    QCOMPARE(dialog.request().setup.orientation, QPageLayout::Landscape);
    kind->setCurrentIndex(kind->findData(u"sheet"_s));
    QCOMPARE(dialog.request().setup.orientation, QPageLayout::Landscape);
}

QTEST_MAIN(TestNapExport)
#include "tst_nap_export.moc"
