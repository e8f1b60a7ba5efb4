#pragma once

#include "ratio/io/FieldReader.h"
#include "ratio/model/Piece.h"

namespace md {

// Reads one piece of a battlegroup file: its kind and morale style (R2-R4), the fields of that kind
// (a vehicle's systems, weapons and crew, R4, R10) and its play state (R6, R7).
class PieceReader : public FieldReader
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

protected:
    Piece readPiece(const QJsonValue &v, const LazyPath &path);

private:
    void readKindFields(const JsonFields &o, const LazyPath &path, Piece &p);
    void readVehicle(const JsonFields &o, const LazyPath &path, Piece &p);
    void readState(const JsonFields &o, const LazyPath &path, PieceState &s);
};

} // namespace md
