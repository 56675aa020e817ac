#include "stagecelllook.h"

#include "colormap.h"
#include "plotstyle.h"

#include <algorithm>
#include <cmath>

StageCellLook::StageCellLook(const ComputationStage &stage, int rows, int columns)
    : m_stage(stage), m_gradient(stage.isWeights ? ColorMap::weights() : ColorMap::scores())
{
    double range = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (std::isfinite(stage.values(r, c)))
                range = std::max(range, std::abs(stage.values(r, c)));
    if (!(range > 0))
        range = 1;
    m_range = stage.isWeights ? QCPRange(0, 1) : QCPRange(-range, range);
    m_hasMask =
        stage.mask.rows() == stage.values.rows() && stage.mask.cols() == stage.values.cols();
}

bool StageCellLook::isMasked(int row, int column) const
{
    return m_hasMask && !m_stage.mask(row, column);
}

QColor StageCellLook::background(int row, int column) const
{
    return QColor::fromRgb(m_gradient.color(m_stage.values(row, column), m_range));
}

QColor StageCellLook::textColor(int row, int column) const
{
    return isMasked(row, column) ? PlotStyle::textColor()
                                 : ColorMap::textColorFor(background(row, column));
}

QString StageCellLook::text(int row, int column) const
{
    return isMasked(row, column) && m_stage.isWeights ? QStringLiteral("0")
                                                      : number(m_stage.values(row, column));
}

QString StageCellLook::number(double value)
{
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    // Rounding noise such as cos(90°) = 6e-17 would only distract.
    if (std::abs(value) < 1e-12)
        return QStringLiteral("0");
    if (std::abs(value) < 0.001)
        return QString::number(value, 'e', 0);
    if (PlotStyle::decimalsChosen()) // a figure's own choice
        return PlotStyle::fixed(value, PlotStyle::decimals(3));
    return PlotStyle::fixed(value, std::abs(value) >= 100 ? 0 : (std::abs(value) >= 10 ? 1 : 3));
}
