#pragma once

class QWidget;

/// For the length of an export from the window, the figure's own text size and decimals
/// (File > Export image): every plot is restyled to them, and `view` refreshed for numbers
/// it prints when it refreshes; all goes back as it was on destruction.
class FigureLook
{
public:
    /// `points` 0 keeps the screen's text size; `decimals` -1 each view's own.
    FigureLook(double points, int decimals, QWidget *view);
    ~FigureLook();
    FigureLook(const FigureLook &) = delete;
    FigureLook &operator=(const FigureLook &) = delete;

private:
    void refreshView();

    QWidget *m_view;
    double m_fontScale;
    int m_decimals; ///< before, -1 for automatic
    bool m_rescaled = false;
    bool m_redecimalled = false;
};
