#pragma once

#include "scenario.h"

#include <QLatin1StringView>
#include <QString>

#include <array>
#include <optional>
#include <utility>

/// The strings a scenario file uses for the engine's enums (docs/scenario-format.md).
namespace ScenarioJsonNames {

template <typename Enum, std::size_t N>
using Table = std::array<std::pair<Enum, QLatin1StringView>, N>;

inline constexpr Table<attn::InputMode, 4> kModes{{
    {attn::InputMode::Direct, QLatin1StringView("direct")},
    {attn::InputMode::SelfAttention, QLatin1StringView("self")},
    {attn::InputMode::CrossAttention, QLatin1StringView("cross")},
    {attn::InputMode::ImportedWeights, QLatin1StringView("imported-weights")},
}};
inline constexpr Table<attn::ScoreKind, 2> kScores{{
    {attn::ScoreKind::DotProduct, QLatin1StringView("dot")},
    {attn::ScoreKind::Additive, QLatin1StringView("additive")},
}};
inline constexpr Table<attn::ScalingKind, 3> kScalings{{
    {attn::ScalingKind::None, QLatin1StringView("none")},
    {attn::ScalingKind::InverseSqrtKeyDim, QLatin1StringView("inverse-sqrt-dk")},
    {attn::ScalingKind::Custom, QLatin1StringView("custom")},
}};
inline constexpr Table<attn::MaskKind, 5> kMasks{{
    {attn::MaskKind::None, QLatin1StringView("none")},
    {attn::MaskKind::Causal, QLatin1StringView("causal")},
    {attn::MaskKind::ValidLength, QLatin1StringView("valid-length")},
    {attn::MaskKind::Custom, QLatin1StringView("custom")},
    {attn::MaskKind::Neighbours, QLatin1StringView("neighbours")},
}};
inline constexpr Table<attn::HeadCombination, 3> kCombinations{{
    {attn::HeadCombination::ConcatProject, QLatin1StringView("concat")},
    {attn::HeadCombination::WeightedSum, QLatin1StringView("weighted-sum")},
    {attn::HeadCombination::Mean, QLatin1StringView("mean")},
}};
inline constexpr Table<attn::ProjectionInit, 3> kProjectionInits{{
    {attn::ProjectionInit::Identity, QLatin1StringView("identity")},
    {attn::ProjectionInit::Random, QLatin1StringView("random")},
    {attn::ProjectionInit::Explicit, QLatin1StringView("explicit")},
}};

/// The file's name for `value`.
template <typename Enum, std::size_t N> QString nameOf(const Table<Enum, N> &table, Enum value)
{
    for (const auto &[e, name] : table) {
        if (e == value)
            return QString(name);
    }
    return QString();
}

/// The enum value named `name`, if the table has it.
template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const Table<Enum, N> &table, const QString &name)
{
    for (const auto &[e, n] : table) {
        if (name == n)
            return e;
    }
    return std::nullopt;
}

/// "a, b, c": the accepted names, for error messages.
template <typename Enum, std::size_t N> QString allNames(const Table<Enum, N> &table)
{
    QString names;
    for (const auto &entry : table) {
        if (!names.isEmpty())
            names += QStringLiteral(", ");
        names += QLatin1Char('"') + QString(entry.second) + QLatin1Char('"');
    }
    return names;
}

} // namespace ScenarioJsonNames
