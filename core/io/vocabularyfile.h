#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace attn::io {

/// The vocab.txt of a word-level model: UTF-8, one word per line (token i on line i + 1),
/// each line ended by a newline except perhaps the last. A "\r" before a newline and a
/// leading byte order mark are dropped, so files saved on Windows read the same.
class VocabularyFile
{
public:
    static constexpr qint64 kMaxFileBytes = qint64(64) << 20;

    /// Reads the file at `path` (at most kMaxFileBytes) and parses it.
    static std::optional<std::vector<std::string>> read(const QString &path, QString *error);
    /// The words of `text`. Refused, with a sentence starting with `fileName` and naming the
    /// line: bytes that are not UTF-8, an empty line (a final newline is not one), a word
    /// holding whitespace, a word given twice, more words than ModelConfigFile::kMaxVocabSize.
    static std::optional<std::vector<std::string>> parse(const QByteArray &text,
                                                         const QString &fileName, QString *error);

    // Messages are shown to users, so they are translatable (context "VocabularyFile").
    Q_DECLARE_TR_FUNCTIONS(VocabularyFile)
};

} // namespace attn::io
