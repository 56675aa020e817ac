#include "modelsession.h"

#include <algorithm>

using attn::model::HeadIntervention;
using attn::model::Interventions;

ModelSession::ModelSession(QObject *parent) : QObject(parent) {}

void ModelSession::setModel(std::shared_ptr<const attn::model::ModelWeights> weights,
                            attn::model::WordVocabulary vocabulary, const QString &name,
                            std::shared_ptr<const attn::io::BpeTokenizer> bytePairs)
{
    m_weights = std::move(weights);
    m_tokenizer.words = std::move(vocabulary);
    m_tokenizer.bytePairs = std::move(bytePairs);
    m_name = name;
    m_interventions = Interventions();
    m_run.reset();
    m_plain.reset();
    if (m_weights) {
        m_run.emplace(m_weights);
        m_plain.emplace(m_weights);
    }
    m_layer = 0;
    m_head = 0;
    setText(m_text);
}

int ModelSession::layerCount() const
{
    return m_weights ? m_weights->config.layerCount : 0;
}

int ModelSession::headCount() const
{
    return m_weights ? m_weights->config.headCount : 0;
}

void ModelSession::setText(const QString &text)
{
    m_text = text;
    m_query = -1;
    m_unknown.clear();
    m_dropped = 0;
    m_tokens.clear();
    m_interventions.maskedPositions.clear();
    if (m_weights) {
        std::vector<std::string> unknown;
        m_tokens = m_tokenizer.encode(text, &unknown);
        for (const std::string &word : unknown)
            m_unknown << QString::fromStdString(word);
        const int context = m_weights->config.contextLength;
        if (int(m_tokens.size()) > context) {
            m_dropped = int(m_tokens.size()) - context;
            m_tokens.resize(std::size_t(context));
        }
    }
    runAll();
}

void ModelSession::runAll()
{
    if (m_weights && !m_tokens.empty()) {
        // The checks run() makes cannot fail here: the tokens come from the vocabulary,
        // within the context, and the interventions' temperatures are kept positive.
        m_run->run(m_tokens, m_interventions);
        m_plain->run(m_tokens);
    } else if (m_weights) {
        m_run.emplace(m_weights);
        m_plain.emplace(m_weights);
    }
    emit changed();
}

QString ModelSession::tokenText(int token) const
{
    return attn::io::CheckpointTokenizer::visible(m_tokenizer.tokenText(token));
}

QStringList ModelSession::words() const
{
    QStringList out;
    if (!hasResult())
        return out;
    for (int token : m_run->tokens())
        out << tokenText(token);
    return out;
}

const attn::AttentionTrace &ModelSession::layerTrace(int layer) const
{
    return m_run->layers()[std::size_t(layer)].attention;
}

bool ModelSession::hasInterventions() const
{
    if (!m_interventions.maskedPositions.empty())
        return true;
    for (const auto &layer : m_interventions.heads)
        for (const HeadIntervention &head : layer)
            if (!(head == HeadIntervention()))
                return true;
    return false;
}

void ModelSession::intervene(const Interventions &interventions)
{
    m_interventions = interventions;
    if (hasResult())
        m_run->intervene(m_interventions);
    emit changed();
}

void ModelSession::setHeadIntervention(int layer, int head, const HeadIntervention &value)
{
    if (layer < 0 || layer >= layerCount() || head < 0 || head >= headCount() ||
        !(value.temperature > 0.0) || m_interventions.head(layer, head) == value)
        return;
    Interventions after = m_interventions;
    after.setHead(layer, head, value);
    intervene(after);
}

void ModelSession::setMasked(int position, bool masked)
{
    if (!hasResult() || position < 0 || position >= int(m_run->tokens().size()) ||
        isMasked(position) == masked)
        return;
    Interventions after = m_interventions;
    std::vector<int> &positions = after.maskedPositions;
    if (masked) {
        positions.push_back(position);
        std::sort(positions.begin(), positions.end());
    } else {
        positions.erase(std::remove(positions.begin(), positions.end(), position), positions.end());
    }
    intervene(after);
}

void ModelSession::resetInterventions()
{
    if (!hasInterventions())
        return;
    intervene(Interventions());
}

void ModelSession::setInterventions(const Interventions &interventions)
{
    if (interventions != m_interventions)
        intervene(interventions);
}

int ModelSession::selectedQuery() const
{
    const int count = hasResult() ? int(m_run->tokens().size()) : 0;
    return m_query >= 0 && m_query < count ? m_query : count - 1;
}

void ModelSession::selectQuery(int position)
{
    if (position == m_query)
        return;
    m_query = position;
    emit selectionChanged();
}

void ModelSession::select(int layer, int head)
{
    layer = std::clamp(layer, 0, std::max(layerCount() - 1, 0));
    head = std::clamp(head, 0, std::max(headCount() - 1, 0));
    if (layer == m_layer && head == m_head)
        return;
    m_layer = layer;
    m_head = head;
    emit selectionChanged();
}
