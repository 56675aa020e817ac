// ModelView's explanation of itself, for the explanation panel (the caption in presentation)
// and the status bar.
#include "modelsession.h"
#include "modelview.h"

QString ModelView::captionTitle() const
{
    const QString name = m_session->modelName();
    return name.isEmpty() ? tr("A trained transformer: induction heads")
                          : tr("The trained transformer %1").arg(name);
}

QString ModelView::captionText() const
{
    if (!m_session->hasModel())
        return tr("The model could not be read: the message above the views says why.");
    const QString shape = tr("Layers: %1, heads in each: %2.")
                              .arg(m_session->layerCount())
                              .arg(m_session->headCount());
    const QString how =
        tr("Above, the sentence it reads; left, the attention of every head (rows: the word "
           "that looks, columns: the words it looks at), the head picked shown large; beside "
           "them, the words the model expects next. Click a head to enlarge it, switch it off "
           "or change its temperature under it, and watch the prediction change.");
    if (!m_session->modelName().isEmpty())
        return shape + QStringLiteral("\n\n") + how;
    return shape + u' ' +
           tr("It was trained on sentences that repeat a piece of themselves, and learned to "
              "copy: after a word seen before, it predicts the word that followed it then.") +
           QStringLiteral("\n\n") + how;
}

QString ModelView::statusText() const
{
    if (!m_session->hasModel())
        return tr("No model read");
    const attn::model::ModelConfig &config = m_session->weights().config;
    return (m_session->takesAnyText()
                ? tr("model: %1 layers x %2 heads  ·  d_model %3  ·  d_k %4  ·  tokens read: %5")
                : tr("model: %1 layers x %2 heads  ·  d_model %3  ·  d_k %4  ·  words read: %5"))
        .arg(config.layerCount)
        .arg(config.headCount)
        .arg(config.width)
        .arg(config.headWidth())
        .arg(m_session->hasResult() ? m_session->words().size() : 0);
}
