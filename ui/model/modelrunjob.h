#pragma once

#include "headintervention.h"
#include "modelrun.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

class QThread;

/// A sentence's two runs (with the interventions, and without: ModelSession's pair) computed
/// on a thread of their own, for models too large to run between two key presses. The plain
/// run is computed first; the other starts from what it holds or from a copy of the plain
/// run, whichever leaves fewer layers to compute (ModelRun::run recomputes from the lowest
/// layer that changed), so that the two share the layers below the first intervention.
/// finished() fires on the object's thread, and takeRuns() gives them back, computed or,
/// after stop(), holding no result.
class ModelRunJob : public QObject
{
    Q_OBJECT
public:
    struct Runs
    {
        std::unique_ptr<attn::model::ModelRun> run;   ///< with the interventions
        std::unique_ptr<attn::model::ModelRun> plain; ///< without any
    };

    /// Starts computing `runs` on `tokens`, `run` under `interventions`.
    ModelRunJob(Runs runs, std::vector<int> tokens, attn::model::Interventions interventions,
                QObject *parent = nullptr);
    /// Stops the computation and waits for its thread (one layer at most).
    ~ModelRunJob() override;

    /// Asks the computation to stop before its next layer.
    void stop() { m_stop = true; }
    /// Layers computed so far, of the runs together, and to compute in all.
    int layersDone() const { return m_layersDone; }
    int layersToCompute() const { return m_layersToCompute; }
    /// Whether the thread is done (finished() was or is about to be emitted).
    bool isDone() const;
    /// The runs, once the job is done.
    Runs takeRuns();

signals:
    void finished();

private:
    Runs m_runs;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_layersDone{0};
    int m_layersToCompute = 0;
    bool m_runFromPlain = false; ///< the run starts from a copy of the computed plain run
    QThread *m_thread = nullptr;
};
