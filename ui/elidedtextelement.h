#pragma once

#include <qcustomplot.h>

/// A plot title or remark that ends in "…" when its slot is narrower than the text, line by
/// line, instead of running past both edges of the plot.
class ElidedTextElement : public QCPTextElement
{
    Q_OBJECT
public:
    ElidedTextElement(QCustomPlot *plot, const QString &text, const QFont &font);

protected:
    void draw(QCPPainter *painter) override;
};
