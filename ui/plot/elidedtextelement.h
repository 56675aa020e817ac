#pragma once

#include <qcustomplot.h>

/// A plot title or remark that ends in "…" when its slot is narrower than the text, line by
/// line, instead of running past both edges of the plot. With more than one line allowed it
/// wraps first (at word boundaries, or between any characters in Japanese) and shortens only
/// the last line it may use.
class ElidedTextElement : public QCPTextElement
{
    Q_OBJECT
public:
    ElidedTextElement(QCustomPlot *plot, const QString &text, const QFont &font);

    /// Up to `lines` wrapped lines per paragraph of the text (1, the default: no wrapping).
    void setMaximumLines(int lines);
    /// Wraps the text for the element's current width. True when that changes the height it
    /// asks for: the plot's layout must then run again.
    bool rewrap();
    /// Whether the text as last drawn (or wrapped) lacks some of its characters.
    bool isElided() const { return m_elided; }

    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

protected:
    void draw(QCPPainter *painter) override;

private:
    QStringList shownLines(int width, bool *elided) const;
    QSize wrappedSize() const;

    int m_maximumLines = 1;
    int m_wrapWidth = 0; ///< the width the size hints were wrapped for; 0 before the first layout
    bool m_elided = false;
};
