#pragma once

#include <QByteArray>

namespace md {

// The identity of a file's bytes (BLAKE2b-256): what a reader took, what a save wrote, and what a recovery
// journal's base must still be. One function, so the three can never disagree.
class FileDigest
{
public:
    static QByteArray of(const QByteArray &bytes);
};

} // namespace md
