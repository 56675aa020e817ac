#pragma once

#include <QAction>

#include <cstdint>

class Document;
class QWidget;

/// Edit > Shuffle tokens: renumbers the tokens of a self-attention scenario (a graph's nodes)
/// in a random order, as one undo step (attn::permutedTokens()), and says in the status bar
/// what a class should see: the weights and outputs move with their tokens and do not change
/// (permutation equivariance), except under a mask tied to positions (causal, valid length).
class ShuffleTokensAction : public QAction
{
    Q_OBJECT
public:
    /// `window` owns the action and carries its texts through a language switch.
    ShuffleTokensAction(Document *document, QWidget *window);

signals:
    /// A sentence for the status bar after a shuffle, or why there was none.
    void told(const QString &message);

private:
    void shuffle();
    /// Enabled for self-attention with two tokens or more.
    void refresh();

    Document *m_document;
    std::uint64_t m_seed = 1;
};
