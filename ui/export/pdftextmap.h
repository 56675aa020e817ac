#pragma once

#include <QByteArray>

/// The text a PDF reader extracts from a figure (pdftotext, copy and paste, search). Qt
/// writes each font's ToUnicode map from glyph to character by taking the lowest character
/// that uses a glyph; CJK fonts draw a Kangxi radical (U+2F5D ⽝) and its ideograph (U+72AC
/// 犬) with one glyph, so "犬" came out as "⽝". This puts the unified ideographs back.
class PdfTextMap
{
public:
    /// Rewrites, in the ToUnicode maps of `pdf`, every character that is a CJK radical or
    /// compatibility ideograph as the ideograph it stands for (its NFKC form), where the map
    /// names it glyph by glyph. The bytes keep their length, so the file's cross-reference
    /// offsets stay right. Returns the number of characters rewritten.
    static int restoreUnifiedIdeographs(QByteArray &pdf);
};
