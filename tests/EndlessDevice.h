#pragma once

// A stream that never ends, counting what it hands out.
// Used by tst_battlegroupio: reading must stop at the file size limit.

#include <QIODevice>

#include <algorithm>

namespace md::test {

class EndlessDevice final : public QIODevice
{
public:
    qint64 served = 0;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        std::fill_n(data, maxSize, ' ');
        served += maxSize;
        return maxSize;
    }
    qint64 writeData(const char *, qint64) override { return -1; }
};

} // namespace md::test
