#pragma once

#include <QWidget>

/// Covers a widget (the views in the centre of the window) while students predict, so the
/// weights cannot be read before the reveal. It follows the covered widget's geometry.
class PredictionCurtain : public QWidget
{
    Q_OBJECT
public:
    explicit PredictionCurtain(QWidget *covered);

    void setMessage(const QString &message);
    QString message() const { return m_message; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void follow();

    QWidget *m_covered;
    QString m_message;
};
