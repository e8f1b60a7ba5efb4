// main() dispatches a subcommand by the first name that matches: two rule systems that register the same
// subcommand name, or one that takes a shell or CommandLine name, must be caught (clashingSubcommandNames).
#include "system/SubcommandClashes.h"

#include <QTest>
#include <QTextStream>

using namespace md;

namespace {
Subcommand fake(const QString &name)
{
    return {name, false, Subcommand::Output::ForScripts, [](const QStringList &, QTextStream &, QTextStream &) { return 0; }};
}

// A fake rule system's subcommands, as SystemUi::subcommands() gives them.
QList<Subcommand> fakeSystem(const QStringList &names)
{
    QList<Subcommand> list;
    for (const QString &name : names)
        list.append(fake(name));
    return list;
}

const QStringList reserved{QStringLiteral("validate"), QStringLiteral("summary")};
} // namespace

class TestSubcommandClashes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void distinctNamesPass();
    void twoSystemsClash();
    void shellNamesClash();
    void reservedNamesClash();
};

void TestSubcommandClashes::distinctNamesPass()
{
    QList<Subcommand> all{fake(QStringLiteral("export"))};
    all += fakeSystem({QStringLiteral("table"), QStringLiteral("check"), QStringLiteral("play")});
    all += fakeSystem({QStringLiteral("roll"), QStringLiteral("chart")});
    all.append(fake(QStringLiteral("campaign")));
    QCOMPARE(clashingSubcommandNames(all, reserved), QStringList());
    QCOMPARE(clashingSubcommandNames({}, reserved), QStringList());
}

void TestSubcommandClashes::twoSystemsClash()
{
    QList<Subcommand> all = fakeSystem({QStringLiteral("table"), QStringLiteral("play")});
    all += fakeSystem({QStringLiteral("play"), QStringLiteral("chart"), QStringLiteral("table")});
    // Each name once, in the order the second claim is met.
    QCOMPARE(clashingSubcommandNames(all, reserved), (QStringList{QStringLiteral("play"), QStringLiteral("table")}));
    // Three claims of one name still name it once.
    all += fakeSystem({QStringLiteral("play")});
    QCOMPARE(clashingSubcommandNames(all, reserved), (QStringList{QStringLiteral("play"), QStringLiteral("table")}));
}

void TestSubcommandClashes::shellNamesClash()
{
    QList<Subcommand> all{fake(QStringLiteral("export"))};
    all += fakeSystem({QStringLiteral("campaign"), QStringLiteral("export")});
    all.append(fake(QStringLiteral("campaign")));
    QCOMPARE(clashingSubcommandNames(all, reserved), (QStringList{QStringLiteral("export"), QStringLiteral("campaign")}));
}

void TestSubcommandClashes::reservedNamesClash()
{
    const QList<Subcommand> all = fakeSystem({QStringLiteral("summary"), QStringLiteral("table")});
    QCOMPARE(clashingSubcommandNames(all, reserved), QStringList{QStringLiteral("summary")});
    // Without the reserved names the same list is fine.
    QCOMPARE(clashingSubcommandNames(all), QStringList());
}

QTEST_GUILESS_MAIN(TestSubcommandClashes)
#include "tst_subcommandclashes.moc"
