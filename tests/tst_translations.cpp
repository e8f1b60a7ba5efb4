// Issue 6: every string ships translated. lupdate runs over the sources into copies of the .ts files and
// nothing may come back unfinished, vanished or obsolete; placeholders, accelerators and markup must
// survive translation; the compiled catalogues reach the rules texts, the window and a printed sheet.

#include "MainWindow.h"
#include "base/Settings.h"
#include "TestPrompter.h"
#include "base/Translations.h"
#include "ratio/model/Outcome.h"
#include "ratio/model/Rank.h"
#include "ratio/rules/RatioMorale.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/widgets/PlayPanel.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>
#include <QUndoGroup>
#include <QUndoStack>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace md;

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or one per numerus form
};

QList<Message> readTs(const QString &fileName, QString *error)
{
    QList<Message> messages;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == "context"_L1) {
                context.clear();
            } else if (name == "name"_L1) {
                context = xml.readElementText();
            } else if (name == "message"_L1) {
                current = Message{context, {}, {}, xml.attributes().value("numerus"_L1) == "yes"_L1, {}, {}};
            } else if (name == "source"_L1) {
                current.source = xml.readElementText();
            } else if (name == "comment"_L1) {
                current.comment = xml.readElementText();
            } else if (name == "translation"_L1) {
                current.type = xml.attributes().value("type"_L1).toString();
                if (!current.numerus)
                    current.translations << xml.readElementText();
            } else if (name == "numerusform"_L1) {
                current.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == "message"_L1) {
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QString describe(const Message &m) { return u"[%1] \"%2\""_s.arg(m.context, m.source.left(70)); }

// %1…%99 and %n, as a sorted list with repeats folded.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(u"%(\\d{1,2}|n)"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

// A menu accelerator: & before a letter or digit, but neither "&&" nor an HTML entity.
bool hasAccelerator(const QString &text)
{
    static const QRegularExpression re(u"(?<!&)&(?!&|[A-Za-z]+;|#\\d+;)[\\w\\p{L}]"_s);
    return re.match(text).hasMatch();
}

// HTML markup only: "<opened file>" is a placeholder text, not a tag.
QStringList tags(const QString &text)
{
    static const QRegularExpression re(u"</?(a|b|i|p|br|em|strong|h[1-6]|ul|ol|li|table|tr|td|th|span|div|tt|code)\\b"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0).toLower();
    found.sort();
    return found;
}

QString tsFile(const QString &language) { return QStringLiteral(MORALEDESK_SOURCE_DIR "/translations/moraledesk_%1.ts").arg(language); }

QString run(const QString &program, const QStringList &arguments, int *exitCode)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit) {
        *exitCode = -1;
        return {};
    }
    *exitCode = process.exitCode();
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void upToDateAndComplete_data();
    void upToDateAndComplete();
    void catalogueMatchesTsFile_data();
    void catalogueMatchesTsFile();
    void englishPlurals();
    void playPanelFitsItsPlace_data();
    void playPanelFitsItsPlace();
    void germanProgram();
    void printedSheet_data();
    void printedSheet();

private:
    QTemporaryDir m_dir;
};

void TestTranslations::initTestCase() { QVERIFY(m_dir.isValid()); }

void TestTranslations::upToDateAndComplete_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Translations::languages())
        QTest::newRow(qPrintable(language)) << language;
}

// lupdate over today's sources into a copy: a new string comes back "unfinished", a removed one
// "vanished" or "obsolete", so either fails here until the .ts file is refreshed and translated.
void TestTranslations::upToDateAndComplete()
{
    QFETCH(QString, language);
    const QString copy = m_dir.filePath(u"check_%1.ts"_s.arg(language));
    QFile::remove(copy);
    QVERIFY(QFile::copy(tsFile(language), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QStringList arguments{u"-recursive"_s, u"-locations"_s, u"none"_s, u"-no-ui-lines"_s};
    if (language == "en"_L1)
        arguments << u"-pluralonly"_s;
    arguments << QStringLiteral(MORALEDESK_SOURCE_DIR "/app") << QStringLiteral(MORALEDESK_SOURCE_DIR "/core") << u"-ts"_s << copy;
    int exitCode = 0;
    run(QStringLiteral(MORALEDESK_LUPDATE), arguments, &exitCode);
    QCOMPARE(exitCode, 0);

    QString error;
    const QList<Message> messages = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const Message &m : messages) {
        if (!m.type.isEmpty()) {
            problems << u"%1 is %2"_s.arg(describe(m), m.type);
            continue;
        }
        if (m.translations.isEmpty() || m.translations.contains(QString())) {
            problems << u"%1 has an empty translation"_s.arg(describe(m));
            continue;
        }
        for (const QString &translation : m.translations) {
            if (placeholders(translation) != placeholders(m.source))
                problems << u"%1: placeholders %2 in \"%3\""_s.arg(describe(m), placeholders(translation).join(u' '), translation);
            if (hasAccelerator(translation) != hasAccelerator(m.source))
                problems << u"%1: accelerator lost or added in \"%2\""_s.arg(describe(m), translation);
            if (tags(translation) != tags(m.source))
                problems << u"%1: markup differs in \"%2\""_s.arg(describe(m), translation);
        }
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(u"%1 problem(s) in moraledesk_%2.ts; refresh with `cmake --build <build> --target "
                        "update_translations` and translate:\n"_s.arg(problems.size()).arg(language)
                        + problems.mid(0, 40).join(u'\n')));
}

void TestTranslations::catalogueMatchesTsFile_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << u"de"_s;
    QTest::newRow("fr") << u"fr"_s;
}

// The .qm embedded under :/i18n is the compiled .ts, whole.
void TestTranslations::catalogueMatchesTsFile()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(u"moraledesk_"_s + language, u":/i18n"_s));
    QString error;
    const QList<Message> messages = readTs(tsFile(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int checked = 0;
    for (const Message &m : messages) {
        if (m.numerus || m.type == "vanished"_L1 || m.type == "obsolete"_L1)
            continue;
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const QString found = translator.translate(context.constData(), source.constData(),
                                                   m.comment.isEmpty() ? nullptr : comment.constData());
        QVERIFY2(found == m.translations.value(0), qPrintable(describe(m)));
        ++checked;
    }
    QVERIFY(checked > 100);
}

// The English catalogue holds only plural forms: "1 … / 2 …s".
void TestTranslations::englishPlurals()
{
    QTranslator translator;
    QVERIFY(translator.load(u"moraledesk_en"_s, u":/i18n"_s));
    QString error;
    const QList<Message> messages = readTs(tsFile(u"en"_s), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int checked = 0;
    int differing = 0;
    for (const Message &m : messages) {
        QVERIFY2(m.numerus, qPrintable(describe(m)));
        QCOMPARE(m.translations.size(), 2);
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const char *disambiguation = m.comment.isEmpty() ? nullptr : comment.constData();
        QCOMPARE(translator.translate(context.constData(), source.constData(), disambiguation, 1), m.translations.at(0));
        QCOMPARE(translator.translate(context.constData(), source.constData(), disambiguation, 2), m.translations.at(1));
        if (m.translations.at(0) != m.translations.at(1))
            ++differing;
        ++checked;
    }
    QVERIFY(checked > 0);
    // Most, not all: ", %n left the board" reads the same for one and many.
    QVERIFY(differing > checked / 2);
}

void TestTranslations::playPanelFitsItsPlace_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Translations::languages())
        QTest::newRow(qPrintable(language)) << language;
}

// The play panel's buttons sit three to a row; a longer translation must not push them, or the die faces,
// past the right edge of their place in a window of the default size (French did).
void TestTranslations::playPanelFitsItsPlace()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(u"moraledesk_"_s + language, u":/i18n"_s));
    QCoreApplication::installTranslator(&translator);
    Settings settings(m_dir.filePath(u"fit-%1.ini"_s.arg(language)));
    settings.setFirstStartDone(true); // no quick start over the panel measured
    TestPrompter prompter;
    MainWindow window(&settings, &prompter, nullptr);
    window.start(QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/first-contact.json"));
    // The default size on a screen that has room for it (the offscreen screen is smaller, and the window
    // never starts larger than its screen).
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QWidget *place = qobject_cast<ratio::RatioWorkspace *>(window.workspace())->playPanel()->parentWidget(); // the scroll area's viewport
    QVERIFY(place);
    const int needed = qobject_cast<ratio::RatioWorkspace *>(window.workspace())->playPanel()->minimumSizeHint().width();
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(needed <= place->width(),
             qPrintable(u"%1: the play panel needs %2 px, its place is %3 px wide"_s.arg(language).arg(needed).arg(place->width())));
}

// German installed as the program does it: rules texts, the window's menus, Qt's own strings and the locale.
void TestTranslations::germanProgram()
{
    const QString english = ratio::behaviourText(FailureResult::Broken);
    const QString englishName = enumDisplayName(FailureResult::Shaken);
    const QString englishRank = enumDisplayName(Rank::Captain);
    QCOMPARE(Translations::install(Translations::resolve(u"de"_s)), u"de"_s);
    QCOMPARE(QLocale().language(), QLocale::German);

    QTranslator german;
    QVERIFY(german.load(u"moraledesk_de"_s, u":/i18n"_s));
    const auto expect = [&german](const char *context, const char *source) {
        const QString text = german.translate(context, source);
        return text.isEmpty() ? QString::fromUtf8(source) : text;
    };
    QCOMPARE(ratio::behaviourText(FailureResult::Broken), expect("md::ratio", english.toUtf8().constData()));
    QVERIFY(ratio::behaviourText(FailureResult::Broken) != english);
    QVERIFY(enumDisplayName(FailureResult::Shaken) != englishName);
    QCOMPARE(enumDisplayName(FailureResult::Shaken), expect(EnumTable<FailureResult>::context, englishName.toUtf8().constData()));
    QVERIFY(enumDisplayName(Rank::Captain) != englishRank);

    // Qt's own buttons come from Debian's qt6-translations-l10n.
    if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + u"/qtbase_de.qm"_s))
        QVERIFY(QCoreApplication::translate("QPlatformTheme", "Cancel") != "Cancel"_L1);

    Settings settings(m_dir.filePath(u"settings.ini"_s));
    TestPrompter prompter;
    MainWindow window(&settings, &prompter, nullptr);
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY(!menus.isEmpty());
    QCOMPARE(menus.first()->text(), expect("md::MainWindow", "&File"));
    QVERIFY(menus.first()->text() != "&File"_L1);

    // Edit → Undo names the action the language's way ("&Rückgängig: …"), not Qt's bare prefix + text.
    QVERIFY(window.undoGroup()->activeStack());
    window.undoGroup()->activeStack()->push(new QUndoCommand(u"Casualty: Pvt. Ames"_s));
    auto *undo = window.findChild<QAction *>(u"editUndo"_s);
    QVERIFY(undo && undo->isEnabled());
    QCOMPARE(undo->text(), expect("md::MainWindow", "&Undo %1").arg(u"Casualty: Pvt. Ames"_s));
    QVERIFY2(undo->text().startsWith(u"&Rückgängig: "_s), qPrintable(undo->text()));
    window.undoGroup()->activeStack()->undo();
    auto *redo = window.findChild<QAction *>(u"editRedo"_s);
    QVERIFY(redo && redo->isEnabled() && !undo->isEnabled());
    QCOMPARE(redo->text(), expect("md::MainWindow", "&Redo %1").arg(u"Casualty: Pvt. Ames"_s));
}

void TestTranslations::printedSheet_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << u"de"_s;
    QTest::newRow("fr") << u"fr"_s;
}

// `moraledesk export sheet … --language xx` prints the filled sheet in that language.
void TestTranslations::printedSheet()
{
    QFETCH(QString, language);
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const QString pdf = m_dir.filePath(u"sheet_%1.pdf"_s.arg(language));
    int exitCode = 0;
    run(QStringLiteral(MORALEDESK_BINARY),
        {u"export"_s, u"sheet"_s, QStringLiteral(MORALEDESK_SOURCE_DIR "/resources/samples/first-contact.json"), u"-o"_s, pdf,
         u"--language"_s, language},
        &exitCode);
    QCOMPARE(exitCode, 0);
    const QString text = run(u"pdftotext"_s, {pdf, u"-"_s}, &exitCode).simplified();
    QCOMPARE(exitCode, 0);

    QTranslator translator;
    QVERIFY(translator.load(u"moraledesk_"_s + language, u":/i18n"_s));
    for (const auto &[context, source] : {std::pair{"md::SheetParts", "Battlegroup Status Sheet"},
                                          std::pair{"md::FilledSheetDocument", "Side / player"}}) {
        const QString translated = translator.translate(context, source);
        QVERIFY2(!translated.isEmpty() && translated != QLatin1String(source), source);
        QVERIFY2(text.contains(translated), qPrintable(u"\"%1\" is not on the %2 sheet"_s.arg(translated, language)));
        QVERIFY2(!text.contains(QLatin1String(source)), source);
    }
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
