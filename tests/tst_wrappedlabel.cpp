// Issue 19: WrappedLabel, which remembers its measures, answers exactly as a QLabel would (size hints, heights
// per width, widths asked again) after each change of text, font, margin, indent, size limit or format.
#include "widgets/WrappedLabel.h"

#include <QFont>
#include <QTest>

using namespace md;

namespace {
// The same label twice: the plain QLabel is the reference.
struct Pair
{
    QLabel plain;
    WrappedLabel wrapped;
    Pair() { plain.setWordWrap(true); }
    template<typename F>
    void both(F f)
    {
        f(plain);
        f(static_cast<QLabel &>(wrapped));
    }
};

const QString kRich = QStringLiteral("<table><tr><td><b>Unit level</b></td><td>13 of 13 (ratio 1.00)</td></tr>"
                                     "<tr><td><b>Roll needed</b></td><td>S: automatic success, no check is made</td></tr>"
                                     "</table>What if: losing 1 more point drops the unit to 12 of 13 (need 9): a "
                                     "failure then means Cautious.");
const QString kPlain = QStringLiteral("No group test is due: casualties have not reached a condition the group has not "
                                      "yet tested (A.2.1).");
} // namespace

class TestWrappedLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answersAsQLabel_data();
    void answersAsQLabel();
};

void TestWrappedLabel::answersAsQLabel_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("format");
    QTest::newRow("rich") << kRich << int(Qt::RichText);
    QTest::newRow("plain") << kPlain << int(Qt::PlainText);
    QTest::newRow("auto") << kRich << int(Qt::AutoText);
}

void TestWrappedLabel::answersAsQLabel()
{
    QFETCH(QString, text);
    QFETCH(int, format);
    Pair p;
    const auto compare = [&p](const char *when) {
        QVERIFY2(p.wrapped.sizeHint() == p.plain.sizeHint(), when);
        QVERIFY2(p.wrapped.minimumSizeHint() == p.plain.minimumSizeHint(), when);
        for (int width : {0, 60, 180, 240, 180, 400, 60, 1000}) // repeated widths come from the cache
            QVERIFY2(p.wrapped.heightForWidth(width) == p.plain.heightForWidth(width), when);
    };
    p.both([format](QLabel &l) { l.setTextFormat(static_cast<Qt::TextFormat>(format)); });
    compare("empty");
    p.both([&text](QLabel &l) { l.setText(text); });
    compare("text");
    p.both([](QLabel &l) { l.setText(l.text() + QStringLiteral(" And one more sentence to wrap.")); });
    compare("longer text");
    p.both([](QLabel &l) {
        QFont f = l.font();
        f.setPointSizeF(f.pointSizeF() * 1.5);
        l.setFont(f);
    });
    compare("bigger font (zoom)");
    p.both([](QLabel &l) { l.setMargin(6); });
    compare("margin");
    p.both([](QLabel &l) { l.setIndent(10); });
    compare("indent");
    p.both([](QLabel &l) { l.setMinimumWidth(150); });
    compare("minimum width");
    p.both([](QLabel &l) { l.setText(QString()); });
    compare("emptied");
}

QTEST_MAIN(TestWrappedLabel)
#include "tst_wrappedlabel.moc"
