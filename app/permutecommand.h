#pragma once

#include <QStringList>

/// `attention-lab permute FILE.json | --preset ID [--seed N | --order I,J,...] [--mask KIND]`:
/// shuffles the tokens (a graph's nodes) of a self-attention scenario, computes both, and
/// prints each node's output beside the permuted scenario's output at the node's new place,
/// with their largest difference: attention is permutation equivariant unless a mask tied to
/// positions (causal, valid length) is on. Text on stdout; exit status as the other commands.
int runPermuteCommand(QStringList args);
