#include "CampaignAddress.h"

#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {

const QStringList schemes{u"postgresql"_s, u"postgres"_s};
const QStringList optionNames{u"service"_s, u"connect_timeout"_s, u"sslmode"_s};
const QStringList sslModes{u"disable"_s, u"allow"_s, u"prefer"_s, u"require"_s, u"verify-ca"_s, u"verify-full"_s};
constexpr int defaultConnectTimeout = 10;

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// A libpq connection value with no spaces, quotes or backslashes needs no quoting; the others are refused.
bool plainValue(const QString &value)
{
    for (const QChar c : value) {
        if (c.isSpace() || c == u'\'' || c == u'\\' || c == u';' || c == u'=')
            return false;
    }
    return true;
}

} // namespace

bool CampaignAddress::isServerAddress(const QString &location)
{
    const QString trimmed = location.trimmed();
    for (const QString &scheme : schemes) {
        if (trimmed.startsWith(scheme + u"://"_s, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

std::optional<CampaignAddress> CampaignAddress::parse(const QString &location, QString *error)
{
    CampaignAddress a;
    if (!isServerAddress(location)) {
        if (location.trimmed().isEmpty()) {
            fail(error, tr("Campaign: give a file name or a postgresql:// address"));
            return std::nullopt;
        }
        a.m_fileName = location;
        return a;
    }
    a.m_server = true;
    const QString text = location.trimmed();
    const QUrl url(text, QUrl::StrictMode);
    const auto refuse = [&](const QString &message) -> std::optional<CampaignAddress> {
        fail(error, message);
        return std::nullopt;
    };
    // "user:@host" holds an empty password: refused too, so nobody learns to write one there. Checked before
    // anything else, so no message ever repeats it.
    const QString rawAuthority = text.section(u"://"_s, 1).section(u'/', 0, 0).section(u'?', 0, 0);
    const bool hasUserInfo = rawAuthority.contains(u'@');
    // A password as an option (?password=…, or libpq's passfile) is refused the same way, and the message shows
    // the address without its options so the value is not repeated either.
    bool passwordOption = false;
    for (const auto &[name, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded))
        passwordOption = passwordOption || name.compare(u"password"_s, Qt::CaseInsensitive) == 0;
    if (!url.password().isEmpty() || passwordOption
        || (hasUserInfo && rawAuthority.section(u'@', 0, -2).contains(u':'))) {
        QUrl shown = url;
        shown.setPassword(QString());
        shown.setQuery(QString());
        return refuse(tr("%1: the address holds a password; leave it out and put it in the password file (~/.pgpass "
                         "or PGPASSFILE) or the service file instead").arg(shown.toString(QUrl::RemovePassword)));
    }
    // The port as typed: QUrl calls a bad one only "invalid".
    const QString hostPort = rawAuthority.section(u'@', -1);
    if (const qsizetype colon = hostPort.lastIndexOf(u':'); colon >= 0 && !hostPort.mid(colon).contains(u']')) {
        const QString portText = hostPort.mid(colon + 1);
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return refuse(tr("%1: the port \"%2\" is not a number from 1 to 65535").arg(text, portText));
    }
    if (!url.isValid())
        return refuse(tr("%1: not a valid address (%2)").arg(text, url.errorString()));
    if (!url.fragment().isEmpty())
        return refuse(tr("%1: an address has no #fragment (\"#%2\")").arg(text, url.fragment()));
    a.m_user = url.userName(QUrl::FullyDecoded);
    a.m_host = url.host(QUrl::FullyDecoded);
    // QUrl accepts "host:" and "host:99999" as no port or an invalid one: both are a mistake here.
    const QString authority = url.authority(QUrl::FullyEncoded);
    const qsizetype colon = authority.lastIndexOf(u':');
    if (colon >= 0 && !authority.mid(colon).contains(u']')) {
        const QString portText = authority.mid(colon + 1);
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return refuse(tr("%1: the port \"%2\" is not a number from 1 to 65535").arg(text, portText));
        a.m_port = port;
    }
    QString path = url.path(QUrl::FullyDecoded);
    if (path.startsWith(u'/'))
        path.remove(0, 1);
    if (path.contains(u'/'))
        return refuse(tr("%1: the database \"%2\" is one name, without \"/\"").arg(text, path));
    a.m_database = path;
    const QUrlQuery query(url);
    for (const auto &[name, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!optionNames.contains(name))
            return refuse(tr("%1: the option \"%2\" is not known; an address takes %3")
                              .arg(text, name, optionNames.join(u", "_s)));
        for (const auto &given : std::as_const(a.m_options)) {
            if (given.first == name)
                return refuse(tr("%1: the option \"%2\" is given twice").arg(text, name));
        }
        if (value.isEmpty() || !plainValue(value))
            return refuse(tr("%1: the option \"%2\" needs a value without spaces or quotes").arg(text, name));
        if (name == u"connect_timeout"_s) {
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 0 || seconds > 3600)
                return refuse(tr("%1: connect_timeout \"%2\" is not a number of seconds from 0 to 3600").arg(text, value));
        }
        if (name == u"sslmode"_s && !sslModes.contains(value))
            return refuse(tr("%1: sslmode \"%2\" is not one of %3").arg(text, value, sslModes.join(u", "_s)));
        a.m_options.append({name, value});
    }
    const bool service = std::any_of(a.m_options.cbegin(), a.m_options.cend(),
                                     [](const auto &o) { return o.first == u"service"_s; });
    if (a.m_database.isEmpty() && !service)
        return refuse(tr("%1: the address names no database; write it after the server, as in "
                         "postgresql://user@host:5432/campaigns").arg(text));
    for (const QString &part : {a.m_user, a.m_host, a.m_database}) {
        if (!plainValue(part))
            return refuse(tr("%1: \"%2\" may not hold spaces, quotes, \";\" or \"=\"").arg(text, part));
    }
    return a;
}

QString CampaignAddress::connectOptions() const
{
    QStringList parts;
    bool timeout = false;
    for (const auto &[name, value] : m_options) {
        parts.append(name + u'=' + value);
        timeout = timeout || name == u"connect_timeout"_s;
    }
    if (!timeout)
        parts.append(u"connect_timeout=%1"_s.arg(defaultConnectTimeout));
    return parts.join(u';');
}

QString CampaignAddress::toString() const
{
    if (!m_server)
        return m_fileName;
    const auto encoded = [](const QString &part) { return QString::fromLatin1(QUrl::toPercentEncoding(part)); };
    QString text = u"postgresql://"_s;
    if (!m_user.isEmpty())
        text += encoded(m_user) + u'@';
    text += m_host.contains(u':') ? u'[' + m_host + u']' : m_host;
    if (m_port > 0)
        text += u':' + QString::number(m_port);
    text += u'/' + encoded(m_database);
    QStringList query;
    for (const auto &[name, value] : m_options)
        query.append(name + u'=' + encoded(value));
    if (!query.isEmpty())
        text += u'?' + query.join(u'&');
    return text;
}

QString CampaignAddress::passwordKey() const
{
    if (!m_server)
        return m_fileName;
    QString service;
    for (const auto &[name, value] : m_options) {
        if (name == u"service"_s)
            service = value;
    }
    return u"%1@%2:%3/%4 %5"_s.arg(m_user, m_host, QString::number(m_port), m_database, service);
}

} // namespace md
