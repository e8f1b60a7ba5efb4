#pragma once

// What QJsonDocument lets pass but a MoraleDesk file may not (docs/file-format.md, Encoding), for every
// rule system's reader. One pass over the text, in time linear in its length whatever it holds.

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>
#include <future>
#include <memory>

namespace md {

class StrictJson
{
    Q_DECLARE_TR_FUNCTIONS(md::StrictJson)

public:
    enum class Kind {
        DuplicateKey, // QJsonDocument keeps only the last of two equal keys
        BadString,    // an unknown escape (`\q`), or a raw control character (NUL included)
        NotInteger,   // a number written with a fraction or an exponent (`1.0`, `1e2`)
    };
    struct Finding
    {
        Kind kind;
        QString path; // `$.units[0].name`, as JsonPath::key and JsonPath::index write it
        QString reason;
    };
    struct Result
    {
        QList<Finding> findings; // in the order of the text, at most `maxListed`
        qsizetype unlisted = 0;  // found beyond `maxListed`: counted, no path made for them
    };

    // `json` must be text that QJsonDocument::fromJson accepted: only strings, numbers and brackets are
    // told apart. A string is reported once, for its first fault.
    static Result scan(const QByteArray &json, qsizetype maxListed);

    // The same JSON text for QJsonDocument to parse, with every escape in a string that UTF-8 can hold
    // written as its character (`\n` as a line feed, `\u00e9` as é); `\"`, `\\`, a `\u` escape of a quote,
    // a backslash or a control character, a lone surrogate and what is not an escape stay as they are. Empty when nothing would change. QJsonDocument decodes a
    // string with an escape one character at a time, eight times slower than one without, and takes raw
    // control characters as themselves: the values it reads are the same, and a file is refused for
    // them by scan() on its own text.
    static QByteArray rawEscapes(const QByteArray &json);

    // The scan of a large text, started on another thread while this one parses it (QJsonDocument): while an
    // Ahead lives, scan() of the same bytes on the thread that made it takes that result (cut to its own
    // `maxListed`, which gives the same findings) instead of scanning again. A small text is not worth a
    // thread and is scanned where it is asked for.
    class Ahead
    {
    public:
        Ahead(const QByteArray &json, qsizetype maxListed);
        ~Ahead();
        Ahead(const Ahead &) = delete;
        Ahead &operator=(const Ahead &) = delete;

    private:
        friend class StrictJson;
        QByteArray m_json;
        qsizetype m_maxListed;
        std::future<Result> m_result;
        // Set when the result is no longer wanted (the parse refused the text): the scan stops within a few
        // KiB instead of running to the end of a large, broken file while the reader waits for it.
        std::shared_ptr<std::atomic<bool>> m_cancel;
        Ahead *m_previous;
    };
    static constexpr qsizetype aheadFromBytes = 256 * 1024;
    // What an envelope asks an Ahead to list: every rule system's reader lists at most this many problems.
    static constexpr qsizetype aheadListed = 100;

private:
    static Result scanNow(const QByteArray &json, qsizetype maxListed, const std::atomic<bool> *cancel = nullptr);
};

} // namespace md
