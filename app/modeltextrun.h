#pragma once

#include "modelcheckpoint.h"
#include "modelrun.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

/// A checkpoint folder run on a text, for the command line (compute --model, export
/// --model): the checkpoint, the tokens its tokenizer made and the run.
struct ModelTextRun
{
    attn::io::ModelCheckpoint checkpoint;
    std::vector<int> tokens;
    std::vector<std::string> unknown; ///< words a word-list tokenizer left out
    std::optional<attn::model::ModelRun> run;

    /// Reads `folder` and runs it on `text`. False, with a sentence in `error`, for a folder
    /// readModelCheckpoint() refuses, one without a tokenizer, a text of no known token, or
    /// one of more tokens than the model's n_positions.
    bool start(const QString &folder, const QString &text, QString *error);
};
