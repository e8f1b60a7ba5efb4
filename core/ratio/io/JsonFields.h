#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>

#include <array>
#include <span>

namespace md {

// Internal to core/ratio/io: one JSON object's members for the typed reading. Given the keys an object of its
// kind may hold, the object is walked once and the place of each such key kept, so that the questions the reader
// asks (is this key there, what is its value, are all keys known) cost no lookup each: a piece asked about
// thirty times cost thirty binary searches of its keys. Without keys every question is a lookup.
class JsonFields
{
public:
    static constexpr std::size_t maxKeys = 24;

    JsonFields(const QJsonObject &o) : m_object(&o) { } // NOLINT: asked as the object itself
    JsonFields(const QJsonObject &o, std::span<const QLatin1StringView> keys);

    QJsonValue value(QLatin1StringView key) const;
    bool contains(QLatin1StringView key) const;
    qsizetype size() const { return m_object->size(); }
    const QJsonObject &object() const { return *m_object; }

private:
    // The slot of `key` in m_keys, or -1.
    int slot(QLatin1StringView key) const;

    const QJsonObject *m_object;
    std::span<const QLatin1StringView> m_keys;
    std::array<qsizetype, maxKeys> m_at {}; // where m_keys[i] is among the object's members
    quint32 m_present = 0; // bit i: m_keys[i] is in the object
};

} // namespace md
