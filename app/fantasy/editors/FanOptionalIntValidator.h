#pragma once

#include <QIntValidator>

namespace md::fantasy {

// A whole number from bottom to top, or nothing at all: an empty cell is a value of its own (an open end of a
// range, no cap, a blank of the chart), so the view lets Return and leaving the cell commit it.
class FanOptionalIntValidator : public QIntValidator
{
    Q_OBJECT

public:
    FanOptionalIntValidator(int bottom, int top, QObject *parent = nullptr);

    State validate(QString &input, int &pos) const override;
};

} // namespace md::fantasy
