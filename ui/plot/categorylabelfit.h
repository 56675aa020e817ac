#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

class QCPAxis;
class QCPAxisTickerText;

/// How the token labels of one heatmap axis fit the room the axis has, never turned on
/// their side and never dropped without saying so:
/// - Whole: every label as it is;
/// - Staggered (columns only): every label whole, on two or three lines in turn (each then
///   has two or three slots of room);
/// - Elided: every label, those too long cut with "…" (hover the label for the whole name),
///   columns on up to three staggered lines;
/// - EveryKth: more labels than room for even a few characters each: every k-th label,
///   which the view says in its note.
class CategoryLabelFit
{
public:
    enum class Kind
    {
        Whole,
        Staggered,
        Elided,
        EveryKth
    };

    /// Fits `labels` under (or above) an axis `length` pixels long, on at most `mostLines`
    /// staggered lines (2 or 3: more would take the plot's height). The first and the last
    /// label, centred on their slots, may reach `leftRoom` and `rightRoom` pixels past the
    /// axis's ends (the plot's edge); longer, they are shortened.
    static CategoryLabelFit columns(const QStringList &labels, const QFont &font, double length,
                                    int mostLines = 3, double leftRoom = 1e9,
                                    double rightRoom = 1e9);
    /// Fits `labels` beside an axis `length` pixels tall, each at most `maxWidth` wide; where
    /// one in k is drawn, the last label is one of them.
    static CategoryLabelFit rows(const QStringList &labels, const QFont &font, double length,
                                 double maxWidth);

    Kind kind() const { return m_kind; }
    int step() const { return m_step; }
    /// The text drawn at index i (empty where EveryKth skips it).
    QString shown(int i) const { return m_shown.value(i); }
    /// True when every label is drawn whole.
    bool isWhole() const { return m_kind == Kind::Whole || m_kind == Kind::Staggered; }
    /// Puts the drawn labels onto `ticker`.
    void apply(QCPAxisTickerText *ticker) const;

private:
    /// columns() with room enough past the axis's ends.
    static CategoryLabelFit spread(const QStringList &labels, const QFont &font, double length,
                                   int mostLines);

    Kind m_kind = Kind::Whole;
    int m_step = 1;
    QStringList m_shown;
};
