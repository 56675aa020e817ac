#include "explanationpanel.h"

#include "languageswitcher.h"
#include "presetlibrary.h"
#include "presettitle.h"

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
    m_preset = &preset;
    m_title = presetTitle(preset);
    m_text = QString::fromStdString(ja ? preset.explanationJa : preset.explanationEn);
    render();
}

void ExplanationPanel::showText(const QString &title, const QString &text)
{
    m_preset = nullptr;
    m_presetEdited = false;
    m_title = title;
    m_text = text;
    render();
}

void ExplanationPanel::setPresetEdited(bool edited)
{
    if (edited == m_presetEdited)
        return;
    m_presetEdited = edited;
    render();
}

QString ExplanationPanel::editedNote()
{
    return tr("The numbers have been edited: this explanation describes the preset as it was "
              "opened. Presets > Reset to preset brings it back.");
}

void ExplanationPanel::showAside(const QString &title, const QString &text)
{
    m_aside = true;
    m_asideTitle = title;
    m_asideText = text;
    render();
}

void ExplanationPanel::endAside()
{
    if (!m_aside)
        return;
    m_aside = false;
    render();
}

void ExplanationPanel::render()
{
    if (m_aside) {
        setHtml(html(m_asideTitle, m_asideText));
        return;
    }
    QString note;
    // Dark text on a pale band, in either theme: the note must be seen before the paragraph
    // whose numbers no longer hold.
    if (showsEditedNote())
        note = QStringLiteral("<table width=\"100%\" cellpadding=\"6\" bgcolor=\"#fff1b8\">"
                              "<tr><td><font color=\"#3d3000\">%1</font></td></tr></table>")
                   .arg(editedNote().toHtmlEscaped());
    setHtml(note + html(m_title, m_text));
}

QString ExplanationPanel::html(const QString &title, const QString &text)
{
    QString out = QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped());
    // Blank lines separate paragraphs (a lesson step's text, its question or remark).
    for (const QString &paragraph : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        out += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    return out;
}

void ExplanationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_preset)
        showPreset(*m_preset);
    QTextBrowser::changeEvent(event);
}
