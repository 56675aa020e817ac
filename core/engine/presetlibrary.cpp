#include "presetlibrary.h"

#include "graphpresets.h"
#include "presetscenarios.h"

#include <cmath>

namespace attn {

namespace {

Matrix diagonalQuery()
{
    Matrix q(1, 2);
    q << 1.0 / std::sqrt(2.0), 1.0 / std::sqrt(2.0);
    return q;
}

Preset circlePreset()
{
    return {"circle",
            "Ten vectors on a circle",
            "円周上の10個のベクトル",
            "Ten unit vectors, 36 degrees apart, are both the keys and the values; the query is "
            "the unit vector at 45 degrees. The dot product measures how closely each key points "
            "in the query's direction, softmax turns those scores into weights that are positive "
            "and sum to 1, and the output is the weighted average of the values. The vectors at "
            "36 and 72 degrees, nearest to the query, get the largest weights, so the output "
            "points at 45 degrees too, but it is much shorter than 1 because the other vectors "
            "still pull in every direction. Drag the query around the circle and watch the "
            "weights follow it.",
            "長さが1で、360°を10等分した角度の10個のベクトルをキーとバリューに使い、クエリには"
            "角度45°の単位ベクトルを用います。内積はキーがクエリとどれだけ同じ向きを向いているかを"
            "表し、softmax 関数によって正の値で合計が1の注意度に変換されます。出力は注意度で重み"
            "付けしたバリューの和です。クエリに近い36°と72°のベクトルほど注意度が大きくなるので、"
            "出力も45°の方向を向きますが、他のベクトルも少しずつ引っ張るため長さは1よりずっと短く"
            "なります。クエリをドラッグして円周上を動かし、注意度がついてくる様子を確かめてみま"
            "しょう。",
            presets::circle(diagonalQuery(), {"q"})};
}

Preset circleThreeQueriesPreset()
{
    Matrix queries(3, 2);
    queries << 1.0 / std::sqrt(2.0), 1.0 / std::sqrt(2.0), 1.0, 0.0, 0.0, 1.0;
    return {"circle-3-queries",
            "Three queries at once",
            "3つのクエリを同時に計算",
            "The same ten vectors on the circle, now with three queries stacked into a matrix Q: "
            "45 degrees, 0 degrees and 90 degrees. Q K^T is a 3 x 10 matrix whose rows are the "
            "scores of one query each, softmax works row by row so every row of weights sums to "
            "1, and the output is 3 x 2, one vector per query. Nothing in the computation changes "
            "when queries are added: this is how attention handles a whole sentence at once.",
            "円周上の同じ10個のベクトルに対して、45°、0°、90°の3つのクエリを並べて行列 Q として"
            "計算します。QK^T は各行が1つのクエリに対する注意度を表す3行10列の行列になり、softmax "
            "は行ごとに計算されるので、どの行も合計が1になります。出力の形は (3, 2) で、クエリ1つ"
            "につき1つのベクトルが得られます。クエリを増やしても計算の仕方は何も変わりません。"
            "これが文全体をまとめて処理するときのアテンションの姿です。",
            presets::circle(queries, {"45°", "0°", "90°"})};
}

Preset circleScaledPreset()
{
    Preset p{"circle-scaled",
             "Scaled dot product on the circle",
             "スケーリングした内積注意",
             "The circle example with the scores divided by sqrt(d) = sqrt(2) before softmax, as "
             "in scaled dot-product attention. Smaller scores make the softmax flatter: the "
             "weights move towards 1/10 each, and the output, still at 45 degrees, becomes "
             "shorter than in the unscaled example. Compare the softmax bars of the two presets.",
             "円周の例で、softmax に入力する前に内積を sqrt(d) = sqrt(2) で割ります。これが "
             "Scaled Dot-Product Attention です。スコアが小さくなると softmax の出力はなだらかに"
             "なり、注意度はどれも 1/10 に近づきます。出力は45°の方向のままですが、スケーリングし"
             "ない場合より短くなります。2つのプリセットで softmax の棒グラフを見比べてみましょう。",
             presets::circle(diagonalQuery(), {"q"})};
    p.scenario.scaling = ScalingKind::InverseSqrtKeyDim;
    return p;
}

Preset circleLongV4Preset()
{
    Preset p{"circle-long-v4",
             "One long vector",
             "1つだけ長いベクトル",
             "The circle example with v4, the vector at 108 degrees, made five times longer. "
             "Because the keys are the values, the long vector wins twice: its dot product with "
             "the query grows five-fold, so its weight rises from about 0.12 to about 0.47, and "
             "its own length then drags the output far towards it. Attention by dot product cares "
             "about length as well as direction, one reason why models normalise their vectors.",
             "円周の例で、108°のベクトル v4 の長さだけを5倍にします。キーとバリューが同じなので、"
             "長いベクトルは二重に効きます。クエリとの内積が5倍になって注意度が約0.12から約"
             "0.47まで大きくなり、さらにベクトル自体も長いため、出力のベクトルは v4 に強く引きずら"
             "れます。内積による注意は向きだけでなく長さにも左右されることがわかります。",
             presets::circle(diagonalQuery(), {"q"})};
    p.scenario.keys.row(3) *= 5.0;
    return p;
}

Preset scalingDemoPreset()
{
    return {"scaling-demo",
            "Why scale by 1/sqrt(d_k)",
            "なぜ sqrt(d_k) で割るのか",
            "One random query and twenty random keys of dimension 100, every component drawn "
            "from a standard normal distribution. The dot product of such vectors has a standard "
            "deviation of sqrt(100) = 10, so the scores are spread so widely that the unscaled "
            "softmax is nearly one-hot: one key takes almost all the weight and the others are "
            "stuck at 0. Switch the scaling to 1/sqrt(d_k) and watch the weights spread out, so "
            "that the differences between keys become visible again.",
            "各要素が標準正規分布に従う100次元のランダムなクエリ1つとキー20個を用意します。この"
            "ようなベクトルの内積の標準偏差は sqrt(100) = 10 にもなるため、スケーリングしない "
            "softmax の出力はほぼ one-hot になり、1つのキーがほとんどの注意度を占めて他は0に張り"
            "付いてしまいます。スケーリングを 1/sqrt(d_k) に切り替えて、注意度が広がり、キーごとの"
            "差が見やすくなる様子を確かめてみましょう。",
            presets::scalingDemo()};
}

Preset sleepyChildPreset()
{
    return {"sleepy-child",
            "The sleepy child reads a book",
            "The sleepy child reads a book",
            "Each word of \"The sleepy child reads a book\" is a key given by a 3-component "
            "embedding, and each carries a value of a single number. The query is the word "
            "\"book\". Its dot products with the keys are 0, 1, -4, 7, 0 and 5, so after softmax "
            "\"reads\" gets about 0.88 of the attention and \"book\" itself about 0.12, while "
            "\"sleepy\" gets almost nothing. The output, about 0.36, is the values averaged with "
            "these weights. Try the temperature: 0 gives hard attention on \"reads\", infinity "
            "gives every word 1/6.",
            "「The sleepy child reads a book」の各単語を長さ3の埋め込みベクトルで表してキーとし、"
            "それぞれに1つの数値をバリューとして持たせます。クエリは「book」です。キーとの内積は "
            "0, 1, -4, 7, 0, 5 となり、softmax を通すと「reads」に約0.88、「book」自身に約0.12の"
            "注意度が集まり、「sleepy」にはほとんど注意が向きません。出力の約0.36は、この注意度で"
            "バリューを重み付けして足し合わせたものです。温度も変えてみましょう。T = 0 では"
            "「reads」だけに注目するハードアテンションに、T = ∞ ではすべての単語に1/6ずつの均一な"
            "アテンションになります。",
            presets::sleepyChild()};
}

Preset sleepyChildScaledPreset()
{
    Preset p{"sleepy-child-scaled",
             "The sleepy child, scaled",
             "The sleepy child (スケーリングあり)",
             "The sleepy-child example with the scores divided by sqrt(3), the length of the "
             "embeddings. The scores shrink from (0, 1, -4, 7, 0, 5) to about (0, 0.58, -2.31, "
             "4.04, 0, 2.89), \"reads\" no longer dominates as strongly, \"book\" gains weight, "
             "and the output falls from 0.36 to about 0.31.",
             "sleepy child の例で、スコアを埋め込みの次元 3 の平方根 sqrt(3) で割ります。スコアは "
             "(0, 1, -4, 7, 0, 5) から約 (0, 0.58, -2.31, 4.04, 0, 2.89) に縮み、「reads」への集中"
             "が弱まって「book」の注意度が増えます。その結果、出力は0.36から約0.31に下がります。",
             presets::sleepyChild()};
    p.scenario.scaling = ScalingKind::InverseSqrtKeyDim;
    return p;
}

Preset multiheadShapesPreset()
{
    return {"multihead-shapes",
            "Multi-head attention: shapes",
            "マルチヘッドアテンションの形",
            "Cross-attention with d_model = 16 and 4 heads, so each head works in d_k = d_v = 4 "
            "dimensions. Three query tokens attend to four source tokens; the tokens and the "
            "projections W_Q, W_K, W_V and W_O are random from a fixed seed. Each head gives a "
            "3 x 4 output, the four are concatenated side by side into 3 x 16, and W_O (16 x 16) "
            "mixes them into the final 3 x 16 output. Follow the shapes through the step-by-step "
            "view.",
            "d_model = 16、ヘッド数4のクロスアテンションです。各ヘッドは d_k = d_v = 4 次元で計算"
            "します。3つのクエリのトークンが4つのソースのトークンに注目します。トークンと線形変換 "
            "W_Q, W_K, W_V, W_O は、固定したシードから作った乱数です。各ヘッドの出力は3行4列で、"
            "4つを横に連結すると3行16列になり、W_O (16行16列) で混ぜ合わせて最終的な3行16列の出力"
            "になります。ステップごとの表示で行列の形を追いかけてみましょう。",
            presets::randomCrossAttention(3, 4, 16, 4)};
}

Preset validLengthPreset()
{
    Preset p{"valid-length",
             "Multi-head attention with a valid length",
             "有効長つきのマルチヘッドアテンション",
             "Cross-attention with 100 hidden units and 5 heads: 4 queries and 6 key-value "
             "pairs, of which only the first 3 are valid, as when a short sentence is padded to "
             "the length of a batch. The masked keys get weight exactly 0 in every head, so the "
             "padding cannot leak into the 4 x 100 output. Change the valid length to 2 and see "
             "the weights move onto the remaining keys.",
             "隠れ次元100、ヘッド数5のクロスアテンションです。クエリは4つ、キーとバリューの組は6つ"
             "ですが、有効なのは最初の3つだけです。バッチの中の短い文をパディングで長さを揃えた"
             "場合にあたります。マスクされたキーの注意度はどのヘッドでもちょうど0になるので、"
             "パディングが4行100列の出力に混ざることはありません。有効長を2に変えて、注意度が残り"
             "のキーに移る様子を見てみましょう。",
             presets::randomCrossAttention(4, 6, 100, 5)};
    p.scenario.mask = MaskKind::ValidLength;
    p.scenario.validLength = 3;
    return p;
}

Preset selfAttentionCausalPreset()
{
    return {
        "self-attention-causal",
        "Self-attention with a causal mask",
        "因果マスクつきのセルフアテンション",
        "Self-attention over the five tokens of 吾輩 / は / 猫 / で / ある, with 128-dimensional "
        "random embeddings and 4 heads. Queries, keys and values all come from the same "
        "tokens, each through its own projection, which is why a word can attend to another "
        "more than it is attended by it. The causal mask lets each token see only itself "
        "and the tokens before it, as a model that writes text one word at a time must: the "
        "weights are 4 heads x 5 x 5, zero above the diagonal, and the output is 5 x 128.",
        "「吾輩 / は / 猫 / で / ある」の5つのトークンに対するセルフアテンションです。埋め込み"
        "は128次元の乱数で、ヘッドは4つです。クエリ・キー・バリューはすべて同じトークンから"
        "作りますが、それぞれ別の線形変換を通すため、ある単語が別の単語に注目する度合いと、"
        "その逆は一致しません。因果マスクによって、各トークンは自分自身とそれより前のトークン"
        "しか見ることができません。文章を1単語ずつ生成するモデルではこれが必要です。注意度は"
        "4ヘッド × 5 × 5 で対角より上はすべて0になり、出力は5行128列です。",
        presets::selfAttentionCausal()};
}

Preset dogChasesBallPreset()
{
    return {"dog-chases-ball",
            "The dog is chasing a ball in the garden",
            "犬は庭でボールを追いかけている",
            "Self-attention over 犬は庭でボールを追いかけている (the dog is chasing a ball in the "
            "garden) with small hand-made 4-component embeddings: one component for the one who "
            "acts, one for the thing acted on, one for places, one for particles. The projections "
            "are the identity and the scores are scaled by 1/sqrt(4). The verb 追いかけている "
            "points between the agent and the object, so it attends most to 犬 (dog) and ボール "
            "(ball), only weakly to 庭 (garden), and hardly to the particles は, で and を. Edit "
            "the embeddings and see how the relations change.",
            "「犬は庭でボールを追いかけている」に対するセルフアテンションです。埋め込みは手で作った"
            "4次元のベクトルで、成分はそれぞれ「動作をするもの」「動作の対象」「場所」「助詞」を"
            "表します。線形変換は恒等変換で、スコアは 1/sqrt(4) でスケーリングします。動詞"
            "「追いかけている」は動作主と対象の間を向いているので、「犬」と「ボール」に最も強く"
            "注目し、「庭」への注目は弱く、助詞の「は」「で」「を」にはほとんど注目しません。埋め"
            "込みを編集して、単語どうしの関係がどう変わるか確かめてみましょう。",
            presets::dogChasesBall()};
}

} // namespace

const std::vector<Preset> &presetLibrary()
{
    static const std::vector<Preset> library = [] {
        std::vector<Preset> presets = {
            circlePreset(),
            circleThreeQueriesPreset(),
            circleScaledPreset(),
            circleLongV4Preset(),
            scalingDemoPreset(),
            sleepyChildPreset(),
            sleepyChildScaledPreset(),
            multiheadShapesPreset(),
            validLengthPreset(),
            selfAttentionCausalPreset(),
            dogChasesBallPreset(),
        };
        for (Preset &preset : graphPresets())
            presets.push_back(std::move(preset));
        return presets;
    }();
    return library;
}

const Preset *findPreset(std::string_view id)
{
    for (const Preset &preset : presetLibrary()) {
        if (preset.id == id)
            return &preset;
    }
    return nullptr;
}

} // namespace attn
