#include "modelrunjob.h"

#include <QThread>

ModelRunJob::ModelRunJob(Runs runs, std::vector<int> tokens,
                         attn::model::Interventions interventions, QObject *parent)
    : QObject(parent), m_runs(std::move(runs))
{
    using attn::model::ModelRun;
    for (ModelRun *run : {m_runs.run.get(), m_runs.plain.get()}) {
        run->setStopFlag(&m_stop);
        run->setLayerCounter(&m_layersDone);
    }
    const int plainLayers = m_runs.plain->layersToRun(tokens, {});
    const int ownLayers = m_runs.run->layersToRun(tokens, interventions);
    const attn::model::ModelConfig &config = m_runs.run->weights().config;
    const int fromPlain =
        config.layerCount - ModelRun::firstChangedLayer({}, interventions, config);
    m_runFromPlain = fromPlain <= ownLayers;
    m_layersToCompute = plainLayers + std::min(fromPlain, ownLayers);
    m_thread = QThread::create(
        [this, tokens = std::move(tokens), interventions = std::move(interventions)] {
            // The checks run() makes cannot fail: the session's tokens come from the tokenizer,
            // within the context, and the interventions' temperatures are kept positive.
            m_runs.plain->run(tokens);
            if (m_runFromPlain && m_runs.plain->hasResult())
                *m_runs.run = *m_runs.plain; // shares its layers: the run replaces those it changes
            m_runs.run->run(tokens, interventions);
        });
    connect(m_thread, &QThread::finished, this, &ModelRunJob::finished);
    m_thread->start();
}

ModelRunJob::~ModelRunJob()
{
    m_stop = true;
    m_thread->wait();
    delete m_thread;
}

bool ModelRunJob::isDone() const
{
    return m_thread->isFinished();
}

ModelRunJob::Runs ModelRunJob::takeRuns()
{
    m_thread->wait();
    for (attn::model::ModelRun *run : {m_runs.run.get(), m_runs.plain.get()})
        if (run) {
            run->setStopFlag(nullptr);
            run->setLayerCounter(nullptr);
        }
    return std::move(m_runs);
}
