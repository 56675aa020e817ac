#include "modelsession.h"

#include <QTimer>

#include <algorithm>

using attn::model::HeadIntervention;
using attn::model::Interventions;
using attn::model::ModelRun;

ModelSession::ModelSession(QObject *parent) : QObject(parent), m_progressTimer(new QTimer(this))
{
    m_progressTimer->setInterval(100);
    connect(m_progressTimer, &QTimer::timeout, this, &ModelSession::progressed);
}

ModelSession::~ModelSession()
{
    // The job's destructor stops it and waits for its thread (one layer at most).
    delete m_job;
}

void ModelSession::setModel(std::shared_ptr<const attn::model::ModelWeights> weights,
                            attn::model::WordVocabulary vocabulary, const QString &name,
                            std::shared_ptr<const attn::io::BpeTokenizer> bytePairs)
{
    m_weights = std::move(weights);
    m_tokenizer.words = std::move(vocabulary);
    m_tokenizer.bytePairs = std::move(bytePairs);
    m_name = name;
    m_interventions = Interventions();
    abandonJob();
    m_run.reset();
    m_plain.reset();
    if (m_weights) {
        m_run = std::make_unique<ModelRun>(m_weights);
        m_plain = std::make_unique<ModelRun>(m_weights);
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
        if (m_job) {
            m_dirty = true; // computed when the running job is done
            return;
        }
        if (runCost() > m_backgroundAbove) {
            startJob();
            return;
        }
        // The checks run() makes cannot fail here: the tokens come from the vocabulary,
        // within the context, and the interventions' temperatures are kept positive.
        m_run->run(m_tokens, m_interventions);
        m_plain->run(m_tokens);
    } else if (m_weights) {
        abandonJob();
        m_run = std::make_unique<ModelRun>(m_weights);
        m_plain = std::make_unique<ModelRun>(m_weights);
    }
    emit changed();
}

double ModelSession::runCost() const
{
    const attn::model::ModelConfig &c = m_weights->config;
    const double length = double(m_tokens.size());
    const double perLayer = length * (4.0 * c.width * c.width + 2.0 * c.width * c.mlpWidth) +
                            2.0 * length * length * c.width;
    return 2.0 * (c.layerCount * perLayer + double(c.vocabSize) * c.width);
}

void ModelSession::startJob()
{
    m_dirty = false;
    // Copies of the runs shown (their layers shared, not copied) recompute from the lowest
    // layer that changed, while the views go on showing the originals.
    ModelRunJob::Runs runs{std::make_unique<ModelRun>(*m_run),
                           std::make_unique<ModelRun>(*m_plain)};
    ModelRunJob *job = new ModelRunJob(std::move(runs), m_tokens, m_interventions, this);
    m_job = job;
    // A job waitForComputation() finished already is not finished twice.
    connect(job, &ModelRunJob::finished, this, [this, job] {
        if (job == m_job)
            finishJob();
    });
    m_progressTimer->start();
    emit computingChanged();
}

void ModelSession::finishJob()
{
    ModelRunJob *job = m_job;
    m_job = nullptr;
    m_progressTimer->stop();
    ModelRunJob::Runs runs = job->takeRuns();
    job->deleteLater();
    if (!runs.run->hasResult() || !runs.plain->hasResult()) { // stopped before the end
        if (m_dirty) { // edited after the stop: that is computed
            startJob();
            return;
        }
        emit computingChanged();
        emit stopped();
        return;
    }
    m_run = std::move(runs.run);
    m_plain = std::move(runs.plain);
    if (m_dirty)
        startJob();
    else
        emit computingChanged();
    emit changed();
}

void ModelSession::abandonJob()
{
    if (!m_job)
        return;
    m_progressTimer->stop();
    ModelRunJob *job = m_job;
    m_job = nullptr;
    job->disconnect(this);
    job->stop();
    if (job->isDone())
        job->deleteLater();
    else
        connect(job, &ModelRunJob::finished, job, &QObject::deleteLater);
    emit computingChanged();
}

int ModelSession::layersDone() const
{
    return m_job ? std::min(m_job->layersDone(), m_job->layersToCompute()) : 0;
}

void ModelSession::waitForComputation()
{
    while (m_job)
        finishJob(); // takes the runs once the thread is done; may start the next job
}

void ModelSession::stopComputing()
{
    if (!m_job)
        return;
    m_dirty = false;
    m_job->stop();
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
    return m_run->layer(std::size_t(layer)).attention;
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
    if (hasResult() || m_job) {
        runAll();
        return;
    }
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
