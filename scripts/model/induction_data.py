"""Word sequences with one repeated segment, the task of the shipped induction model.

A sequence is `length` words (16..48 by default): a prefix, a segment of 4..16 words (at most half the sequence), a
gap, the same segment again, and a suffix (prefix, gap and suffix may be empty). Every word
outside the repeat is drawn without replacement, so each word occurs once before the
repeat and the continuation of "... A B ... A" is unambiguous: B. Predicting the repeat's
second to last word is what an induction head learns; nothing else is predictable.

Token i is VOCABULARY[i], the words of vocab.txt.
"""

from dataclasses import dataclass

import numpy as np

# Short common words a class can type: animals, colours, food, objects.
VOCABULARY = [
    "cat", "dog", "cow", "pig", "hen", "fox", "owl", "bee",
    "ant", "fish", "bird", "frog", "duck", "goat", "lion", "bear",
    "red", "blue", "green", "pink", "black", "white", "brown", "gold",
    "apple", "bread", "cake", "egg", "milk", "rice", "soup", "tea",
    "corn", "pear", "plum", "jam", "book", "pen", "cup", "hat",
    "box", "bed", "car", "ball", "key", "lamp", "door", "shoe",
]


@dataclass
class RepeatSequence:
    tokens: list        # the word ids, length of them
    first: int          # where the segment starts the first time
    repeat: int         # where it starts again (first + segment + gap)
    segment: int        # its length in words

    def predictable(self):
        """Positions p whose next token tokens[p + 1] follows from an earlier copy:
        the repeat's first to second-to-last word."""
        return range(self.repeat, self.repeat + self.segment - 1)


def make_sequence(rng, min_length=16, max_length=48, min_segment=4, max_segment=16,
                  vocab_size=len(VOCABULARY)):
    length = int(rng.integers(min_length, max_length + 1))
    segment = int(rng.integers(min_segment, min(max_segment, length // 2) + 1))
    fresh = length - segment
    if fresh > vocab_size:
        raise ValueError("a sequence needs %d distinct words; the vocabulary has %d"
                         % (fresh, vocab_size))
    words = rng.permutation(vocab_size)[:fresh]
    # Split the words outside both copies into prefix, gap and suffix.
    rest = length - 2 * segment
    cuts = np.sort(rng.integers(0, rest + 1, 2))
    prefix, gap = int(cuts[0]), int(cuts[1] - cuts[0])
    first = prefix
    repeat = first + segment + gap
    before = list(words[:repeat])
    tokens = before + before[first:first + segment] + list(words[repeat:])
    return RepeatSequence([int(t) for t in tokens], first, repeat, segment)


def make_batch(rng, count, **options):
    """`count` sequences as arrays padded with token 0: tokens (count x L_max), and for the
    predictions at positions 0..L_max-2: `valid` (inside the sequence) and `in_repeat`
    (predictable from an earlier copy). Returns (tokens, valid, in_repeat, sequences)."""
    sequences = [make_sequence(rng, **options) for _ in range(count)]
    width = max(len(s.tokens) for s in sequences)
    tokens = np.zeros((count, width), dtype=np.int64)
    valid = np.zeros((count, width - 1), dtype=bool)
    in_repeat = np.zeros((count, width - 1), dtype=bool)
    for row, s in enumerate(sequences):
        tokens[row, :len(s.tokens)] = s.tokens
        valid[row, :len(s.tokens) - 1] = True
        in_repeat[row, list(s.predictable())] = True
    return tokens, valid, in_repeat, sequences
