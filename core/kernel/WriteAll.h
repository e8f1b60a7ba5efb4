#pragma once

// Internal to core/io (Unix): the one loop that writes a buffer to a descriptor, for SafeSave and OutputFile.

#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <sys/types.h>
#include <unistd.h>

namespace md {

using WriteFunction = ssize_t (*)(int fd, const void *data, size_t size);

// Every byte of `data`, or the errno of the first failure; 0 when all were written. A write that takes no
// byte and reports no error is EIO: tried again it would loop forever. `write` is ::write but in tests.
int writeAll(int fd, const char *data, qint64 size, WriteFunction write = ::write);

} // namespace md
#endif
