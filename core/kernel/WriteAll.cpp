#include "kernel/WriteAll.h"

#ifdef Q_OS_UNIX
#include <cerrno>

namespace md {

int writeAll(int fd, const char *data, qint64 size, WriteFunction write)
{
    while (size > 0) {
        const ssize_t written = write(fd, data, static_cast<size_t>(size));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (written == 0)
            return EIO;
        data += written;
        size -= written;
    }
    return 0;
}

} // namespace md
#endif
