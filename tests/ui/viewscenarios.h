#pragma once

// The scenarios the tests of the central views draw (the sleepy child, the circle, and
// variations of them), as data rows, and a matrix row as the views give their bars.

#include "projectionfactory.h"
#include "scenario.h"

#include <QString>
#include <QTest>
#include <QVector>

#include <cmath>

namespace viewscenarios {

using attn::Matrix;
using attn::Scenario;

/// Identity projections sized to the inputs, as the editors leave a scenario.
inline Scenario ready(Scenario s)
{
    attn::refreshProjections(s);
    return s;
}

/// "The sleepy child reads a book": query "book" over six keys with one-component values.
inline Scenario sleepyChild()
{
    Scenario s;
    s.keys.resize(6, 3);
    s.keys << 0, 0, 0, 2, 0, 1, 1, -1, -2, 2, 3, 1, -2, 0, 0, 0, 2, 1;
    s.keysAreValues = false;
    s.values.resize(6, 1);
    s.values << 0, -0.2, 0.3, 0.4, 0, 0.1;
    s.queries.resize(1, 3);
    s.queries << 0, 2, 1;
    s.queryLabels = {"book"};
    s.keyLabels = {"The", "sleepy", "child", "reads", "a", "book"};
    return ready(s);
}

/// Ten unit vectors around the circle as keys = values, three queries.
inline Scenario circle()
{
    Scenario s;
    s.keys.resize(10, 2);
    for (int i = 0; i < 10; ++i) {
        s.keys(i, 0) = std::cos(2 * M_PI * i / 10);
        s.keys(i, 1) = std::sin(2 * M_PI * i / 10);
    }
    s.queries.resize(3, 2);
    s.queries << 1 / std::sqrt(2.0), 1 / std::sqrt(2.0), 1, 0, 0, 1;
    return ready(s);
}

inline Scenario withMask(Scenario s)
{
    s.mask = attn::MaskKind::Custom;
    s.customMask = attn::BoolMatrix::Constant(s.queries.rows(), s.keys.rows(), true);
    s.customMask(0, 3) = false;
    s.customMask(0, 7) = false;
    s.customMask.row(1).setConstant(false); // a row with every key masked
    s.customMask(2, 0) = false;
    return ready(s);
}

inline Scenario scenarioNamed(const QString &name)
{
    if (name == u"sleepy-child")
        return sleepyChild();
    if (name == u"sleepy-child, scaled, T = 0.5") {
        Scenario s = sleepyChild();
        s.scaling = attn::ScalingKind::InverseSqrtKeyDim;
        s.temperature = 0.5;
        return ready(s);
    }
    if (name == u"circle")
        return circle();
    if (name == u"circle, causal") {
        Scenario s = circle();
        s.mask = attn::MaskKind::Causal;
        return ready(s);
    }
    if (name == u"circle, two heads") {
        Scenario s = circle();
        s.headCount = 2;
        return ready(s);
    }
    return withMask(circle());
}

inline void addScenarioRows()
{
    QTest::addColumn<QString>("scenario");
    for (const char *name : {"sleepy-child", "sleepy-child, scaled, T = 0.5", "circle",
                             "circle, causal", "circle, two heads", "circle, custom mask"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

inline QVector<double> rowOf(const Matrix &m, int row)
{
    QVector<double> values;
    for (int c = 0; c < m.cols(); ++c)
        values << m(row, c);
    return values;
}

} // namespace viewscenarios
