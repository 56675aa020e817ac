#pragma once

#include <QWidget>

class ModelSession;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

/// The Model tab's line while a large model computes off the window's thread: which layer it
/// has done, a bar, and Stop. It shows only once a computation has taken a moment,
/// so that quick ones do not make it blink; after Stop it says that the views show the last
/// result computed, until the next one is in.
class ModelProgressRow : public QWidget
{
    Q_OBJECT
public:
    explicit ModelProgressRow(ModelSession *session, QWidget *parent = nullptr);

    /// A computation is shown after this long.
    static constexpr int kShowAfterMs = 250;

    /// Shows a computation after `ms` instead (0: at once).
    void setShowAfter(int ms);
    QPushButton *stopButton() const { return m_stop; }
    QLabel *label() const { return m_label; }

private:
    void setTexts();
    void follow();

    ModelSession *m_session;
    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_stop;
    QTimer *m_showTimer;
    bool m_stopped = false; ///< the last computation was stopped
};
