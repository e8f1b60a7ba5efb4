// WW1's printables (issue 14, Print), the export side: the choices and file names, the export's arguments
// (Ww1Export) and `moraledesk export` for WW1. The sheets and the card themselves are in tst_ww1_print.
#include "Ww1PrintFixture.h"
#include "PaintedText.h"
#include "cli/ExportSubcommand.h"
#include "document/GameFile.h"
#include "print/PageRenderer.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"
#include "systems/BuiltInSystemUis.h"
#include "widgets/PrintOptionsDialog.h"
#include "ww1/Ww1Export.h"
#include "ww1/Ww1State.h"
#include "ww1/print/Ww1BlankSheetDocument.h"
#include "ww1/print/Ww1FilledSheetDocument.h"
#include "ww1/print/Ww1Printables.h"
#include "ww1/print/Ww1ReferenceCardDocument.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QPainter>
#include <QProcess>
#include <QComboBox>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <memory>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
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

QString pdfInfo(const QString &file, const QString &key)
{
    const QString info = runTool(u"pdfinfo"_s, {file});
    const QRegularExpression line(u"^%1:\\s*(.*)$"_s.arg(QRegularExpression::escape(key)), QRegularExpression::MultilineOption);
    const auto match = line.match(info);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}
} // namespace

class TestWw1Export : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void choicesAndFileNames();
    void exportArguments_data();
    void exportArguments();
    void exportRefusals_data();
    void exportRefusals();
    void exportsPdf_data();
    void exportsPdf();
    void pagesWiderThanTallPrintLandscape_data();
    void pagesWiderThanTallPrintLandscape();
    void printDialogFollowsTheDocument();

private:
    QTemporaryDir m_dir;
};

void TestWw1Export::choicesAndFileNames()
{
    const PrintChoices choices = Ww1Printables::choices();
    QStringList keys;
    for (const PrintChoice &c : choices.documents)
        keys << c.key;
    QCOMPARE(keys, (QStringList{u"sheet"_s, u"blank-sheet"_s, u"card"_s}));
    for (const PrintOption &o : choices.options) {
        QCOMPARE(o.printables, QStringList{u"blank-sheet"_s});
        QVERIFY(o.minimum <= o.defaultValue && o.defaultValue <= o.maximum);
    }
    PrintRequest request;
    request.printable = u"blank-sheet"_s;
    request.options = {{u"groups"_s, 5}, {u"stands"_s, 2}, {u"members"_s, 60}};
    const auto blank = Ww1Printables::document(request, nullptr);
    const auto *b = dynamic_cast<const Ww1BlankSheetDocument *>(blank.get());
    QVERIFY(b);
    QCOMPARE(b->groups(), 5);
    QCOMPARE(b->stands(), 2);
    QCOMPARE(b->members(), 60);
    request.printable = u"card"_s;
    QVERIFY(dynamic_cast<const Ww1ReferenceCardDocument *>(Ww1Printables::document(request, nullptr).get()));
    request.printable = u"sheet"_s;
    const Ww1Force force = midGameForce();
    const auto filled = Ww1Printables::document(request, &force);
    const auto *f = dynamic_cast<const Ww1FilledSheetDocument *>(filled.get());
    QVERIFY(f);
    QCOMPARE(f->force(), force);
    QCOMPARE(Ww1Printables::fileName(request, &force), u"Hooge, 30 July - force sheet.pdf"_s);
    request.printable = u"card"_s;
    QVERIFY(Ww1Printables::fileName(request, nullptr).endsWith(u".pdf"_s));
}

void TestWw1Export::exportArguments_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "export"
    QTest::addColumn<QString>("printable");
    QTest::addColumn<QString>("error"); // empty: accepted
    const QString file = u"force.json"_s;
    QTest::newRow("blank") << QStringList{u"sheet"_s, u"--blank"_s} << u"blank-sheet"_s << QString();
    QTest::newRow("blank with sizes") << QStringList{u"sheet"_s, u"--blank"_s, u"--groups"_s, u"50"_s, u"--stands"_s, u"1"_s, u"--members"_s, u"8"_s}
                                      << u"blank-sheet"_s << QString();
    QTest::newRow("filled") << QStringList{u"sheet"_s, file} << u"sheet"_s << QString();
    QTest::newRow("card") << QStringList{u"card"_s} << u"card"_s << QString();
    QTest::newRow("neither") << QStringList{u"sheet"_s} << u"sheet"_s << u"give --blank or a WW1 force file"_s;
    QTest::newRow("both") << QStringList{u"sheet"_s, u"--blank"_s, file} << u"blank-sheet"_s << u"not both"_s;
    QTest::newRow("groups zero") << QStringList{u"sheet"_s, u"--blank"_s, u"--groups"_s, u"0"_s} << u"blank-sheet"_s
                                 << u"--groups must be a whole number from 1 to 50, not \"0\""_s;
    QTest::newRow("stands 41") << QStringList{u"sheet"_s, u"--blank"_s, u"--stands"_s, u"41"_s} << u"blank-sheet"_s << u"from 1 to 40"_s;
    QTest::newRow("members 7") << QStringList{u"sheet"_s, u"--blank"_s, u"--members"_s, u"7"_s} << u"blank-sheet"_s << u"from 8 to 200"_s;
    QTest::newRow("members words") << QStringList{u"sheet"_s, u"--blank"_s, u"--members"_s, u"ten"_s} << u"blank-sheet"_s << u"\"ten\""_s;
    QTest::newRow("groups on a filled sheet") << QStringList{u"sheet"_s, file, u"--groups"_s, u"2"_s} << u"sheet"_s
                                              << u"--groups goes with --blank"_s;
    QTest::newRow("card --blank") << QStringList{u"card"_s, u"--blank"_s} << u"card"_s << u"--blank does not apply to \"export card\""_s;
    QTest::newRow("card --members") << QStringList{u"card"_s, u"--members"_s, u"9"_s} << u"card"_s << u"--members does not apply"_s;
}

void TestWw1Export::exportArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, printable);
    QFETCH(QString, error);
    const ExportSpec spec = Ww1Export::spec();
    QCOMPARE(spec.documents, (QStringList{u"sheet"_s, u"card"_s}));
    QVERIFY(Ww1Export::takesFile(u"sheet"_s));
    QVERIFY(!Ww1Export::takesFile(u"card"_s));
    QCommandLineParser parser;
    parser.addOptions(spec.options);
    QVERIFY2(parser.parse(QStringList{u"export"_s} + arguments), qPrintable(parser.errorText()));
    const QStringList positional = parser.positionalArguments();
    PrintRequest request;
    QStringList failures;
    Ww1Export::parse(parser, positional.value(0), positional.value(1), &request,
                     [&failures](const QString &message) { failures << message; });
    QCOMPARE(request.printable, printable);
    if (error.isEmpty()) {
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    } else {
        QVERIFY(!failures.isEmpty());
        QVERIFY2(failures.constFirst().contains(error), qPrintable(failures.constFirst()));
    }
    if (printable == u"blank-sheet"_s && error.isEmpty()) {
        // What was given, else the defaults.
        const auto given = [&](const QString &name, int fallback) {
            return parser.isSet(name) ? parser.value(name).toInt() : fallback;
        };
        QCOMPARE(request.option(u"groups"_s, -1), given(u"groups"_s, Ww1BlankSheetDocument::defaultGroups));
        QCOMPARE(request.option(u"stands"_s, -1), given(u"stands"_s, Ww1BlankSheetDocument::defaultStands));
        QCOMPARE(request.option(u"members"_s, -1), given(u"members"_s, Ww1BlankSheetDocument::defaultMembers));
    }
}

// `moraledesk export` for WW1 through the registered systems: these need Ww1Ui registered (BuiltInSystemUis).
void TestWw1Export::exportsPdf_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("pages");  // 0: any
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("card A4") << QStringList{u"card"_s, u"--system"_s, u"ww1"_s, u"--page-size"_s, u"A4"_s} << 1
                             << u"WW1 Morale Quick Reference"_s << QStringList{u"13/18"_s, u"21/36"_s, u"IM8"_s};
    QTest::newRow("card Letter landscape greyscale")
        << QStringList{u"card"_s, u"--system"_s, u"ww1-morale"_s, u"--page-size"_s, u"Letter"_s, u"--landscape"_s, u"--greyscale"_s}
        << 1 << u"WW1 Morale Quick Reference"_s << QStringList{u"Surrender"_s};
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/ww1-trench-raid.json");
    QTest::newRow("filled sample") << QStringList{u"sheet"_s, sample, u"--page-size"_s, u"A4"_s} << 0 << u"WW1 Force Sheet"_s
                                   << QStringList{u"Trench raid at Bois Grenier"_s, u"C Company raiding party"_s, u"Wiring party"_s};
    QTest::newRow("filled sample, --system agrees") << QStringList{u"sheet"_s, sample, u"--system"_s, u"ww1"_s} << 0
                                                    << u"WW1 Force Sheet"_s << QStringList{u"Bombing post in the sap"_s};
    QTest::newRow("blank sheet") << QStringList{u"sheet"_s, u"--blank"_s, u"--system"_s, u"ww1"_s, u"--groups"_s, u"2"_s} << 0
                                 << u"WW1 Force Sheet"_s << QStringList{u"Members"_s, u"Casualties"_s};
}

void TestWw1Export::exportRefusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/ww1-trench-raid.json");
    const QString ratioSample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/first-contact.json");
    QTest::newRow("ratio file, --system ww1") << QStringList{u"sheet"_s, ratioSample, u"--system"_s, u"ww1"_s}
                                             << u"--system ww1 contradicts"_s;
    QTest::newRow("WW1 file, --system ratio") << QStringList{u"sheet"_s, sample, u"--system"_s, u"ratio"_s}
                                             << u"--system ratio contradicts"_s;
    QTest::newRow("ratio's document for WW1") << QStringList{u"table"_s, u"--system"_s, u"ww1"_s}
                                             << u"unknown document \"table\": expected sheet or card"_s;
    QTest::newRow("WW1 file, ratio's option") << QStringList{u"sheet"_s, sample, u"--units"_s, u"3"_s} << u"units"_s;
    QTest::newRow("both orientations") << QStringList{u"card"_s, u"--system"_s, u"ww1"_s, u"--landscape"_s, u"--portrait"_s}
                                       << u"--landscape and --portrait exclude each other"_s;
    QTest::newRow("WW1 blank, bad size") << QStringList{u"sheet"_s, u"--system"_s, u"ww1"_s, u"--blank"_s, u"--stands"_s, u"0"_s}
                                         << u"--stands must be a whole number from 1 to 40"_s;
}

void TestWw1Export::exportRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const QString file = m_dir.filePath(u"refused.pdf"_s);
    const Run r = exportWith(arguments + QStringList{u"-o"_s, file});
    QCOMPARE(r.exitCode, int(ExportSubcommand::Usage));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(file));
}

void TestWw1Export::exportsPdf()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, pages);
    QFETCH(QString, title);
    QFETCH(QStringList, texts);
    const QString file = m_dir.filePath(u"%1.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    const Run r = exportWith(arguments + QStringList{u"-o"_s, file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo::exists(file));
    if (QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty() || QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdfinfo and pdftotext (poppler-utils) are not installed");
    if (pages > 0)
        QCOMPARE(pdfInfo(file, u"Pages"_s).toInt(), pages);
    QCOMPARE(pdfInfo(file, u"Title"_s), title);
    const QString text = runTool(u"pdftotext"_s, {u"-layout"_s, file, u"-"_s});
    for (const QString &t : texts)
        QVERIFY2(text.contains(t), qPrintable(t));
}

// Issue 15: a printable whose table is wider than tall prints landscape unless the player asks for portrait; the
// blank force sheet's thresholds (A.2.1) then run 1 to 40 in one strip across the page.
void TestWw1Export::pagesWiderThanTallPrintLandscape_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<bool>("oneStrip");
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/ww1-trench-raid.json");
    const QStringList blank{u"sheet"_s, u"--blank"_s, u"--system"_s, u"ww1"_s, u"--page-size"_s, u"A4"_s};
    QTest::newRow("blank sheet: landscape") << blank << true << true;
    QTest::newRow("blank sheet --portrait") << blank + QStringList{u"--portrait"_s} << false << false;
    QTest::newRow("filled sheet: portrait") << QStringList{u"sheet"_s, sample, u"--page-size"_s, u"A4"_s} << false << false;
    QTest::newRow("card: portrait") << QStringList{u"card"_s, u"--system"_s, u"ww1"_s, u"--page-size"_s, u"A4"_s} << false << false;
    QTest::newRow("card --landscape") << QStringList{u"card"_s, u"--system"_s, u"ww1"_s, u"--page-size"_s, u"A4"_s, u"--landscape"_s}
                                      << true << false;
}

void TestWw1Export::pagesWiderThanTallPrintLandscape()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, landscape);
    QFETCH(bool, oneStrip);
    const QString file = m_dir.filePath(u"orientation-%1.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-').remove(u':')));
    const Run r = exportWith(arguments + QStringList{u"-o"_s, file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    if (QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty() || QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdfinfo and pdftotext (poppler-utils) are not installed");
    // "842 x 595 pts (A4)": wider than tall on landscape paper.
    const QStringList size = pdfInfo(file, u"Page size"_s).split(u' ', Qt::SkipEmptyParts);
    QVERIFY2(size.size() >= 3, qPrintable(size.join(u' ')));
    QCOMPARE(size.at(0).toDouble() > size.at(2).toDouble(), landscape);
    if (arguments.contains(u"--blank"_s)) {
        const QString text = runTool(u"pdftotext"_s, {u"-layout"_s, file, u"-"_s});
        const QRegularExpression strip(u"Members\\s+1\\s+2\\s+3\\b.*\\b40\\b"_s);
        QCOMPARE(strip.match(text).hasMatch(), oneStrip);
    }
}

// The print dialog ticks Landscape for a document whose tables are wider than tall, and clears it for the others.
void TestWw1Export::printDialogFollowsTheDocument()
{
    PrintRequest defaults;
    defaults.printable = u"sheet"_s;
    PrintOptionsDialog dialog(u"Print"_s, Ww1Printables::choices(), defaults);
    auto *kind = dialog.findChild<QComboBox *>();
    QVERIFY(kind);
    QCOMPARE(kind->currentData().toString(), u"sheet"_s);
    QCOMPARE(dialog.request().setup.orientation, QPageLayout::Portrait);
    kind->setCurrentIndex(kind->findData(u"blank-sheet"_s));
    QCOMPARE(dialog.request().setup.orientation, QPageLayout::Landscape);
    kind->setCurrentIndex(kind->findData(u"card"_s));
    QCOMPARE(dialog.request().setup.orientation, QPageLayout::Portrait);
}

QTEST_MAIN(TestWw1Export)
#include "tst_ww1_export.moc"
