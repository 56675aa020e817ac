#pragma once

#include <QPointF>
#include <QRectF>

/// Where the Lines view puts its two columns of tokens: queries on the left, their names
/// right-aligned against the lines, keys on the right, their names left-aligned; each
/// column's tokens evenly spaced down the plot (at most kMostPitch label heights apart, the
/// column centred) and each column's names no wider than kLabelShare of the plot, so the
/// lines keep room. When tokens are closer than a name is tall, only one name in k is shown
/// (labelStep()): the first always, the last when it does not touch the one before, and an
/// emphasised token (pointed at, selected) always, its neighbours giving way. Plain
/// arithmetic on sizes, for the view and its tests alike.
class LinesGeometry
{
public:
    /// What the layout needs to know, measured by the caller in its fonts.
    struct Input
    {
        QRectF plot;             ///< room for the two columns and the lines between
        double labelHeight = 16; ///< height of a token's name
        double queryNames = 0;   ///< advance of the widest query name
        double keyNames = 0;     ///< advance of the widest key name
        int queries = 0;
        int keys = 0;
    };
    enum class Side
    {
        Query,
        Key
    };

    static constexpr double kMostPitch = 3.0;  ///< in label heights
    static constexpr double kLabelShare = 0.3; ///< of the plot's width, per column
    static constexpr double kGap = 8;          ///< between a name and its line's end

    void layOut(const Input &input);

    int count(Side side) const { return side == Side::Query ? m_input.queries : m_input.keys; }
    /// Where the lines of token `index` start (a query) or end (a key).
    QPointF anchor(Side side, int index) const;
    /// The room of token `index`'s name (elide the name to its width).
    QRectF labelRect(Side side, int index) const;
    /// Distance between two neighbouring tokens of the column.
    double pitch(Side side) const;
    /// 1 when every name of the column is shown, k when one in k is.
    int labelStep(Side side) const;
    /// Whether token `index`'s name is drawn, `emphasised` (or -1) being the column's token
    /// that always is.
    bool showsLabel(Side side, int index, int emphasised = -1) const;
    /// The token whose name or anchor is at `pos`, -1 for none.
    int tokenAt(Side side, const QPointF &pos) const;
    /// The column of names, for headings above it.
    QRectF column(Side side) const;

private:
    double top(Side side) const;

    Input m_input;
    double m_queryWidth = 0; ///< width of the query names' column
    double m_keyWidth = 0;
};
