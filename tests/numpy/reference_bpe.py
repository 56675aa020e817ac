#!/usr/bin/env python3
"""Reference GPT-2 byte-level BPE, for comparison with attn::io::BpeTokenizer.

Usage:
  reference_bpe.py make OUTDIR --seed N --merges M --kind trained|random
  reference_bpe.py encode OUTDIR INPUT.json OUTPUT.json

`make` writes OUTDIR/vocab.json, OUTDIR/merges.txt (with a "#version: 0.2" first line and a
blank last line) and OUTDIR/tokenizer.json (the same vocabulary and merges, the merges as
"a b" strings for `trained` and as ["a", "b"] pairs for `random`, with an added
<|endoftext|>). `trained` learns M merges on a seeded corpus of English-like, Japanese and
Russian words (the most frequent adjacent pair first, ties to the smallest pair), so ranks
are as a real tokenizer's; `random` draws M merges of random tokens, so a later merge may
make a pair of a lower rank, and numbers the tokens in a random order.

`encode` reads a JSON list of hex strings (the UTF-8 bytes of each text, possibly
ill-formed) and writes {"pieces": [[hex, ...], ...], "ids": [[id, ...], ...]}: each text
decoded with errors="replace", split by the GPT-2 pattern with Python's `regex` module and
byte-pair encoded by the loop of OpenAI's encoder.py (gpt-2/src/encoder.py), written here
from the algorithm, not from the program.
"""
import argparse
import json
import os
import random

import regex

PATTERN = regex.compile(
    r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+""")


def bytes_to_unicode():
    bs = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
          + list(range(ord("®"), ord("ÿ") + 1)))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


BYTE_ENCODER = bytes_to_unicode()


def byte_level(text):
    return "".join(BYTE_ENCODER[b] for b in text.encode("utf-8"))


def get_pairs(word):
    return set(zip(word, word[1:]))


def bpe(token, ranks):
    word = tuple(token)
    pairs = get_pairs(word)
    if not pairs:
        return [token]
    while True:
        bigram = min(pairs, key=lambda pair: ranks.get(pair, float("inf")))
        if bigram not in ranks:
            break
        first, second = bigram
        new_word = []
        i = 0
        while i < len(word):
            try:
                j = word.index(first, i)
            except ValueError:
                new_word.extend(word[i:])
                break
            new_word.extend(word[i:j])
            i = j
            if word[i] == first and i < len(word) - 1 and word[i + 1] == second:
                new_word.append(first + second)
                i += 2
            else:
                new_word.append(word[i])
                i += 1
        word = tuple(new_word)
        if len(word) == 1:
            break
        pairs = get_pairs(word)
    return list(word)


def corpus(rng):
    syllables = ["th", "e", "an", "in", "er", "on", "re", "at", "en", "nd", "st", "es", "ing",
                 "ou", "ed", "is", "it", "al", "ar", "or", "T", "A", "S", "qu", "x", "z"]
    others = ["日本", "語", "です", "テキスト", "こんにちは", "世界", "привет", "мир", "слово",
              "123", "2024", "3.14", "!", "...", ",", "'s", "'t", "'ll", "\n", "\n\n", "  "]
    words = []
    for _ in range(6000):
        if rng.random() < 0.8:
            word = "".join(rng.choice(syllables) for _ in range(rng.randint(1, 4)))
        else:
            word = rng.choice(others)
        words.append(word)
    return " ".join(words)


def train(rng, merges_wanted):
    counts = {}
    for piece in PATTERN.findall(corpus(rng)):
        word = tuple(byte_level(piece))
        counts[word] = counts.get(word, 0) + 1
    merges = []
    for _ in range(merges_wanted):
        pair_counts = {}
        for word, count in counts.items():
            for pair in zip(word, word[1:]):
                pair_counts[pair] = pair_counts.get(pair, 0) + count
        if not pair_counts:
            break
        best = min(pair_counts, key=lambda pair: (-pair_counts[pair], pair))
        merges.append(best)
        merged = {}
        for word, count in counts.items():
            new_word, i = [], 0
            while i < len(word):
                if i + 1 < len(word) and (word[i], word[i + 1]) == best:
                    new_word.append(word[i] + word[i + 1])
                    i += 2
                else:
                    new_word.append(word[i])
                    i += 1
            merged[tuple(new_word)] = merged.get(tuple(new_word), 0) + count
        counts = merged
    tokens = [BYTE_ENCODER[b] for b in sorted(BYTE_ENCODER)]
    known = set(tokens)
    for first, second in merges:
        if first + second not in known:
            known.add(first + second)
            tokens.append(first + second)
    return tokens, merges


def random_merges(rng, merges_wanted):
    common = [byte_level(c) for c in "etaoinshrdlu '"] + [byte_level(" ")] * 2
    common += [byte_level("日")[:1], byte_level("日")[1:2], byte_level("日")[2:]]
    tokens = [BYTE_ENCODER[b] for b in sorted(BYTE_ENCODER)]
    known = set(tokens)
    merges, seen = [], set()
    while len(merges) < merges_wanted:
        pick = lambda: rng.choice(common) if rng.random() < 0.6 else rng.choice(tokens)
        pair = (pick(), pick())
        if pair in seen or len(pair[0] + pair[1]) > 8:
            continue
        seen.add(pair)
        merges.append(pair)
        if pair[0] + pair[1] not in known:
            known.add(pair[0] + pair[1])
            tokens.append(pair[0] + pair[1])
    rng.shuffle(tokens)
    return tokens, merges


def make(args):
    rng = random.Random(args.seed)
    if args.kind == "trained":
        tokens, merges = train(rng, args.merges)
    else:
        tokens, merges = random_merges(rng, args.merges)
    eot = "<|endoftext|>"
    vocab = {token: i for i, token in enumerate(tokens)}
    os.makedirs(args.outdir, exist_ok=True)
    with open(os.path.join(args.outdir, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(dict(vocab, **{eot: len(tokens)}), f, ensure_ascii=False)
    with open(os.path.join(args.outdir, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n")
        for first, second in merges:
            f.write(first + " " + second + "\n")
        f.write("\n")
    as_pairs = args.kind == "random"
    tokenizer = {
        "version": "1.0",
        "added_tokens": [{"id": len(tokens), "content": eot, "special": True}],
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False},
        "model": {"type": "BPE", "vocab": vocab,
                  "merges": [[a, b] if as_pairs else a + " " + b for a, b in merges]},
    }
    with open(os.path.join(args.outdir, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tokenizer, f, ensure_ascii=False)


def read_tokenizer(outdir):
    """The vocabulary and merge ranks of OUTDIR's vocab.json and merges.txt, or else of its
    tokenizer.json (as `make` writes them)."""
    if os.path.exists(os.path.join(outdir, "vocab.json")):
        with open(os.path.join(outdir, "vocab.json"), encoding="utf-8") as f:
            vocab = json.load(f)
        with open(os.path.join(outdir, "merges.txt"), encoding="utf-8") as f:
            lines = f.read().split("\n")
        merges = [tuple(line.split(" ")) for line in lines[1:] if line]
    else:
        with open(os.path.join(outdir, "tokenizer.json"), encoding="utf-8") as f:
            model = json.load(f)["model"]
        vocab = model["vocab"]
        merges = [tuple(m.split(" ")) if isinstance(m, str) else tuple(m)
                  for m in model["merges"]]
    return vocab, dict(zip(merges, range(len(merges))))


def encode_pieces(text, vocab, ranks):
    """The pieces of `text` and their token ids."""
    pieces = PATTERN.findall(text)
    ids = []
    for piece in pieces:
        ids.extend(vocab[token] for token in bpe(byte_level(piece), ranks))
    return pieces, ids


def encode_text(outdir, text):
    """The token ids of `text` by OUTDIR's tokenizer."""
    vocab, ranks = read_tokenizer(outdir)
    return encode_pieces(text, vocab, ranks)[1]


def encode(args):
    vocab, ranks = read_tokenizer(args.outdir)
    with open(args.input, encoding="utf-8") as f:
        texts = [bytes.fromhex(h) for h in json.load(f)]
    all_pieces, all_ids = [], []
    for raw in texts:
        pieces, ids = encode_pieces(raw.decode("utf-8", errors="replace"), vocab, ranks)
        all_pieces.append([piece.encode("utf-8").hex() for piece in pieces])
        all_ids.append(ids)
    with open(args.output, "w", encoding="utf-8") as f:
        json.dump({"pieces": all_pieces, "ids": all_ids}, f)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make_parser = commands.add_parser("make")
    make_parser.add_argument("outdir")
    make_parser.add_argument("--seed", type=int, default=1)
    make_parser.add_argument("--merges", type=int, default=300)
    make_parser.add_argument("--kind", choices=["trained", "random"], default="trained")
    encode_parser = commands.add_parser("encode")
    encode_parser.add_argument("outdir")
    encode_parser.add_argument("input")
    encode_parser.add_argument("output")
    args = parser.parse_args()
    make(args) if args.command == "make" else encode(args)


if __name__ == "__main__":
    main()
