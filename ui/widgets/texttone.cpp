#include "texttone.h"

#include <QFont>
#include <QPalette>
#include <QWidget>

void setTextTone(QWidget *widget, TextTone tone)
{
    const bool problem = tone == TextTone::Problem || tone == TextTone::EmphasisProblem;
    if (problem || tone == TextTone::Hint) {
        QPalette palette = widget->palette();
        palette.setColor(QPalette::WindowText,
                         problem ? QColor(0xb0, 0x00, 0x20) : QColor(0x70, 0x70, 0x70));
        widget->setPalette(palette);
    }
    if (tone == TextTone::Emphasis || tone == TextTone::EmphasisProblem) {
        QFont bold; // only the weight is set: family and size still follow the parent
        bold.setBold(true);
        widget->setFont(bold);
    }
}
