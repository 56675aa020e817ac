#pragma once

#include "lessonmodelstep.h"
#include "scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

/// A text in both languages of the classroom; both are required in a lesson file.
struct LessonText
{
    QString en;
    QString ja;

    /// The Japanese text when `japanese`, else the English one.
    const QString &in(bool japanese) const { return japanese ? ja : en; }
    bool operator==(const LessonText &) const = default;
};

/// Which quantity the heatmap shows during a step.
enum class LessonHeatmap
{
    Weights,
    RawScores,
    ScaledScores,
    TemperedScores,
};

/// One step of a lesson: an explanation, the exact scenario to show and, optionally, a
/// "predict, then reveal" question about the key that gets the most weight.
struct LessonStep
{
    LessonText title;
    LessonText text;
    /// Resolved: a preset with its overrides, or an embedded scenario; stored without the
    /// projections that its seed makes (attn::dropDerivedProjections()), so that a lesson of
    /// many wide steps holds one step's projections at a time: use shown().
    attn::Scenario scenario;
    int query = 0; ///< query row selected (and asked about)
    int head = 0;  ///< head shown (and asked about)
    LessonHeatmap heatmap = LessonHeatmap::Weights;
    bool hasQuestion = false;
    LessonText question; ///< the prompt shown while the weights are hidden
    LessonText reveal;   ///< optional remark shown after the reveal (may be empty)
    /// A step on the shipped model (the Model tab): its sentence, head and interventions;
    /// `scenario` is then that head as it runs (LessonModelStep).
    std::optional<LessonModel> model;

    /// The scenario to show, its projections made (attn::refreshProjections()).
    attn::Scenario shown() const;
};

/// A guided lesson: a title, a short summary and its steps, in order.
struct Lesson
{
    QString id;
    LessonText title;
    LessonText summary;
    std::vector<LessonStep> steps;
};

/// Reads lesson files: strict JSON described in docs/lessons.md. Every field is checked;
/// a problem is answered with a sentence naming the field ("steps[2].preset: unknown
/// preset \"circel\""), never a crash. Sizes are bounded before anything is built.
class LessonFile
{
public:
    static constexpr int kFormatVersion = 1;
    static constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;
    static constexpr int kMaxSteps = 100;
    static constexpr int kMaxTitleChars = 200;
    static constexpr int kMaxTextChars = 10000;
    static constexpr int kMaxIdChars = 64;
    /// The matrices of all steps together, projections made from a seed included (each is
    /// made and checked when the lesson is read, then dropped until its step is shown): a
    /// small file can ask for large generated projections in every step.
    static constexpr double kMaxScenarioBytes = 256.0 * 1024 * 1024;

    /// Parses a lesson. On failure returns false, leaves `out` untouched and sets `error`.
    static bool fromJson(const QByteArray &json, Lesson &out, QString *error);
    static bool load(const QString &path, Lesson &out, QString *error);

    // Messages are shown to teachers, so they are translatable (context "LessonFile").
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
};
