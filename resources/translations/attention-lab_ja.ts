<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="137"/>
        <source>Could not create the autosave folder %1</source>
        <translation>自動保存フォルダー %1 を作成できませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="146"/>
        <source>Could not lock the autosave file %1</source>
        <translation>自動保存ファイル %1 をロックできませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="174"/>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="279"/>
        <source>an untitled scenario</source>
        <translation>無題のシナリオ</translation>
    </message>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="281"/>
        <source>%1, saved %2</source>
        <translation>%1(%2 に保存)</translation>
    </message>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="297"/>
        <source>Attention Lab did not exit cleanly. Unsaved changes were kept: %1. Restore them?</source>
        <translation>Attention Lab は正常に終了しませんでした。未保存の変更が残っています: %1。復元しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/window/autosave.cpp" line="300"/>
        <location filename="../../ui/window/autosave.cpp" line="326"/>
        <source>Restore unsaved changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <location filename="../../core/io/boundedfile.cpp" line="64"/>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/boundedfile.cpp" line="67"/>
        <source>%1 is %2 MiB, more than the %3 MiB this program reads</source>
        <translation>%1 は %2 MiB で、このプログラムが読める %3 MiB を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/boundedfile.cpp" line="89"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/boundedfile.cpp" line="95"/>
        <source>%1 holds more than the %2 MiB this program reads</source>
        <translation>%1 は、このプログラムが読める %2 MiB を超えています</translation>
    </message>
</context>
<context>
    <name>BpeTokenizer</name>
    <message>
        <location filename="../../core/io/bpetokenizer.cpp" line="62"/>
        <source>token %1 (%2) is also token %3</source>
        <translation>トークン %1 (%2) はトークン %3 と同じです</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizer.cpp" line="71"/>
        <source>the vocabulary lacks %1, the token of byte 0x%2</source>
        <translation>語彙にバイト 0x%2 のトークン %1 がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizer.cpp" line="84"/>
        <source>the merge %1 %2 names an empty token</source>
        <translation>マージ %1 %2 が空のトークンを指しています</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizer.cpp" line="89"/>
        <source>the merge %1 %2 names %3, which is not in the vocabulary</source>
        <translation>マージ %1 %2 の %3 は語彙にありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizer.cpp" line="95"/>
        <source>the merge %1 %2 makes %3, which is not in the vocabulary</source>
        <translation>マージ %1 %2 が作る %3 は語彙にありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizer.cpp" line="101"/>
        <source>the merge %1 %2 was already given as merge %3</source>
        <translation>マージ %1 %2 はすでにマージ %3 として与えられています</translation>
    </message>
</context>
<context>
    <name>BpeTokenizerFiles</name>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="39"/>
        <source>%1 holds %2 tokens, more than %3</source>
        <translation>%1 のトークンは %2 個で、%3 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="50"/>
        <source>%1: token %2 has the id %3, not a whole number from 0 to %4</source>
        <translation>%1: トークン %2 の ID が %3 で、0 から %4 までの整数ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="60"/>
        <source>%1: tokens %2 and %3 both have the id %4</source>
        <translation>%1: トークン %2 と %3 の ID がどちらも %4 です</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="139"/>
        <source>%1: line %2 is blank, within the merges</source>
        <translation>%1: マージの途中の %2 行目が空行です</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="142"/>
        <source>%1: line %2 is not two tokens separated by one space</source>
        <translation>%1: %2 行目が、空白 1 つで区切られた 2 つのトークンではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="146"/>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="229"/>
        <source>%1 holds more than %2 merges</source>
        <translation>%1 のマージが %2 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="155"/>
        <source>%1: line %2: %3</source>
        <translation>%1: %2 行目: %3</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="159"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="173"/>
        <source>%1: model.type is %2, not &quot;BPE&quot;</source>
        <translation>%1: model.type が &quot;BPE&quot; ではなく %2 です</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="180"/>
        <source>%1: pre_tokenizer is not GPT-2&apos;s ByteLevel without a prefix space</source>
        <translation>%1: pre_tokenizer が GPT-2 の ByteLevel (先頭に空白を足さないもの) ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="182"/>
        <source>%1: model.vocab is not an object of tokens and ids</source>
        <translation>%1: model.vocab がトークンと ID のオブジェクトではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="200"/>
        <source>%1: added_tokens[%2] lacks a content or a whole id</source>
        <translation>%1: added_tokens[%2] に content か整数の id がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="205"/>
        <source>%1: added_tokens[%2] gives the id %3 to %4, which the vocabulary gives to %5</source>
        <translation>%1: added_tokens[%2] は ID %3 を %4 に与えていますが、語彙ではこの ID は %5 です</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="214"/>
        <source>%1: added_tokens[%2] repeats the id %3</source>
        <translation>%1: added_tokens[%2] の ID %3 が重複しています</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="219"/>
        <source>%1: added_tokens[%2] has the id %3; the next free id is %4</source>
        <translation>%1: added_tokens[%2] の ID が %3 ですが、次の空き ID は %4 です</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="243"/>
        <source>%1: model.merges[%2] is neither &quot;a b&quot; nor [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>%1: model.merges[%2] が &quot;a b&quot; の形でも [&quot;a&quot;, &quot;b&quot;] の形でもありません</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="256"/>
        <source>%1: model.merges[%2]: %3</source>
        <translation>%1: model.merges[%2]: %3</translation>
    </message>
    <message>
        <location filename="../../core/io/bpetokenizerfiles.cpp" line="257"/>
        <source>%1: model.vocab: %2</source>
        <translation>%1: model.vocab: %2</translation>
    </message>
</context>
<context>
    <name>CellReadout</name>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="14"/>
        <source>query “%1” → key “%2”</source>
        <translation>クエリ「%1」→ キー「%2」</translation>
    </message>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="16"/>
        <source>imported weights: no scores</source>
        <translation>インポートした重み: スコアなし</translation>
    </message>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="21"/>
        <source>raw score a′ = %1</source>
        <translation>生のスコア a′ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="24"/>
        <source>scaled s·a′ = %1 (s = %2)</source>
        <translation>スケール後 s·a′ = %1 (s = %2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="27"/>
        <source>tempered s·a′ / T = %1</source>
        <translation>温度適用後 s·a′ / T = %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="30"/>
        <source>masked: weight 0</source>
        <translation>マスク: 重み 0</translation>
    </message>
    <message>
        <location filename="../../ui/views/cellreadout.cpp" line="32"/>
        <source>weight a = %1</source>
        <translation>重み a = %1</translation>
    </message>
</context>
<context>
    <name>CentreArea</name>
    <message>
        <location filename="../../ui/window/centrearea.cpp" line="43"/>
        <source>%1 queries x %2 keys, %3</source>
        <translation>クエリ %1 × キー %2、%3</translation>
    </message>
    <message>
        <location filename="../../ui/window/centrearea.cpp" line="46"/>
        <source>1 head</source>
        <translation>ヘッド 1 つ</translation>
    </message>
    <message>
        <location filename="../../ui/window/centrearea.cpp" line="46"/>
        <source>%1 heads</source>
        <translation>ヘッド %1 つ</translation>
    </message>
    <message>
        <location filename="../../ui/window/centrearea.cpp" line="49"/>
        <source>Computing attention for %1. The views show it when it is in; Stop in the status bar ends the computation.</source>
        <translation>%1 のアテンションを計算しています。計算が終わるとビューに表示されます。ステータスバーの「停止」で計算を止められます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/centrearea.cpp" line="52"/>
        <source>Nothing to show: the computation of %1 did not finish (see the status bar). Undo returns to the scenario before.</source>
        <translation>表示する結果がありません：%1 の計算が終わりませんでした（ステータスバーを参照）。元に戻すと前のシナリオに戻ります。</translation>
    </message>
</context>
<context>
    <name>CheckpointTensorReader</name>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="61"/>
        <source>%1: tensor &quot;%2&quot; is missing</source>
        <translation>%1: テンソル「%2」がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="65"/>
        <source>%1: tensor &quot;%2&quot; has shape %3, but config.json makes it %4</source>
        <translation>%1: テンソル「%2」の形は %3 ですが、config.json からは %4 になるはずです</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="104"/>
        <source>row %1, column %2</source>
        <translation>%1 行目、%2 列目</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="105"/>
        <source>element %1</source>
        <translation>要素 %1</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="106"/>
        <source>%1: tensor &quot;%2&quot; holds %3 at %4 (counting from 0); weights must be finite numbers</source>
        <translation>%1: テンソル「%2」の %4 (0 から数えて) に %3 があります。重みは有限の数でなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="109"/>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorreader.cpp" line="109"/>
        <source>an infinity</source>
        <translation>無限大</translation>
    </message>
</context>
<context>
    <name>CheckpointTensorSource</name>
    <message>
        <location filename="../../core/io/checkpointtensorsource.cpp" line="55"/>
        <source>%1: tensor &quot;%2&quot; is in %3, which does not exist</source>
        <translation>%1: テンソル「%2」は %3 にあるはずですが、そのファイルがありません</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorsource.cpp" line="68"/>
        <source>%1 does not hold tensor &quot;%2&quot;, which %3 places there</source>
        <translation>%1 にはテンソル「%2」がありません (%3 ではここにあるはずです)</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtensorsource.cpp" line="77"/>
        <source>tensor &quot;%1&quot; is in both %2 and %3 (%4 places it in the first)</source>
        <translation>テンソル「%1」が %2 と %3 の両方にあります (%4 では前者にあるはずです)</translation>
    </message>
</context>
<context>
    <name>CheckpointTokenizer</name>
    <message>
        <location filename="../../core/io/checkpointtokenizer.cpp" line="33"/>
        <source>%1 holds %2 words, but config.json gives vocab_size %3</source>
        <translation>%1 には %2 語ありますが、config.json の vocab_size は %3 です</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtokenizer.cpp" line="51"/>
        <source>%1 has no %2 beside it: a GPT-2 tokenizer needs both</source>
        <translation>%1 と同じフォルダーに %2 がありません: GPT-2 のトークナイザーには両方が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/checkpointtokenizer.cpp" line="63"/>
        <source>%1 has %2 tokens, but config.json gives vocab_size %3: the model has no embedding for the tokens past it</source>
        <translation>%1 にはトークンが %2 個ありますが、config.json の vocab_size は %3 です: それを超えるトークンにはモデルの埋め込みがありません</translation>
    </message>
</context>
<context>
    <name>ClassroomActions</name>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="118"/>
        <source>Formula</source>
        <translation>数式</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="119"/>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="120"/>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="181"/>
        <source>Open &amp;lesson file...</source>
        <translation>レッスンファイルを開く(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="190"/>
        <source>Open lesson</source>
        <translation>レッスンを開く</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="191"/>
        <source>Attention Lab lessons (*.json)</source>
        <translation>Attention Lab レッスン (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="215"/>
        <source>Could not open lesson %1</source>
        <translation>レッスン %1 を開けませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="256"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="257"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="258"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="259"/>
        <source>&amp;Colour map for weights</source>
        <translation>重みのカラーマップ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="260"/>
        <source>&amp;Viridis</source>
        <translation>Viridis(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="261"/>
        <source>&amp;Cividis (colour-blind safe)</source>
        <translation>Cividis(色覚多様性に配慮)(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="262"/>
        <source>&amp;Magma</source>
        <translation>Magma(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="263"/>
        <location filename="../../ui/classroom/classroomactions.cpp" line="267"/>
        <source>&amp;Greyscale (for printing)</source>
        <translation>グレースケール(印刷用)(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="264"/>
        <source>Colour map for &amp;scores</source>
        <translation>スコアのカラーマップ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="265"/>
        <source>&amp;Blue – red</source>
        <translation>青 – 赤(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="266"/>
        <source>&amp;Purple – orange (colour-blind safe)</source>
        <translation>紫 – オレンジ(色覚多様性に配慮)(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="140"/>
        <source>Your own scenario</source>
        <translation>独自のシナリオ</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/classroomactions.cpp" line="141"/>
        <source>This scenario comes from no preset, so there is no story to tell about its numbers. The Presets and Lessons menus hold ready-made examples with their explanations.</source>
        <translation>このシナリオはプリセットから開いたものではないため、数値についての解説はありません。プリセットとレッスンのメニューに、解説付きの例が用意されています。</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="150"/>
        <source>Follow edits of the current scenario</source>
        <translation>現在のシナリオの編集に追従する</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="137"/>
        <source>Copy the current scenario</source>
        <translation>現在のシナリオをコピー</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="138"/>
        <source>Start the comparison again from the current scenario</source>
        <translation>現在のシナリオから比較をやり直す</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="140"/>
        <location filename="../../ui/views/comparisonview.cpp" line="261"/>
        <source>no scaling</source>
        <translation>スケーリングなし</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="141"/>
        <location filename="../../ui/views/comparisonview.cpp" line="264"/>
        <source>scaled by 1/√d_k</source>
        <translation>1/√d_k でスケーリング</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="142"/>
        <source>custom scale</source>
        <translation>カスタムスケール</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="143"/>
        <source>T = </source>
        <translation>T = </translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="144"/>
        <source>T = 0 (hardmax)</source>
        <translation>T = 0(ハードマックス)</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="145"/>
        <location filename="../../ui/views/comparisonview.cpp" line="273"/>
        <source>no mask</source>
        <translation>マスクなし</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="146"/>
        <location filename="../../ui/views/comparisonview.cpp" line="276"/>
        <source>causal mask</source>
        <translation>因果マスク</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="147"/>
        <source>valid length</source>
        <translation>有効長</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="148"/>
        <location filename="../../ui/views/comparisonview.cpp" line="282"/>
        <source>custom mask</source>
        <translation>カスタムマスク</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="139"/>
        <source>In the copy:</source>
        <translation>コピー側:</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="149"/>
        <location filename="../../ui/views/comparisonview.cpp" line="285"/>
        <source>neighbours only</source>
        <translation>近傍のみ</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="167"/>
        <source>Change the comparison</source>
        <translation>比較する設定を変更</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="252"/>
        <source>Current: %1</source>
        <translation>現在: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="253"/>
        <source>Copy: %1</source>
        <translation>コピー: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="267"/>
        <source>scale %1</source>
        <translation>スケール %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="270"/>
        <source>T = %1</source>
        <translation>T = %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/comparisonview.cpp" line="279"/>
        <source>valid length %1</source>
        <translation>有効長 %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/viewplace.cpp" line="23"/>
        <source>current</source>
        <translation>現在</translation>
    </message>
    <message>
        <location filename="../../ui/window/viewplace.cpp" line="25"/>
        <source>copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>ComputationStages</name>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="122"/>
        <source>Q (input)</source>
        <translation>Q(入力)</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="123"/>
        <source>X (tokens)</source>
        <translation>X(トークン)</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="127"/>
        <source>K (input)</source>
        <translation>K(入力)</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="128"/>
        <source>Y (source tokens)</source>
        <translation>Y(ソースのトークン)</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="131"/>
        <source>V (input)</source>
        <translation>V(入力)</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="133"/>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="134"/>
        <location filename="../../ui/views/computationstages.cpp" line="138"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="135"/>
        <location filename="../../ui/views/computationstages.cpp" line="140"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="137"/>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="141"/>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="146"/>
        <source>Q%1 = %2 W_Q%3</source>
        <translation>Q%1 = %2 W_Q%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="150"/>
        <source>K%1 = %2 W_K%3</source>
        <translation>K%1 = %2 W_K%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="154"/>
        <source>V%1 = %2 W_V%3</source>
        <translation>V%1 = %2 W_V%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="160"/>
        <source>a′ = additive score</source>
        <translation>a′ = 加法スコア</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="161"/>
        <source>a′ = Q%1 K%1ᵀ</source>
        <translation>a′ = Q%1 K%1ᵀ</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="163"/>
        <source>s · a′</source>
        <translation>s · a′</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="166"/>
        <source>s = %1</source>
        <translation>s = %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="168"/>
        <source>s · a′ / T</source>
        <translation>s · a′ / T</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="170"/>
        <source>T = %1</source>
        <translation>T = %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="174"/>
        <source>masked</source>
        <translation>マスク</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="184"/>
        <source>hidden keys → −∞</source>
        <translation>見えないキー → −∞</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="187"/>
        <source>A%1 = softmax per row</source>
        <translation>A%1 = 行ごとのソフトマックス</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="191"/>
        <source>rows sum to 1</source>
        <translation>各行の和は 1</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="196"/>
        <source>head%1 = A%1 V%1</source>
        <translation>head%1 = A%1 V%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="200"/>
        <source>head switched off: zeros</source>
        <translation>ヘッドはオフ: ゼロ</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="206"/>
        <source>concat(head₁ … head%1)</source>
        <translation>concat(head₁ … head%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="212"/>
        <source>head %1 is columns %2–%3</source>
        <translation>ヘッド %1 は %2–%3 列</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="218"/>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="222"/>
        <source>output = concat W_O</source>
        <translation>出力 = concat W_O</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="223"/>
        <source>output = head₁ W_O</source>
        <translation>出力 = head₁ W_O</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="228"/>
        <source>output = mean of the heads</source>
        <translation>出力 = ヘッドの平均</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="229"/>
        <source>output = Σ w_h head_h</source>
        <translation>出力 = Σ w_h head_h</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="239"/>
        <source>1. Inputs and projections</source>
        <translation>1. 入力と射影</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="241"/>
        <source>2. Scores, scaling, temperature, mask, softmax</source>
        <translation>2. スコア、スケーリング、温度、マスク、ソフトマックス</translation>
    </message>
    <message>
        <location filename="../../ui/views/computationstages.cpp" line="244"/>
        <source>3. Weighted sum of the values and the output</source>
        <translation>3. バリューの重み付き和と出力</translation>
    </message>
</context>
<context>
    <name>CsvMatrix</name>
    <message>
        <location filename="../../core/io/csvmatrix.cpp" line="119"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>CsvRecordReader</name>
    <message>
        <location filename="../../core/io/csvrecordreader.cpp" line="64"/>
        <source>the file is not UTF-8 text</source>
        <translation>ファイルが UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/csvrecordreader.cpp" line="202"/>
        <source>line %1, column %2: %3</source>
        <extracomment>%1 and %2 count from 1; %3 says what is wrong there</extracomment>
        <translation>%1 行目、%2 列目: %3</translation>
    </message>
    <message>
        <location filename="../../core/io/csvrecordreader.cpp" line="205"/>
        <source>a field of more than %1 characters (no label or number this program reads is that long)</source>
        <translation>%1 文字を超えるフィールドがあります(このプログラムが読むラベルや数値にそれほど長いものはありません)</translation>
    </message>
    <message>
        <location filename="../../core/io/csvrecordreader.cpp" line="213"/>
        <source>line %1 has more than %2 fields, more than this program reads</source>
        <translation>%1 行目のフィールドが %2 個を超えていて、このプログラムが読める数を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/csvrecordreader.cpp" line="233"/>
        <source>a quoted field is never closed</source>
        <translation>引用符で囲んだフィールドが閉じられていません</translation>
    </message>
    <message>
        <location filename="../../core/io/csvrecordreader.cpp" line="255"/>
        <source>text after a closing quote</source>
        <translation>閉じ引用符の後に文字があります</translation>
    </message>
</context>
<context>
    <name>CsvTableReader</name>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="36"/>
        <source>line %1, column %2: empty field, expected a number</source>
        <translation>%1 行目、%2 列目: フィールドが空です。数値が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="38"/>
        <source>line %1, column %2: &apos;%3&apos; is NaN, which is not accepted (not a number)</source>
        <translation>%1 行目、%2 列目: 「%3」は NaN(非数)で、受け付けられません</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="43"/>
        <source>line %1, column %2: &apos;%3&apos; is beyond +-1.8e308, the range of a double (write inf for infinity)</source>
        <translation>%1 行目、%2 列目: 「%3」は倍精度の範囲 ±1.8e308 を超えています(無限大は inf と書いてください)</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="50"/>
        <source>line %1, column %2: &apos;%3&apos; is not a number</source>
        <translation>%1 行目、%2 列目: 「%3」は数値ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="71"/>
        <source>the file holds no numbers</source>
        <translation>ファイルに数値がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="78"/>
        <source>line %1: more than %2 rows of numbers, more than the %2 tokens this program handles</source>
        <translation>%1 行目: 数値の行が %2 行を超えています。このプログラムが扱えるトークンは %2 個までです</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="94"/>
        <source>the file has a header row but no numbers</source>
        <translation>ファイルに見出し行はありますが、数値がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="103"/>
        <source>line %1: no numbers, only a label</source>
        <translation>%1 行目: 数値がなく、ラベルだけです</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="105"/>
        <source>line %1: %2 columns of numbers, more than the %3 this program handles</source>
        <translation>%1 行目: 数値の列が %2 列あります。このプログラムが扱えるのは %3 列までです</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="117"/>
        <source>line %1: the header has %2 labels for %3 columns of numbers</source>
        <translation>%1 行目: 数値の列は %3 列ですが、見出しのラベルは %2 個です</translation>
    </message>
    <message>
        <location filename="../../core/io/csvtablereader.cpp" line="127"/>
        <source>line %1 has %2 fields, line %3 has %4</source>
        <translation>%1 行目のフィールドは %2 個ですが、%3 行目は %4 個です</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../core/document/document.cpp" line="174"/>
        <source>Edit %1[%2, %3]</source>
        <translation>%1[%2, %3] を編集</translation>
    </message>
    <message>
        <location filename="../../core/document/document.cpp" line="198"/>
        <source>Toggle mask cell</source>
        <translation>マスクのセルを切り替え</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../../ui/panels/explanationpanel.cpp" line="45"/>
        <source>The numbers have been edited: this explanation describes the preset as it was opened. Presets &gt; Reset to preset brings it back.</source>
        <translation>数値が編集されています。この解説は開いたときのプリセットについてのものです。「プリセット &gt; プリセットに戻す」で元に戻せます。</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="47"/>
        <source>&amp;Import matrix…</source>
        <translation>行列をインポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="48"/>
        <source>Import attention &amp;weights…</source>
        <translation>アテンション重みをインポート(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="49"/>
        <source>&amp;Export image…</source>
        <translation>画像をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="50"/>
        <source>Export n&amp;umbers…</source>
        <translation>数値をエクスポート(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="51"/>
        <source>Export every &amp;head…</source>
        <translation>すべてのヘッドをエクスポート(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="52"/>
        <source>&amp;Copy plot image</source>
        <translation>プロット画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="81"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="136"/>
        <source>Export image</source>
        <translation>画像のエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="139"/>
        <location filename="../../ui/export/exportactions.cpp" line="223"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="148"/>
        <source>Heatmap</source>
        <translation>ヒートマップ</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="161"/>
        <source>Export every head</source>
        <translation>すべてのヘッドをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="165"/>
        <source>Saved %1 images in %2</source>
        <translation>%2 に %1 枚の画像を保存しました</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="180"/>
        <source>Copied “%1” to the clipboard</source>
        <translation>「%1」をクリップボードにコピーしました</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="191"/>
        <source>The whole trace (.npz or .json)</source>
        <translation>トレース全体(.npz または .json)</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="194"/>
        <location filename="../../ui/export/exportactions.cpp" line="204"/>
        <location filename="../../ui/export/exportactions.cpp" line="221"/>
        <source>Export numbers</source>
        <translation>数値のエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="194"/>
        <source>Matrix of the selected head:</source>
        <translation>選択したヘッドの行列:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportactions.cpp" line="205"/>
        <source>NumPy archive (*.npz);;JSON (*.json)</source>
        <translation>NumPy アーカイブ (*.npz);;JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="41"/>
        <source>Transparent background</source>
        <translation>背景を透明にする</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="42"/>
        <source>Numbers in the heatmap cells</source>
        <translation>ヒートマップのセルに数値を表示</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="43"/>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="43"/>
        <source>Colour bar</source>
        <translation>カラーバー</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="46"/>
        <source>Export every head</source>
        <translation>すべてのヘッドをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="46"/>
        <location filename="../../ui/export/exportdialog.cpp" line="230"/>
        <source>Export image</source>
        <translation>画像のエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="53"/>
        <source>PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="54"/>
        <source>SVG vector image</source>
        <translation>SVG ベクター画像</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="55"/>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="56"/>
        <source>pixels</source>
        <translation>ピクセル</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="57"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="66"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="76"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="78"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="83"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="94"/>
        <source>View:</source>
        <translation>ビュー:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="95"/>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="96"/>
        <source>Folder:</source>
        <translation>フォルダー:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="96"/>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="97"/>
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="98"/>
        <source>Resolution:</source>
        <translation>解像度:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="99"/>
        <source>Text size:</source>
        <translation>文字の大きさ:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="100"/>
        <source>Decimals:</source>
        <translation>小数点以下の桁数:</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="109"/>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="212"/>
        <source>%1 × %2 pixels, %3 × %4 cm on paper</source>
        <translation>%1 × %2 ピクセル、紙の上で %3 × %4 cm</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="223"/>
        <source>Folder for the images</source>
        <translation>画像の保存先フォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="230"/>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="240"/>
        <source>Choose a folder for the images.</source>
        <translation>画像の保存先フォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportdialog.cpp" line="240"/>
        <source>Choose a file name.</source>
        <translation>ファイル名を選んでください。</translation>
    </message>
</context>
<context>
    <name>FieldNames</name>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="25"/>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="27"/>
        <source>W_Q of head %1</source>
        <translation>ヘッド %1 の W_Q</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="29"/>
        <source>W_K of head %1</source>
        <translation>ヘッド %1 の W_K</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="31"/>
        <source>W_V of head %1</source>
        <translation>ヘッド %1 の W_V</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="33"/>
        <source>w_v of head %1</source>
        <translation>ヘッド %1 の w_v</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="35"/>
        <source>A_q of head %1</source>
        <translation>ヘッド %1 の A_q</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="37"/>
        <source>A_k of head %1</source>
        <translation>ヘッド %1 の A_k</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="39"/>
        <source>the weight of head %1</source>
        <translation>ヘッド %1 の重み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="40"/>
        <source>%1 of head %2</source>
        <translation>ヘッド %2 の %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="51"/>
        <source>the temperature T</source>
        <translation>温度 T</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="52"/>
        <source>the scale factor s</source>
        <translation>スケール係数 s</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="53"/>
        <source>the number of heads</source>
        <translation>ヘッド数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="54"/>
        <source>the list of heads</source>
        <translation>ヘッドの一覧</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="55"/>
        <source>d_k per head</source>
        <translation>ヘッドあたりの d_k</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="56"/>
        <source>d_v per head</source>
        <translation>ヘッドあたりの d_v</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="57"/>
        <source>d_out</source>
        <translation>d_out</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="59"/>
        <source>the hidden width of the additive score</source>
        <translation>加法型スコアの隠れ層の幅</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="60"/>
        <source>the list of query labels</source>
        <translation>クエリのラベル一覧</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="61"/>
        <source>the list of key labels</source>
        <translation>キーのラベル一覧</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="62"/>
        <source>the valid length L</source>
        <translation>有効長 L</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="63"/>
        <source>the custom mask</source>
        <translation>カスタムマスク</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="64"/>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="65"/>
        <source>the imported weights</source>
        <translation>インポートした重み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="66"/>
        <source>Q (the queries)</source>
        <translation>Q(クエリ)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="67"/>
        <source>K (the keys)</source>
        <translation>K(キー)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="68"/>
        <source>V (the values)</source>
        <translation>V(バリュー)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="69"/>
        <source>X (the tokens)</source>
        <translation>X(トークン)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="70"/>
        <source>Y (the source tokens)</source>
        <translation>Y(ソーストークン)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fieldnames.cpp" line="84"/>
        <source>the imported weights of head %1</source>
        <translation>ヘッド %1 のインポートした重み</translation>
    </message>
</context>
<context>
    <name>FormulaPanel</name>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="60"/>
        <source>imported weights</source>
        <translation>インポートした重み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="85"/>
        <source>uniform</source>
        <translation>一様</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="156"/>
        <source>%1 (%2), %3 (%4), %5 given</source>
        <translation>%1 (%2)、%3 (%4)、%5 を指定</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="172"/>
        <source>attention weights given directly (imported): no Q, K, V or scores</source>
        <translation>アテンション重みを直接指定(インポート): Q、K、V もスコアもなし</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="184"/>
        <source>(dot product)</source>
        <translation>(内積)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="190"/>
        <source>(additive, hidden width %1)</source>
        <translation>(加法型、隠れ層の幅 %1)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="200"/>
        <source>(no scaling)</source>
        <translation>(スケーリングなし)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="214"/>
        <source>(custom)</source>
        <translation>(カスタム)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="227"/>
        <source>uniform attention, every visible key gets 1/%1</source>
        <translation>一様なアテンション: 見えているキーはどれも 1/%1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="230"/>
        <source>hard attention, weight 1 on the largest score (ties share)</source>
        <translation>ハードアテンション: 最大スコアに重み 1(同点は等分)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="232"/>
        <source>(ordinary softmax)</source>
        <translation>(通常のソフトマックス)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="243"/>
        <source>none: every query sees every key</source>
        <translation>なし: どのクエリもすべてのキーを見る</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="245"/>
        <source>causal: %1 = −∞ for %2 &gt; %3 (no looking ahead)</source>
        <translation>因果: %2 &gt; %3 のとき %1 = −∞(先を見ない)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="248"/>
        <source>valid length %1: %2 = −∞ for %3 ≥ %1</source>
        <translation>有効長 %1: %3 ≥ %1 のとき %2 = −∞</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="252"/>
        <source>custom: %1 = −∞ where the mask hides the pair, 0 elsewhere</source>
        <translation>カスタム: マスクが隠す組では %1 = −∞、それ以外は 0</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="254"/>
        <source>neighbours only: %1 = −∞ unless an edge %2 → %3 joins the nodes%4</source>
        <translation>近傍のみ: エッジ %2 → %3 で結ばれていなければ %1 = −∞%4</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="257"/>
        <source> (or %1 = %2)</source>
        <translation>(%1 = %2 のときも可)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="266"/>
        <source>one head</source>
        <translation>ヘッド 1 つ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="270"/>
        <source>%1 heads, concatenated and projected by %2</source>
        <translation>%1 個のヘッドを連結し、%2 で射影</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="278"/>
        <source>%1 heads, weighted sum with w = (%2)</source>
        <translation>%1 個のヘッドの重み付き和、w = (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="284"/>
        <source>%1 heads, averaged</source>
        <translation>%1 個のヘッドの平均</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="294"/>
        <source>switched off (count as 0): %1</source>
        <translation>オフ(0 として扱う): %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="317"/>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="318"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="319"/>
        <source>Scaling</source>
        <translation>スケーリング</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="319"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="320"/>
        <source>Mask</source>
        <translation>マスク</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="321"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="322"/>
        <source>Heads</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="178"/>
        <source>none: the weights were imported, not computed from scores</source>
        <translation>なし: 重みはスコアから計算せず、インポートしたものです</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="196"/>
        <source>does not apply to imported weights</source>
        <translation>インポートした重みには使われません</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="224"/>
        <source>does not apply: the imported weights are shown as they are</source>
        <translation>使われません: インポートした重みをそのまま表示します</translation>
    </message>
    <message>
        <location filename="../../ui/panels/formulapanel.cpp" line="239"/>
        <source>as imported: a key with weight 0 is hidden from that query</source>
        <translation>インポートしたとおり: 重み 0 のキーはそのクエリから隠れています</translation>
    </message>
</context>
<context>
    <name>GraphCanvas</name>
    <message>
        <location filename="../../ui/views/graphcanvas.cpp" line="45"/>
        <source>Attention over the graph — head %1</source>
        <translation>グラフ上のアテンション — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="117"/>
        <source>Move node %1</source>
        <translation>ノード %1 を移動</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="129"/>
        <source>Remove edge %1 – %2</source>
        <translation>エッジ %1 – %2 を削除</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="132"/>
        <source>Add edge %1 → %2</source>
        <translation>エッジ %1 → %2 を追加</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="144"/>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="153"/>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="155"/>
        <source>Select node “%1”</source>
        <translation>ノード「%1」を選択</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="151"/>
        <source>Remove edge “%1” %2 “%3”</source>
        <translation>エッジ「%1」%2「%3」を削除</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="176"/>
        <source>Node “%1” (%2, %3): click to select, drag to move, Shift+drag to another node to add or remove an edge</source>
        <translation>ノード「%1」(%2, %3)：クリックで選択、ドラッグで移動、別のノードへ Shift+ドラッグでエッジを追加・削除</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphcanvasmouse.cpp" line="187"/>
        <source>Edge “%1” → “%2”, weight %3 (right-click to remove)</source>
        <translation>エッジ「%1」→「%2」、エッジの重み %3（右クリックで削除）</translation>
    </message>
</context>
<context>
    <name>GraphPainter</name>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="69"/>
        <source>No attention to show: the scenario has a problem (see the status bar).</source>
        <translation>表示できるアテンションがありません。シナリオに問題があります（ステータスバーを参照）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="73"/>
        <source>Selected node “%1”, head %2: the wider and darker a line into it, the more weight it gives that neighbour (the number beside the neighbour).</source>
        <translation>選択中のノード「%1」、ヘッド %2：そこへ入る線が太く濃いほど、その近傍に与える重みが大きい（値は近傍のそば）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="78"/>
        <source>The ring around a node: the weight it gives itself.</source>
        <translation>ノードを囲む輪：そのノードが自分自身に与える重み。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="80"/>
        <source>Faint lines: the attention of every other node, each on the right-hand side of its edge as seen from the sender.</source>
        <translation>薄い線：ほかのすべてのノードのアテンション。送り手から見てエッジの右側に描きます。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="83"/>
        <source>No edges yet: each node attends only to itself.</source>
        <translation>まだエッジがありません。各ノードは自分自身にだけアテンションを向けます。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="84"/>
        <source>No edges and no self-loops: no node attends to anything.</source>
        <translation>エッジも自己ループもありません。どのノードもアテンションを向ける先がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="86"/>
        <source>The mask is not “neighbours only”: nodes also attend to nodes they are not joined to, which this view does not draw (see the heatmap).</source>
        <translation>マスクが「近傍のみ」ではありません。ノードはつながっていないノードにもアテンションを向けますが、このビューには描きません（ヒートマップを参照）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphpainter.cpp" line="89"/>
        <source>Numbers on the edges: their own weights, shown only; attention reads the node features alone.</source>
        <translation>エッジ上の数値：エッジ自身の重み（表示のみ）。アテンションはノードの特徴量だけを使います。</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="77"/>
        <source>Make a graph from the tokens</source>
        <translation>トークンからグラフを作る</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="87"/>
        <source>Directed</source>
        <translation>有向</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="88"/>
        <source>Each edge joins its sender to its receiver only; otherwise an edge joins both ways</source>
        <translation>各エッジは送り手から受け手へ一方向にだけつなぎます。オフのときはエッジが両方向をつなぎます</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="90"/>
        <source>Self-loops</source>
        <translation>自己ループ</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="91"/>
        <source>Each node attends to itself as well as to its neighbours</source>
        <translation>各ノードが近傍に加えて自分自身にもアテンションを向けます</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="92"/>
        <source>Every node</source>
        <translation>すべてのノード</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="93"/>
        <source>Draw every node&apos;s attention faintly, not only the selected node&apos;s</source>
        <translation>選択したノードだけでなく、すべてのノードのアテンションを薄く描きます</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="95"/>
        <source>Shift+drag from one node to another adds or removes an edge</source>
        <translation>ノードから別のノードへ Shift+ドラッグするとエッジを追加・削除します</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="96"/>
        <source>Click a node to select it, drag it to move it; right-click a node or an edge for more</source>
        <translation>ノードをクリックで選択、ドラッグで移動。ノードやエッジを右クリックするとその他の操作</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="98"/>
        <source>Make a graph from these tokens</source>
        <translation>これらのトークンからグラフを作る</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="104"/>
        <source>This scenario is a sequence, not a graph. On a graph each token is a node and attends only to its neighbours, the nodes joined to it by an edge.</source>
        <translation>このシナリオはグラフではなく系列です。グラフでは各トークンがノードになり、エッジでつながったノード（近傍）にだけアテンションを向けます。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="112"/>
        <source>Only self-attention can become a graph: its tokens are the nodes. Choose self-attention in the Inputs dock first.</source>
        <translation>グラフにできるのはセルフアテンションだけです（そのトークンがノードになります）。先に入力ドックでセルフアテンションを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="131"/>
        <source>Make the edges directed</source>
        <translation>エッジを有向にする</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="131"/>
        <source>Make the edges undirected</source>
        <translation>エッジを無向にする</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="135"/>
        <source>Turn self-loops on</source>
        <translation>自己ループをオン</translation>
    </message>
    <message>
        <location filename="../../ui/views/graphview.cpp" line="135"/>
        <source>Turn self-loops off</source>
        <translation>自己ループをオフ</translation>
    </message>
</context>
<context>
    <name>HeadImportanceView</name>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="55"/>
        <source>relative change of the output</source>
        <translation>出力の相対変化</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="30"/>
        <source>Head importance</source>
        <translation>ヘッドの重要度</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="31"/>
        <source>‖out − out without head i‖ / ‖out‖</source>
        <translation>‖out − ヘッド i なしの out‖ / ‖out‖</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="83"/>
        <location filename="../../ui/views/headimportanceview.cpp" line="136"/>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="82"/>
        <location filename="../../ui/views/headimportanceview.cpp" line="150"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="163"/>
        <source>No result yet.</source>
        <translation>まだ結果がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="165"/>
        <source>One head: without it there is no output (importance 1).</source>
        <translation>ヘッドが 1 つだけ: それがなければ出力はありません(重要度 1)。</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="167"/>
        <source>‖out − out without head i‖ / ‖out‖, most important first</source>
        <translation>‖out − ヘッド i なしの out‖ / ‖out‖、重要な順</translation>
    </message>
    <message>
        <location filename="../../ui/views/headimportanceview.cpp" line="110"/>
        <source>Imported attention weights have no outputs, so head importance cannot be measured.</source>
        <translation>インポートしたアテンション重みには出力がないため、ヘッドの重要度は測れません。</translation>
    </message>
</context>
<context>
    <name>HeadSwitchPanel</name>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="50"/>
        <source>Head on</source>
        <translation>ヘッドを使う</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="51"/>
        <source>Weight w_h</source>
        <translation>重み w_h</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="54"/>
        <source>Head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="55"/>
        <source>Switch the head off to see what it contributes</source>
        <translation>ヘッドをオフにして、その寄与を確かめる</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="60"/>
        <source>Weight of this head in the weighted sum</source>
        <translation>重み付き和におけるこのヘッドの重み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="71"/>
        <source>Switch head %1 on</source>
        <translation>ヘッド %1 をオンにする</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="72"/>
        <source>Switch head %1 off</source>
        <translation>ヘッド %1 をオフにする</translation>
    </message>
    <message>
        <location filename="../../ui/panels/headswitchpanel.cpp" line="80"/>
        <source>Weight of head %1</source>
        <translation>ヘッド %1 の重み</translation>
    </message>
</context>
<context>
    <name>HeadsGridView</name>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="163"/>
        <source>The only head</source>
        <translation>唯一のヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="179"/>
        <source>Mean of the heads on</source>
        <translation>オンのヘッドの平均</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="179"/>
        <source>Head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="191"/>
        <source> · off</source>
        <translation> · オフ</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="189"/>
        <source> · updating…</source>
        <translation> · 更新中…</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="195"/>
        <source> · importance %1</source>
        <translation> · 重要度 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="320"/>
        <source>weight 0</source>
        <translation>重み 0</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="381"/>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="219"/>
        <location filename="../../ui/views/headsgridview.cpp" line="381"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="383"/>
        <source>%1: “%2” → “%3” weight %4</source>
        <translation>%1: 「%2」→「%3」 重み %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="172"/>
        <source>%1: weights, queries %2 down, keys %3 across</source>
        <translation>%1: 重み、縦にクエリ %2、横にキー %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="163"/>
        <source>All %1 heads</source>
        <translation>全 %1 ヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="169"/>
        <source>Head %1 of %2</source>
        <translation>全 %2 ヘッドのうちヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="170"/>
        <source>Heads %1 of %2</source>
        <translation>全 %2 ヘッドのうちヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="325"/>
        <source>importance = ‖out − out without the head‖ / ‖out‖</source>
        <translation>重要度 = ‖out − そのヘッドなしの out‖ / ‖out‖</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="327"/>
        <source>click a head to select it · %1</source>
        <translation>ヘッドをクリックして選択 · %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="335"/>
        <source>One key name in %1 shown, the first and the last always</source>
        <translation>キー名は %1 個に 1 個を表示(最初と最後は常に表示)</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="336"/>
        <source>One key name in %1 shown, the first and the last always; point at a cell for its tokens</source>
        <translation>キー名は %1 個に 1 個を表示(最初と最後は常に表示)。セルを指すとトークンが分かります</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="366"/>
        <source>key “%1”</source>
        <translation>キー「%1」</translation>
    </message>
    <message>
        <location filename="../../ui/views/headsgridview.cpp" line="219"/>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
</context>
<context>
    <name>HeatmapCaption</name>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="13"/>
        <source>Layer %1, head %2 — attention weights</source>
        <translation>第%1層 ヘッド %2 — アテンション重み</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="15"/>
        <source>Layer %1, head %2 — raw scores a′</source>
        <translation>第%1層 ヘッド %2 — 生のスコア a′</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="17"/>
        <source>Layer %1, head %2 — scaled scores s·a′</source>
        <translation>第%1層 ヘッド %2 — スケール後のスコア s·a′</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="19"/>
        <source>Layer %1, head %2 — scores entering the softmax, s·a′ / T</source>
        <translation>第%1層 ヘッド %2 — ソフトマックスに入るスコア s·a′ / T</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="26"/>
        <source>Attention weights — head %1</source>
        <translation>アテンション重み — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="28"/>
        <source>Raw scores a′ — head %1</source>
        <translation>生のスコア a′ — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="30"/>
        <source>Scaled scores s·a′ — head %1</source>
        <translation>スケール後のスコア s·a′ — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="32"/>
        <source>Scores entering the softmax, s·a′ / T — head %1</source>
        <translation>ソフトマックスに入るスコア s·a′ / T — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="41"/>
        <source>weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="43"/>
        <source>raw score a′</source>
        <translation>生のスコア a′</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="45"/>
        <source>scaled score s·a′</source>
        <translation>スケール後のスコア s·a′</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="47"/>
        <source>s·a′ / T</source>
        <translation>s·a′ / T</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="56"/>
        <source>No result yet: the scenario has not been computed.</source>
        <translation>まだ結果がありません: シナリオが計算されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="58"/>
        <source>The scenario has problems; showing the last valid result.</source>
        <translation>シナリオに問題があります。最後の有効な結果を表示しています。</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="60"/>
        <source>One key label in %1.</source>
        <translation>キーのラベルは %1 個に 1 個を表示。</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="62"/>
        <source>One query label in %1.</source>
        <translation>クエリのラベルは %1 個に 1 個を表示。</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapcaption.cpp" line="64"/>
        <source>Cells too small for their numbers: hover a cell to read it.</source>
        <translation>セルが小さく数値を表示できません: セルにマウスを重ねると読めます。</translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message>
        <location filename="../../ui/export/heatmapexport.cpp" line="135"/>
        <location filename="../../ui/views/heatmapcells.cpp" line="149"/>
        <source>every key masked: no weights</source>
        <translation>すべてのキーがマスクされています: 重みなし</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapview.cpp" line="42"/>
        <source>key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../ui/views/heatmapview.cpp" line="43"/>
        <location filename="../../ui/views/heatmapview.cpp" line="397"/>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
</context>
<context>
    <name>HowToUsePage</name>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="37"/>
        <source>The window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="38"/>
        <source>Inputs (left): the queries, keys and values, or the tokens they are projected from, as tables of numbers. Its Projections tab holds W_Q, W_K, W_V of each head and W_O.</source>
        <translation>入力 (左): クエリ、キー、バリュー、またはそれらの射影元のトークンを数値の表で示します。射影タブには各ヘッドの W_Q、W_K、W_V と W_O があります。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="41"/>
        <source>Parameters (right): how scores are computed and scaled, the temperature T, the mask and the heads.</source>
        <translation>パラメーター (右): スコアの計算方法とスケーリング、温度 T、マスク、ヘッドを設定します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="43"/>
        <source>Explanation (right): what the open preset shows and which numbers to look at.</source>
        <translation>解説 (右): 開いているプリセットが何を示し、どの数値を見ればよいかを説明します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="44"/>
        <source>Formula (bottom): the formula in force, with your settings filled in. The status bar under it gives the shapes and any warning.</source>
        <translation>数式 (下): 現在の設定を当てはめた数式です。その下のステータスバーには行列の形と警告が表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="46"/>
        <source>The tabs in the centre</source>
        <translation>中央のタブ</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="47"/>
        <source>Heatmap: the weight of every query (row) on every key (column), with each row&apos;s entropy and its most weighted key beside it (&quot;tie&quot; when keys share the most weight). Below it, the softmax bars of the selected query (scores and weights) and the output vectors.</source>
        <translation>ヒートマップ: 各クエリ (行) から各キー (列) への重みです。横に各行のエントロピーと、重みが最も大きいキーを示します (複数のキーが最大の重みを分け合うときは「同点」)。その下に、選択したクエリのソフトマックスの棒グラフ (スコアと重み) と出力ベクトルがあります。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="51"/>
        <source>All heads: one small heatmap per head and how much each head adds to the output.</source>
        <translation>すべてのヘッド: ヘッドごとの小さなヒートマップと、各ヘッドが出力にどれだけ寄与するかを示します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="52"/>
        <source>Step by step: every matrix of the computation, from the inputs to the output. Step through reveals one stage at a time (Next step, or the arrow keys); click a cell to outline the cells it is computed from.</source>
        <translation>ステップごと: 入力から出力までの計算のすべての行列です。「順にたどる」で段階を一つずつ表示します (「次のステップ」または矢印キー)。セルをクリックすると、その計算元のセルが枠で示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="55"/>
        <source>2-D plane: with two components, the keys and queries as arrows you can drag.</source>
        <translation>2 次元平面: 成分が2つのとき、キーとクエリをドラッグできる矢印で示します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="56"/>
        <source>Compare: a copy of the scenario with one setting changed, side by side.</source>
        <translation>比較: 設定を一つ変えたシナリオのコピーを並べて表示します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="57"/>
        <source>Lines: a line from each query to each key, wider and darker for more weight; point at a token to see its lines alone. Every head draws all heads, one colour each.</source>
        <translation>線: 各クエリから各キーへの線です。重みが大きいほど太く濃くなります。トークンを指すとその線だけを表示します。「すべてのヘッド」では全ヘッドを色分けして描きます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="60"/>
        <source>Graph: the nodes and edges of a graph scenario and the selected node&apos;s attention over its edges.</source>
        <translation>グラフ: グラフのシナリオのノードとエッジ、そして選択中のノードのエッジ上のアテンションです。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="62"/>
        <source>Model: a small trained language model reading your sentence. Every head of every layer as a small heatmap, the one you click large, and the words the model expects next. Switch a head off, change its temperature or scaling, or click a word to mask it: the layers above and the prediction follow. Open in the lab makes the head a scenario of its own.</source>
        <translation>モデル: 学習済みの小さな言語モデルが入力した文を読みます。すべての層のすべてのヘッドを小さなヒートマップで、クリックしたヘッドを大きく表示し、モデルが次に来ると予想する単語を示します。ヘッドをオフにする、温度やスケーリングを変える、単語をクリックしてマスクする — すると上の層と予測が追従します。「ラボで開く」はそのヘッドを独立したシナリオにします。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="67"/>
        <source>Graphs</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="68"/>
        <source>A graph scenario (the presets acetic-acid and friends) is self-attention over the nodes of a graph with the mask &quot;Neighbours only&quot;: each node attends only to the nodes that send it an edge. Choose that mask for any self-attention scenario to make its tokens the nodes of a graph. In the Graph tab, drag a node to move it and Shift+drag from one node to another to add or remove an edge.</source>
        <translation>グラフのシナリオ(プリセット acetic-acid と friends)は、マスク「近傍のみ」を使った、グラフのノード上のセルフアテンションです。各ノードは、自分にエッジを送ってくるノードにだけ注目します。どのセルフアテンションのシナリオでもこのマスクを選ぶと、トークンがグラフのノードになります。グラフのタブでは、ノードをドラッグして動かし、あるノードから別のノードへ Shift+ドラッグしてエッジを追加・削除します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="73"/>
        <source>Edit &gt; Shuffle Tokens (Ctrl+Shift+P) renumbers the nodes in a random order: each keeps its weights and output, moved to its new place. This permutation equivariance is why attention suits graphs, which have no order. Under a causal mask the numbers change, because that mask belongs to positions.</source>
        <translation>編集 &gt; トークンを並べ替える(Ctrl+Shift+P)はノードの番号をランダムな順番に付け直します。各ノードの注意度と出力は変わらず、新しい位置に移動するだけです。この置換同変性こそ、順番のないグラフにアテンションが向いている理由です。因果マスクでは数値が変わります。このマスクは位置に結びついているからです。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="77"/>
        <source>Editing numbers</source>
        <translation>数値の編集</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="78"/>
        <source>Click a cell of a table and type a number. The mouse wheel on the current cell nudges it by 0.1 (Shift 0.01, Ctrl 1); Alt+drag moves it up and down. Paste a block of cells from a spreadsheet with Ctrl+V. Ctrl+click a heatmap cell to mask it. Every view follows at once, and Edit &gt; Undo takes any edit back.</source>
        <translation>表のセルをクリックして数値を入力します。現在のセルの上でマウスホイールを回すと 0.1 ずつ (Shift で 0.01、Ctrl で 1) 変わり、Alt+ドラッグで上下に動かせます。表計算ソフトのセルの範囲は Ctrl+V で貼り付けられます。ヒートマップのセルを Ctrl+クリックするとマスクされます。すべての表示はすぐに追従し、「編集 &gt; 元に戻す」でどの編集も取り消せます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="82"/>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="83"/>
        <source>The Presets menu opens ready-made examples with their explanation. After you edit one, Presets &gt; Reset to preset brings it back as it was (Undo returns your edits).</source>
        <translation>プリセットメニューは解説付きの例を開きます。編集した後でも「プリセット &gt; プリセットに戻す」で開いたときの状態に戻せます (元に戻すで編集が戻ります)。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="86"/>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="87"/>
        <source>The Lessons menu starts a guided lesson in the Lesson panel: read the step, predict which key gets the most weight while the views are hidden, then reveal. Next and Previous (Page Down and Page Up, as a presentation clicker sends) move through the steps.</source>
        <translation>レッスンメニューはレッスンパネルでガイド付きのレッスンを始めます。ステップを読み、表示が隠れている間にどのキーの重みが最も大きくなるかを予想してから答えを表示します。「次へ」と「前へ」(プレゼンテーション用リモコンが送る Page Down と Page Up) でステップを移動します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="91"/>
        <source>Presentation mode</source>
        <translation>プレゼンテーションモード</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="92"/>
        <source>View &gt; Presentation mode (F5) fills the screen with the plots in large type for a projector; the explanation, or the current lesson step, is the caption under them. Ctrl++ and Ctrl+- change the text size; Esc leaves.</source>
        <translation>「表示 &gt; プレゼンテーションモード」(F5) は、プロジェクター向けに大きな文字でプロットを画面いっぱいに表示します。解説、またはレッスンの現在のステップがその下にキャプションとして表示されます。Ctrl++ と Ctrl+- で文字の大きさを変え、Esc で終了します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="95"/>
        <source>Export and import</source>
        <translation>エクスポートとインポート</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="96"/>
        <source>File &gt; Export image saves a plot as PNG, SVG or PDF; Copy plot image puts it on the clipboard; Export numbers saves a matrix as CSV or JSON, or the whole trace. File &gt; Import matrix and Import attention weights read NumPy (.npy, .npz) and CSV files, so that attention from a real model can be explored.</source>
        <translation>「ファイル &gt; 画像をエクスポート」はプロットを PNG、SVG、PDF で保存し、「プロット画像をコピー」はクリップボードに入れます。「数値をエクスポート」は行列を CSV や JSON で、またはトレース全体を保存します。「ファイル &gt; 行列をインポート」と「アテンション重みをインポート」は NumPy (.npy、.npz) と CSV のファイルを読み込むので、実際のモデルのアテンションを調べられます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="102"/>
        <location filename="../../ui/window/howtousepage.cpp" line="115"/>
        <source>How to use Attention Lab</source>
        <translation>Attention Lab の使い方</translation>
    </message>
    <message>
        <location filename="../../ui/window/howtousepage.cpp" line="109"/>
        <source>Every key is listed on Help &gt; Keyboard shortcuts.</source>
        <translation>すべてのキーは「ヘルプ &gt; キーボードショートカット」にあります。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="42"/>
        <source>attention weights</source>
        <translation>アテンション重み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="44"/>
        <source>query labels</source>
        <translation>クエリのラベル</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="46"/>
        <source>key labels</source>
        <translation>キーのラベル</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="194"/>
        <location filename="../../ui/panels/importdialog.cpp" line="218"/>
        <location filename="../../ui/panels/importdialog.cpp" line="250"/>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="195"/>
        <source>Queries Q (direct input)</source>
        <translation>クエリ Q(直接入力)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="196"/>
        <source>Keys K (direct input)</source>
        <translation>キー K(直接入力)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="197"/>
        <source>Values V (direct input)</source>
        <translation>バリュー V(直接入力)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="198"/>
        <source>Token vectors X</source>
        <translation>トークンベクトル X</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="199"/>
        <source>Source tokens Y (cross-attention)</source>
        <translation>ソーストークン Y(クロスアテンション)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="200"/>
        <source>Attention weights only (heads × queries × keys)</source>
        <translation>アテンション重みのみ(ヘッド × クエリ × キー)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="201"/>
        <source>Query token labels (text, one per line)</source>
        <translation>クエリのトークンラベル(テキスト、1 行に 1 つ)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="202"/>
        <source>Key token labels (text, one per line)</source>
        <translation>キーのトークンラベル(テキスト、1 行に 1 つ)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="204"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="209"/>
        <source>Import as:</source>
        <translation>インポート先:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="210"/>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="211"/>
        <source>Array:</source>
        <translation>配列:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="215"/>
        <source>NumPy .npy / .npz, CSV (header row and label column optional) or JSON. One row per token; weights are heads × queries × keys.</source>
        <translation>NumPy .npy / .npz、CSV(見出し行とラベル列は任意)または JSON。1 行が 1 トークン。重みはヘッド × クエリ × キー。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="251"/>
        <source>Token labels (*.txt *.npy *.npz);;All files (*)</source>
        <translation>トークンラベル (*.txt *.npy *.npz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="277"/>
        <source>Choose a file to import.</source>
        <translation>インポートするファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>InputPanel</name>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="45"/>
        <source>Keys are the values (V = K)</source>
        <translation>キーをバリューとして使う(V = K)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="24"/>
        <source>Direct: type Q, K, V</source>
        <translation>直接: Q、K、V を入力</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="26"/>
        <source>Self-attention from tokens X</source>
        <translation>トークン X からのセルフアテンション</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="28"/>
        <source>Cross-attention: X to Y</source>
        <translation>クロスアテンション: X から Y へ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="48"/>
        <source>Where queries, keys and values come from</source>
        <translation>クエリ、キー、バリューの出どころ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="49"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="52"/>
        <source>Mode:</source>
        <translation>モード:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="76"/>
        <source>Input mode: %1</source>
        <translation>入力モード: %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="82"/>
        <source>Keys are values</source>
        <translation>キー = バリュー</translation>
    </message>
    <message>
        <location filename="../../ui/panels/inputpanel.cpp" line="82"/>
        <source>Separate values</source>
        <translation>バリューを別に指定</translation>
    </message>
</context>
<context>
    <name>JsonObjectFile</name>
    <message>
        <location filename="../../core/io/jsonobjectfile.cpp" line="21"/>
        <source>%1: not valid JSON (%2 at byte %3)</source>
        <translation>%1: 正しい JSON ではありません (%3 バイト目で %2)</translation>
    </message>
    <message>
        <location filename="../../core/io/jsonobjectfile.cpp" line="25"/>
        <source>%1: expected a JSON object</source>
        <translation>%1: JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/jsonobjectfile.cpp" line="28"/>
        <source>%1: %2 is given twice</source>
        <translation>%1: %2 が 2 回あります</translation>
    </message>
</context>
<context>
    <name>LargestWeight</name>
    <message>
        <location filename="../../ui/views/largestweight.cpp" line="53"/>
        <source>tie of %1</source>
        <translation>%1 個が同点</translation>
    </message>
    <message>
        <location filename="../../ui/views/largestweight.cpp" line="57"/>
        <source>tie: %1</source>
        <translation>同点: %1</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="38"/>
        <source>a boolean</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="40"/>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="42"/>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="44"/>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="46"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="61"/>
        <source>unknown field</source>
        <translation>不明なフィールド</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="72"/>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>%1 から %2 の整数が必要ですが、%3 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="83"/>
        <source>expected a string, found %1</source>
        <translation>文字列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="86"/>
        <source>must not be empty</source>
        <translation>空にはできません</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="88"/>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 文字あり、上限の %2 文字を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="98"/>
        <source>expected an object with &quot;en&quot; and &quot;ja&quot;, found %1</source>
        <translation>&quot;en&quot; と &quot;ja&quot; を持つオブジェクトが必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="121"/>
        <source>give exactly one of &quot;preset&quot;, &quot;scenario&quot; and &quot;model&quot;</source>
        <translation>&quot;preset&quot;、&quot;scenario&quot;、&quot;model&quot; のどれか1つだけを指定してください</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="125"/>
        <source>only allowed with &quot;preset&quot;</source>
        <translation>&quot;preset&quot; と一緒にのみ指定できます</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="131"/>
        <source>expected a scenario object, found %1</source>
        <translation>シナリオのオブジェクトが必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="151"/>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>不明なプリセット「%1」</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="158"/>
        <source>expected an object of scenario fields, found %1</source>
        <translation>シナリオのフィールドからなるオブジェクトが必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="164"/>
        <source>the format belongs to the lesson, not a step</source>
        <translation>format はステップではなくレッスンに書きます</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="187"/>
        <source>expected a step object, found %1</source>
        <translation>ステップのオブジェクトが必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="218"/>
        <source>only allowed with &quot;question&quot;</source>
        <translation>&quot;question&quot; と一緒にのみ指定できます</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="262"/>
        <source>use lower-case letters, digits and &apos;-&apos; only</source>
        <translation>小文字の英字、数字、「-」だけを使ってください</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="281"/>
        <source>unsupported version %1 (this program reads version %2)</source>
        <translation>対応していないバージョン %1 です(このプログラムが読めるのはバージョン %2)</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="296"/>
        <source>expected an array of steps, found %1</source>
        <translation>ステップの配列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="299"/>
        <source>expected 1 to %1 steps, found %2</source>
        <translation>ステップは 1 から %1 個が必要ですが、%2 個でした</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="313"/>
        <source>the steps up to this one hold %1 MiB of matrices, more than the %2 MiB a lesson may hold</source>
        <translation>ここまでのステップの行列は %1 MiB で、1 つのレッスンに持てる %2 MiB を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="337"/>
        <source>file: %1 bytes, more than the limit of %2</source>
        <translation>ファイル: %1 バイトあり、上限の %2 バイトを超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="343"/>
        <source>file: not valid JSON at offset %1: %2</source>
        <translation>ファイル: オフセット %1 で JSON として正しくありません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="347"/>
        <source>file: expected a lesson object at the top level</source>
        <translation>ファイル: 最上位にはレッスンのオブジェクトが必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="350"/>
        <source>%1: given twice; each field may appear only once in an object</source>
        <translation>%1: 2 回指定されています。1 つのオブジェクトの中で各フィールドは 1 回だけです</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonfile.cpp" line="367"/>
        <source>file: %1</source>
        <translation>ファイル: %1</translation>
    </message>
</context>
<context>
    <name>LessonModelStep</name>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="73"/>
        <source>expected &quot;LAYER.HEAD&quot; counted from 1, such as &quot;2.4&quot;</source>
        <translation>1から数えた &quot;層.ヘッド&quot; が必要です(例: &quot;2.4&quot;)</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="78"/>
        <source>&quot;%1&quot; is not a head of the model: it has %2 layers of %3 heads</source>
        <translation>&quot;%1&quot; はモデルのヘッドではありません。モデルは %3 ヘッドの層が %2 層です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="91"/>
        <source>expected the sentence the model reads, a string of its words</source>
        <translation>モデルが読む文(モデルの単語からなる文字列)が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="98"/>
        <source>&quot;%1&quot; is not a word of the model (the Model tab lists its words)</source>
        <translation>&quot;%1&quot; はモデルの単語ではありません(単語の一覧は「モデル」タブにあります)</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="103"/>
        <source>%1 words, more than the %2 the model reads</source>
        <translation>%1 語あり、モデルが読める %2 語を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="112"/>
        <source>expected an array of word positions counted from 0</source>
        <translation>0から数えた単語の位置の配列が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="119"/>
        <source>expected a word position from 0 to %1</source>
        <translation>0から %1 までの単語の位置が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="129"/>
        <source>expected an object with &quot;text&quot; and &quot;head&quot;</source>
        <translation>&quot;text&quot; と &quot;head&quot; を持つオブジェクトが必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="136"/>
        <source>unknown field</source>
        <translation>不明なフィールド</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="147"/>
        <source>expected an array of heads such as [&quot;2.4&quot;]</source>
        <translation>[&quot;2.4&quot;] のようなヘッドの配列が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/lessonmodelstep.cpp" line="185"/>
        <source>the model shipped with the program could not be read: %1</source>
        <translation>プログラムに同梱のモデルを読み込めませんでした: %1</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="145"/>
        <source>Predict first: which key will get the most weight?
Choose it in the lesson panel, then reveal.</source>
        <translation>まず予想: どのキーの重みがいちばん大きくなる?
レッスンパネルで選んでから、答えを表示してください。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="249"/>
        <source>This query sees no key, so no key gets any weight.</source>
        <translation>このクエリにはキーが 1 つも見えないので、どのキーにも重みはありません。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="268"/>
        <source>&lt;b&gt;%1&lt;/b&gt; gets the most weight: %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; の重みがいちばん大きい: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="272"/>
        <source>&lt;b&gt;Right!&lt;/b&gt; &lt;b&gt;%1&lt;/b&gt; gets the most weight: %2.</source>
        <translation>&lt;b&gt;正解！&lt;/b&gt; 最も大きな重みを受けるのは &lt;b&gt;%1&lt;/b&gt; です: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="277"/>
        <source>&lt;b&gt;Not this time.&lt;/b&gt; &lt;b&gt;%1&lt;/b&gt; gets the most weight (%2); %3 gets %4.</source>
        <translation>&lt;b&gt;残念。&lt;/b&gt; 最も大きな重みを受けるのは &lt;b&gt;%1&lt;/b&gt; (%2) で、%3 は %4 です。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="291"/>
        <source>No lesson open. Choose one from the Lessons menu.</source>
        <translation>レッスンが開かれていません。「レッスン」メニューから選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="298"/>
        <source>Step %1 of %2: %3</source>
        <translation>ステップ %1 / %2: %3</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="349"/>
        <source>Predict, then reveal</source>
        <translation>予想してから答え合わせ</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="351"/>
        <source>Reveal the weights</source>
        <translation>重みを表示</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="352"/>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="353"/>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="354"/>
        <source>&amp;Next step</source>
        <translation>次のステップ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="355"/>
        <source>&amp;Previous step</source>
        <translation>前のステップ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="356"/>
        <source>&amp;Reveal the weights</source>
        <translation>重みを表示(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="267"/>
        <source>%1 tie for the most weight: %2 each.</source>
        <translation>%1 が同点で重みが最大です: それぞれ %2。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="271"/>
        <source>&lt;b&gt;Right!&lt;/b&gt; %1 tie for the most weight: %2 each.</source>
        <translation>&lt;b&gt;正解！&lt;/b&gt; %1 が同点で重みが最大です: それぞれ %2。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="275"/>
        <source>&lt;b&gt;Not this time.&lt;/b&gt; %1 tie for the most weight (%2 each); %3 gets %4.</source>
        <translation>&lt;b&gt;残念。&lt;/b&gt; %1 が同点で重みが最大 (それぞれ %2) で、%3 は %4 です。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lessonpanel.cpp" line="325"/>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · ステップ %2 / %3: %4</translation>
    </message>
</context>
<context>
    <name>LinesPainter</name>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="109"/>
        <source>Line opacity and width grow with the weight</source>
        <translation>重みが大きいほど線は濃く太くなります</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="110"/>
        <source>Line opacity and width grow with the weight · point at a token for its lines alone · click a query to select it</source>
        <translation>重みが大きいほど線は濃く太くなります · トークンを指すとその線だけを表示 · クエリをクリックすると選択</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="116"/>
        <source>%1 × %2 tokens: only the lines into key “%3” are drawn</source>
        <translation>%1 × %2 トークン: キー「%3」に入る線だけを描いています</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="120"/>
        <source>%1 × %2 tokens: only the lines of query “%3” are drawn</source>
        <translation>%1 × %2 トークン: クエリ「%3」から出る線だけを描いています</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="128"/>
        <source>one name in %1 shown</source>
        <translation>名前は %1 個に 1 個を表示</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="130"/>
        <source>one query name in %1, one key name in %2 shown</source>
        <translation>クエリ名は %1 個に 1 個、キー名は %2 個に 1 個を表示</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="133"/>
        <source>a query whose keys are all masked has no lines</source>
        <translation>すべてのキーがマスクされたクエリには線がありません</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="275"/>
        <source>Queries</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="275"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="313"/>
        <source>every key masked</source>
        <translation>すべてのキーがマスク</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="328"/>
        <source>Head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/linespainter.cpp" line="328"/>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
</context>
<context>
    <name>LinesView</name>
    <message>
        <location filename="../../ui/views/linesview.cpp" line="32"/>
        <source>Every head</source>
        <translation>すべてのヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/views/linesview.cpp" line="33"/>
        <source>Draw every head&apos;s lines over each other, one colour each</source>
        <translation>すべてのヘッドの線をヘッドごとに色を変えて重ねて描きます</translation>
    </message>
    <message>
        <location filename="../../ui/views/linesview.cpp" line="106"/>
        <source>Attention lines — every head (%1)</source>
        <translation>アテンションの線 — すべてのヘッド (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/linesview.cpp" line="107"/>
        <source>Attention lines — head %1</source>
        <translation>アテンションの線 — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/linesview.cpp" line="197"/>
        <source>query “%1”</source>
        <translation>クエリ「%1」</translation>
    </message>
    <message>
        <location filename="../../ui/views/linesview.cpp" line="201"/>
        <source>key “%1”</source>
        <translation>キー「%1」</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="341"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="203"/>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="157"/>
        <source>The head&apos;s input X (its layer&apos;s tokens after the LayerNorm), its W_Q, W_K, W_V and W_O and the causal mask, as the model computes it. Edit it like any scenario; Undo brings back the one before.</source>
        <translation>ヘッドの入力 X(その層のトークンを層正規化したもの)、W_Q・W_K・W_V・W_O と因果マスクを、モデルが計算するとおりに取り出しました。ほかのシナリオと同じように編集できます。元に戻すと前のシナリオに戻ります。</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="205"/>
        <source>Projections</source>
        <translation>射影</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="206"/>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="208"/>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="78"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="79"/>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="80"/>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="81"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="82"/>
        <source>Open &amp;Model...</source>
        <translation>モデルを開く(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="83"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="84"/>
        <source>Save &amp;As...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="85"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="89"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="95"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="96"/>
        <source>&amp;Undo %1</source>
        <translation>「%1」を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="97"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="98"/>
        <source>&amp;Redo %1</source>
        <translation>「%1」をやり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="119"/>
        <source>&amp;Presets</source>
        <translation>プリセット(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="123"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="150"/>
        <source>Open model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="150"/>
        <source>The model could not be read: %1</source>
        <translation>モデルを読み込めませんでした: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="194"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="196"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="197"/>
        <source>&amp;About Attention Lab</source>
        <translation>Attention Lab について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="188"/>
        <source>About Attention Lab</source>
        <translation>Attention Lab について</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="189"/>
        <source>&lt;h3&gt;Attention Lab&lt;/h3&gt;&lt;p&gt;Edit queries, keys, values, projections, temperature and masks, and watch the attention weights and outputs follow.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab&lt;/h3&gt;&lt;p&gt;クエリ、キー、バリュー、射影、温度、マスクを編集すると、アテンションの重みと出力がそれに応じて変わる様子を見られます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="249"/>
        <source>New scenario</source>
        <translation>新しいシナリオ</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="250"/>
        <source>One query and three keys, all zero, so every key gets the same weight. Type numbers into Q and K to see the weights move.</source>
        <translation>クエリ 1 つとキー 3 つ、すべてゼロなので、どのキーにも同じ重みがつきます。Q と K に数値を入力して、重みが動く様子を見てみましょう。</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="260"/>
        <source>Could not open %1</source>
        <translation>%1 を開けませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="274"/>
        <source>Could not save %1</source>
        <translation>%1 を保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="289"/>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="290"/>
        <source>Attention Lab scenarios (*.json);;All files (*)</source>
        <translation>Attention Lab シナリオ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="304"/>
        <source>Save scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="305"/>
        <source>Attention Lab scenarios (*.json)</source>
        <translation>Attention Lab シナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="321"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="321"/>
        <source>The scenario has unsaved changes. Save them?</source>
        <translation>シナリオに未保存の変更があります。保存しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="342"/>
        <source>%1[*] - Attention Lab</source>
        <translation>%1[*] - Attention Lab</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="223"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindowmenus.cpp" line="195"/>
        <source>&amp;How to use</source>
        <translation>使い方(&amp;U)</translation>
    </message>
</context>
<context>
    <name>MatrixEditor</name>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="22"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="48"/>
        <source>Components:</source>
        <translation>成分数:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="28"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="49"/>
        <source>Number of components of every vector (columns)</source>
        <translation>すべてのベクトルの成分数(列数)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="32"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="50"/>
        <source>Seed of the random numbers: the same seed gives the same numbers</source>
        <translation>乱数のシード: 同じシードからは同じ数値が得られます</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="33"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="51"/>
        <source>Randomize</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="34"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="52"/>
        <source>Fill with normally distributed numbers from the seed</source>
        <translation>シードから正規分布の乱数で埋める</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="35"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="53"/>
        <source>Normalize rows</source>
        <translation>行を正規化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="36"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="54"/>
        <source>Scale every row to length 1</source>
        <translation>各行の長さを 1 にそろえる</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="37"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="55"/>
        <source>Zero</source>
        <translation>ゼロ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="44"/>
        <location filename="../../ui/panels/matrixeditor.cpp" line="56"/>
        <source>seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="89"/>
        <source>Change dimension of %1</source>
        <translation>%1 の次元を変更</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="125"/>
        <source>%1  (%2 x %3)</source>
        <translation>%1  (%2 x %3)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="138"/>
        <source>Randomize %1 (seed %2)</source>
        <translation>%1 をランダムに(シード %2)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="147"/>
        <source>Normalize rows of %1</source>
        <translation>%1 の行を正規化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixeditor.cpp" line="155"/>
        <source>Zero %1</source>
        <translation>%1 をゼロに</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <location filename="../../core/io/matrixexport.cpp" line="24"/>
        <source>CSV (*.csv);;JSON (*.json);;NumPy array (*.npy)</source>
        <translation>CSV (*.csv);;JSON (*.json);;NumPy 配列 (*.npy)</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixexport.cpp" line="37"/>
        <source>%1 row labels for %2 rows</source>
        <translation>%2 行に対して行ラベルが %1 個あります</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixexport.cpp" line="40"/>
        <source>%1 column labels for %2 columns</source>
        <translation>%2 列に対して列ラベルが %1 個あります</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixexport.cpp" line="61"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixexport.cpp" line="73"/>
        <source>%1: choose a .csv, .json or .npy file name</source>
        <translation>%1: .csv、.json、.npy のいずれかのファイル名にしてください</translation>
    </message>
</context>
<context>
    <name>MatrixImport</name>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="56"/>
        <source>Matrices (*.npy *.npz *.csv *.tsv *.txt *.json);;NumPy arrays (*.npy *.npz);;CSV (*.csv *.tsv *.txt);;JSON (*.json)</source>
        <translation>行列 (*.npy *.npz *.csv *.tsv *.txt *.json);;NumPy 配列 (*.npy *.npz);;CSV (*.csv *.tsv *.txt);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="65"/>
        <source>%1 does not exist</source>
        <translation>%1 は存在しません</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="81"/>
        <source>the archive holds no arrays</source>
        <translation>アーカイブに配列がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="83"/>
        <source>the archive holds %1 arrays (%2): choose one</source>
        <translation>アーカイブには配列が %1 個あります(%2)。1 つを選んでください</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="104"/>
        <source>the array holds numbers, not token labels (a 1-D array of strings, such as np.array(tokens))</source>
        <translation>配列の中身は数値で、トークンラベル(np.array(tokens) のような文字列の 1 次元配列)ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="106"/>
        <source>the array holds a %1-D array, not token labels (a 1-D array of strings, such as np.array(tokens))</source>
        <translation>配列は %1 次元で、トークンラベル(np.array(tokens) のような文字列の 1 次元配列)ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="110"/>
        <source>the array holds %1 labels, more than the %2 tokens this program handles</source>
        <translation>配列にはラベルが %1 個あります。このプログラムが扱えるトークンは %2 個までです</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="147"/>
        <source>%1: unknown format (expected .npy, .npz, .csv or .json)</source>
        <translation>%1: 不明な形式です(.npy、.npz、.csv、.json のいずれかが必要です)</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="159"/>
        <source>non-finite value %1 at row %2, column %3 (counting from 0)</source>
        <extracomment>%1 is +infinity or -infinity</extracomment>
        <translation>%2 行 %3 列(0 から数えて)に有限でない値 %1 があります</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="160"/>
        <source>+infinity</source>
        <translation>+無限大</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="160"/>
        <source>-infinity</source>
        <translation>-無限大</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="188"/>
        <source>the file holds %1 heads, more than the %2 this program handles</source>
        <translation>ファイルにはヘッドが %1 個あります。このプログラムが扱えるのは %2 個までです</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="192"/>
        <source>the file holds no heads</source>
        <translation>ファイルにヘッドがありません</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="200"/>
        <source>head %1: %2</source>
        <extracomment>%1 is the number of a head, %2 what is wrong with it</extracomment>
        <translation>ヘッド %1: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="221"/>
        <source>expected %1 for %2, the file has %3</source>
        <extracomment>%1 and %3 are shapes (&quot;6 x 3&quot;), %2 what the matrix is for (&quot;K&quot;)</extracomment>
        <translation>%2 には %1 が必要ですが、ファイルは %3 です</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="223"/>
        <source>expected %1, the file has %2</source>
        <translation>%1 が必要ですが、ファイルは %2 です</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="227"/>
        <source>expected %1 rows for %2, the file has %3</source>
        <extracomment>%2 is what the matrix is for (&quot;K&quot;), %3 a shape (&quot;6 x 3&quot;)</extracomment>
        <translation>%2 には %1 行が必要ですが、ファイルは %3 です</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="229"/>
        <source>expected %1 rows, the file has %2</source>
        <translation>%1 行が必要ですが、ファイルは %2 です</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="233"/>
        <source>expected %1 columns for %2, the file has %3</source>
        <extracomment>%2 is what the matrix is for (&quot;K&quot;), %3 a shape (&quot;6 x 3&quot;)</extracomment>
        <translation>%2 には %1 列が必要ですが、ファイルは %3 です</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="235"/>
        <source>expected %1 columns, the file has %2</source>
        <translation>%1 列が必要ですが、ファイルは %2 です</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="241"/>
        <source>the matrix for %1 is empty (%2)</source>
        <translation>%1 の行列が空です(%2)</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="242"/>
        <source>the matrix is empty (%1)</source>
        <translation>行列が空です(%1)</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="244"/>
        <source>the matrix for %1 has %2 rows, more than the %3 tokens this program handles</source>
        <translation>%1 の行列の行数は %2 です。このプログラムが扱えるトークンは %3 個までです</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="248"/>
        <source>the matrix has %1 rows, more than the %2 tokens this program handles</source>
        <translation>行列の行数は %1 です。このプログラムが扱えるトークンは %2 個までです</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="253"/>
        <source>the matrix for %1 has %2 columns, more than the %3 this program handles</source>
        <translation>%1 の行列の列数は %2 です。このプログラムが扱えるのは %3 列までです</translation>
    </message>
    <message>
        <location filename="../../core/io/matriximport.cpp" line="257"/>
        <source>the matrix has %1 columns, more than the %2 this program handles</source>
        <translation>行列の列数は %1 です。このプログラムが扱えるのは %2 列までです</translation>
    </message>
</context>
<context>
    <name>MatrixJson</name>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="39"/>
        <location filename="../../core/io/matrixjson.cpp" line="42"/>
        <source>&quot;%1&quot; must be an array of strings</source>
        <translation>&quot;%1&quot; は文字列の配列でなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="45"/>
        <source>expected an array of rows, each an array of numbers</source>
        <translation>行の配列(各行は数値の配列)が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="51"/>
        <source>row %1 is not an array</source>
        <translation>行 %1 が配列ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="54"/>
        <source>row %1 has %2 values, row 0 has %3</source>
        <translation>行 %1 の値は %2 個ですが、行 0 は %3 個です</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="58"/>
        <source>row %1, column %2: expected a number, &quot;%3&quot; or &quot;%4&quot;</source>
        <translation>行 %1、列 %2: 数値、&quot;%3&quot;、&quot;%4&quot; のいずれかが必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="66"/>
        <source>%1 row labels for %2 rows</source>
        <translation>行ラベルが %1 個ありますが、行は %2 行です</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="68"/>
        <source>%1 column labels for %2 columns</source>
        <translation>列ラベルが %1 個ありますが、列は %2 列です</translation>
    </message>
    <message>
        <location filename="../../core/io/matrixjson.cpp" line="144"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation>オフセット %1 で JSON として正しくありません: %2</translation>
    </message>
</context>
<context>
    <name>MatrixRef</name>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="172"/>
        <source> (head %1)</source>
        <translation> (ヘッド %1)</translation>
    </message>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="206"/>
        <source>Queries Q</source>
        <translation>クエリ Q</translation>
    </message>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="208"/>
        <source>Keys K</source>
        <translation>キー K</translation>
    </message>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="210"/>
        <source>Values V</source>
        <translation>バリュー V</translation>
    </message>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="212"/>
        <source>Token vectors X</source>
        <translation>トークンベクトル X</translation>
    </message>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="214"/>
        <source>Source tokens Y</source>
        <translation>ソーストークン Y</translation>
    </message>
    <message>
        <location filename="../../core/document/matrixref.cpp" line="234"/>
        <source>in %1</source>
        <translation>%1 内</translation>
    </message>
</context>
<context>
    <name>MatrixTableModel</name>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="91"/>
        <source>Component %1</source>
        <translation>成分 %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="115"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>「%1」は数値ではありません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="121"/>
        <source>&quot;%1&quot; is not a finite number; attention needs finite inputs.</source>
        <translation>「%1」は有限の数値ではありません。アテンションには有限の入力が必要です。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="142"/>
        <source>%1 is not a finite number.</source>
        <translation>%1 は有限の数値ではありません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="145"/>
        <source>%1, row %2, column %3: %4</source>
        <translation>%1、%2 行 %3 列: %4</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="173"/>
        <source>The clipboard holds no numbers.</source>
        <translation>クリップボードに数値がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="188"/>
        <source>Pasted row %1, column %2: %3</source>
        <translation>%1 行 %2 列目に貼り付け: %3</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="205"/>
        <source>%1 has %2 x %3 cells; the pasted block does not fit there.</source>
        <translation>%1 は %2 x %3 セルです。貼り付けるブロックが収まりません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/matrixtablemodel.cpp" line="221"/>
        <source>Paste into %1</source>
        <translation>%1 に貼り付け</translation>
    </message>
</context>
<context>
    <name>MatrixTableView</name>
    <message>
        <location filename="../../ui/panels/matrixtableview.cpp" line="27"/>
        <source>Type a number, or select a cell and turn the mouse wheel, or Alt+drag up and down on a cell to nudge it. Ctrl+V pastes from a spreadsheet.</source>
        <translation>数値を入力するか、セルを選んでマウスホイールを回すか、セルを Alt+ドラッグで上下に動かして値を増減します。Ctrl+V で表計算ソフトから貼り付けられます。</translation>
    </message>
</context>
<context>
    <name>ModelCheckpoint</name>
    <message>
        <location filename="../../core/io/modelcheckpoint.cpp" line="100"/>
        <source>%1 is a PyTorch pickle, which this program does not open: loading a pickle can run any code it holds. Save the model as safetensors first: in Python, with transformers, load it and call model.save_pretrained(&quot;%2&quot;, safe_serialization=True)</source>
        <translation>%1 は PyTorch の pickle です。pickle は読み込むだけで中のコードが実行されうるため、このプログラムは開きません。先にモデルを safetensors で保存してください: Python で transformers を使い、モデルを読み込んでから model.save_pretrained(&quot;%2&quot;, safe_serialization=True) を呼びます</translation>
    </message>
    <message>
        <location filename="../../core/io/modelcheckpoint.cpp" line="110"/>
        <source>%1 holds no model.safetensors and no model.safetensors.index.json</source>
        <translation>%1 には model.safetensors も model.safetensors.index.json もありません</translation>
    </message>
</context>
<context>
    <name>ModelConfigFile</name>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="39"/>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="41"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="55"/>
        <source>%1: %2 is missing</source>
        <translation>%1: %2 がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="60"/>
        <source>%1: %2 must be a whole number from 1 to %3, not %4</source>
        <translation>%1: %2 は 1 から %3 までの整数でなければなりません (%4 ではなく)</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="79"/>
        <source>%1: %2 is %3; this program runs %4</source>
        <translation>%1: %2 は %3 です。このプログラムが実行できるのは %4 です</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="116"/>
        <source>%1: n_head %2 does not divide n_embd %3 (each head takes an equal share of the width)</source>
        <translation>%1: n_head %2 で n_embd %3 を割り切れません (各ヘッドは幅を等しく分け合います)</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="131"/>
        <source>%1: layer_norm_epsilon must be a number between 0 and 1, not %2</source>
        <translation>%1: layer_norm_epsilon は 0 と 1 の間の数でなければなりません (%2 ではなく)</translation>
    </message>
    <message>
        <location filename="../../core/io/modelconfigfile.cpp" line="139"/>
        <source>%1: vocab_size, n_positions, n_embd, n_layer and n_inner make %2 weights, more than the %3 this program loads</source>
        <translation>%1: vocab_size、n_positions、n_embd、n_layer、n_inner から重みは %2 個になり、このプログラムが読み込める %3 個を超えます</translation>
    </message>
</context>
<context>
    <name>ModelHeadPanel</name>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="121"/>
        <source>Head on</source>
        <translation>ヘッドをオン</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="122"/>
        <source>Off: the head&apos;s output counts as zeros; the layers above and the prediction change</source>
        <translation>オフ: このヘッドの出力をゼロとして扱います。上の層と予測が変わります</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="124"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="125"/>
        <source>T: this head&apos;s weights become softmax(s q·k / T) inside the model</source>
        <translation>T: モデルの中でこのヘッドの重みが softmax(s q·k / T) になります</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="127"/>
        <source>Scaling factor</source>
        <translation>スケーリング係数</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="128"/>
        <source>c: multiplies the model&apos;s own scaling 1/√d_k of this head</source>
        <translation>c: このヘッドのモデル本来のスケーリング 1/√d_k に掛ける係数</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="129"/>
        <source>Reset interventions</source>
        <translation>介入をすべて戻す</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="130"/>
        <source>Every head on, temperature and scaling back to 1, no masked words</source>
        <translation>すべてのヘッドをオン、温度とスケーリングを 1 に戻し、マスクした単語をなくします</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="132"/>
        <source>Open in the lab</source>
        <translation>ラボで開く</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="133"/>
        <source>Make this head a scenario of its own: its input X, its W_Q, W_K, W_V and W_O, causal mask; the other views show it and it can be edited</source>
        <translation>このヘッドを独立したシナリオにします: 入力 X、W_Q・W_K・W_V・W_O、因果マスク。ほかのビューに表示され、編集できます</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadpanel.cpp" line="144"/>
        <source>Layer %1, head %2:</source>
        <translation>第%1層 ヘッド %2:</translation>
    </message>
</context>
<context>
    <name>ModelHeadsGrid</name>
    <message>
        <location filename="../../ui/model/modelheadsgrid.cpp" line="41"/>
        <source>Click a head to show it large; double-click to open it in the lab</source>
        <translation>ヘッドをクリックすると大きく表示、ダブルクリックするとラボで開きます</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadsgrid.cpp" line="108"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadsgrid.cpp" line="113"/>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadsgrid.cpp" line="118"/>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelheadsgrid.cpp" line="123"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
</context>
<context>
    <name>ModelOpener</name>
    <message>
        <location filename="../../ui/model/modelopener.cpp" line="52"/>
        <source>Open model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelopener.cpp" line="53"/>
        <source>Reading the model %1…</source>
        <translation>モデル %1 を読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelopener.cpp" line="54"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>ModelProgressRow</name>
    <message>
        <location filename="../../ui/model/modelprogressrow.cpp" line="59"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelprogressrow.cpp" line="60"/>
        <source>Stop computing: the views keep the last result</source>
        <translation>計算を止めます。表示は最後の結果のままです</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelprogressrow.cpp" line="72"/>
        <source>Computing the model… %1 %</source>
        <translation>モデルを計算中… %1 %</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelprogressrow.cpp" line="75"/>
        <source>Stopped: the views show the last result computed, not the text typed. Edit the text or an intervention to compute again.</source>
        <translation>停止しました。表示は最後に計算した結果で、入力した文のものではありません。文か介入を変えると再び計算します。</translation>
    </message>
</context>
<context>
    <name>ModelTokenChips</name>
    <message>
        <location filename="../../ui/model/modeltokenchips.cpp" line="132"/>
        <source>Token %1: click to hide it from the words after it in every layer (a mask), click again to show it</source>
        <translation>トークン %1: クリックするとすべての層で後ろの単語から見えなくなります(マスク)。もう一度クリックすると戻ります</translation>
    </message>
</context>
<context>
    <name>ModelView</name>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="359"/>
        <source>this build of Attention Lab has no model built in</source>
        <translation>この Attention Lab にはモデルが組み込まれていません</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="276"/>
        <source>Open layer %1 head %2 of the model</source>
        <translation>モデルの第%1層 ヘッド %2 を開く</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="9"/>
        <source>A trained transformer: induction heads</source>
        <translation>学習済みトランスフォーマー: 帰納ヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="10"/>
        <source>The trained transformer %1</source>
        <translation>学習済みトランスフォーマー %1</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="16"/>
        <source>The model could not be read: the message above the views says why.</source>
        <translation>モデルを読み込めませんでした。理由はビューの上のメッセージにあります。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="17"/>
        <source>Layers: %1, heads in each: %2.</source>
        <translation>層の数: %1、各層のヘッド数: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="21"/>
        <source>Above, the sentence it reads; left, the attention of every head (rows: the word that looks, columns: the words it looks at), the head picked shown large; beside them, the words the model expects next. Click a head to enlarge it, switch it off or change its temperature under it, and watch the prediction change.</source>
        <translation>上はモデルが読む文、左はすべてのヘッドのアテンション（行: 見る側の単語、列: 見られる側の単語）で、選んだヘッドを大きく表示します。その横はモデルが次に来ると予測する単語です。ヘッドをクリックすると大きく表示され、その下でオフにしたり温度を変えたりすると、予測の変化が見られます。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="28"/>
        <source>It was trained on sentences that repeat a piece of themselves, and learned to copy: after a word seen before, it predicts the word that followed it then.</source>
        <translation>文の一部を繰り返す文で学習し、写すことを覚えました。前に出てきた単語の後では、そのとき次に来た単語を予測します。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="36"/>
        <source>No model read</source>
        <translation>モデルを読み込んでいません</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="39"/>
        <source>model: %1 layers x %2 heads  ·  d_model %3  ·  d_k %4  ·  tokens read: %5</source>
        <translation>モデル: %1 層 × ヘッド %2  ·  d_model %3  ·  d_k %4  ·  読んだトークン: %5</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelviewcaption.cpp" line="40"/>
        <source>model: %1 layers x %2 heads  ·  d_model %3  ·  d_k %4  ·  words read: %5</source>
        <translation>モデル: %1 層 × ヘッド %2  ·  d_model %3  ·  d_k %4  ·  読んだ単語: %5</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="279"/>
        <source>Layer %1 head %2 of the induction model, as a scenario</source>
        <translation>帰納モデルの第%1層 ヘッド %2 をシナリオとして開きました</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="282"/>
        <source>Layer %1 head %2 of the model %3, as a scenario</source>
        <translation>モデル %3 の第%1層 ヘッド %2 をシナリオとして開きました</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="321"/>
        <source>Sentence:</source>
        <translation>文:</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="326"/>
        <source>Type any text</source>
        <translation>好きな文を入力</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="327"/>
        <source>The model&apos;s tokenizer cuts the text into tokens, shown under it; a token may be a word, part of one or a space</source>
        <translation>モデルのトークナイザーが文をトークンに分け、下に表示します。トークンは単語のこともあれば、単語の一部や空白のこともあります</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="332"/>
        <source>Type words of the model, such as %1</source>
        <translation>モデルの単語を入力(例: %1)</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="332"/>
        <location filename="../../ui/model/modelview.cpp" line="364"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="333"/>
        <source>The model knows %1 words, listed beside; others are left out</source>
        <translation>モデルが知っている単語は %1 語で、横の一覧にあります。それ以外の単語は除かれます</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="337"/>
        <source>Add a word</source>
        <translation>単語を追加</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="338"/>
        <source>Every word the model knows: choose one to add it to the sentence</source>
        <translation>モデルが知っているすべての単語。選ぶと文に追加されます</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="339"/>
        <source>Example</source>
        <translation>例文</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="340"/>
        <source>A sentence whose first words come again: the model predicts what followed them the first time</source>
        <translation>最初の単語の並びがもう一度現れる文。モデルは 1 回目にその後に続いた単語を予測します</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="344"/>
        <source>Click a token to mask it: no later token may attend to it, in any layer.</source>
        <translation>トークンをクリックするとマスクされ、どの層でも後ろのトークンはそこにアテンションを向けられなくなります。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="345"/>
        <source>Click a word to mask it: no later word may attend to it, in any layer.</source>
        <translation>単語をクリックするとマスクされ、どの層でも後ろの単語はそこにアテンションを向けられなくなります。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="346"/>
        <source>Every head</source>
        <translation>すべてのヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="347"/>
        <source>Layers down, heads across: L2 H1 is head 1 of layer 2</source>
        <translation>縦に層、横にヘッド。L2 H1 は第2層のヘッド 1 です</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="348"/>
        <source>Next word</source>
        <translation>次の単語</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="358"/>
        <location filename="../../ui/model/modelview.cpp" line="361"/>
        <source>The model could not be read: %1</source>
        <translation>モデルを読み込めませんでした: %1</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="364"/>
        <source>Not in the model&apos;s vocabulary, left out: %1</source>
        <translation>モデルの語彙にないため除いた単語: %1</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="367"/>
        <source>The model reads at most %1 tokens: the last ones are left out.</source>
        <translation>モデルが読めるのは %1 トークンまでです。後ろのトークンは除きました。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="368"/>
        <source>The model reads at most %1 words: the last ones are left out.</source>
        <translation>モデルが読めるのは %1 語までです。後ろの単語は除かれます。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="371"/>
        <source>Type a sentence: the model runs on the words it knows.</source>
        <translation>文を入力してください。モデルは知っている単語だけで動きます。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="378"/>
        <source>Next token after “%1”</source>
        <translation>「%1」の次のトークン</translation>
    </message>
    <message>
        <location filename="../../ui/model/modelview.cpp" line="379"/>
        <source>Next word after “%1”</source>
        <translation>「%1」の次の単語</translation>
    </message>
</context>
<context>
    <name>NextTokenBars</name>
    <message>
        <location filename="../../ui/model/nexttokenbars.cpp" line="51"/>
        <source>Hollow bars and (numbers): before the interventions</source>
        <translation>白抜きの棒と( )内の数: 介入前</translation>
    </message>
    <message>
        <location filename="../../ui/model/nexttokenbars.cpp" line="73"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>NpyArray</name>
    <message>
        <location filename="../../core/io/npyarray.cpp" line="51"/>
        <source>scalar</source>
        <extracomment>the shape of an array of no axes, a single number</extracomment>
        <translation>スカラー</translation>
    </message>
    <message>
        <location filename="../../core/io/npyarray.cpp" line="74"/>
        <location filename="../../core/io/npyarray.cpp" line="101"/>
        <source>the array holds text, not numbers</source>
        <translation>配列の中身は数値ではなくテキストです</translation>
    </message>
    <message>
        <location filename="../../core/io/npyarray.cpp" line="85"/>
        <source>the array is a single number, expected a matrix</source>
        <translation>配列は 1 つの数値です。行列が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyarray.cpp" line="87"/>
        <source>the array is %1, expected a matrix (2 axes)</source>
        <translation>配列は %1 です。行列(2 軸)が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyarray.cpp" line="112"/>
        <source>the array is %1, expected heads x queries x keys (3 axes)</source>
        <translation>配列は %1 です。ヘッド × クエリ × キー(3 軸)が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyarray.cpp" line="116"/>
        <source>the array holds %1 matrices, more than %2</source>
        <translation>配列には行列が %1 個あり、%2 個を超えています</translation>
    </message>
</context>
<context>
    <name>NpyFile</name>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="76"/>
        <source>row %1, column %2 (counting from 0)</source>
        <translation>%1 行 %2 列(0 から数えて)</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="82"/>
        <source>index [%1] (counting from 0)</source>
        <translation>インデックス [%1](0 から数えて)</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="89"/>
        <source>text arrays must have one axis, this one has %1</source>
        <translation>テキストの配列は 1 軸でなければなりませんが、この配列は %1 軸です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="97"/>
        <source>the text array holds %1 strings, more than the %2 token labels this program reads</source>
        <translation>テキストの配列には文字列が %1 個あります。このプログラムが読めるトークンラベルは %2 個までです</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="114"/>
        <source>text element %1 holds an invalid character</source>
        <translation>テキストの要素 %1 に無効な文字があります</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="137"/>
        <source>not a NumPy .npy file (wrong magic bytes)</source>
        <translation>NumPy の .npy ファイルではありません(マジックバイトが違います)</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="139"/>
        <location filename="../../core/io/npyfile.cpp" line="146"/>
        <source>truncated header: the file ends after %1 bytes</source>
        <translation>ヘッダーが途中で切れています: ファイルは %1 バイトで終わっています</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="143"/>
        <source>unsupported .npy format version %1.%2</source>
        <translation>対応していない .npy 形式のバージョン %1.%2 です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="152"/>
        <source>truncated header: it claims %1 bytes, the file has %2 after the preamble</source>
        <translation>ヘッダーが途中で切れています: ヘッダーは %1 バイトとありますが、ファイルには前置きの後に %2 バイトしかありません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="171"/>
        <source>%1 is larger than the program handles (at most %2 heads of %3 x %4)</source>
        <translation>%1 はこのプログラムが扱える大きさを超えています(%3 x %4 のヘッド %2 個まで)</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="197"/>
        <source>the header claims a shape (%1) too large to exist</source>
        <translation>ヘッダーの形状(%1)が大きすぎて、あり得ません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="202"/>
        <source>truncated data: the header claims %1 elements (%2 bytes) of %3, the file holds %4 bytes of data</source>
        <extracomment>%3 is the dtype of the elements, e.g. &apos;&lt;f8&apos;</extracomment>
        <translation>データが途中で切れています: ヘッダーには %3 の要素が %1 個(%2 バイト)とありますが、ファイルのデータは %4 バイトです</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="207"/>
        <source>the file has %1 bytes after the %2 bytes of data its header describes</source>
        <translation>ファイルには、ヘッダーが示す %2 バイトのデータの後に %1 バイトが余っています</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="247"/>
        <source>non-finite value %1 at %2</source>
        <extracomment>%1 is NaN, +infinity or -infinity; %2 where it is (&quot;row 2, column 5 ...&quot;)</extracomment>
        <translation>%2 に有限でない値 %1 があります</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="249"/>
        <source>+infinity</source>
        <translation>+無限大</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="250"/>
        <source>-infinity</source>
        <translation>-無限大</translation>
    </message>
    <message>
        <location filename="../../core/io/npyfile.cpp" line="319"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>NpyHeader</name>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="39"/>
        <source>bad .npy header: %1</source>
        <extracomment>%1 says what is wrong with the header</extracomment>
        <translation>.npy のヘッダーが不正です: %1</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="55"/>
        <source>expected a quoted string at offset %1</source>
        <translation>オフセット %1 に引用符で囲んだ文字列が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="58"/>
        <source>unterminated string at offset %1</source>
        <translation>オフセット %1 の文字列が閉じられていません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="77"/>
        <source>&apos;fortran_order&apos; must be True or False</source>
        <translation>&apos;fortran_order&apos; は True か False でなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="83"/>
        <source>&apos;shape&apos; must be a tuple such as (3, 4)</source>
        <translation>&apos;shape&apos; は (3, 4) のようなタプルでなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="91"/>
        <source>a dimension of &apos;shape&apos; is too large</source>
        <translation>&apos;shape&apos; の軸の長さが大きすぎます</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="97"/>
        <source>&apos;shape&apos; must hold non-negative integers</source>
        <translation>&apos;shape&apos; には 0 以上の整数が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="102"/>
        <source>&apos;shape&apos; has more than 32 axes</source>
        <translation>&apos;shape&apos; の軸が 32 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="105"/>
        <source>unterminated &apos;shape&apos; tuple</source>
        <translation>&apos;shape&apos; のタプルが閉じられていません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="120"/>
        <source>expected a dictionary starting with &apos;{&apos;</source>
        <translation>&apos;{&apos; で始まる辞書が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="129"/>
        <source>expected &apos;:&apos; after &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の後に &apos;:&apos; が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="133"/>
        <source>structured (record) dtypes are not supported</source>
        <translation>構造化(レコード)dtype には対応していません</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="143"/>
        <source>unexpected key &apos;%1&apos;</source>
        <translation>予期しないキー &apos;%1&apos; があります</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="149"/>
        <source>expected &apos;,&apos; or &apos;}&apos; at offset %1</source>
        <translation>オフセット %1 に &apos;,&apos; か &apos;}&apos; が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="155"/>
        <source>unexpected text after the dictionary</source>
        <translation>辞書の後に余分な文字があります</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="157"/>
        <source>&apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos; are required</source>
        <translation>&apos;descr&apos;、&apos;fortran_order&apos;、&apos;shape&apos; が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="161"/>
        <location filename="../../core/io/npyheader.cpp" line="167"/>
        <location filename="../../core/io/npyheader.cpp" line="185"/>
        <source>unsupported dtype &apos;%1&apos;</source>
        <translation>対応していない dtype &apos;%1&apos; です</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="182"/>
        <source>unsupported dtype &apos;%1&apos; (complex numbers)</source>
        <translation>対応していない dtype &apos;%1&apos; です(複素数)</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="183"/>
        <source>unsupported dtype &apos;%1&apos; (Python objects)</source>
        <translation>対応していない dtype &apos;%1&apos; です(Python オブジェクト)</translation>
    </message>
    <message>
        <location filename="../../core/io/npyheader.cpp" line="184"/>
        <source>unsupported dtype &apos;%1&apos; (only float32 and float64)</source>
        <translation>対応していない dtype &apos;%1&apos; です(float32 と float64 のみ対応)</translation>
    </message>
</context>
<context>
    <name>NpzFile</name>
    <message>
        <location filename="../../core/io/npzfile.cpp" line="37"/>
        <location filename="../../core/io/npzfile.cpp" line="47"/>
        <source>array &apos;%1&apos;: %2</source>
        <extracomment>%1 is the name of an array in the archive, %2 what is wrong with it</extracomment>
        <translation>配列「%1」: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/npzfile.cpp" line="80"/>
        <source>no array named &apos;%1&apos;: the archive is empty</source>
        <translation>「%1」という配列はありません: アーカイブは空です</translation>
    </message>
    <message>
        <location filename="../../core/io/npzfile.cpp" line="81"/>
        <source>no array named &apos;%1&apos; (the archive holds: %2)</source>
        <translation>「%1」という配列はありません(アーカイブにあるのは: %2)</translation>
    </message>
    <message>
        <location filename="../../core/io/npzfile.cpp" line="135"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>OpenModelDialog</name>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="18"/>
        <source>Open model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="24"/>
        <source>No GPT-2-family model in the Hugging Face cache (%1). Choose a folder that holds config.json, model.safetensors and the tokenizer&apos;s files.</source>
        <translation>Hugging Face のキャッシュ (%1) に GPT-2 系のモデルはありません。config.json、model.safetensors とトークナイザーのファイルがあるフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="27"/>
        <source>GPT-2-family models in the Hugging Face cache (%1):</source>
        <translation>Hugging Face のキャッシュ (%1) にある GPT-2 系のモデル:</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="33"/>
        <source>its weights as safetensors</source>
        <translation>safetensors 形式の重み</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="35"/>
        <source>its tokenizer</source>
        <translation>トークナイザー</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="38"/>
        <source>This copy lacks %1</source>
        <translation>このコピーには %1 がありません</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="38"/>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="46"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="50"/>
        <source>Folder...</source>
        <translation>フォルダー...</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="51"/>
        <source>A folder saved by save_pretrained: config.json, model.safetensors (or its shards), tokenizer.json or vocab.json with merges.txt</source>
        <translation>save_pretrained で保存したフォルダー: config.json、model.safetensors (または分割ファイル)、tokenizer.json または vocab.json と merges.txt</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="77"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/model/openmodeldialog.cpp" line="85"/>
        <source>Open model folder</source>
        <translation>モデルのフォルダーを開く</translation>
    </message>
</context>
<context>
    <name>OutputView</name>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="41"/>
        <source>concat · W_O</source>
        <translation>連結 · W_O</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="43"/>
        <source>weighted sum of heads</source>
        <translation>ヘッドの重み付き和</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="45"/>
        <source>mean of heads</source>
        <translation>ヘッドの平均</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="97"/>
        <source>component</source>
        <translation>成分</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="98"/>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="251"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="255"/>
        <source>No result yet: the scenario has not been computed.</source>
        <translation>まだ結果がありません: シナリオが計算されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="260"/>
        <source>Output for query “%1”</source>
        <translation>クエリ「%1」の出力</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="262"/>
        <source>Imported attention weights come without values: there is no output.</source>
        <translation>インポートしたアテンション重みにはバリューがないため、出力はありません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="264"/>
        <source>Head %1 is switched off: its output counts as zeros.</source>
        <translation>ヘッド %1 はオフです: その出力はゼロとして扱われます。</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="266"/>
        <source>Showing the first %1 of %2 components.</source>
        <translation>%2 成分のうち最初の %1 成分を表示しています。</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="270"/>
        <source>The scenario has problems; showing the last valid result.</source>
        <translation>シナリオに問題があります。最後の有効な結果を表示しています。</translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="243"/>
        <source>Head %1 output:  </source>
        <translation>ヘッド %1 の出力:  </translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="243"/>
        <source>Output:  </source>
        <translation>出力:  </translation>
    </message>
    <message>
        <location filename="../../ui/views/outputview.cpp" line="245"/>
        <source>Combined output (%1):  </source>
        <translation>結合した出力 (%1):  </translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="50"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="55"/>
        <source>Dot product  q · k</source>
        <translation>内積  q · k</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="56"/>
        <source>Additive  w_v · tanh(q A_q + k A_k)</source>
        <translation>加法型  w_v · tanh(q A_q + k A_k)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="63"/>
        <location filename="../../ui/panels/parameterpanel.cpp" line="193"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="64"/>
        <source>1 / √d_k</source>
        <translation>1 / √d_k</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="65"/>
        <source>Custom factor</source>
        <translation>カスタム係数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="83"/>
        <source>Function:</source>
        <translation>関数:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="84"/>
        <source>Scaling:</source>
        <translation>スケーリング:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="85"/>
        <source>Factor s:</source>
        <translation>係数 s:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="91"/>
        <source>Score function</source>
        <translation>スコア関数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="96"/>
        <source>Scaling</source>
        <translation>スケーリング</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="100"/>
        <source>Scale factor</source>
        <translation>スケール係数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="109"/>
        <source>Temperature T  (weights = softmax(s a&apos; / T))</source>
        <translation>温度 T  (重み = softmax(s a&apos; / T))</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="120"/>
        <source>Temperature %1</source>
        <translation>温度 %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="133"/>
        <source>Heads</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="141"/>
        <location filename="../../ui/panels/parameterpanel.cpp" line="142"/>
        <source>auto (d_model / h)</source>
        <translation>自動 (d_model / h)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="149"/>
        <source>Concatenate, then W_O</source>
        <translation>連結してから W_O</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="150"/>
        <source>Weighted sum over heads</source>
        <translation>ヘッドの重み付き和</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="151"/>
        <source>Mean over heads</source>
        <translation>ヘッドの平均</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="155"/>
        <source>Number of heads h:</source>
        <translation>ヘッド数 h:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="156"/>
        <source>d_k per head:</source>
        <translation>ヘッドあたりの d_k:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="157"/>
        <source>d_v per head:</source>
        <translation>ヘッドあたりの d_v:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="158"/>
        <source>Combine heads:</source>
        <translation>ヘッドの結合:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="170"/>
        <source>Number of heads</source>
        <translation>ヘッド数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="171"/>
        <source>d_k per head</source>
        <translation>ヘッドあたりの d_k</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="172"/>
        <source>d_v per head</source>
        <translation>ヘッドあたりの d_v</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="177"/>
        <source>Combine heads</source>
        <translation>ヘッドの結合</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="185"/>
        <location filename="../../ui/panels/parameterpanel.cpp" line="226"/>
        <source>Mask</source>
        <translation>マスク</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="194"/>
        <source>Causal (only earlier keys)</source>
        <translation>因果(前のキーのみ)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="195"/>
        <source>Valid length (first L keys)</source>
        <translation>有効長(最初の L 個のキー)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="196"/>
        <source>Custom (Ctrl+click heatmap cells)</source>
        <translation>カスタム(ヒートマップのセルを Ctrl+クリック)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="197"/>
        <source>Neighbours only (graph edges)</source>
        <translation>近傍のみ(グラフのエッジ)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="199"/>
        <source>Each node attends to the nodes joined to it by an edge. Self-attention only; edit the edges in the Graph tab.</source>
        <translation>各ノードは、エッジで結ばれたノードにだけ注目します。セルフアテンションのみ。エッジはグラフのタブで編集します。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="207"/>
        <source>Ctrl+click a cell of the heatmap to hide or show that key for that query.</source>
        <translation>ヒートマップのセルを Ctrl+クリックすると、そのクエリからそのキーを隠したり表示したりできます。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="212"/>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="213"/>
        <source>Valid length L:</source>
        <translation>有効長 L:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="230"/>
        <source>Valid length</source>
        <translation>有効長</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="67"/>
        <source>No scaling: the raw scores. The wider the keys (d_k), the larger the scores grow and the sharper the weights become.</source>
        <translation>スケーリングなし: スコアをそのまま使います。キーの幅 d_k が大きいほどスコアは大きくなり、重みは鋭くなります。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="71"/>
        <source>Divide the scores by √d_k, as the Transformer does: their spread stays about the same whatever the width of the keys, so the softmax does not saturate.</source>
        <translation>Transformer と同じくスコアを √d_k で割ります: キーの幅によらずスコアの広がりがほぼ一定になり、ソフトマックスが飽和しません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="75"/>
        <source>Multiply the scores by the factor s set below.</source>
        <translation>スコアに下で設定する係数 s を掛けます。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="277"/>
        <source>How the scores are scaled before the softmax: not at all, by 1/√d_k, or by a factor of your own</source>
        <translation>ソフトマックスの前にスコアをどうスケーリングするか: なし、1/√d_k、または自分で決めた係数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="275"/>
        <source>Imported attention weights have no scores: the score function does not apply.</source>
        <translation>インポートしたアテンション重みにはスコアがないため、スコア関数は使われません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="279"/>
        <location filename="../../ui/panels/parameterpanel.cpp" line="281"/>
        <source>Imported attention weights have no scores: scaling does not apply.</source>
        <translation>インポートしたアテンション重みにはスコアがないため、スケーリングは使われません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="283"/>
        <source>Imported attention weights are shown as they are: the temperature does not change them.</source>
        <translation>インポートしたアテンション重みはそのまま表示されます: 温度で変わることはありません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="287"/>
        <source>Imported attention weights: the heads and their sizes come from the imported file.</source>
        <translation>インポートしたアテンション重み: ヘッドとその大きさはインポートしたファイルで決まります。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="292"/>
        <source>Imported attention weights have no outputs: there are no heads to combine.</source>
        <translation>インポートしたアテンション重みには出力がないため、結合するヘッドはありません。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/parameterpanel.cpp" line="293"/>
        <source>Imported attention weights already include any mask (a key with weight 0 is hidden).</source>
        <translation>インポートしたアテンション重みにはマスクがすでに含まれています(重み 0 のキーは隠れています)。</translation>
    </message>
</context>
<context>
    <name>PlaneProjection</name>
    <message>
        <location filename="../../ui/views/planeprojection.cpp" line="54"/>
        <source>principal component 1</source>
        <translation>第 1 主成分</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeprojection.cpp" line="55"/>
        <location filename="../../ui/views/planeprojection.cpp" line="62"/>
        <source>component %1</source>
        <translation>成分 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeprojection.cpp" line="61"/>
        <source>principal component 2</source>
        <translation>第 2 主成分</translation>
    </message>
</context>
<context>
    <name>PlaneView</name>
    <message>
        <location filename="../../ui/views/planeviewlayout.cpp" line="177"/>
        <source>labels left out where arrows crowd: %1 (point at a tip to read it)</source>
        <translation>矢印が混み合い省いたラベル: %1 個(先端にマウスを重ねると読めます)</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="42"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="177"/>
        <source>Input vectors (drag to edit)</source>
        <translation>入力ベクトル(ドラッグで編集)</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="179"/>
        <source>Components</source>
        <translation>成分</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="180"/>
        <source>Principal directions of the keys</source>
        <translation>キーの主方向</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="181"/>
        <source>x: component </source>
        <translation>x: 成分 </translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="182"/>
        <source>y: component </source>
        <translation>y: 成分 </translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="178"/>
        <source>Head %1: q, k, v after W_Q, W_K, W_V</source>
        <translation>ヘッド %1: W_Q、W_K、W_V 適用後の q、k、v</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="281"/>
        <source>output o</source>
        <translation>出力 o</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="292"/>
        <source>Input vectors</source>
        <translation>入力ベクトル</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="293"/>
        <source>Head %1 after W_Q, W_K, W_V</source>
        <translation>W_Q、W_K、W_V 適用後のヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="296"/>
        <source>2-D plane: no result yet</source>
        <translation>2 次元平面: まだ結果がありません</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="298"/>
        <source> in the plane</source>
        <translation>(平面上)</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="318"/>
        <source> · dragging moves a vector within this plane</source>
        <translation> · ドラッグするとベクトルはこの平面内で動きます</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeviewlayout.cpp" line="48"/>
        <source>v %1</source>
        <translation>v %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeviewlayout.cpp" line="51"/>
        <source>
masked</source>
        <translation>
マスク</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeviewmouse.cpp" line="128"/>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeviewmouse.cpp" line="128"/>
        <source>key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeviewmouse.cpp" line="128"/>
        <source>Drag %1 %2</source>
        <translation>%1 %2 をドラッグ</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="308"/>
        <source>orange: the query · grey to teal: keys, thicker and darker = more weight</source>
        <translation>オレンジ: クエリ · 灰色から青緑: キー、太く濃いほど重みが大きい</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="300"/>
        <source>%1 (%2-D), projected</source>
        <translation>%1 (%2 次元) の射影</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="302"/>
        <source>the plane of the keys&apos; first two principal directions</source>
        <translation>キーの第 1・第 2 主成分方向の平面</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="303"/>
        <source>the plane of components %1 and %2</source>
        <translation>成分 %1 と %2 の平面</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="310"/>
        <source> · dashed: values</source>
        <translation> · 破線: バリュー</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="313"/>
        <source>pink: the output o = Σ a_j v_j</source>
        <translation>ピンク: 出力 o = Σ a_j v_j</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="315"/>
        <source>the output lives in head %1&apos;s value space: show “Head %1”</source>
        <translation>出力はヘッド %1 のバリュー空間にあります: 「ヘッド %1」を表示してください</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="317"/>
        <source> · drag a tip; Shift snaps to the unit circle</source>
        <translation> · 先端をドラッグ、Shift で単位円にスナップ</translation>
    </message>
    <message>
        <location filename="../../ui/views/planeview.cpp" line="320"/>
        <source> · read only: show the input vectors to drag</source>
        <translation> · 読み取り専用: ドラッグするには入力ベクトルを表示してください</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="77"/>
        <location filename="../../ui/classroom/presentationmode.cpp" line="220"/>
        <source>Scores and weights</source>
        <translation>スコアと重み</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="78"/>
        <location filename="../../ui/classroom/presentationmode.cpp" line="221"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="70"/>
        <source>&amp;Presentation mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="71"/>
        <source>Full screen, large fonts and high contrast for a projector</source>
        <translation>プロジェクター向けの全画面・大きな文字・高コントラスト</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="72"/>
        <source>Leave presentation mode</source>
        <translation>プレゼンテーションモードを終了</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="73"/>
        <source>&amp;Larger text</source>
        <translation>文字を大きく(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="74"/>
        <source>&amp;Smaller text</source>
        <translation>文字を小さく(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presentationmode.cpp" line="75"/>
        <source>&amp;Normal text size</source>
        <translation>標準の文字サイズ(&amp;N)</translation>
    </message>
</context>
<context>
    <name>PresetOrigin</name>
    <message>
        <location filename="../../ui/classroom/presetorigin.cpp" line="25"/>
        <source>&amp;Reset to preset</source>
        <translation>プリセットに戻す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presetorigin.cpp" line="27"/>
        <source>Put the preset back as it was opened (Undo brings the edits back)</source>
        <translation>開いたときのプリセットに戻します (元に戻すで編集が戻ります)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/presetorigin.cpp" line="38"/>
        <source>Reset to preset</source>
        <translation>プリセットに戻す</translation>
    </message>
</context>
<context>
    <name>ProjectionEditor</name>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="33"/>
        <location filename="../../ui/panels/projectioneditor.cpp" line="69"/>
        <source>Projections</source>
        <translation>射影</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="23"/>
        <source>Identity</source>
        <translation>単位行列</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="25"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="29"/>
        <source>Edited</source>
        <translation>編集済み</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="41"/>
        <location filename="../../ui/panels/projectioneditor.cpp" line="73"/>
        <source>W = identity: each head takes its own slice of the components</source>
        <translation>W = 単位行列: 各ヘッドが成分のそれぞれの区間を受け持つ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="42"/>
        <location filename="../../ui/panels/projectioneditor.cpp" line="74"/>
        <source>W ~ N(0, 1/d_in) from the seed: the same seed, the same numbers</source>
        <translation>W ~ N(0, 1/d_in)、シードから生成: 同じシードなら同じ数値</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="43"/>
        <location filename="../../ui/panels/projectioneditor.cpp" line="75"/>
        <source>The numbers in the table, as typed</source>
        <translation>表の数値を入力どおりに使う</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="48"/>
        <location filename="../../ui/panels/projectioneditor.cpp" line="76"/>
        <source>Seed of the random projections</source>
        <translation>ランダム射影のシード</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="64"/>
        <source>Made as:</source>
        <translation>作成方法:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="65"/>
        <source>Random seed:</source>
        <translation>乱数シード:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="66"/>
        <source>Show:</source>
        <translation>表示:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="90"/>
        <source>Projection seed %1</source>
        <translation>射影のシード %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="108"/>
        <source>Projections made as %1</source>
        <translation>射影の作成方法を %1 に</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="123"/>
        <source>Head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="130"/>
        <source>W_Q  (queries)</source>
        <translation>W_Q  (クエリ)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="131"/>
        <source>W_K  (keys)</source>
        <translation>W_K  (キー)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="132"/>
        <source>W_V  (values)</source>
        <translation>W_V  (バリュー)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="134"/>
        <source>A_q  (additive, query side)</source>
        <translation>A_q  (加法型、クエリ側)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="135"/>
        <source>A_k  (additive, key side)</source>
        <translation>A_k  (加法型、キー側)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="136"/>
        <source>w_v  (additive, output)</source>
        <translation>w_v  (加法型、出力)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/projectioneditor.cpp" line="139"/>
        <source>W_O  (after concatenation)</source>
        <translation>W_O  (連結の後)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../ui/language/qtfiledialogwords.cpp" line="10"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>フォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/language/qtfiledialogwords.cpp" line="11"/>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>ショートカット</translation>
    </message>
    <message>
        <location filename="../../ui/language/qtfiledialogwords.cpp" line="12"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <location filename="../../ui/language/qtfiledialogwords.cpp" line="13"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/language/qtfiledialogwords.cpp" line="14"/>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/panels/importdialog.cpp" line="186"/>
        <source>Import %1</source>
        <translation>%1 をインポート</translation>
    </message>
    <message>
        <location filename="../../ui/export/exportableplot.cpp" line="49"/>
        <source>Attention weights of every head</source>
        <translation>すべてのヘッドのアテンション重み</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../../ui/window/recentfiles.cpp" line="53"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/recentfiles.cpp" line="59"/>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <location filename="../../ui/window/recentfiles.cpp" line="62"/>
        <source>Clear list</source>
        <translation>一覧を消去</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../ui/window/restoredialog.cpp" line="14"/>
        <source>Restore unsaved changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <location filename="../../ui/window/restoredialog.cpp" line="16"/>
        <source>Attention Lab did not exit cleanly. Unsaved changes of %1 windows were kept. Each one ticked opens in a window of its own; the others are deleted.</source>
        <translation>Attention Lab は正常に終了しませんでした。%1 個のウィンドウの未保存の変更が残っています。チェックしたものはそれぞれ別のウィンドウで開き、残りは削除します。</translation>
    </message>
    <message>
        <location filename="../../ui/window/restoredialog.cpp" line="34"/>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <location filename="../../ui/window/restoredialog.cpp" line="35"/>
        <source>Discard all</source>
        <translation>すべて破棄</translation>
    </message>
</context>
<context>
    <name>RowMeasuresView</name>
    <message>
        <location filename="../../ui/views/rowmeasuresview.cpp" line="120"/>
        <location filename="../../ui/views/rowmeasuresview.cpp" line="187"/>
        <source>Entropy H → argmax</source>
        <translation>エントロピー H → argmax</translation>
    </message>
    <message>
        <location filename="../../ui/views/rowmeasuresview.cpp" line="127"/>
        <source>nats; bar: sharp 0 … ln n diffuse</source>
        <translation>単位 nat。棒: 鋭い 0 … ln n 拡散</translation>
    </message>
    <message>
        <location filename="../../ui/views/rowmeasuresview.cpp" line="164"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>SafetensorsFile</name>
    <message>
        <location filename="../../core/io/safetensorsfile.cpp" line="83"/>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsfile.cpp" line="86"/>
        <source>%1 is %2 bytes long, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <translation>%1 は %2 バイトしかなく、safetensors ファイルには短すぎます (先頭は 8 バイトのヘッダー長です)</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsfile.cpp" line="95"/>
        <source>cannot map %1 into memory: %2</source>
        <translation>%1 をメモリーに割り当てられません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsfile.cpp" line="98"/>
        <source>%1: the header length is %2 bytes, too short for a JSON object</source>
        <translation>%1: ヘッダー長が %2 バイトで、JSON オブジェクトには短すぎます</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsfile.cpp" line="102"/>
        <source>%1: the header length is %2 bytes, more than the %3 this program reads</source>
        <translation>%1: ヘッダー長が %2 バイトで、このプログラムが読む上限 %3 を超えます</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsfile.cpp" line="108"/>
        <source>%1: the header length is %2 bytes, but only %3 follow it</source>
        <translation>%1: ヘッダー長は %2 バイトですが、その後には %3 バイトしかありません</translation>
    </message>
</context>
<context>
    <name>SafetensorsHeader</name>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="59"/>
        <source>is not a JSON object</source>
        <translation>は JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="63"/>
        <source>has no dtype string</source>
        <translation>に dtype の文字列がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="66"/>
        <source>has dtype &quot;%1&quot;, which this program does not read (it reads F64, F32, F16 and BF16)</source>
        <translation>の dtype「%1」はこのプログラムでは読めません (読めるのは F64、F32、F16、BF16 です)</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="74"/>
        <source>has no shape array</source>
        <translation>に shape の配列がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="83"/>
        <source>shape entry %1 is not a non-negative integer</source>
        <translation>の shape の %1 番目が 0 以上の整数ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="93"/>
        <source>has shape %1, more elements than can be counted</source>
        <translation>の shape %1 は要素数が数えきれないほど大きすぎます</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="105"/>
        <source>data_offsets must be two non-negative integers [begin, end]</source>
        <translation>の data_offsets は 0 以上の整数 2 つ [begin, end] でなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="110"/>
        <source>data_offsets begin %1 is after end %2</source>
        <translation>の data_offsets の begin %1 が end %2 より後ろにあります</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="112"/>
        <source>data_offsets end %1 is past the %2 bytes of data in the file</source>
        <translation>の data_offsets の end %1 がファイルのデータ %2 バイトを越えています</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="117"/>
        <source>holds %1 bytes, but shape %2 of %3 needs %4</source>
        <translation>は %1 バイトですが、%3 の shape %2 には %4 バイト必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="134"/>
        <source>%1: the header is not valid JSON (%2 at byte %3 of the header)</source>
        <translation>%1: ヘッダーが正しい JSON ではありません (ヘッダーの %3 バイト目で %2)</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="138"/>
        <source>%1: the header is not a JSON object</source>
        <translation>%1: ヘッダーが JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="141"/>
        <source>%1: the header names &quot;%2&quot; twice</source>
        <translation>%1: ヘッダーに「%2」が 2 回あります</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="152"/>
        <source>%1: tensor &quot;%2&quot; %3</source>
        <translation>%1: テンソル「%2」%3</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsheader.cpp" line="169"/>
        <source>%1: tensors &quot;%2&quot; (bytes %3 to %4) and &quot;%5&quot; (bytes %6 to %7) overlap</source>
        <translation>%1: テンソル「%2」(%3〜%4 バイト) と「%5」(%6〜%7 バイト) が重なっています</translation>
    </message>
</context>
<context>
    <name>SafetensorsIndex</name>
    <message>
        <location filename="../../core/io/safetensorsindex.cpp" line="50"/>
        <source>%1: weight_map is missing or not an object</source>
        <translation>%1: weight_map がないか、オブジェクトではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsindex.cpp" line="53"/>
        <source>%1: weight_map names no tensor</source>
        <translation>%1: weight_map にテンソルが 1 つもありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsindex.cpp" line="55"/>
        <source>%1: weight_map names %2 tensors, more than the %3 this program reads</source>
        <translation>%1: weight_map のテンソルは %2 個で、このプログラムが読む %3 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsindex.cpp" line="64"/>
        <source>%1: weight_map: the shard of tensor &quot;%2&quot; is not a file name</source>
        <translation>%1: weight_map: テンソル「%2」のシャードがファイル名ではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsindex.cpp" line="68"/>
        <source>%1: weight_map: tensor &quot;%2&quot; is in &quot;%3&quot;, which is not a file beside the index</source>
        <translation>%1: weight_map: テンソル「%2」は「%3」にありますが、これはインデックスと同じフォルダーのファイルではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensorsindex.cpp" line="75"/>
        <source>%1: weight_map names more than %2 shard files</source>
        <translation>%1: weight_map のシャードファイルが %2 個を超えています</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="265"/>
        <source>file: %1 bytes, more than the limit of %2</source>
        <translation>ファイル: %1 バイトあり、上限の %2 バイトを超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="272"/>
        <source>file: not valid JSON at offset %1: %2</source>
        <translation>ファイル: オフセット %1 で JSON として正しくありません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="277"/>
        <source>file: expected a JSON object at the top level, found an array</source>
        <translation>ファイル: 最上位には JSON のオブジェクトが必要ですが、配列でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="282"/>
        <source>%1: given twice; each field may appear only once in an object</source>
        <translation>%1: 2 回指定されています。1 つのオブジェクトの中で各フィールドは 1 回だけです</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="319"/>
        <source>file: %1</source>
        <translation>ファイル: %1</translation>
    </message>
</context>
<context>
    <name>ScenarioJsonReader</name>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="29"/>
        <location filename="../../core/io/scenariojsonreader.cpp" line="224"/>
        <location filename="../../core/io/scenariojsonreader.cpp" line="229"/>
        <location filename="../../core/io/scenariojsonreader.cpp" line="234"/>
        <source>missing (required when %1 is &quot;%2&quot;)</source>
        <extracomment>%1 is a field of the file (projectionInit), %2 one of its values (explicit)</extracomment>
        <translation>指定がありません(%1 が &quot;%2&quot; のときは必須)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="37"/>
        <source>stored only when %1 is &quot;%2&quot;</source>
        <extracomment>%1 is a field of the file (projectionInit), %2 one of its values (explicit)</extracomment>
        <translation>%1 が &quot;%2&quot; のときにのみ指定できます</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="54"/>
        <source>expected one of %1, found %2</source>
        <translation>%1 のいずれかが必要ですが、%2 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="75"/>
        <source>unknown field</source>
        <translation>不明なフィールド</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="100"/>
        <location filename="../../core/io/scenariojsonreader.cpp" line="112"/>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="32"/>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="47"/>
        <source>missing (required)</source>
        <translation>指定がありません(必須)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="107"/>
        <source>unsupported version %1 (this program reads versions 1 to %2)</source>
        <translation>対応していないバージョン %1 です(このプログラムが読めるのはバージョン 1 から %2)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="117"/>
        <source>needs format %1 or later (the file says %2)</source>
        <translation>フォーマット %1 以降が必要です(ファイルは %2)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="151"/>
        <location filename="../../core/io/scenariojsonreader.cpp" line="174"/>
        <source>missing (required in &quot;%1&quot; mode)</source>
        <translation>指定がありません(&quot;%1&quot; モードでは必須)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="180"/>
        <source>expected an array of matrices, found %1</source>
        <translation>行列の配列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="183"/>
        <source>expected 1 to %1 matrices (one per head), found %2</source>
        <translation>行列は 1 から %1 個(ヘッドごとに 1 つ)が必要ですが、%2 個でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="272"/>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="50"/>
        <source>expected an array, found %1</source>
        <translation>配列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="275"/>
        <source>expected %1 entries (%2), found %3</source>
        <translation>要素は %1 個(%2)が必要ですが、%3 個でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="308"/>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="15"/>
        <source>expected an object, found %1</source>
        <translation>オブジェクトが必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreader.cpp" line="390"/>
        <source>the input widths with %1, %2, %3, %4 and %5 call for %6 projection entries, more than the limit of %7</source>
        <extracomment>%1 to %5 are fields of the file</extracomment>
        <translation>入力の幅と %1、%2、%3、%4、%5 からは射影の要素が %6 個必要になり、上限の %7 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="17"/>
        <source>a boolean</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="20"/>
        <source>a number (%1)</source>
        <extracomment>%1 is the number found</extracomment>
        <translation>数値(%1)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="25"/>
        <source>a string (&quot;%1&quot;)</source>
        <extracomment>%1 is the text of the string found</extracomment>
        <translation>文字列(&quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="27"/>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="30"/>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="32"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="34"/>
        <source>nothing</source>
        <translation>値なし</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="46"/>
        <source>expected a number, found %1</source>
        <translation>数値が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="50"/>
        <source>expected a finite number</source>
        <translation>有限の数値が必要です</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="64"/>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>%1 から %2 の整数が必要ですが、%3 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="73"/>
        <source>expected true or false, found %1</source>
        <translation>true か false が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="87"/>
        <source>expected a non-negative integer, found %1</source>
        <translation>0 以上の整数が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="95"/>
        <source>expected an integer from 0 to 2^53 (larger seeds are written as a string of digits)</source>
        <translation>0 から 2^53 の整数が必要です(それより大きいシードは数字の文字列で書きます)</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="107"/>
        <source>expected a number or &quot;%1&quot;, found %2</source>
        <translation>数値か &quot;%1&quot; が必要ですが、%2 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="119"/>
        <source>expected an array of rows, found %1</source>
        <translation>行の配列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="122"/>
        <source>%1 rows, more than the limit of %2</source>
        <translation>%1 行あり、上限の %2 行を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="130"/>
        <source>expected an array (a row), found %1</source>
        <translation>配列(1 行)が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="134"/>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="200"/>
        <source>%1 entries, more than the limit of %2</source>
        <translation>要素が %1 個あり、上限の %2 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="140"/>
        <source>expected %1 entries like row 0, found %2</source>
        <translation>行 0 と同じ %1 個の要素が必要ですが、%2 個でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="184"/>
        <source>expected 0 or 1, found %1</source>
        <translation>0 か 1 が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="196"/>
        <source>expected an array of numbers, found %1</source>
        <translation>数値の配列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="215"/>
        <source>expected an array of strings, found %1</source>
        <translation>文字列の配列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="219"/>
        <source>%1 labels, more than the limit of %2</source>
        <translation>ラベルが %1 個あり、上限の %2 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadervalues.cpp" line="226"/>
        <source>expected a string, found %1</source>
        <translation>文字列が必要ですが、%1 でした</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="41"/>
        <source>expected [x, y] for each node, found %1 numbers</source>
        <translation>各ノードには [x, y] が必要ですが、数が %1 個あります</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="54"/>
        <source>%1 edges; the limit is %2</source>
        <translation>エッジが %1 本あり、上限の %2 本を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariojsonreadergraph.cpp" line="61"/>
        <source>expected [sender, receiver] or [sender, receiver, weight]</source>
        <translation>[送信ノード, 受信ノード] または [送信ノード, 受信ノード, 重み] が必要です</translation>
    </message>
</context>
<context>
    <name>ScenarioLimits</name>
    <message>
        <location filename="../../core/io/scenariolimits.cpp" line="20"/>
        <source>%1: %2 x %3, beyond the %4 x %5 this program holds</source>
        <extracomment>%1 is a field of the scenario, %2 x %3 its size (rows x columns)</extracomment>
        <translation>%1: %2 x %3 あり、このプログラムが扱える %4 x %5 を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariolimits.cpp" line="39"/>
        <source>%1: more than the %2 this program holds</source>
        <translation>%1: このプログラムが扱える %2 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariolimits.cpp" line="55"/>
        <source>%1: more than %2 components</source>
        <translation>%1: 成分が %2 個を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariolimits.cpp" line="66"/>
        <source>%1: more than %2</source>
        <extracomment>%1 is the field (labels), %2 the largest number of labels on either side</extracomment>
        <translation>%1: %2 個を超えています</translation>
    </message>
</context>
<context>
    <name>ShortcutHelp</name>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="91"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="75"/>
        <source>Wheel on the current cell</source>
        <translation>現在のセルでホイール</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="75"/>
        <source>Nudge it by 0.1 (Shift 0.01, Ctrl 1)</source>
        <translation>0.1 ずつ増減(Shift で 0.01、Ctrl で 1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="76"/>
        <source>Alt+drag on a cell</source>
        <translation>セルを Alt+ドラッグ</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="76"/>
        <source>Nudge it up and down</source>
        <translation>上下に動かして増減</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="77"/>
        <source>Ctrl+V / Ctrl+C</source>
        <translation>Ctrl+V / Ctrl+C</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="77"/>
        <source>Paste / copy spreadsheet cells</source>
        <translation>表計算のセルを貼り付け / コピー</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="78"/>
        <source>Ctrl+click the heatmap</source>
        <translation>ヒートマップを Ctrl+クリック</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcuthelp.cpp" line="78"/>
        <source>Mask or unmask a cell</source>
        <translation>セルをマスク / マスク解除</translation>
    </message>
</context>
<context>
    <name>ShuffleTokensAction</name>
    <message>
        <location filename="../../ui/window/shuffletokensaction.cpp" line="18"/>
        <source>Shuffle &amp;Tokens</source>
        <translation>トークンを並べ替える(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/window/shuffletokensaction.cpp" line="19"/>
        <source>Renumber the tokens (a graph&apos;s nodes) in a random order: the weights and outputs move with their tokens unless the mask is tied to positions</source>
        <translation>トークン(グラフのノード)の番号をランダムな順番に付け直します。マスクが位置に結びついていなければ、注意度と出力はトークンと一緒に移動します</translation>
    </message>
    <message>
        <location filename="../../ui/window/shuffletokensaction.cpp" line="38"/>
        <source>Only the tokens of self-attention can be shuffled</source>
        <translation>並べ替えられるのはセルフアテンションのトークンだけです</translation>
    </message>
    <message>
        <location filename="../../ui/window/shuffletokensaction.cpp" line="45"/>
        <source>Shuffle tokens</source>
        <translation>トークンの並べ替え</translation>
    </message>
    <message>
        <location filename="../../ui/window/shuffletokensaction.cpp" line="47"/>
        <source>Tokens shuffled. The mask belongs to positions, not tokens, so the weights and outputs changed</source>
        <translation>トークンを並べ替えました。マスクはトークンではなく位置に結びついているので、注意度と出力が変わりました</translation>
    </message>
    <message>
        <location filename="../../ui/window/shuffletokensaction.cpp" line="50"/>
        <source>Tokens shuffled. Each token kept its weights and output, moved to its new place: attention is permutation equivariant</source>
        <translation>トークンを並べ替えました。各トークンの注意度と出力は変わらず、新しい位置に移動しただけです。アテンションは置換同変です</translation>
    </message>
</context>
<context>
    <name>SoftmaxBarsView</name>
    <message>
        <location filename="../../ui/views/softmaxbarslayout.cpp" line="76"/>
        <source>One key label in %1: hover a bar to read its key.</source>
        <translation>キーのラベルは %1 個に 1 個を表示: 棒にマウスを重ねるとキーが読めます。</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="73"/>
        <source>score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="74"/>
        <source>weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="77"/>
        <source>key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="78"/>
        <source>raw score a′ = q·k</source>
        <translation>生のスコア a′ = q·k</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="79"/>
        <source>weight a = softmax</source>
        <translation>重み a = ソフトマックス</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="87"/>
        <source>Every key is masked for this query: no weights.</source>
        <translation>このクエリではすべてのキーがマスクされています: 重みなし。</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="162"/>
        <source>s·a′ / T (s = %1)</source>
        <translation>s·a′ / T (s = %1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="164"/>
        <source>scaled s·a′ (s = %1)</source>
        <translation>スケール後 s·a′ (s = %1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="165"/>
        <source>tempered a′ / T</source>
        <translation>温度適用後 a′ / T</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="266"/>
        <source>masked</source>
        <translation>マスク</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="290"/>
        <source>0, hardmax</source>
        <translation>0、ハードマックス</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="291"/>
        <source>∞, uniform</source>
        <translation>∞、一様</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="294"/>
        <source>Scores and softmax weights</source>
        <translation>スコアとソフトマックスの重み</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="295"/>
        <source>No result yet: the scenario has not been computed.</source>
        <translation>まだ結果がありません: シナリオが計算されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="305"/>
        <source>Query “%1”: scores and softmax weights (T = %2)</source>
        <translation>クエリ「%1」: スコアとソフトマックスの重み (T = %2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="304"/>
        <source>Query “%1”: imported attention weights</source>
        <translation>クエリ「%1」: 読み込んだアテンションの重み</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="307"/>
        <source> — head %1</source>
        <translation> — ヘッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="310"/>
        <source>The scenario has problems; showing the last valid result.</source>
        <translation>シナリオに問題があります。最後の有効な結果を表示しています。</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="312"/>
        <source>Imported attention weights: there are no scores.</source>
        <translation>インポートしたアテンション重み: スコアはありません。</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="359"/>
        <source>key “%1”</source>
        <translation>キー「%1」</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="361"/>
        <source>raw score a′ = %1</source>
        <translation>生のスコア a′ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="363"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="365"/>
        <source>masked: weight 0</source>
        <translation>マスク: 重み 0</translation>
    </message>
    <message>
        <location filename="../../ui/views/softmaxbarsview.cpp" line="366"/>
        <source>weight a = %1</source>
        <translation>重み a = %1</translation>
    </message>
</context>
<context>
    <name>StageMatrixView</name>
    <message>
        <location filename="../../ui/views/stagematrixview.cpp" line="104"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/stagematrixview.cpp" line="106"/>
        <source> · showing %1 × %2</source>
        <translation> · %1 × %2 を表示</translation>
    </message>
    <message>
        <location filename="../../ui/views/stagematrixview.cpp" line="242"/>
        <source>%1 [%2, %3] = %4</source>
        <translation>%1 [%2, %3] = %4</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <location filename="../../ui/export/stagepanel.cpp" line="108"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/export/stagepanel.cpp" line="110"/>
        <source>%1, first %2 rows and %3 columns shown</source>
        <translation>%1(先頭の %2 行 %3 列を表示)</translation>
    </message>
    <message>
        <location filename="../../ui/export/stagepanel.cpp" line="112"/>
        <source>%1, first %2 rows shown</source>
        <translation>%1(先頭の %2 行を表示)</translation>
    </message>
    <message>
        <location filename="../../ui/export/stagepanel.cpp" line="114"/>
        <source>%1, first %2 columns shown</source>
        <translation>%1(先頭の %2 列を表示)</translation>
    </message>
</context>
<context>
    <name>StatusInfo</name>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="123"/>
        <source>No result yet</source>
        <translation>まだ結果がありません</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="87"/>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="88"/>
        <source>Computing… head %1 of %2</source>
        <translation>計算中… ヘッド %1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="33"/>
        <source>The views show the last result until the new one is in; you can keep editing.</source>
        <translation>新しい結果が出るまで、各ビューは直前の結果を表示します。編集は続けられます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="35"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="36"/>
        <source>Stop this computation: the views keep the result they show</source>
        <translation>この計算を止めます。表示中の結果はそのまま残ります</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="85"/>
        <source>Computing… %1%</source>
        <translation>計算中… %1%</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="126"/>
        <source>1 head</source>
        <translation>ヘッド 1 つ</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="126"/>
        <source>%1 heads</source>
        <translation>ヘッド %1 つ</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="129"/>
        <source>graph: %1 nodes, %2 edges  ·  d_k %3  ·  d_v %4  ·  %5  ·  output %6 x %7</source>
        <translation>グラフ: ノード %1 · エッジ %2  ·  d_k %3  ·  d_v %4  ·  %5  ·  出力 %6 x %7</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="137"/>
        <source>%1 queries x %2 keys  ·  d_k %3  ·  d_v %4  ·  %5  ·  output %6 x %7</source>
        <translation>クエリ %1 × キー %2  ·  d_k %3  ·  d_v %4  ·  %5  ·  出力 %6 x %7</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="166"/>
        <location filename="../../ui/window/statusinfo.cpp" line="172"/>
        <source>&quot;%1&quot; has every key masked</source>
        <translation>「%1」はすべてのキーがマスクされています</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="176"/>
        <source>&quot;%1&quot; sums to %2</source>
        <translation>「%1」の和は %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="179"/>
        <source>Every row of head %1 sums to 1</source>
        <translation>ヘッド %1 のどの行も和は 1</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="187"/>
        <source>Head %1: %2</source>
        <translation>ヘッド %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="236"/>
        <source>Not computed: %1</source>
        <translation>計算されていません: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="237"/>
        <source>Not computed (%1 problems): %2</source>
        <translation>計算されていません(問題 %1 件): %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/statusinfo.cpp" line="185"/>
        <source>and %1 more rows</source>
        <translation>ほか %1 行</translation>
    </message>
</context>
<context>
    <name>StepByStepView</name>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="20"/>
        <source>Step through</source>
        <translation>順にたどる</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="21"/>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="22"/>
        <source>Next step ▶</source>
        <translation>次のステップ ▶</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="68"/>
        <source>Reveal the stages one at a time (arrow keys: next / back)</source>
        <translation>段階を 1 つずつ表示(矢印キー: 次へ / 戻る)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="71"/>
        <source>Click a cell to outline the cells it comes from.</source>
        <translation>セルをクリックすると、その元になったセルを囲んで示します。</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="239"/>
        <source>Step %1 of %2: %3</source>
        <translation>ステップ %1 / %2: %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepbystepview.cpp" line="245"/>
        <source>Head %1 · %2 stages</source>
        <translation>ヘッド %1 · %2 段階</translation>
    </message>
</context>
<context>
    <name>StepsFigure</name>
    <message>
        <location filename="../../ui/export/stepsfigure.cpp" line="233"/>
        <source>The computation step by step — head %1</source>
        <translation>ステップごとの計算 — ヘッド %1</translation>
    </message>
</context>
<context>
    <name>TeachingTabs</name>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="74"/>
        <source>Heatmap</source>
        <translation>ヒートマップ</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="74"/>
        <source>All heads</source>
        <translation>すべてのヘッド</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="74"/>
        <source>Step by step</source>
        <translation>ステップごと</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="75"/>
        <source>2-D plane</source>
        <translation>2 次元平面</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="75"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="75"/>
        <source>Lines</source>
        <translation>線</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="76"/>
        <source>Graph</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location filename="../../ui/window/teachingtabs.cpp" line="76"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
</context>
<context>
    <name>TemperatureControl</name>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="21"/>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="31"/>
        <source>T = 0 (hard)</source>
        <translation>T = 0(ハード)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="21"/>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="32"/>
        <source>T = 1</source>
        <translation>T = 1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="22"/>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="33"/>
        <source>T = ∞ (uniform)</source>
        <translation>T = ∞(一様)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="89"/>
        <source>Temperature on a log scale from 0.01 to 100: low T sharpens the weights, high T flattens them</source>
        <translation>温度は 0.01 から 100 の対数目盛: T が小さいと重みは鋭く、大きいと平らになります</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="91"/>
        <source>Temperature T &gt;= 0; type inf for uniform attention</source>
        <translation>温度 T &gt;= 0。一様なアテンションには inf と入力</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="151"/>
        <source>The temperature must be a number &gt;= 0 or inf; &quot;%1&quot; is not.</source>
        <translation>温度は 0 以上の数値か inf でなければなりません。「%1」は不正です。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="92"/>
        <source>Hard attention, the limit T → 0: the key with the largest score gets all the weight (keys tied for the largest share it equally)</source>
        <translation>ハードアテンション(T → 0 の極限): スコアが最大のキーが重みをすべて受け取ります(最大で並んだキーは等分します)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="94"/>
        <source>Ordinary softmax: the scores are used as they are, neither sharpened nor flattened</source>
        <translation>通常のソフトマックス: スコアをそのまま使い、鋭くも平らにもしません</translation>
    </message>
    <message>
        <location filename="../../ui/panels/temperaturecontrol.cpp" line="96"/>
        <source>Uniform attention, the limit T → ∞: the scores no longer matter, every visible key gets the same weight 1/n</source>
        <translation>一様なアテンション(T → ∞ の極限): スコアは関係なくなり、見えるキーはどれも同じ重み 1/n を受け取ります</translation>
    </message>
</context>
<context>
    <name>TokenLabelFile</name>
    <message>
        <location filename="../../core/io/tokenlabelfile.cpp" line="21"/>
        <source>line %1 is not UTF-8 text</source>
        <translation>%1 行目が UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/tokenlabelfile.cpp" line="31"/>
        <source>the file holds no labels</source>
        <translation>ファイルにラベルがありません</translation>
    </message>
    <message>
        <location filename="../../core/io/tokenlabelfile.cpp" line="33"/>
        <source>the file holds %1 labels, more than the %2 tokens this program handles</source>
        <translation>ファイルにはラベルが %1 個あります。このプログラムが扱えるトークンは %2 個までです</translation>
    </message>
</context>
<context>
    <name>TokenListEditor</name>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="27"/>
        <source>Double-click a token to rename it</source>
        <translation>トークンをダブルクリックして名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="28"/>
        <source>Add a token after the selected one (its vector starts at zero)</source>
        <translation>選択したトークンの後にトークンを追加(ベクトルはゼロから)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="29"/>
        <source>Remove the selected token</source>
        <translation>選択したトークンを削除</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="30"/>
        <source>Move the selected token one place earlier</source>
        <translation>選択したトークンを 1 つ前へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="31"/>
        <source>Move the selected token one place later</source>
        <translation>選択したトークンを 1 つ後ろへ移動</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="58"/>
        <source>Rename token to &quot;%1&quot;</source>
        <translation>トークン名を「%1」に変更</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="72"/>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="74"/>
        <source>Query tokens</source>
        <translation>クエリのトークン</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="76"/>
        <source>Key / value tokens</source>
        <translation>キー / バリューのトークン</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="101"/>
        <source>token %1</source>
        <translation>トークン %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="103"/>
        <source>Add token &quot;%1&quot;</source>
        <translation>トークン「%1」を追加</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="115"/>
        <source>Remove token &quot;%1&quot;</source>
        <translation>トークン「%1」を削除</translation>
    </message>
    <message>
        <location filename="../../ui/panels/tokenlisteditor.cpp" line="137"/>
        <source>Move token &quot;%1&quot;</source>
        <translation>トークン「%1」を移動</translation>
    </message>
</context>
<context>
    <name>TraceArchive</name>
    <message>
        <location filename="../../core/io/tracearchive.cpp" line="35"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/tracearchive.cpp" line="147"/>
        <source>%1: choose a .npz or .json file name</source>
        <translation>%1: .npz か .json のファイル名にしてください</translation>
    </message>
</context>
<context>
    <name>TraceMatrix</name>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="64"/>
        <source>Attention weights a (queries × keys)</source>
        <translation>アテンション重み a(クエリ × キー)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="66"/>
        <source>Raw scores a′ (queries × keys)</source>
        <translation>生のスコア a′(クエリ × キー)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="68"/>
        <source>Scaled scores s·a′ (queries × keys)</source>
        <translation>スケーリングしたスコア s·a′(クエリ × キー)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="70"/>
        <source>Scores entering the softmax s·a′ / T (queries × keys)</source>
        <translation>ソフトマックスに入るスコア s·a′ / T(クエリ × キー)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="73"/>
        <source>Projected queries Q (queries × d_k)</source>
        <translation>射影したクエリ Q(クエリ × d_k)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="75"/>
        <source>Projected keys K (keys × d_k)</source>
        <translation>射影したキー K(キー × d_k)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="77"/>
        <source>Projected values V (keys × d_v)</source>
        <translation>射影したバリュー V(キー × d_v)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="79"/>
        <source>Head output a·V (queries × d_v)</source>
        <translation>ヘッドの出力 a·V(クエリ × d_v)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="81"/>
        <source>Combined output (queries × d_out)</source>
        <translation>結合した出力(クエリ × d_out)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tracematrix.cpp" line="83"/>
        <source>Concatenated head outputs (queries × h·d_v)</source>
        <translation>連結したヘッドの出力(クエリ × h·d_v)</translation>
    </message>
</context>
<context>
    <name>ValidationIssue</name>
    <message>
        <location filename="../../core/engine/labeltext.cpp" line="30"/>
        <source> (NUL)</source>
        <translation>(NUL)</translation>
    </message>
    <message>
        <location filename="../../core/engine/labeltext.cpp" line="32"/>
        <source> (tab)</source>
        <translation>(タブ)</translation>
    </message>
    <message>
        <location filename="../../core/engine/labeltext.cpp" line="34"/>
        <source> (line feed)</source>
        <translation>(改行)</translation>
    </message>
    <message>
        <location filename="../../core/engine/labeltext.cpp" line="36"/>
        <source> (carriage return)</source>
        <translation>(復帰)</translation>
    </message>
    <message>
        <location filename="../../core/engine/labeltext.cpp" line="50"/>
        <source>%1 is %2 bytes long; a label is at most %3 bytes (a token, a word or a short phrase)</source>
        <translation>%1 は %2 バイトあります。ラベルは %3 バイトまでです(トークン、単語、短い句)</translation>
    </message>
    <message>
        <location filename="../../core/engine/labeltext.cpp" line="64"/>
        <source>%1 contains the control character %2%3; a label must be printable text on one line</source>
        <translation>%1 に制御文字 %2%3 が含まれています。ラベルは 1 行の表示できる文字列にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="47"/>
        <location filename="../../core/engine/scenariochecker.cpp" line="82"/>
        <location filename="../../core/engine/scenariochecker.cpp" line="245"/>
        <source>queries</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="48"/>
        <location filename="../../core/engine/scenariochecker.cpp" line="85"/>
        <location filename="../../core/engine/scenariochecker.cpp" line="247"/>
        <source>keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="49"/>
        <location filename="../../core/engine/scenariochecker.cpp" line="252"/>
        <source>values</source>
        <translation>バリュー</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="51"/>
        <source>The projected %1 of head %2 overflow: a number beyond +-1.8e308 has no double-precision value. Make the %3 or %4 smaller.</source>
        <translation>ヘッド %2 の射影した%1がオーバーフローしました: ±1.8e308 を超える数は倍精度で表せません。%3 か %4 を小さくしてください。</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="64"/>
        <source>The scaled scores of head %1 overflow: a number beyond +-1.8e308 has no double-precision value. Choose a smaller scale factor.</source>
        <translation>ヘッド %1 のスケーリングしたスコアがオーバーフローしました: ±1.8e308 を超える数は倍精度で表せません。スケール係数を小さくしてください。</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="72"/>
        <source>The scores q . k of head %1 overflow: a number beyond +-1.8e308 has no double-precision value. Make the %2 or %3 smaller.</source>
        <translation>ヘッド %1 のスコア q · k がオーバーフローしました: ±1.8e308 を超える数は倍精度で表せません。%2 か %3 を小さくしてください。</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="82"/>
        <source>The output of head %1 overflow: a number beyond +-1.8e308 has no double-precision value. Make the %2 smaller.</source>
        <translation>ヘッド %1 の出力がオーバーフローしました: ±1.8e308 を超える数は倍精度で表せません。%2 を小さくしてください。</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="97"/>
        <source>The combined output overflow: a number beyond +-1.8e308 has no double-precision value. Make outputProjection (W_O) smaller.</source>
        <translation>結合した出力がオーバーフローしました: ±1.8e308 を超える数は倍精度で表せません。W_O を小さくしてください。</translation>
    </message>
    <message>
        <location filename="../../core/engine/overflowcheck.cpp" line="103"/>
        <source>The combined output overflow: a number beyond +-1.8e308 has no double-precision value. Make the heads&apos; combineWeight smaller.</source>
        <translation>結合した出力がオーバーフローしました: ±1.8e308 を超える数は倍精度で表せません。ヘッドの重み w_h を小さくしてください。</translation>
    </message>
    <message>
        <location filename="../../core/engine/tracebudget.cpp" line="76"/>
        <source>the computation would take %1 for %2 heads of %3 x %4 weights, more than the %5 this program allows; at this size at most %6 heads fit</source>
        <translation>%3 x %4 の重みのヘッド %2 個を計算するには %1 必要で、このプログラムの上限 %5 を超えます。この大きさではヘッドは %6 個までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/tracebudget.cpp" line="80"/>
        <source>the computation would take %1 for %2 heads of %3 x %4 weights, more than the %5 this program allows; at this size at most 1 head fits</source>
        <translation>%3 x %4 の重みのヘッド %2 個を計算するには %1 必要で、このプログラムの上限 %5 を超えます。この大きさではヘッドは 1 個までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/tracebudget.cpp" line="84"/>
        <source>the computation would take %1 for 1 head of %3 x %4 weights, more than the %5 this program allows; use fewer tokens</source>
        <translation>%3 x %4 の重みのヘッド 1 個を計算するには %1 必要で、このプログラムの上限 %5 を超えます。トークンを減らしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/tracebudget.cpp" line="88"/>
        <source>the computation would take %1 for %2 heads of %3 x %4 weights, more than the %5 this program allows; use fewer tokens</source>
        <translation>%3 x %4 の重みのヘッド %2 個を計算するには %1 必要で、このプログラムの上限 %5 を超えます。トークンを減らしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/tracebudget.cpp" line="121"/>
        <source>the additive scores would take %1 x 10^9 tanh evaluations, more than the %2 x 10^9 this program computes (minutes of work); at this size a hidden width of at most %3 fits</source>
        <translation>加法スコアには tanh の評価が %1 x 10^9 回必要で、このプログラムが計算する %2 x 10^9 回(数分の計算)を超えます。この大きさでは隠れ層の幅は %3 までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/tracebudget.cpp" line="125"/>
        <source>the additive scores would take %1 x 10^9 tanh evaluations, more than the %2 x 10^9 this program computes (minutes of work); use fewer tokens</source>
        <translation>加法スコアには tanh の評価が %1 x 10^9 回必要で、このプログラムが計算する %2 x 10^9 回(数分の計算)を超えます。トークンを減らしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="17"/>
        <source>+infinity</source>
        <translation>+無限大</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="18"/>
        <source>-infinity</source>
        <translation>-無限大</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="40"/>
        <source>%1 is empty (%2 x %3): it needs at least one row and one column</source>
        <translation>%1 が空です(%2 x %3)。少なくとも 1 行 1 列が必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="48"/>
        <source>%1 has %2 rows; at most %3 tokens are supported</source>
        <translation>%1 の行数は %2 です。扱えるトークンは %3 個までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="54"/>
        <source>%1 has %2 columns; at most %3 components are supported</source>
        <translation>%1 の列数は %2 です。扱える成分は %3 個までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="99"/>
        <source>%1 contains %2 at row %3, column %4 (%5 non-finite entries in all); every entry must be a finite number</source>
        <translation>%1 の %3 行 %4 列が %2 です(有限でない要素は全部で %5 個)。要素はすべて有限の数にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="105"/>
        <source>%1 contains %2 at row %3, column %4; every entry must be a finite number</source>
        <translation>%1 の %3 行 %4 列が %2 です。要素はすべて有限の数にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/matrixchecks.cpp" line="116"/>
        <source>%1 (%2) is %3 x %4 but must be %5 x %6</source>
        <translation>%1(%2)は %3 x %4 ですが、%5 x %6 でなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="15"/>
        <source>temperature is %1; it must be &gt;= 0 (0 = hard attention, infinity = uniform)</source>
        <translation>温度 T が %1 です。0 以上にしてください(0 = ハードアテンション、無限大 = 一様)</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="21"/>
        <source>customScale is %1; the scale factor must be finite</source>
        <translation>スケール係数 s が %1 です。スケール係数は有限の値にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="26"/>
        <source>headCount is %1; it must be between 1 and %2</source>
        <translation>ヘッド数が %1 です。1 から %2 の間にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="30"/>
        <source>heads has %1 entries but headCount is %2</source>
        <translation>ヘッドの一覧は %1 個ですが、ヘッド数は %2 です</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="46"/>
        <source>%1 is %2; it must be between 0 (derived) and %3</source>
        <translation>%1 が %2 です。0(自動)から %3 の間にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="53"/>
        <source>additiveHidden is 0; the additive score needs a hidden layer of width at least 1</source>
        <translation>加法スコアの隠れ層の幅が 0 です。加法スコアには幅 1 以上の隠れ層が必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="69"/>
        <source>%1 has %2 label but there are %3 %4 (leave the list empty for automatic labels)</source>
        <translation>%1 にはラベルが %2 個ありますが、%4 は %3 個です(自動のラベルにするには一覧を空にしてください)</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="75"/>
        <source>%1 has %2 labels but there are %3 %4 (leave the list empty for automatic labels)</source>
        <translation>%1 にはラベルが %2 個ありますが、%4 は %3 個です(自動のラベルにするには一覧を空にしてください)</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="81"/>
        <location filename="../../core/engine/scenariochecker.cpp" line="243"/>
        <source>tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="96"/>
        <source>validLength is %1; it must be between 1 and the number of keys (%2)</source>
        <translation>有効長 L が %1 です。1 からキーの数(%2)の間にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="102"/>
        <source>queries x keys</source>
        <translation>クエリ × キー</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="106"/>
        <source>mask is neighbours, but the scenario has no graph whose edges would say who the neighbours are</source>
        <translation>マスクが「近傍のみ」ですが、近傍を決めるエッジを持つグラフがありません</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="120"/>
        <source>a graph&apos;s nodes are the tokens of self-attention; the mode must be self-attention</source>
        <translation>グラフのノードはセルフアテンションのトークンです。モードはセルフアテンションでなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="129"/>
        <source>graph.nodes has %1 nodes but there are %2 tokens (one node per token)</source>
        <translation>graph.nodes のノードは %1 個ですが、トークンは %2 個あります(トークン1つにノード1つ)</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="136"/>
        <source>node %1 has a position that is not finite</source>
        <translation>ノード %1 の位置が有限の数ではありません</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="142"/>
        <source>graph.edges has %1 edges; the limit is %2</source>
        <translation>graph.edges のエッジは %1 本で、上限は %2 本です</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="151"/>
        <source>edge %1 joins node %2 to node %3, but the nodes are numbered 1 to %4</source>
        <translation>エッジ %1 はノード %2 とノード %3 を結んでいますが、ノードの番号は 1 から %4 までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="160"/>
        <source>edge %1 has a weight that is not finite</source>
        <translation>エッジ %1 の重みが有限の数ではありません</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="182"/>
        <source>%1 (%2) is not divisible by headCount (%3), so %4 = %1 / h would not be a whole number; choose a head count that divides %2</source>
        <translation>%1(%2)がヘッド数(%3)で割り切れないため、%4 = %1 / h が整数になりません。%2 を割り切るヘッド数を選んでください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="189"/>
        <source>%1 (%2) is not divisible by headCount (%3), so %4 = %1 / h would not be a whole number; choose a head count that divides %2, or set %5</source>
        <translation>%1(%2)がヘッド数(%3)で割り切れないため、%4 = %1 / h が整数になりません。%2 を割り切るヘッド数を選ぶか、%5 を設定してください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="199"/>
        <source>key width</source>
        <translation>キーの幅</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="203"/>
        <source>value width</source>
        <translation>バリューの幅</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="216"/>
        <source>%1 (%2) has %3 rows but the %4 have %5 components; it must be %5 x d</source>
        <translation>%1 の行数は %3 ですが、%4 の成分は %5 個です。%5 x d にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="223"/>
        <source>%1 (%2) has %3 columns; it needs between 1 and %4</source>
        <translation>%1 の列数が %3 です。1 から %4 の間にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="236"/>
        <source>%1 (%2) has %3 entries but its projection gives rows of width %4; a bias needs one entry per column</source>
        <translation>%1 (%2) の要素は %3 個ですが、その射影の行の幅は %4 です。バイアスには列ごとに 1 つの値が必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="250"/>
        <source>source tokens</source>
        <translation>ソースのトークン</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="267"/>
        <source>%1 (W_K) gives keys of width %2 but %3 (W_Q) gives queries of width %4; the dot-product score needs equal widths (the queries have %5 components and the keys %6)</source>
        <translation>%1 によるキーの幅は %2 ですが、%3 によるクエリの幅は %4 です。内積スコアには等しい幅が必要です(クエリの成分は %5 個、キーは %6 個)</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="274"/>
        <source>%1 (W_K) gives keys of width %2 but %3 (W_Q) gives queries of width %4; the dot-product score needs equal widths</source>
        <translation>%1 によるキーの幅は %2 ですが、%3 によるクエリの幅は %4 です。内積スコアには等しい幅が必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="283"/>
        <source>%1 (w_v) has %2 entries; the hidden width must be between 1 and %3</source>
        <translation>%1 の要素は %2 個です。隠れ層の幅は 1 から %3 の間にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="291"/>
        <source>A_q: d_k(query) x hidden</source>
        <translation>A_q: d_k(クエリ) × 隠れ層の幅</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="296"/>
        <source>A_k: d_k(key) x hidden</source>
        <translation>A_k: d_k(キー) × 隠れ層の幅</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="302"/>
        <source>%1 is %2; the weight of a head must be finite</source>
        <translation>%1 が %2 です。ヘッドの重みは有限の値にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="315"/>
        <source>%1 gives values of width %2 but heads[0].wv gives %3; summing or averaging heads needs equal d_v</source>
        <translation>%1 によるバリューの幅は %2 ですが、ヘッド 1 の W_V では %3 です。ヘッドの和や平均には等しい d_v が必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="329"/>
        <source>outputProjection (W_O) has %1 rows but the concatenated heads are %2 wide (sum of d_v); it must be %2 x d_out</source>
        <translation>W_O の行数は %1 ですが、連結したヘッドの幅は %2(d_v の和)です。%2 x d_out にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="335"/>
        <source>outputProjection (W_O) has %1 columns; d_out must be between 1 and %2</source>
        <translation>W_O の列数が %1 です。d_out は 1 から %2 の間にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/scenariochecker.cpp" line="353"/>
        <source>values has %1 rows but keys has %2; every key needs exactly one value</source>
        <translation>V(バリュー)の行数は %1 ですが、K(キー)は %2 行です。キー 1 つにバリューがちょうど 1 つ必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="30"/>
        <source>%1 has a non-finite weight at row %2, column %3; weights must be finite numbers</source>
        <translation>%1 の %2 行 %3 列の重みが有限ではありません。重みは有限の数にしてください</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="40"/>
        <source>%1 has the weight %2 at row %3, column %4; attention weights lie between 0 and 1</source>
        <translation>%1 の %3 行 %4 列の重みが %2 です。アテンション重みは 0 から 1 の間にあります</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="54"/>
        <source>%1 row %2 sums to %3; each row of attention weights must sum to 1 (or be all zero for a query that sees no key)</source>
        <translation>%1 の %2 行目の和が %3 です。アテンション重みの各行の和は 1 でなければなりません(キーが見えないクエリではすべて 0)</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="87"/>
        <source>importedWeights is empty: a weights-only scenario needs the weights of at least one head</source>
        <translation>読み込んだ重みが空です。重みだけのシナリオには少なくとも 1 つのヘッドの重みが必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="96"/>
        <source>importedWeights has %1 heads; at most %2 are supported</source>
        <translation>読み込んだ重みにはヘッドが %1 個あります。扱えるのは %2 個までです</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="103"/>
        <source>headCount is %1 but importedWeights has %2 heads</source>
        <translation>ヘッド数は %1 ですが、読み込んだ重みにはヘッドが %2 個あります</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="111"/>
        <source>importedWeights[0] is %1; it needs between 1 and %2 queries and keys</source>
        <translation>ヘッド 1 の読み込んだ重みは %1 です。クエリとキーはそれぞれ 1 から %2 個が必要です</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="121"/>
        <source>%1 is %2 but importedWeights[0] is %3; every head must have the same queries and keys</source>
        <translation>%1 は %2 ですが、ヘッド 1 の読み込んだ重みは %3 です。どのヘッドも同じクエリとキーでなければなりません</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="132"/>
        <source>queryLabels has %1 labels but the weights have %2 queries (leave the list empty for automatic labels)</source>
        <translation>クエリのラベルは %1 個ですが、重みのクエリは %2 個です(自動のラベルにするには一覧を空にしてください)</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="138"/>
        <source>keyLabels has %1 labels but the weights have %2 keys (leave the list empty for automatic labels)</source>
        <translation>キーのラベルは %1 個ですが、重みのキーは %2 個です(自動のラベルにするには一覧を空にしてください)</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="151"/>
        <source>temperature is %1; it must be &gt;= 0 (it does not apply to given weights)</source>
        <translation>温度 T が %1 です。0 以上にしてください(与えられた重みには適用されません)</translation>
    </message>
    <message>
        <location filename="../../core/engine/importedweights.cpp" line="159"/>
        <source>mask must be &quot;none&quot; for imported weights: the weights are given as they are (a zero weight hides a key)</source>
        <translation>読み込んだ重みではマスクは「なし」でなければなりません。重みはそのまま使います(重み 0 がキーを隠します)</translation>
    </message>
    <message>
        <location filename="../../core/engine/attentionengine.cpp" line="252"/>
        <source>the computation was stopped before it finished: the views show the result from before; change anything, or undo, to compute again</source>
        <translation>計算は終わる前に止められました。表示は以前の結果のままです。何か変更するか元に戻すと、もう一度計算します</translation>
    </message>
</context>
<context>
    <name>VocabularyFile</name>
    <message>
        <location filename="../../core/io/vocabularyfile.cpp" line="40"/>
        <source>%1 holds no words</source>
        <translation>%1 に単語がありません</translation>
    </message>
    <message>
        <location filename="../../core/io/vocabularyfile.cpp" line="54"/>
        <source>%1: line %2 is empty (one word per line)</source>
        <translation>%1: %2 行目が空です (1 行に 1 語)</translation>
    </message>
    <message>
        <location filename="../../core/io/vocabularyfile.cpp" line="58"/>
        <source>%1: line %2 is not UTF-8 text</source>
        <translation>%1: %2 行目が UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <location filename="../../core/io/vocabularyfile.cpp" line="61"/>
        <source>%1: line %2 (&quot;%3&quot;) holds whitespace; one word per line</source>
        <translation>%1: %2 行目 (「%3」) に空白があります。1 行に 1 語です</translation>
    </message>
    <message>
        <location filename="../../core/io/vocabularyfile.cpp" line="67"/>
        <source>%1 holds more than %2 words</source>
        <translation>%1 には %2 語を超える単語があります</translation>
    </message>
    <message>
        <location filename="../../core/io/vocabularyfile.cpp" line="73"/>
        <source>%1: line %2 repeats &quot;%3&quot; of line %4</source>
        <translation>%1: %2 行目は %4 行目の「%3」の繰り返しです</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="56"/>
        <source>not a valid .npz (ZIP) archive: %1</source>
        <extracomment>%1 says what is wrong with the archive</extracomment>
        <translation>有効な .npz(ZIP)アーカイブではありません: %1</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="70"/>
        <source>extra field of &apos;%1&apos; is truncated</source>
        <translation>「%1」の拡張フィールドが途中で切れています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="82"/>
        <source>ZIP64 field of &apos;%1&apos; is truncated</source>
        <translation>「%1」の ZIP64 フィールドが途中で切れています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="87"/>
        <source>ZIP64 size of &apos;%1&apos; is impossible</source>
        <translation>「%1」の ZIP64 サイズがあり得ない値です</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="110"/>
        <source>no end-of-directory record</source>
        <translation>セントラルディレクトリの終端レコードがありません</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="119"/>
        <source>multi-volume archives are not supported</source>
        <translation>複数ボリュームのアーカイブには対応していません</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="124"/>
        <source>ZIP64 end-of-directory record is out of range</source>
        <translation>ZIP64 の終端レコードが範囲外にあります</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="127"/>
        <source>ZIP64 end-of-directory record is missing</source>
        <translation>ZIP64 の終端レコードがありません</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="135"/>
        <source>central directory lies outside the file</source>
        <translation>セントラルディレクトリがファイルの外にあります</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="137"/>
        <source>central directory is too small for %1 members</source>
        <translation>セントラルディレクトリが %1 個のメンバーには小さすぎます</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="143"/>
        <source>central directory entry %1 is damaged</source>
        <translation>セントラルディレクトリのエントリ %1 が壊れています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="158"/>
        <source>central directory entry %1 is truncated</source>
        <translation>セントラルディレクトリのエントリ %1 が途中で切れています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="162"/>
        <source>member &apos;%1&apos; is encrypted</source>
        <translation>メンバー「%1」は暗号化されています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="180"/>
        <source>local header of &apos;%1&apos; is missing</source>
        <translation>「%1」のローカルヘッダーがありません</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="190"/>
        <source>member &apos;%1&apos; is truncated</source>
        <translation>メンバー「%1」が途中で切れています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="211"/>
        <location filename="../../core/io/ziparchive.cpp" line="261"/>
        <source>member &apos;%1&apos; uses compression method %2 (only stored and deflate are supported)</source>
        <translation>メンバー「%1」は圧縮方式 %2 を使っています(対応しているのは stored と deflate のみ)</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="217"/>
        <location filename="../../core/io/ziparchive.cpp" line="250"/>
        <source>cannot start decompression</source>
        <translation>展開を開始できません</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="226"/>
        <location filename="../../core/io/ziparchive.cpp" line="259"/>
        <source>compressed member &apos;%1&apos; is damaged</source>
        <translation>圧縮されたメンバー「%1」が壊れています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="237"/>
        <source>member &apos;%1&apos; is %2 MiB, more than the %3 MiB this program reads</source>
        <translation>メンバー「%1」は %2 MiB で、このプログラムが読める %3 MiB を超えています</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="244"/>
        <source>stored member &apos;%1&apos; has two sizes</source>
        <translation>無圧縮のメンバー「%1」にサイズが 2 つあります</translation>
    </message>
    <message>
        <location filename="../../core/io/ziparchive.cpp" line="268"/>
        <source>checksum of member &apos;%1&apos; does not match</source>
        <translation>メンバー「%1」のチェックサムが一致しません</translation>
    </message>
</context>
</TS>
