#pragma once

#include "headintervention.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

/// A head of a layer of a model, both counted from 0 ("2.4" in a file is layer 1, head 3).
struct ModelHeadAddress
{
    int layer = 0;
    int head = 0;
    bool operator==(const ModelHeadAddress &) const = default;

    /// "2.4" -> layer 1, head 3: the two numbers counted from 1, as the Model tab and the
    /// command line name heads (so "0.1" gives layer -1: the caller checks the range).
    /// Nothing unless the text is two whole numbers joined by a dot.
    static std::optional<ModelHeadAddress> fromText(const QString &text);
};

/// What a lesson step sets in the Model tab: the sentence the shipped model runs, the head
/// shown large (and taken into the lab as the step's scenario), the heads switched off and
/// the words masked.
struct LessonModel
{
    QString text;
    ModelHeadAddress head;
    std::vector<ModelHeadAddress> off;
    std::vector<int> masked; ///< token positions, from 0
    bool operator==(const LessonModel &) const = default;

    /// The heads off and the words masked, as the model runtime takes them.
    attn::model::Interventions interventions() const;
};

/// Reads a step's "model" object (docs/lessons.md) against the model shipped with the
/// program: every word must be one of its vocabulary, the heads inside its layers and heads,
/// the masked positions inside the sentence. On success `scenario` is the head as it runs
/// with those interventions (attn::model::runHeadScenario()), its weights the model's.
class LessonModelStep
{
public:
    static bool read(const QJsonValue &value, const QString &field, LessonModel &model,
                     attn::Scenario &scenario, QString *error);

    // Messages are shown to teachers, so they are translatable (context "LessonModelStep").
    Q_DECLARE_TR_FUNCTIONS(LessonModelStep)
};
