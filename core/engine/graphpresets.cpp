#include "graphpresets.h"

#include "projectionfactory.h"

#include <cmath>

namespace attn {

namespace {

/// Acetic acid's heavy atoms, CH3-C(=O)-OH, as a flat molecule (they do lie in one plane):
/// the carboxyl carbon at the origin, bond lengths C-C 1.52, C=O 1.21, C-O 1.36 angstrom and
/// angles C-C=O 126 degrees, O=C-O 123 degrees. Features per atom: [is carbon, is oxygen,
/// hydrogens attached, heavy-atom bonds]. Two heads with projections from a fixed seed.
Scenario aceticAcidAtoms()
{
    const double pi = std::acos(-1.0);
    const auto at = [pi](double length, double degrees) {
        return GraphNode{length * std::cos(degrees * pi / 180.0),
                         length * std::sin(degrees * pi / 180.0)};
    };
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.tokens.resize(4, 4);
    s.tokens << 1, 0, 3, 1, // C of the methyl group
        1, 0, 0, 3,         // C of the carboxyl group
        0, 1, 0, 1,         // O, double bond
        0, 1, 1, 1;         // O of the hydroxyl group
    s.queryLabels = {"CH₃", "C", "O", "OH"};
    s.graph.nodes = {at(1.52, 216.0), {0.0, 0.0}, at(1.21, 90.0), at(1.36, -33.0)};
    s.graph.directed = false;
    s.graph.selfLoops = true;
    s.mask = MaskKind::Neighbours;
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    s.headCount = 2;
    s.projectionInit = ProjectionInit::Random;
    s.seed = 2024;
    s.combination = HeadCombination::ConcatProject;
    refreshProjections(s);
    return s;
}

double distance(const GraphNode &a, const GraphNode &b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
}

/// Rounds to 0.01 angstrom, as a table of bond lengths would print it.
double hundredths(double value)
{
    return std::round(value * 100.0) / 100.0;
}

Preset aceticAcidBondsPreset()
{
    Preset p{"acetic-acid",
             "A molecule: acetic acid's bonds",
             "分子: 酢酸の結合",
             "The four heavy atoms of acetic acid, CH3-C(=O)-OH, are the nodes; their bonds are "
             "the edges, each carrying its length in angstrom. Each atom's feature vector says "
             "which element it is, how many hydrogens it holds and how many bonds it has. The mask "
             "\"neighbours only\" lets an atom attend to itself and the atoms bonded to it, and "
             "nothing else: q = W_q v of the receiving atom, keys and values W_k v and W_v v of "
             "the sending atoms, b = softmax(q . K / sqrt(d)), and the atom's new vector is the "
             "sum of b V over its edges, two heads concatenated and mixed by W_O. The methyl "
             "carbon sees only the carboxyl carbon and itself. Select an atom in the Graph tab, "
             "predict which neighbour it attends to most, then look.",
             "酢酸 CH3-C(=O)-OH の4つの重原子をノード、結合をエッジとし、各エッジには結合の長さ"
             "(オングストローム)を持たせています。原子の特徴量ベクトルは元素の種類、結合している"
             "水素の数、重原子との結合の数です。マスク「近傍のみ」により、各原子は自分自身と結合"
             "している原子にだけ注目します。受信ノードから q = W_q v、送信ノードからキー W_k v と"
             "バリュー W_v v を作り、b = softmax(q・K / √d) を求め、エッジごとの b V を合計した"
             "ものが原子の新しいベクトルです。2つのヘッドを連結して W_O で混ぜ合わせます。"
             "メチル基の炭素が見るのはカルボキシ基の炭素と自分自身だけです。グラフのタブで原子を"
             "選び、どの近傍に一番注目するか予想してから確かめてみましょう。",
             aceticAcidAtoms()};
    Graph &g = p.scenario.graph;
    for (const auto &[a, b] : {std::pair{0, 1}, std::pair{1, 2}, std::pair{1, 3}})
        g.edges.push_back({a, b, hundredths(distance(g.nodes[a], g.nodes[b]))});
    return p;
}

Preset aceticAcidCompletePreset()
{
    Preset p{"acetic-acid-complete",
             "The same molecule, every atom joined",
             "同じ分子、すべての原子を結合",
             "The same four atoms and the same weights, but now every atom is joined to every "
             "other, each edge carrying the distance between them, as one may do for a molecule: "
             "connect every atom, put the distance on the edge, and let attention find what "
             "matters. A graph convolution passes information one bond per layer; here the "
             "methyl carbon reaches both oxygens in one layer. Compare its weights with the "
             "bonds-only preset: attention must now decide on its own which atoms matter, and "
             "it reads the features only, not the distances.",
             "同じ4つの原子と同じ重みですが、すべての原子の組をエッジで結び、各エッジに原子間の"
             "距離を持たせています。分子ではすべての原子を結合して距離をエッジとし、重要なものは"
             "アテンションに見つけさせる、という方法がとれます。グラフ畳み込みではレイヤーごとに"
             "1つの結合分しか情報が伝わりませんが、ここではメチル基の炭素が1つのレイヤーで両方の"
             "酸素に届きます。結合のみのプリセットと注意度を比べてみましょう。どの原子が重要かは"
             "アテンションが自分で決めなければなりません。しかも見ているのは特徴量だけで、距離は"
             "使っていません。",
             aceticAcidAtoms()};
    Graph &g = p.scenario.graph;
    for (int a = 0; a < g.nodeCount(); ++a)
        for (int b = a + 1; b < g.nodeCount(); ++b)
            g.edges.push_back({a, b, hundredths(distance(g.nodes[a], g.nodes[b]))});
    return p;
}

/// Six friends; features [music, sport, science, art] between 0 and 2. Two circles of
/// friends joined by one friendship (Dana - Eiji).
Preset friendsPreset()
{
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.tokens.resize(6, 4);
    s.tokens << 2.0, 0.2, 0.5, 1.5, // Aiko
        1.5, 0.5, 0.2, 2.0,         // Ben
        0.3, 2.0, 0.4, 0.2,         // Chen
        1.8, 0.3, 1.6, 0.4,         // Dana
        0.2, 0.4, 2.0, 0.3,         // Eiji
        0.1, 1.8, 1.5, 0.2;         // Femi
    s.queryLabels = {"Aiko", "Ben", "Chen", "Dana", "Eiji", "Femi"};
    s.graph.nodes = {{0.0, 1.0}, {-1.0, 0.0}, {0.0, -1.0}, {1.0, 0.0}, {2.5, 0.0}, {3.5, 1.0}};
    s.graph.edges = {{0, 1, 1.0}, {0, 2, 1.0}, {0, 3, 1.0}, {1, 2, 1.0},
                     {2, 3, 1.0}, {3, 4, 1.0}, {4, 5, 1.0}};
    s.mask = MaskKind::Neighbours;
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    s.headCount = 1;
    s.projectionInit = ProjectionInit::Identity;
    refreshProjections(s);
    return {"friends",
            "A circle of friends",
            "友だちのグラフ",
            "Six people are the nodes, friendships the edges. Each person's vector says how "
            "much they like music, sport, science and art. With identity projections a person's "
            "query is their own interests, so besides themselves they attend most to the friend "
            "who likes the same things, and their new vector is the weighted average of their "
            "friends' interests. Dana has three friends and likes what Aiko and Eiji like. Drag "
            "the people around (nothing changes: attention reads the edges, not the places), "
            "then Shift+drag to make a new friendship and watch the weights move.",
            "6人をノード、友人関係をエッジとしたグラフです。各人のベクトルは音楽・スポーツ・"
            "科学・美術がどれだけ好きかを表します。線形変換が恒等写像なので、クエリはその人自身の"
            "興味そのものです。そのため自分の次には、友だちの中で同じものが好きな人に一番注目し、"
            "新しいベクトルは友だちの興味の加重平均になります。Dana には友だちが3人いますが、"
            "好みが近いのは Aiko と Eiji です。人をドラッグして動かしても何も変わりません"
            "(アテンションが見るのはエッジで、位置ではありません)。Shift を押しながらドラッグして"
            "新しい友人関係を作り、注意度が動く様子を見てみましょう。",
            s};
}

} // namespace

std::vector<Preset> graphPresets()
{
    return {aceticAcidBondsPreset(), aceticAcidCompletePreset(), friendsPreset()};
}

} // namespace attn
