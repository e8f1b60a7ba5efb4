// `moraledesk export …` and the PDFs it writes (issue: print and PDF), checked with poppler-utils:
// pdfinfo for the page count, size and Title, pdftotext for real, searchable text. Also the QPrinter path
// the window's Print… uses.
#include "ratio/BattlegroupReader.h"
#include "cli/ExportSubcommand.h"
#include "systems/BuiltInSystemUis.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "print/PageRenderer.h"
#include "print/PrinterOutput.h"
#include "ratio/print/ReferenceCardDocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace md;

namespace {
QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run exportWith(const QStringList &arguments)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.exitCode = ExportSubcommand::run(QStringList{u"moraledesk"_s, u"export"_s} + arguments, out, err, systemUis());
    out.flush();
    err.flush();
    return r;
}

QString runTool(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// pdfinfo's "Key:   value" lines.
QString pdfInfo(const QString &file, const QString &key)
{
    const QString info = runTool(u"pdfinfo"_s, {file});
    const QRegularExpression line(u"^%1:\\s*(.*)$"_s.arg(QRegularExpression::escape(key)), QRegularExpression::MultilineOption);
    const auto match = line.match(info);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

QString pdfText(const QString &file) { return runTool(u"pdftotext"_s, {u"-layout"_s, file, u"-"_s}); }

bool havePoppler()
{
    return !QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty() && !QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty();
}
} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportsPdf_data();
    void exportsPdf();
    void badArguments_data();
    void badArguments();
    void invalidBattlegroupFile();
    void unwritableOutput();
    void failedExportKeepsOldFile();
    void help();
    void printerPath();

private:
    QTemporaryDir m_dir;
};

void TestExport::initTestCase() { QVERIFY(m_dir.isValid()); }

void TestExport::exportsPdf_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("pageSize"); // pdfinfo's "Page size" ends with this
    QTest::addColumn<int>("minPages");
    QTest::addColumn<int>("maxPages");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("texts"); // each must be in the PDF's text

    const QString sample = dataPath(u"../../resources/samples/first-contact.json"_s);
    const QString sheet = u"Battlegroup Status Sheet"_s;
    QTest::newRow("table 1-20 A4") << QStringList{u"table"_s, u"--from"_s, u"1"_s, u"--to"_s, u"20"_s, u"--page-size"_s, u"A4"_s}
                                   << u"595 x 842 pts (A4)"_s << 1 << 1 << u"Morale Results Table"_s
                                   << QStringList{u"Morale Results Table"_s, u"Page 1 of 1"_s, u"Cautious"_s, u"Eliminated"_s, u"Points remaining"_s};
    QTest::newRow("table default range Letter landscape greyscale")
        << QStringList{u"table"_s, u"--page-size"_s, u"letter"_s, u"--landscape"_s, u"--greyscale"_s}
        << u"792 x 612 pts (letter)"_s << 1 << 1 << u"Morale Results Table"_s
        << QStringList{u"Starting levels 1\u201320"_s, u"Page 1 of 1"_s};
    QTest::newRow("table 1-100 splits") << QStringList{u"table"_s, u"--from"_s, u"1"_s, u"--to"_s, u"100"_s, u"--page-size"_s, u"A4"_s}
                                        << u"(A4)"_s << 5 << 20 << u"Morale Results Table"_s
                                        << QStringList{u"Page 1 of"_s, u"(part 2 of"_s, u"100"_s};
    QTest::newRow("card") << QStringList{u"card"_s, u"--page-size"_s, u"A4"_s} << u"(A4)"_s << 1 << 1
                          << u"Ratio Morale Quick Reference"_s
                          << QStringList{u"Morale Determinations Table (R5)"_s, u"Interceptive fire (R10)"_s, u"Optional factors (R8)"_s,
                                         u"Results of a morale check"_s, u"may not fire"_s, u"Page 1 of 1"_s};
    QTest::newRow("card landscape") << QStringList{u"card"_s, u"--page-size"_s, u"Letter"_s, u"--landscape"_s}
                                    << u"(letter)"_s << 1 << 1 << u"Ratio Morale Quick Reference"_s
                                    << QStringList{u"Breaking point (R11)"_s};
    QTest::newRow("blank sheet") << QStringList{u"sheet"_s, u"--blank"_s, u"--page-size"_s, u"A4"_s} << u"(A4)"_s << 1 << 6 << sheet
                                 << QStringList{u"Vehicles and strongpoints (R4)"_s, u"Infantry units (R2)"_s, u"Warbots and wardrones (R3)"_s,
                                                u"Morale Determinations Table"_s, u"Armor class"_s, u"Targeting bonus"_s, u"Crew ranks"_s,
                                                u"Damage control"_s, u"Current movement"_s, u"Page 1 of"_s};
    QTest::newRow("blank sheet 40 units greyscale")
        << QStringList{u"sheet"_s, u"--blank"_s, u"--units"_s, u"40"_s, u"--greyscale"_s, u"--page-size"_s, u"Letter"_s}
        << u"(letter)"_s << 20 << 80 << sheet << QStringList{u"Page 20 of"_s};
    QTest::newRow("filled sample") << QStringList{u"sheet"_s, sample, u"--page-size"_s, u"A4"_s} << u"(A4)"_s << 1 << 4 << sheet
                                   << QStringList{u"3rd Ranger Battlegroup"_s, u"1st Squad"_s, u"Sgt. Okafor"_s, u"Tank 'Ironside'"_s,
                                                  u"Bunker Kilo"_s, u"Endurance (R11): 59 points"_s, u"Page 1 of"_s};
    QTest::newRow("filled mid-game landscape")
        << QStringList{u"sheet"_s, dataPath(u"valid/mid-game.json"_s), u"--landscape"_s, u"--page-size"_s, u"A4"_s}
        << u"842 x 595 pts (A4)"_s << 1 << 5 << sheet
        << QStringList{u"Assault squad"_s, u"Shaken"_s, u"knocked out"_s, u"Breaking point reached in turn 4"_s,
                       u"the current level framed"_s, u"starting level 16, current 11"_s};
    QTest::newRow("filled 100 units") << QStringList{u"sheet"_s, dataPath(u"print/big-roster.json"_s), u"--page-size"_s, u"A4"_s}
                                      << u"(A4)"_s << 10 << 200 << sheet
                                      << QStringList{u"1. Squad"_s, u"Robot section 15"_s, u"Bunker 19"_s, u"Heavy weapons company"_s,
                                                     u"(continued)"_s};
}

void TestExport::exportsPdf()
{
    if (!havePoppler())
        QSKIP("pdfinfo and pdftotext (poppler-utils) are not installed");
    QFETCH(QStringList, arguments);
    QFETCH(QString, pageSize);
    QFETCH(int, minPages);
    QFETCH(int, maxPages);
    QFETCH(QString, title);
    QFETCH(QStringList, texts);

    const QString file = m_dir.filePath(u"%1.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    const Run r = exportWith(arguments + QStringList{u"-o"_s, file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.err.isEmpty());
    QVERIFY(QFileInfo::exists(file));

    const int pages = pdfInfo(file, u"Pages"_s).toInt();
    QVERIFY2(pages >= minPages && pages <= maxPages, qPrintable(u"%1 pages"_s.arg(pages)));
    QCOMPARE(pdfInfo(file, u"Title"_s), title);
    QVERIFY2(pdfInfo(file, u"Page size"_s).endsWith(pageSize), qPrintable(pdfInfo(file, u"Page size"_s)));

    const QString text = pdfText(file);
    QVERIFY(!text.isEmpty());
    for (const QString &t : texts)
        QVERIFY2(text.contains(t), qPrintable(u"\"%1\" is not in the PDF's text"_s.arg(t)));
    // No ligature glyphs: "fire" must be found by a reader's search, not "\uFB01re".
    QVERIFY(!text.contains(QRegularExpression(u"[\uFB00-\uFB06]"_s)));
    // The header and "Page X of Y" are on every page.
    QCOMPARE(static_cast<int>(text.count(u"Page "_s + QString::number(pages) + u" of "_s + QString::number(pages))), 1);
    QVERIFY(static_cast<int>(text.count(title)) >= pages);
    QVERIFY(text.contains(u"Page %1 of %1"_s.arg(pages)));
}

void TestExport::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message"); // part of the one stderr line
    const QString out = m_dir.filePath(u"bad.pdf"_s);
    const QString sample = dataPath(u"valid/minimal.json"_s);
    QTest::newRow("no document") << QStringList{u"-o"_s, out} << u"sheet, table or card"_s;
    QTest::newRow("unknown document") << QStringList{u"poster"_s, u"-o"_s, out} << u"unknown document \"poster\""_s;
    QTest::newRow("no output") << QStringList{u"card"_s} << u"-o/--output is required"_s;
    QTest::newRow("unknown option") << QStringList{u"card"_s, u"--colour"_s, u"-o"_s, out} << u"colour"_s;
    QTest::newRow("bad page size") << QStringList{u"card"_s, u"--page-size"_s, u"A3"_s, u"-o"_s, out} << u"A4 or Letter"_s;
    QTest::newRow("sheet without source") << QStringList{u"sheet"_s, u"-o"_s, out} << u"--blank or a battlegroup file"_s;
    QTest::newRow("sheet with both") << QStringList{u"sheet"_s, u"--blank"_s, sample, u"-o"_s, out} << u"not both"_s;
    QTest::newRow("units without blank") << QStringList{u"sheet"_s, sample, u"--units"_s, u"3"_s, u"-o"_s, out} << u"--units goes with --blank"_s;
    QTest::newRow("units zero") << QStringList{u"sheet"_s, u"--blank"_s, u"--units"_s, u"0"_s, u"-o"_s, out} << u"from 1 to 200"_s;
    QTest::newRow("units too many") << QStringList{u"sheet"_s, u"--blank"_s, u"--units"_s, u"201"_s, u"-o"_s, out} << u"from 1 to 200"_s;
    QTest::newRow("units not a number") << QStringList{u"sheet"_s, u"--blank"_s, u"--units"_s, u"ten"_s, u"-o"_s, out} << u"\"ten\""_s;
    QTest::newRow("sheet with --from") << QStringList{u"sheet"_s, u"--blank"_s, u"--from"_s, u"2"_s, u"-o"_s, out} << u"--from"_s;
    QTest::newRow("missing file") << QStringList{u"sheet"_s, m_dir.filePath(u"nothing.json"_s), u"-o"_s, out} << u"no such file"_s;
    QTest::newRow("table to below from") << QStringList{u"table"_s, u"--from"_s, u"9"_s, u"--to"_s, u"3"_s, u"-o"_s, out}
                                         << u"must not be below"_s;
    QTest::newRow("table from zero") << QStringList{u"table"_s, u"--from"_s, u"0"_s, u"-o"_s, out} << u"from 1 to 1000"_s;
    QTest::newRow("table to 1001") << QStringList{u"table"_s, u"--to"_s, u"1001"_s, u"-o"_s, out} << u"from 1 to 1000"_s;
    QTest::newRow("table with a file") << QStringList{u"table"_s, sample, u"-o"_s, out} << u"unexpected argument"_s;
    QTest::newRow("table with --units") << QStringList{u"table"_s, u"--units"_s, u"3"_s, u"-o"_s, out} << u"--units"_s;
    QTest::newRow("card with --blank") << QStringList{u"card"_s, u"--blank"_s, u"-o"_s, out} << u"--blank"_s;
}

void TestExport::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = exportWith(arguments);
    QCOMPARE(r.exitCode, static_cast<int>(ExportSubcommand::Usage));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.startsWith(u"moraledesk export: "_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(u"bad.pdf"_s)));
}

void TestExport::invalidBattlegroupFile()
{
    const QString file = m_dir.filePath(u"invalid.pdf"_s);
    const QString source = dataPath(u"bad/several-problems.json"_s);
    const Run r = exportWith({u"sheet"_s, source, u"-o"_s, file});
    QCOMPARE(r.exitCode, static_cast<int>(ExportSubcommand::Invalid));
    // Exactly the reader's problems, one `$.path: reason` line each.
    const LoadResult loaded = BattlegroupReader::readFile(source);
    QVERIFY(!loaded.problems.isEmpty());
    QStringList expected;
    for (const Problem &p : loaded.problems)
        expected << p.toString();
    QCOMPARE(r.err.trimmed().split(u'\n'), expected);
    for (const QString &line : expected)
        QVERIFY(line.startsWith(u"$"_s));
    QVERIFY(!QFileInfo::exists(file));
}

void TestExport::unwritableOutput()
{
    const QString file = m_dir.filePath(u"no-such-folder/out.pdf"_s);
    const Run r = exportWith({u"card"_s, u"-o"_s, file});
    QCOMPARE(r.exitCode, static_cast<int>(ExportSubcommand::Failure));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(!QFileInfo::exists(file));
}

void TestExport::failedExportKeepsOldFile()
{
    const QString file = m_dir.filePath(u"keep.pdf"_s);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    PageSetup impossible;
    impossible.margins = QMarginsF(100, 100, 100, 100);
    QString error;
    QVERIFY(!exportPdf(file, ReferenceCardDocument(), impossible, &error));
    QVERIFY(!error.isEmpty());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old"));
    // Nothing half-written beside it either.
    QCOMPARE(QDir(m_dir.path()).entryList({u"keep.pdf*"_s}, QDir::Files), QStringList{u"keep.pdf"_s});

    // A successful export replaces it (the old one kept as a backup, as for every save).
    QVERIFY(exportPdf(file, ReferenceCardDocument(), PageSetup(), &error));
    f.close();
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("%PDF-"));
}

void TestExport::help()
{
    const Run r = exportWith({u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    for (const char *word : {"sheet", "table", "card", "--blank", "--units", "--from", "--to", "--page-size", "--landscape", "--greyscale", "--output"})
        QVERIFY2(r.out.contains(QLatin1String(word)), word);
}

void TestExport::printerPath()
{
    if (!havePoppler())
        QSKIP("pdfinfo and pdftotext (poppler-utils) are not installed");
    // The window prints through QPrinter: preparePrinter before the dialog, printDocument after it (or from
    // QPrintPreviewDialog::paintRequested). Here the printer writes a PDF, so the result can be read back.
    const QString file = m_dir.filePath(u"printer.pdf"_s);
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(file);
    const MoraleTableDocument doc(1, 60);
    PageSetup setup;
    setup.pageSize = QPageSize(QPageSize::Letter);
    setup.orientation = QPageLayout::Landscape;
    QVERIFY(preparePrinter(printer, doc, setup));
    printer.setPrintRange(QPrinter::PageRange);
    printer.setFromTo(2, 3);
    QString error;
    QVERIFY2(printDocument(&printer, doc, &error), qPrintable(error));
    QCOMPARE(pdfInfo(file, u"Pages"_s).toInt(), 2);
    QCOMPARE(pdfInfo(file, u"Title"_s), u"Morale Results Table"_s);
    QVERIFY(pdfInfo(file, u"Page size"_s).endsWith(u"(letter)"_s));
    const QString text = pdfText(file);
    const int total = pageCount(doc, setup);
    QVERIFY(text.contains(u"Page 2 of %1"_s.arg(total)));
    QVERIFY(text.contains(u"Page 3 of %1"_s.arg(total)));
    QVERIFY(!text.contains(u"Page 1 of"_s));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
