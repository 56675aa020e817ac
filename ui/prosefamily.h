#pragma once

class QWidget;

/// Running Japanese text mixes kana, kanji and Latin ("ボール = (0.3, 2.3, 0.1, 0)"). In
/// the default family the Latin after kana comes from the CJK fallback font, smaller than
/// the Latin after kanji; in one family that has both scripts (Noto Sans CJK JP, where it
/// is installed) every character of the text has one size and baseline. Sets that family
/// on `widget` (a label or browser of prose) while the language is Japanese, and the
/// application's family otherwise; only the family changes, not the size.
void followProseFamily(QWidget *widget);
