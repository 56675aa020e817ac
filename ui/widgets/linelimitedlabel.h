#pragma once

#include <QLabel>

/// A plain-text label that wraps onto at most `maxLines` lines at its width and ends the
/// last one with "…" when the text needs more, so that a long message (a validation issue
/// in the status bar) never asks its window for more height than those lines. The whole
/// text goes in the tooltip where it was cut.
class LineLimitedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit LineLimitedLabel(int maxLines, QWidget *parent = nullptr);

    /// Sets the text to show (as much of it as fits).
    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    /// The tooltip shown when the whole text fits (when it does not, the text itself).
    void setFullToolTip(const QString &toolTip);

    /// One line: as wide as the whole text, and as narrow as a few characters.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// The text broken into lines at `width`, at most m_maxLines, the last elided.
    QString fitted(int width, bool *cut) const;
    void refit();
    /// At most m_maxLines lines high in the current font.
    void limitHeight();

    int m_maxLines;
    QString m_fullText;
    QString m_toolTip;
};
