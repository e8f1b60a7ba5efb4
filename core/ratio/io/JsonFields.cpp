#include "ratio/io/JsonFields.h"

namespace md {

JsonFields::JsonFields(const QJsonObject &o, std::span<const QLatin1StringView> keys)
    : m_object(&o)
    , m_keys(keys.first(std::min(keys.size(), maxKeys)))
{
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QString key = it.key();
        for (std::size_t i = 0; i < m_keys.size(); ++i) {
            if (key == m_keys[i]) {
                m_at[i] = it - o.constBegin();
                m_present |= 1u << i;
                break;
            }
        }
    }
}

int JsonFields::slot(QLatin1StringView key) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        if (m_keys[i].size() == key.size() && m_keys[i] == key)
            return static_cast<int>(i);
    }
    return -1;
}

QJsonValue JsonFields::value(QLatin1StringView key) const
{
    const int i = slot(key);
    if (i < 0)
        return m_object->value(key);
    if (!(m_present & (1u << i)))
        return QJsonValue(QJsonValue::Undefined);
    return QJsonValue((m_object->constBegin() + m_at[static_cast<std::size_t>(i)]).value());
}

bool JsonFields::contains(QLatin1StringView key) const
{
    const int i = slot(key);
    return i < 0 ? m_object->contains(key) : (m_present & (1u << i)) != 0;
}

} // namespace md
