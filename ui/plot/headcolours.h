#pragma once

#include <QColor>

/// One colour per attention head, for views that draw several heads over each other (the
/// Lines view's "Every head"). The first eight are the Okabe-Ito palette, which stays
/// distinguishable with the common forms of colour-blindness, ordered so that neighbouring
/// heads differ most; beyond eight, hues are spread by the golden angle. Follows the dark
/// theme (black becomes light grey, yellow is darkened on white).
class HeadColours
{
public:
    /// The colour of head `head` (from 0), opaque.
    static QColor of(int head);
};
