#pragma once

#include "checkpointtokenizer.h"
#include "headintervention.h"
#include "modelrun.h"
#include "modelrunjob.h"
#include "modelweights.h"
#include "wordvocabulary.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

/// A language model the Model tab runs: its weights and words, the sentence typed, the
/// interventions made inside it and the head picked. Keeps two runs of the sentence, one
/// with the interventions and one without, so that what an intervention changed can be
/// shown beside what the model does on its own. Every change re-runs, from the lowest layer
/// it touches (ModelRun::run): at once for a small model (the shipped one), on a thread of
/// its own for a large one (ModelRunJob), the views keeping the last result until the new
/// one is in; edits made meanwhile are computed next, together.
class QTimer;

class ModelSession : public QObject
{
    Q_OBJECT
public:
    explicit ModelSession(QObject *parent = nullptr);
    ~ModelSession() override;

    /// Takes a model and its tokenizer: a word list, or (`bytePairs` not null) GPT-2's
    /// byte-level BPE, which takes any text; the sentence is run again, the interventions
    /// dropped. `name` names the model in messages ("the induction model").
    void setModel(std::shared_ptr<const attn::model::ModelWeights> weights,
                  attn::model::WordVocabulary vocabulary, const QString &name,
                  std::shared_ptr<const attn::io::BpeTokenizer> bytePairs = nullptr);
    bool hasModel() const { return m_weights != nullptr; }
    const attn::model::ModelWeights &weights() const { return *m_weights; }
    std::shared_ptr<const attn::model::ModelWeights> sharedWeights() const { return m_weights; }
    /// The model's word list; empty for a model with a BPE tokenizer.
    const attn::model::WordVocabulary &vocabulary() const { return m_tokenizer.words; }
    /// Whether any text can be typed (a BPE tokenizer), not only the vocabulary's words.
    bool takesAnyText() const { return m_tokenizer.bytePairs != nullptr; }
    /// The text token `token` stands for, to show it: its word, or for BPE the characters it
    /// covers (" cat" with its space; CheckpointTokenizer::visible: a token of whitespace
    /// only with its spaces as "␣" and line breaks as "↵", so that it is not drawn empty).
    QString tokenText(int token) const;
    QString modelName() const { return m_name; }
    int layerCount() const;
    int headCount() const;

    /// Runs `text`: each word the vocabulary knows becomes a token; masks are dropped
    /// (they name positions of the old sentence), the heads' interventions kept.
    void setText(const QString &text);
    QString text() const { return m_text; }
    /// The texts of the tokens run, in order (tokenText()).
    QStringList words() const;
    /// The typed words the vocabulary does not know (left out of the run).
    QStringList unknownWords() const { return m_unknown; }
    /// Words left out at the end because the model reads no more (0: none).
    int droppedWords() const { return m_dropped; }
    /// Whether a run is being computed off the window's thread.
    bool isComputing() const { return m_job != nullptr; }
    /// Layers computed so far and to compute, of the running job (0, 0: none runs).
    int layersDone() const;
    int layersToCompute() const { return m_job ? m_job->layersToCompute() : 0; }
    /// Blocks until every change made is computed (for snapshots and the command line).
    void waitForComputation();
    /// Stops the running computation: the views keep the last result (stopped() follows).
    void stopComputing();
    /// Runs whose multiply-adds exceed this are computed off the window's thread.
    void setBackgroundAbove(double multiplyAdds) { m_backgroundAbove = multiplyAdds; }
    static constexpr double kBackgroundAbove = 3e7;

    /// Whether the sentence gives the model any token (a result is, or is being, computed).
    bool hasTokens() const { return !m_tokens.empty(); }
    /// Whether the sentence has been run (at least one known word).
    bool hasResult() const { return m_run && m_run->hasResult(); }
    /// The run with the interventions, and the same sentence without any.
    const attn::model::ModelRun &run() const { return *m_run; }
    const attn::model::ModelRun &plainRun() const { return *m_plain; }
    /// The trace of layer `layer`'s attention in run().
    const attn::AttentionTrace &layerTrace(int layer) const;

    const attn::model::Interventions &interventions() const { return m_interventions; }
    /// Whether anything differs from the model on its own.
    bool hasInterventions() const;
    void setHeadIntervention(int layer, int head, const attn::model::HeadIntervention &value);
    /// Hides token `position` from the queries after it in every layer, or shows it again.
    void setMasked(int position, bool masked);
    bool isMasked(int position) const { return m_interventions.masks(position); }
    void resetInterventions();
    /// Replaces every intervention at once (heads outside the model are ignored by the run).
    void setInterventions(const attn::model::Interventions &interventions);

    /// The word whose row the large head outlines: the last unless selectQuery() chose
    /// another for this sentence (setText() goes back to the last).
    int selectedQuery() const;
    void selectQuery(int position);
    int selectedLayer() const { return m_layer; }
    int selectedHead() const { return m_head; }
    /// Picks the head the large view shows (clamped to the model's shape).
    void select(int layer, int head);

signals:
    /// The model, the sentence or an intervention changed, and the runs are redone.
    void changed();
    /// select() picked another head.
    void selectionChanged();
    /// A computation off the window's thread started or ended.
    void computingChanged();
    /// The running computation got further (layersDone()).
    void progressed();
    /// stopComputing() stopped a computation: the views show the last result computed,
    /// not the sentence and interventions now set.
    void stopped();

private:
    /// Brings the runs up to the sentence and interventions: at once, or by a job.
    void runAll();
    void intervene(const attn::model::Interventions &interventions);
    /// Multiply-adds of running the sentence (both runs, every layer).
    double runCost() const;
    void startJob();
    void finishJob();
    /// Lets a job of an older model finish out of sight, its result dropped.
    void abandonJob();

    std::shared_ptr<const attn::model::ModelWeights> m_weights;
    attn::io::CheckpointTokenizer m_tokenizer;
    QString m_name;
    QString m_text;
    std::vector<int> m_tokens;
    QStringList m_unknown;
    int m_dropped = 0;
    std::unique_ptr<attn::model::ModelRun> m_run;   ///< shown: with the interventions
    std::unique_ptr<attn::model::ModelRun> m_plain; ///< shown: without any
    ModelRunJob *m_job = nullptr;
    bool m_dirty = false; ///< changed since the running job started
    double m_backgroundAbove = kBackgroundAbove;
    QTimer *m_progressTimer;
    attn::model::Interventions m_interventions;
    int m_layer = 0;
    int m_head = 0;
    int m_query = -1; ///< -1: the last word
};
