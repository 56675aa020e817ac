#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class FlowLayout;
class ModelSession;
class QToolButton;

/// The tokens the model reads, one chip each labelled with its word, in the order typed.
/// Clicking a chip masks the token (hidden from every later query in every layer: an
/// intervention), struck through; clicking again shows it again.
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

private:
    void refresh();
    void setTexts();

    ModelSession *m_session;
    FlowLayout *m_flow;
    QList<QToolButton *> m_chips;
};
