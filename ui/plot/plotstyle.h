#pragma once

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

#include <utility>

class QCPAxis;
class QCPAxisRect;
class QCPAxisTickerText;
class QCPItemText;
class QCPLayoutElement;
class QCPTextElement;
class QCustomPlot;
class QPainter;

/// Fonts, colours and number formats shared by every plot, sized for a projector: a figure
/// must stay readable from the back of a classroom and look the same in every view.
class PlotStyle
{
public:
    static QFont titleFont();
    static QFont labelFont(); ///< axis labels, legend
    static QFont tickFont();  ///< tick labels (token labels)
    static QFont valueFont(); ///< numbers printed in cells and on bars
    static QFont noteFont();  ///< remarks such as "showing the last valid result"

    static QColor textColor();
    static QColor mutedTextColor();
    static QColor gridColor();
    static QColor scoreColor();    ///< raw scores a'
    static QColor temperedColor(); ///< scaled / tempered scores s a' / T
    static QColor weightColor();   ///< softmax weights
    static QColor headOutputColor();
    static QColor combinedOutputColor();
    static QColor selectionColor(); ///< outline of the selected row / key
    static QColor highlightColor(); ///< background band behind the selected key
    /// Masked cells: light grey with diagonal hatching, so they never read as "weight 0".
    static QBrush maskedBrush();
    /// Fills `rect` as a masked cell. On screen and in PNG with maskedBrush(); in SVG and
    /// PDF with the same grey and hatch lines as shapes (an SVG has no texture brushes:
    /// masked cells came out in the colour of weight 0).
    static void fillMasked(QPainter &painter, const QRectF &rect);

    /// Appearance switches: the dark theme, presentation mode's high contrast, its larger
    /// fonts and thicker lines. The functions above and below follow them; plots built
    /// before a switch are brought up to date by PlotRestyler.
    static void setDark(bool dark);
    static bool isDark();
    static void setHighContrast(bool high);
    static bool isHighContrast();
    static void setFontScale(double scale);
    static double fontScale();
    /// The font scale that sets the labels (tickFont()) at `points` on the page.
    static double fontScaleFor(double points);
    /// Decimals of the numbers printed in cells, on bars and beside output components:
    /// `automatic` (each view's own, fitted to its room) unless a figure asks for a number
    /// (`export --decimals`); -1 sets it back to automatic.
    static void setDecimals(int decimals);
    static int decimals(int automatic);
    static bool decimalsChosen();
    static void setLineScale(double scale);
    static double lineScale();
    static QColor backgroundColor();

    /// Background of the theme, no interactions, generous margins.
    static void applyToPlot(QCustomPlot *plot);
    /// Fonts and pens for the four axes of a rect; grid lines only on the value axis.
    static void applyToAxisRect(QCPAxisRect *rect);
    static void applyToAxis(QCPAxis *axis);
    /// Labels a category axis (one slot per label, at 0, 1, ...): turns horizontal labels by
    /// 45 degrees when the widest no longer fits its slot, and labels only every k-th slot
    /// when even that would overlap.
    static void fitCategoryLabels(QCPAxis *axis, QCPAxisTickerText *ticker,
                                  const QStringList &labels);
    /// The mean advance of a Latin letter in `font`. QFontMetrics::averageCharWidth() is
    /// the font's own mean, which in a CJK family counts the ideographs and is twice as wide.
    static int latinCharWidth(const QFont &font);
    /// The advance of the widest label in `font`, remembered for the last few lists (GUI
    /// thread only).
    static double widestLabel(const QStringList &labels, const QFont &font);
    /// A title or remark line. Its text never widens the plot: a line longer than its slot
    /// ends in "…" instead of pushing the window wider than the screen.
    static QCPTextElement *createText(QCustomPlot *plot, const QString &text, const QFont &font);
    /// A text element in the title font, named as the plot's title: a figure exported without
    /// its title leaves out exactly these (FigurePartsLeftOut).
    static QCPTextElement *createTitle(QCustomPlot *plot);
    /// A title (createTitle) in a new first row of `plot`'s layout and a note (createText,
    /// noteFont, muted) in a new second row: a view's heading.
    static std::pair<QCPTextElement *, QCPTextElement *> addTitleAndNote(QCustomPlot *plot);
    static bool isTitle(const QCPLayoutElement *element);
    /// Sets a remark line; an empty remark takes no room in the layout.
    static void setNote(QCPTextElement *note, const QString &text);
    /// A value label item clipped to `rect`, hidden until placed.
    static QCPItemText *createValueLabel(QCustomPlot *plot, QCPAxisRect *rect);

    /// A number with at most `decimals` decimals, trailing zeros kept (0.880, -0.200);
    /// from 1e9 on in scientific notation (1.798e+308), so that no label runs to 309 digits.
    static QString fixed(double value, int decimals);
    /// A number in a compact general form: 7, -4, 0.577, 1.2e+03; "∞" for infinity.
    static QString compact(double value);
};
