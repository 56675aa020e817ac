#pragma once

// Helpers of the view tests: presets by id, a widget shown and painted, matrices compared.

#include "presetlibrary.h"
#include "scenario.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QTest>
#include <QWidget>

/// The scenario of the preset `id` (which must exist).
inline attn::Scenario preset(const char *id)
{
    const attn::Preset *p = attn::findPreset(id);
    Q_ASSERT(p);
    return p->scenario;
}

/// Shows `widget`, waits until it is exposed and replots every plot in it at once.
inline void settle(QWidget *widget)
{
    widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget));
    for (QCustomPlot *plot : widget->findChildren<QCustomPlot *>())
        plot->replot(QCustomPlot::rpImmediateRefresh);
    QCoreApplication::processEvents();
}

/// Same shape and equal entries (==: -0 equals 0); unlike ==, false for different shapes.
inline bool sameValues(const attn::Matrix &a, const attn::Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.size() == 0 || a == b);
}
