#pragma once

#include "ratio/model/Battlegroup.h"

#include <QByteArray>
#include <QList>

namespace md {

// Internal to core/ratio/io: the text of file format v1, written straight from the battlegroup through
// JsonTextWriter. Byte for byte what QJsonDocument(tree).toJson(Indented) gives for the tree that
// BattlegroupWriter::unitObject, logRecordObject and rulesObject build (tst_battlegroupsave compares the
// two on every sample and fixture), at a fraction of the cost: a save no longer builds a QJsonObject
// per piece only to serialise it. Every object's keys are written in the order QJsonObject keeps them
// (sorted by code unit).
class BattlegroupJsonText
{
public:
    static QByteArray battlegroup(const Battlegroup &bg);
    static QByteArray game(const QList<Battlegroup> &sides, int initiative);
};

} // namespace md
