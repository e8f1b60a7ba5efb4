#pragma once

// JSON text written straight from the values, byte for byte what QJsonDocument::toJson(QJsonDocument::Indented)
// writes for the same tree: four spaces a level, `"key": value`, an empty object as `{` and `}` on two lines,
// strings escaped and UTF-8 encoded the way Qt's writer does, and a line feed after the root. It skips building
// a QJsonObject tree only to serialise it (a save of 10,000 pieces spent most of its time there).
//
// A QJsonObject keeps its keys sorted (by UTF-16 code unit), so the caller writes an object's keys in that
// order; keys are plain ASCII names and are written as they are.

#include <QByteArray>
#include <QLatin1StringView>
#include <QString>
#include <QStringView>

#include <vector>

namespace md {

class JsonTextWriter
{
public:
    explicit JsonTextWriter(qsizetype reserve = 0);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();

    // The next member of the open object; its value follows.
    void key(QLatin1StringView name);

    void value(QStringView text);
    void value(const QString &text) { value(QStringView(text)); }
    void value(QLatin1StringView text);
    void value(qint64 number);
    void value(int number) { value(static_cast<qint64>(number)); }
    void value(bool flag);
    void null();

    // The text, once the root is closed.
    QByteArray take();

private:
    void element(); // before a value or a key: the separator and the indentation
    void indent(qsizetype level);
    void raw(const char *text, qsizetype size);

    struct Level
    {
        bool object = false;
        qsizetype count = 0;
    };
    QByteArray m_out;
    std::vector<Level> m_levels;
    bool m_afterKey = false;
};

} // namespace md
