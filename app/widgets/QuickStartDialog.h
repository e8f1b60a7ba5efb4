#pragma once

#include <QDialog>

class QCheckBox;

namespace md {

// Help → Quick start: one page on how a game runs in MoraleDesk, shown by itself on the first start until the
// player ticks "Don't show this again".
class QuickStartDialog : public QDialog
{
    Q_OBJECT

public:
    explicit QuickStartDialog(bool showAgain, QWidget *parent = nullptr);
    bool showAgain() const;
    QCheckBox *dontShowAgain() const { return m_dontShow; }

private:
    QCheckBox *m_dontShow;
};

} // namespace md
