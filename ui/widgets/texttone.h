#pragma once

class QWidget;

/// How a line of text stands out from the text around it.
enum class TextTone
{
    Hint,            ///< grey: what the user may do next
    Emphasis,        ///< bold: the state of a running job
    Problem,         ///< red: what is wrong with an input
    EmphasisProblem, ///< red and bold: what is wrong, where it must not be missed
};

/// Sets `widget`'s text colour and weight for `tone` through its palette and font, never a
/// style sheet: a style sheet fixes the widget's font, so it would no longer follow the
/// application's (the language's family, presentation mode's size).
void setTextTone(QWidget *widget, TextTone tone);
