#pragma once

#include "fantasy/model/FanProfile.h"
#include "kernel/Problem.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace md::fantasy {

struct FanProfileReadResult
{
    std::optional<FanProfile> profile; // set only when `problems` is empty
    Problems problems;
};

// A race's Profile Sheet file (docs/fantasy-profile-format.md): strict JSON, every fault as `$.path: reason`,
// nothing half read. What a club shares, so it is read as a stranger's file: a refused sheet changes nothing.
class FanProfileReader
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanProfileReader)

public:
    static constexpr int currentFormat = 1;
    static constexpr qint64 maxFileBytes = 1024 * 1024;
    static constexpr int maxProblems = 50;

    static FanProfileReadResult fromJson(const QByteArray &json);
    static FanProfileReadResult readFile(const QString &fileName);
    // The sheet as an object at `path` ("$", or where an army file keeps its copy), without the format key.
    static FanProfileReadResult fromObject(const QJsonObject &object, const QString &path);
};

} // namespace md::fantasy
