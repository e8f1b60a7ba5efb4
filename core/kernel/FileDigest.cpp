#include "kernel/FileDigest.h"

#include <QCryptographicHash>

namespace md {

QByteArray FileDigest::of(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Blake2b_256);
}

} // namespace md
