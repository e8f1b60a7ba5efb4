#pragma once

// A device that accepts opening but refuses every byte.
// Used by tst_battlegroupsave: writing must report the device's error.

#include <QIODevice>
#include <QString>

namespace md::test {

using namespace Qt::StringLiterals;

class FullDevice final : public QIODevice
{
protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override
    {
        setErrorString(u"No space left on device"_s);
        return -1;
    }
};

} // namespace md::test
