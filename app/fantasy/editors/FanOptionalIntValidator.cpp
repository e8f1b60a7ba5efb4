#include "fantasy/editors/FanOptionalIntValidator.h"

namespace md::fantasy {

FanOptionalIntValidator::FanOptionalIntValidator(int bottom, int top, QObject *parent)
    : QIntValidator(bottom, top, parent)
{
}

QValidator::State FanOptionalIntValidator::validate(QString &input, int &pos) const
{
    if (input.trimmed().isEmpty())
        return Acceptable;
    return QIntValidator::validate(input, pos);
}

} // namespace md::fantasy
