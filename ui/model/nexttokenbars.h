#pragma once

#include "modelrun.h"

#include <QWidget>

#include <vector>

class ModelSession;

/// The model's prediction of the word after the last token: the ten most probable words
/// with their probabilities, as horizontal bars with the numbers beside them. While
/// interventions are active, each word also shows its probability without them (a hollow
/// bar and the number in brackets, legendText() says so), so that what an intervention
/// changed can be read.
class NextTokenBars : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kShown = 10;

    explicit NextTokenBars(ModelSession *session, QWidget *parent = nullptr);

    /// The words shown, most probable first, with their probabilities now and without the
    /// interventions.
    struct Row
    {
        QString word;
        double probability = 0.0;
        double before = 0.0;
    };
    const std::vector<Row> &rows() const { return m_rows; }
    /// Whether the probabilities without the interventions are drawn.
    bool showsBefore() const { return m_showsBefore; }
    /// What the hollow bars and the numbers in brackets are.
    static QString legendText();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    int rowHeight() const;
    int labelWidth() const;
    int numberWidth() const;
    QString numberText(const Row &row) const;

    ModelSession *m_session;
    std::vector<Row> m_rows;
    bool m_showsBefore = false;
};
