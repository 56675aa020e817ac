#!/usr/bin/env bash
# Regenerates the pictures of README.md in docs/images from the built program (build/):
# window snapshots under Xvfb, and figures through `attention-lab export`.
set -euo pipefail
cd "$(dirname "$0")/.."
app=${APP:-build/app/attention-lab} # APP: another build of the program
out=docs/images
screen="-screen 0 1920x1080x24"

snapshot() { # OUT.png ARGS...
  local png=$1
  shift
  xvfb-run -a -s "$screen" "$app" "$@" --snapshot "$out/$png"
}

snapshot main-window.png --preset sleepy-child
snapshot main-window-ja.png --language ja --preset sleepy-child
snapshot presentation-ja-dog-chases-ball-1280x720.png --language ja --preset dog-chases-ball \
  --presentation --size 1280x720
# Presentation mode as two lecture-hall projectors show it.
for size in 1280x720 1920x1080; do
  for preset in dog-chases-ball self-attention-causal; do
    snapshot "presentation-$preset-$size.png" --preset "$preset" --presentation --size "$size"
  done
  snapshot "presentation-lesson-$size.png" --lesson temperature --presentation --size "$size"
done
snapshot lesson.png --lesson weighted-average

for preset in circle multihead-shapes self-attention-causal; do
  for view in heatmap heads steps plane; do
    "$app" export --preset "$preset" --view "$view" --out "$out/$view-$preset.png" \
      --width 1300 --height 860 --dpi 110
  done
  snapshot "compare-$preset.png" --preset "$preset" --tab compare
done

"$app" export --preset dog-chases-ball --view heatmap --out "$out/export-heatmap-dog-chases-ball.png" \
  --width 900 --height 720 --dpi 110
"$app" export --preset self-attention-causal --view heads \
  --out "$out/export-heads-self-attention-causal.png" --width 1000 --height 700 --dpi 110
"$app" export --preset dog-chases-ball --view heatmap --out "$out/export-heatmap-12cm-8pt.png" \
  --width 12cm --height 9cm --dpi 300 --font-size 8
"$app" export --preset dog-chases-ball --view steps --out "$out/export-steps-18cm-8pt.png" \
  --width 18cm --height 12cm --dpi 200 --font-size 8 --decimals 2

# A large scenario: causal self-attention over 1,024 seeded random tokens of 512 components,
# 8 heads (computed in the background; the snapshot waits for the result).
large_dir=$(mktemp -d)
trap 'rm -rf "$large_dir"' EXIT
large=$large_dir/1024-tokens-causal.json
/usr/bin/python3 - "$large" <<'PY'
import json, sys
import numpy as np
tokens = np.random.default_rng(3).standard_normal((1024, 512)).round(4)
json.dump({"format": 1, "mode": "self", "tokens": tokens.tolist(), "headCount": 8,
           "projectionInit": "random", "seed": 7, "scaling": "inverse-sqrt-dk",
           "mask": "causal"}, open(sys.argv[1], "w"))
PY
snapshot large-self-attention.png "$large"

# Attention on graphs and the lines between tokens, as a class sees them on a 1280 x 720
# projector, in English and Japanese.
snapshot graph-friends-1280x720.png --preset friends --tab graph --presentation --size 1280x720
snapshot graph-acetic-acid-ja-1280x720.png --language ja --preset acetic-acid --tab graph \
  --presentation --size 1280x720
snapshot lines-dog-chases-ball-1280x720.png --preset dog-chases-ball --tab lines \
  --presentation --size 1280x720
snapshot lines-self-attention-causal-ja-1280x720.png --language ja --preset self-attention-causal \
  --tab lines --presentation --size 1280x720
# The shipped model's induction heads in the Model tab, and the same with them switched off.
induction=(--tab model --size 1920x1080 --model-text "red cat blue dog green fish red cat blue"
  --model-head 2.4)
snapshot model-induction-1920x1080.png "${induction[@]}"
snapshot model-induction-heads-off-1920x1080.png "${induction[@]}" --model-off 2.1 \
  --model-off 2.3 --model-off 2.4
snapshot model-induction-ja-1920x1080.png --language ja "${induction[@]}"
snapshot model-head-in-lab-1920x1080.png --size 1920x1080 \
  --model-text "red cat blue dog green fish red cat blue" --model-head 2.4 --model-open
# Lesson 7's last step, answered: with the previous-token head off the induction head looks
# at the first word; and the question before the reveal, projected at 1280 x 720 in Japanese.
snapshot lesson-induction-1920x1080.png --size 1920x1080 --lesson induction-heads \
  --lesson-step 6 --reveal
snapshot lesson-induction-ja-presentation-1280x720.png --size 1280x720 --presentation \
  --language ja --lesson induction-heads --lesson-step 5
# The first question answered on the same projector: the large head, every key named.
snapshot lesson-induction-answered-ja-presentation-1280x720.png --size 1280x720 --presentation \
  --language ja --lesson induction-heads --lesson-step 2 --reveal
"$app" export --preset acetic-acid-complete --view graph --out "$out/export-graph-acetic-acid-complete.png" \
  --width 900 --height 720 --dpi 110
"$app" export --preset self-attention-causal --view lines \
  --out "$out/export-lines-self-attention-causal.png" --width 900 --height 720 --dpi 110
