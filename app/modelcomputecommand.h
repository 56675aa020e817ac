#pragma once

#include <QStringList>

/// `attention-lab compute --model DIR --text "..." [--top N]`: runs the checkpoint in DIR on
/// the text and prints, as JSON on stdout, the model's shape, the tokens (id and the text
/// each covers), every layer's attention weights ([layer][head][query][key]) and the N most
/// probable next tokens (10 unless given). The text is cut into tokens by the folder's
/// tokenizer (GPT-2's BPE, or a word list, whose unknown words are listed and left out).
/// Exit status 2 with a message naming the problem for a folder that cannot be read, no
/// tokenizer, no token, or more tokens than the model's n_positions.
int runModelComputeCommand(QStringList args);
