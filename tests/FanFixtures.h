#pragma once

// What the fantasy tests share: the PLACEHOLDER Profile Sheet of Part C.6, read from this folder's fixture (it
// is never shipped in resources/), readable QCOMPARE failures, and the spec's fractions as written ("3/4").

#include "fantasy/io/FanProfileReader.h"
#include "fantasy/rules/FanTest.h"
#include "kernel/Fraction.h"

#include <QDir>
#include <QStringList>
#include <QTest>

namespace md::fantasy {
inline char *toString(FanResult v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(FanCover v) { return qstrdup(qPrintable(enumKey(v))); }
} // namespace md::fantasy

namespace md {
inline char *toString(const Fraction &f) { return qstrdup(qPrintable(f.toString())); }
} // namespace md

namespace md::test {

using namespace md::fantasy;
using namespace Qt::StringLiterals;

inline QString fanDataDir(const QString &sub = {})
{
    return QStringLiteral(MORALEDESK_TEST_DATA "/fantasy/") + sub;
}

inline QStringList fanFixtures(const QString &folder)
{
    return QDir(fanDataDir(folder)).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
}

// C.6's PLACEHOLDER profile, from tests/data/fantasy/valid/placeholder-profile.json.
inline FanProfile placeholderProfile()
{
    const FanProfileReadResult r = FanProfileReader::readFile(fanDataDir(u"valid/placeholder-profile.json"_s));
    if (!r.profile)
        qFatal("the placeholder profile fixture does not read: %s",
               qPrintable(r.problems.isEmpty() ? QString() : r.problems.first().toString()));
    return *r.profile;
}

inline Fraction quarters(int n) { return Fraction(n, 4); }

inline QStringList problemLines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

} // namespace md::test
