#include "presetscenarios.h"

#include "projectionfactory.h"

#include <cmath>
#include <numbers>

namespace attn::presets {

namespace {

Matrix rows(std::initializer_list<std::initializer_list<double>> values)
{
    const auto columns = values.size() == 0 ? 0 : values.begin()->size();
    Matrix m(Eigen::Index(values.size()), Eigen::Index(columns));
    Eigen::Index r = 0;
    for (const auto &row : values) {
        Eigen::Index c = 0;
        for (double v : row)
            m(r, c++) = v;
        ++r;
    }
    return m;
}

std::vector<std::string> numberedLabels(const std::string &prefix, int count)
{
    std::vector<std::string> labels;
    for (int i = 1; i <= count; ++i)
        labels.push_back(prefix + std::to_string(i));
    return labels;
}

// One head with identity projections keeps every side at its typed-in width, so the head
// sees Q, K and V unchanged and the output has V's width: plain attention.
void useIdentityProjections(Scenario &s)
{
    s.headCount = 1;
    s.projectionInit = ProjectionInit::Identity;
    s.combination = HeadCombination::ConcatProject;
    refreshProjections(s);
}

} // namespace

Scenario circle(const Matrix &queries, const std::vector<std::string> &queryLabels)
{
    constexpr int n = 10;
    Scenario s;
    s.mode = InputMode::Direct;
    s.keysAreValues = true;
    s.queries = queries;
    s.keys.resize(n, 2);
    for (int i = 0; i < n; ++i) {
        const double angle = 2.0 * std::numbers::pi * i / n;
        s.keys(i, 0) = std::cos(angle);
        s.keys(i, 1) = std::sin(angle);
        s.keyLabels.push_back(std::to_string(36 * i) + "°");
    }
    s.queryLabels = queryLabels;
    s.score = ScoreKind::DotProduct;
    s.scaling = ScalingKind::None;
    useIdentityProjections(s);
    return s;
}

Scenario scalingDemo()
{
    constexpr int d = 100;
    constexpr int n = 20;
    Scenario s;
    s.mode = InputMode::Direct;
    s.keysAreValues = true;
    s.queries = seededNormal(1, d, 20240601, 1.0);
    s.keys = seededNormal(n, d, 20240602, 1.0);
    s.queryLabels = {"q"};
    s.keyLabels = numberedLabels("k", n);
    s.scaling = ScalingKind::None;
    useIdentityProjections(s);
    return s;
}

Scenario sleepyChild()
{
    Scenario s;
    s.mode = InputMode::Direct;
    s.keysAreValues = false;
    s.keys = rows({{0, 0, 0}, {2, 0, 1}, {1, -1, -2}, {2, 3, 1}, {-2, 0, 0}, {0, 2, 1}});
    s.values = rows({{0}, {-0.2}, {0.3}, {0.4}, {0}, {0.1}});
    s.queries = rows({{0, 2, 1}});
    s.keyLabels = {"The", "sleepy", "child", "reads", "a", "book"};
    s.queryLabels = {"book"};
    s.scaling = ScalingKind::None;
    useIdentityProjections(s);
    return s;
}

Scenario randomCrossAttention(int queryCount, int sourceCount, int modelDim, int headCount)
{
    Scenario s;
    s.mode = InputMode::CrossAttention;
    s.tokens = seededNormal(queryCount, modelDim, 7001, 1.0);
    s.sourceTokens = seededNormal(sourceCount, modelDim, 7002, 1.0);
    s.queryLabels = numberedLabels("x", queryCount);
    s.keyLabels = numberedLabels("y", sourceCount);
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    s.headCount = headCount;
    s.projectionInit = ProjectionInit::Random;
    s.seed = 42;
    s.combination = HeadCombination::ConcatProject;
    refreshProjections(s);
    return s;
}

Scenario selfAttentionCausal()
{
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.tokens = seededNormal(5, 128, 7003, 1.0);
    s.queryLabels = {"吾輩", "は", "猫", "で", "ある"};
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    s.mask = MaskKind::Causal;
    s.headCount = 4;
    s.projectionInit = ProjectionInit::Random;
    s.seed = 1905;
    s.combination = HeadCombination::ConcatProject;
    refreshProjections(s);
    return s;
}

Scenario dogChasesBall()
{
    // Components: agent (animate), object (thing handled), place, function word.
    // The verb points between agent and object, so its dot product with the dog and the
    // ball beats even its own length, while the garden and the particles stay small.
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.tokens = rows({
        {2.5, 0.3, 0.0, 0.0}, // 犬
        {0.0, 0.0, 0.0, 1.0}, // は
        {0.2, 0.3, 2.0, 0.0}, // 庭
        {0.0, 0.0, 0.3, 1.0}, // で
        {0.3, 2.3, 0.1, 0.0}, // ボール
        {0.0, 0.3, 0.0, 1.0}, // を
        {1.0, 1.0, 0.2, 0.0}, // 追いかけている
    });
    s.queryLabels = {"犬", "は", "庭", "で", "ボール", "を", "追いかけている"};
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    useIdentityProjections(s);
    return s;
}

} // namespace attn::presets
