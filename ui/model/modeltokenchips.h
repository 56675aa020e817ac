#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class FlowLayout;
class ModelSession;
class QScrollArea;
class QToolButton;

/// The tokens the model reads, one chip each labelled with its word, in the order typed.
/// Clicking a chip masks the token (hidden from every later query in every layer: an
/// intervention), struck through; clicking again shows it again. A long text (GPT-2 reads
/// 1,024 tokens) shows kShownRows rows of chips and scrolls, so that the views stay in sight.
class ModelTokenChips : public QWidget
{
    Q_OBJECT
public:
    explicit ModelTokenChips(ModelSession *session, QWidget *parent = nullptr);

    /// The chips' labels, in order.
    QStringList labels() const;
    /// Chip `position`, for tests and snapshots (nullptr when out of range).
    QToolButton *chip(int position) const;
    int chipCount() const { return int(m_chips.size()); }

    /// Rows of chips shown at most; more scroll.
    static constexpr int kShownRows = 3;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// The chips' layout asked for another size (a font, a language): the scroll area keeps
    /// that from the tab's layout, so it is passed on here.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void setTexts();

    /// The height of kShownRows rows of chips.
    int shownRowsHeight() const;

    ModelSession *m_session;
    QScrollArea *m_scroll;
    QWidget *m_inner; ///< the chips, in the scroll area
    FlowLayout *m_flow;
    QList<QToolButton *> m_chips;
};
