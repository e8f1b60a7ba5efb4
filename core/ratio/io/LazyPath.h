#pragma once

#include "kernel/JsonPath.h"

#include <QLatin1StringView>
#include <QString>

namespace md {

// Internal to core/ratio/io: a JSON path (`$.units[3].pieces[0]`) made into text only when a problem names it.
// The reader and the validator pass one down to every element, and a valid file of 10,000 pieces used to
// build (and throw away) three strings a piece for paths that nothing reported. The text is exactly what
// JsonPath::key and JsonPath::index make, step by step from the root. A LazyPath refers to its parent and to
// the string it was made from, so it lives only as long as they do: it is for parameters and locals, never to keep.
class LazyPath
{
public:
    LazyPath(const QString &text) : m_text(&text) { } // NOLINT: a path already made is one too
    LazyPath(const LazyPath &parent, QLatin1StringView key) : m_parent(&parent), m_key(key) { }
    LazyPath(const LazyPath &parent, qsizetype index) : m_parent(&parent), m_index(index) { }
    LazyPath(LazyPath &&, QLatin1StringView) = delete;
    LazyPath(LazyPath &&, qsizetype) = delete;

    QString text() const
    {
        if (m_text)
            return *m_text;
        const QString parent = m_parent->text();
        return m_key.data() ? JsonPath::key(parent, m_key) : JsonPath::index(parent, m_index);
    }
    operator QString() const { return text(); } // NOLINT: wherever a problem needs the words

private:
    const QString *m_text = nullptr;
    const LazyPath *m_parent = nullptr;
    QLatin1StringView m_key;
    qsizetype m_index = 0;
};

} // namespace md
