#include "shuffletokensaction.h"

#include "document.h"
#include "graphpermutation.h"
#include "retranslate.h"

#include <QWidget>

#include <algorithm>

ShuffleTokensAction::ShuffleTokensAction(Document *document, QWidget *window)
    : QAction(window), m_document(document)
{
    setObjectName(QStringLiteral("shuffleTokensAction"));
    setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    // An action receives no LanguageChange of its own: its window's carries the texts.
    onLanguageChange(window, [this] {
        setText(tr("Shuffle &Tokens"));
        setToolTip(tr("Renumber the tokens (a graph's nodes) in a random order: the weights "
                      "and outputs move with their tokens unless the mask is tied to positions"));
    });
    connect(this, &QAction::triggered, this, &ShuffleTokensAction::shuffle);
    connect(m_document, &Document::changed, this, &ShuffleTokensAction::refresh);
    refresh();
}

void ShuffleTokensAction::refresh()
{
    const attn::Scenario &s = m_document->scenario();
    setEnabled(s.mode == attn::InputMode::SelfAttention && s.tokens.rows() >= 2);
}

void ShuffleTokensAction::shuffle()
{
    const attn::Scenario &s = m_document->scenario();
    const int n = int(s.tokens.rows());
    if (s.mode != attn::InputMode::SelfAttention || n < 2) {
        emit told(tr("Only the tokens of self-attention can be shuffled"));
        return;
    }
    std::vector<int> order = attn::randomPermutation(n, m_seed++);
    for (int tries = 0; tries < 8 && std::is_sorted(order.begin(), order.end()); ++tries)
        order = attn::randomPermutation(n, m_seed++); // an order that changes something
    const attn::MaskKind mask = s.mask;
    m_document->editScenario(attn::permutedTokens(s, order), [] { return tr("Shuffle tokens"); });
    if (mask == attn::MaskKind::Causal || mask == attn::MaskKind::ValidLength)
        emit told(tr("Tokens shuffled. The mask belongs to positions, not tokens, so the "
                     "weights and outputs changed"));
    else
        emit told(tr("Tokens shuffled. Each token kept its weights and output, moved to its "
                     "new place: attention is permutation equivariant"));
}
