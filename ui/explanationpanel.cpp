#include "explanationpanel.h"

#include "presetlibrary.h"

ExplanationPanel::ExplanationPanel(QWidget *parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    setFont(f);
}

void ExplanationPanel::showPreset(const attn::Preset &preset)
{
    showText(QString::fromStdString(preset.titleEn), QString::fromStdString(preset.explanationEn));
}

void ExplanationPanel::showText(const QString &title, const QString &text)
{
    m_title = title;
    setHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p>").arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
}
