#include "ratio/model/Piece.h"

#include <algorithm>

namespace md {

const SystemTrack &Piece::system(VehicleSystem s) const
{
    switch (s) {
    case VehicleSystem::Movement:
        return movement;
    case VehicleSystem::Targeting:
        return targeting;
    case VehicleSystem::DamageControl:
        break;
    }
    return damageControl;
}

SystemTrack &Piece::system(VehicleSystem s)
{
    return const_cast<SystemTrack &>(std::as_const(*this).system(s));
}

int Piece::workingWeapons() const
{
    return static_cast<int>(std::count_if(weapons.cbegin(), weapons.cend(), [](const Weapon &w) { return !w.knockedOut; }));
}

MoraleStyle defaultStyle(PieceKind kind) noexcept
{
    switch (kind) {
    case PieceKind::Soldier:
        return MoraleStyle::Infantry;
    case PieceKind::Warbot:
    case PieceKind::Wardrone:
        return MoraleStyle::Robot;
    case PieceKind::Vehicle:
    case PieceKind::Strongpoint:
        break;
    }
    return MoraleStyle::Vehicle;
}

} // namespace md
