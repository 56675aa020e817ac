#include "explanationpanel.h"

#include "languageswitcher.h"
#include "presetlibrary.h"

#include <QEvent>

ExplanationPanel::ExplanationPanel(QWidget *parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    setFont(f);
}

void ExplanationPanel::showPreset(const attn::Preset &preset)
{
    const bool ja = LanguageSwitcher::instance()->language() == QLatin1String("ja");
    showText(QString::fromStdString(ja ? preset.titleJa : preset.titleEn),
             QString::fromStdString(ja ? preset.explanationJa : preset.explanationEn));
    m_preset = &preset;
}

void ExplanationPanel::showText(const QString &title, const QString &text)
{
    m_preset = nullptr;
    m_title = title;
    setHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p>").arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
}

void ExplanationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_preset)
        showPreset(*m_preset);
    QTextBrowser::changeEvent(event);
}
