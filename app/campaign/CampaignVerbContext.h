#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>

class QCommandLineParser;
class QTextStream;

namespace md {

class CampaignDatabase;

// One run of `moraledesk campaign FILE VERB …`: the file, the verb and its arguments, where the output goes,
// and what every verb does alike (parsing its arguments, opening the campaign, failing with one line).
class CampaignVerbContext
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignVerbContext)

public:
    enum Exit { Ok = 0, Failed = 1, Usage = 2 };

    QString file;
    QString verb;
    QStringList arguments; // after the verb
    QTextStream &out;
    QTextStream &err;
    // A section after another system's output of the same verb (CampaignVerbSet::sections): print nothing
    // when there is nothing of this system's to show, and no header of the campaign's own.
    bool section = false;

    // One line on stderr; returns `code`.
    int fail(int code, const QString &message) const;
    int usage(const QString &message) const { return fail(Usage, message); }
    int failed(const QString &message) const { return fail(Failed, message); }
    // Parses the verb's own arguments; returns an exit code when the run ends here.
    std::optional<int> parse(QCommandLineParser &parser, qsizetype minPositional, qsizetype maxPositional) const;
    // The campaign, or null with `code` set (the reason on stderr).
    std::unique_ptr<CampaignDatabase> open(int &code) const;

    // The campaign opened quietly, for a look before the verb runs (CampaignVerbSet::claims): null when it
    // cannot be opened (the verb itself says why). A migration it makes is told on stderr all the same.
    std::unique_ptr<CampaignDatabase> peek() const;
    // A positional argument of the verb's arguments: those not starting with "-" nor the value of an option
    // in `valued` ("--date"), in order.
    QStringList positional(const QStringList &valued) const;

    static std::optional<int> intValue(const QString &text, int min, int max);
    // A folder, a socket or a disk as -o is a bad argument (exit 2), as for play and export, told before the
    // campaign is opened; a file that cannot be written when it is (a full disk, a pipe nobody reads) is exit 1.
    static QString badOutput(const QString &output);

private:
    void sayMigrated(const CampaignDatabase &db) const;
};

} // namespace md
