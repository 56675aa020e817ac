#pragma once

#include <QSplitter>

/// Two or more panels side by side where the width allows it, one above the other where it
/// does not: the splitter turns vertical when it is narrower than its panels' minimum widths
/// together, and asks only for the widest panel's width, so a narrow screen (1024 pixels, or
/// presentation type) never makes the window wider than the screen.
class ReflowSplitter : public QSplitter
{
    Q_OBJECT
public:
    explicit ReflowSplitter(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The width the panels need side by side.
    int sideBySideWidth() const;
};
