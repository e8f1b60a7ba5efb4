// `moraledesk export …` and the PDFs it writes (issue: print and PDF), checked with poppler-utils:
// pdfinfo for the page count, size and Title, pdftotext for real, searchable text. Also the QPrinter path
// the window's Print… uses.
#include "ratio/BattlegroupReader.h"
#include "cli/ExportSubcommand.h"
#include "systems/BuiltInSystemUis.h"
#include "ratio/print/FilledSheetDocument.h"
#include "ratio/print/MoraleTableDocument.h"
#include "print/PageRenderer.h"
#include "printer/PrinterDialogs.h"
#include "printer/PrinterJobs.h"
#include "printer/PrinterPlugin.h"
#include "ratio/print/ReferenceCardDocument.h"
#include "document/GameDocument.h"
#include "document/StateJournal.h"
#include "system/SystemWorkspace.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QtPrintSupport/QPrintPreviewDialog>
#include <QtPrintSupport/QPrintPreviewWidget>
#include <QApplication>

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

// A second system registered beside the built-in ones, for `export --system`: its id ends in "-morale", so
// "toy" is its short name. One printable, "toy", filled from nothing.
const QString kToy = u"toy-morale"_s;

class ToyState final : public GameState
{
public:
    QString name() const override { return u"toy"_s; }
    QString ruleSystem() const override { return kToy; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<ToyState>(*this); }
};

class ToySystem final : public RuleSystem
{
public:
    QString id() const override { return kToy; }
    QString displayName() const override { return u"Toy morale"_s; }
    int currentFormat() const override { return 1; }
    StateReadResult read(const QJsonObject &, const QByteArray &, int) const override
    {
        StateReadResult r;
        r.state = std::make_unique<ToyState>();
        return r;
    }
    QByteArray write(const GameState &) const override
    {
        return QJsonDocument(QJsonObject{{"format"_L1, 1}, {"ruleSystem"_L1, kToy}}).toJson(QJsonDocument::Compact);
    }
    std::unique_ptr<GameState> newState() const override { return std::make_unique<ToyState>(); }
    QList<RuleOption> options() const override { return {}; }
    QList<Printable> printables() const override { return {{u"toy"_s, "Toy", "Toy sheet", false}}; }
    StepResult playStep(GameState &, const QString &, DiceSource &) const override { return {false, u"no steps"_s, {}}; }
};

class ToySheet final : public PrintDocument
{
public:
    QString title() const override { return u"Toy sheet"_s; }
    QList<FlowBlock> blocks(const QSizeF &) const override
    {
        FlowBlock block;
        block.height = 20.0;
        block.paint = [](PrintPainter &, const QRectF &) {};
        return {block};
    }
};

class ToyJournal final : public StateJournal
{
public:
    QByteArray entry(const GameState &, const GameState &) const override { return {}; }
    bool apply(const QByteArray &, QJsonObject &) const override { return false; }
};

class ToyUi final : public SystemUi
{
public:
    QString ruleSystem() const override { return kToy; }
    QList<NewChoice> templates() const override { return {}; }
    std::unique_ptr<GameState> newState(const QString &) const override { return std::make_unique<ToyState>(); }
    std::unique_ptr<GameDocument> makeDocument(std::unique_ptr<GameState>) const override { return nullptr; }
    std::unique_ptr<SystemWorkspace> createWorkspace(const WorkspaceHost &) const override { return nullptr; }
    QString rulesNotes() const override { return {}; }
    PrintChoices printChoices() const override { return {{{u"toy"_s, u"Toy sheet"_s}}, {}}; }
    std::unique_ptr<PrintDocument> printDocument(const PrintRequest &, const GameState *) const override
    {
        return std::make_unique<ToySheet>();
    }
    QString printFileName(const PrintRequest &, const GameState *) const override { return u"toy.pdf"_s; }
    ExportSpec exportSpec() const override { return {u"A toy's pages"_s, {u"toy"_s}, u"The toy file."_s, {}}; }
    bool exportTakesFile(const QString &) const override { return true; }
    void parseExport(const QCommandLineParser &, const QString &document, const QString &, PrintRequest *request,
                     const std::function<void(const QString &)> &) const override
    {
        request->printable = document;
    }
    const StateJournal &journal() const override
    {
        static const ToyJournal journal;
        return journal;
    }
};
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
    void systemOption_data();
    void systemOption();
    void printerPath();
    void printPreviewShowsThePages();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
};

void TestExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(ruleSystems().add(std::make_unique<ToySystem>()));
    QVERIFY(systemUis().add(std::make_unique<ToyUi>()));
}

void TestExport::cleanupTestCase()
{
    systemUis().remove(kToy);
    ruleSystems().remove(kToy);
}

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
    for (const char *word : {"sheet", "table", "card", "--blank", "--units", "--from", "--to", "--system", "--page-size", "--landscape", "--greyscale", "--output"})
        QVERIFY2(r.out.contains(QLatin1String(word)), word);
}

// `--system ID` picks the system when no file names one (its id or short name, in any case), and is refused when
// unknown, repeated or contradicting the named file.
void TestExport::systemOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("says"); // the PDF's Title when exit 0, else parts of the one stderr line
    QTest::addColumn<QString>("helpSays"); // with --help: part of its text

    const QString ratioFile = dataPath(u"valid/minimal.json"_s);
    const QString toyFile = m_dir.filePath(u"toy.json"_s);
    {
        QFile f(toyFile);
        if (!f.open(QIODevice::WriteOnly) || f.write(ToySystem().write(ToyState())) <= 0)
            qFatal("cannot write the toy file");
    }
    const QString card = u"Ratio Morale Quick Reference"_s;
    const QString sheet = u"Battlegroup Status Sheet"_s;
    const QString toy = u"Toy sheet"_s;
    const int usage = ExportSubcommand::Usage;
    QTest::newRow("ratio by id") << QStringList{u"card"_s, u"--system"_s, u"ratio-morale"_s} << 0 << QStringList{card} << QString();
    QTest::newRow("ratio by short name") << QStringList{u"--system"_s, u"ratio"_s, u"card"_s} << 0 << QStringList{card} << QString();
    QTest::newRow("any case") << QStringList{u"card"_s, u"--system=RATIO"_s} << 0 << QStringList{card} << QString();
    QTest::newRow("another system") << QStringList{u"toy"_s, u"--system"_s, u"toy"_s} << 0 << QStringList{toy} << QString();
    QTest::newRow("another system by id") << QStringList{u"toy"_s, u"--system"_s, u"toy-morale"_s} << 0 << QStringList{toy} << QString();
    QTest::newRow("its own documents only") << QStringList{u"card"_s, u"--system"_s, u"toy"_s} << usage
                                            << QStringList{u"unknown document \"card\": expected toy"_s} << QString();
    QTest::newRow("without it the first") << QStringList{u"toy"_s} << usage
                                          << QStringList{u"unknown document \"toy\": expected sheet, table or card"_s} << QString();
    QTest::newRow("unknown") << QStringList{u"card"_s, u"--system"_s, u"no-such-system"_s} << usage
                             << QStringList{u"--system: unknown rule system \"no-such-system\": expected "_s, u"ratio-morale (ratio)"_s,
                                            u"toy-morale (toy)"_s}
                             << QString();
    QTest::newRow("empty") << QStringList{u"card"_s, u"--system="_s} << usage << QStringList{u"unknown rule system \"\""_s} << QString();
    // Without a value it takes the next word, as every option does: here the -o after it.
    QTest::newRow("no value") << QStringList{u"card"_s, u"--system"_s} << usage << QStringList{u"unknown rule system \"-o\""_s}
                              << QString();
    QTest::newRow("twice") << QStringList{u"card"_s, u"--system"_s, u"ratio"_s, u"--system"_s, u"toy"_s} << usage
                           << QStringList{u"--system is given more than once"_s} << QString();
    QTest::newRow("agrees with the file") << QStringList{u"sheet"_s, ratioFile, u"--system"_s, u"ratio"_s} << 0 << QStringList{sheet}
                                          << QString();
    QTest::newRow("contradicts the file") << QStringList{u"sheet"_s, ratioFile, u"--system"_s, u"toy"_s} << usage
                                          << QStringList{u"--system toy contradicts %1, a Ratio"_s.arg(ratioFile)} << QString();
    QTest::newRow("the file picks") << QStringList{u"toy"_s, toyFile} << 0 << QStringList{toy} << QString();
    QTest::newRow("contradicts the toy file") << QStringList{u"toy"_s, toyFile, u"--system"_s, u"ratio-morale"_s} << usage
                                              << QStringList{u"--system ratio-morale contradicts %1, a Toy morale file"_s.arg(toyFile)}
                                              << QString();
    QTest::newRow("help of the system named") << QStringList{u"--system"_s, u"toy"_s, u"--help"_s} << 0 << QStringList{}
                                              << u"A toy's pages"_s;
    QTest::newRow("help of the first") << QStringList{u"--help"_s} << 0 << QStringList{} << u"the quick-reference card"_s;
}

void TestExport::systemOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QStringList, says);
    QFETCH(QString, helpSays);
    const QString file = m_dir.filePath(u"system-%1.pdf"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    const Run r = exportWith(arguments + QStringList{u"-o"_s, file});
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    if (!helpSays.isEmpty()) {
        QVERIFY2(r.out.contains(helpSays), qPrintable(r.out));
        // Every system the option takes is named in its help (the help wraps its lines where it likes).
        const QString help = r.out.simplified();
        QVERIFY2(help.contains(u"ratio-morale (ratio)"_s) && help.contains(u"toy-morale (toy)"_s), qPrintable(r.out));
        // The first system's help names how to see the others' documents; a named system's help does not.
        const bool named = arguments.contains(u"--system"_s);
        QVERIFY2(r.out.contains(u"\nOther rule systems: "_s) == !named, qPrintable(r.out));
        if (!named)
            QVERIFY2(help.contains(u"--system toy --help lists the documents of Toy morale"_s), qPrintable(r.out));
        return;
    }
    if (exitCode != 0) {
        QCOMPARE(r.err.count(u'\n'), 1);
        for (const QString &part : says)
            QVERIFY2(r.err.contains(part), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
        return;
    }
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY(QFileInfo::exists(file));
    if (!havePoppler())
        QSKIP("pdfinfo (poppler-utils) is not installed");
    QCOMPARE(pdfInfo(file, u"Title"_s), says.constFirst());
}

void TestExport::printerPath()
{
    if (!havePoppler())
        QSKIP("pdfinfo and pdftotext (poppler-utils) are not installed");
    // The window prints through the printer plug-in (app/printer): a QPrinter set up from the job before its
    // dialog, the pages the dialog chose painted after it. Here the printer writes a PDF, pages 2 to 3, so the
    // result can be read back.
    const PrinterPlugin plugin = PrinterPlugin::load(PrinterPlugin::defaultPath());
    QVERIFY2(plugin.dialogs(), qPrintable(plugin.error()));
    const QString file = m_dir.filePath(u"printer.pdf"_s);
    const MoraleTableDocument doc(1, 60);
    PageSetup setup;
    setup.pageSize = QPageSize(QPageSize::Letter);
    setup.orientation = QPageLayout::Landscape;
    QString error;
    QVERIFY2(plugin.dialogs()->printToPdf(file, printerJob(doc, setup), 2, 3, &error), qPrintable(error));
    QCOMPARE(pdfInfo(file, u"Pages"_s).toInt(), 2);
    QCOMPARE(pdfInfo(file, u"Title"_s), u"Morale Results Table"_s);
    QVERIFY(pdfInfo(file, u"Page size"_s).endsWith(u"(letter)"_s));
    const QString text = pdfText(file);
    const int total = pageCount(doc, setup);
    QVERIFY(text.contains(u"Page 2 of %1"_s.arg(total)));
    QVERIFY(text.contains(u"Page 3 of %1"_s.arg(total)));
    QVERIFY(!text.contains(u"Page 1 of"_s));

    // Without the plug-in, printing says why and points to Export PDF…, which needs none.
    const PrinterPlugin absent = PrinterPlugin::load(m_dir.filePath(u"no-such-folder/moraledesk_printer.so"_s));
    QVERIFY(!absent.dialogs());
    QVERIFY2(absent.error().startsWith(u"Printing is not available: the plug-in "_s), qPrintable(absent.error()));
    QVERIFY(absent.error().contains(u"Export PDF"_s));
}

void TestExport::printPreviewShowsThePages()
{
    // Print Preview… through the plug-in: the preview asks the job for its pages, the same the PDF has.
    const PrinterPlugin plugin = PrinterPlugin::load(PrinterPlugin::defaultPath());
    QVERIFY2(plugin.dialogs(), qPrintable(plugin.error()));
    const MoraleTableDocument doc(1, 60);
    PageSetup setup;
    setup.pageSize = QPageSize(QPageSize::A4);
    int shownPages = -1;
    QString title;
    QTimer::singleShot(0, this, [&] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *preview = qobject_cast<QPrintPreviewDialog *>(w)) {
                if (auto *pages = preview->findChild<QPrintPreviewWidget *>()) {
                    pages->updatePreview();
                    shownPages = pages->pageCount();
                }
                title = preview->printer()->docName();
                preview->reject();
            }
        }
    });
    plugin.dialogs()->preview(nullptr, printerJob(doc, setup));
    QCOMPARE(shownPages, pageCount(doc, setup));
    QCOMPARE(title, u"Morale Results Table"_s);
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
