#pragma once

#include <QTextBrowser>

namespace attn {
struct Preset;
}

/// The story behind the open scenario: a preset's title and explanation paragraph, or a
/// short note for a file or a new scenario. A preset's paragraph quotes its numbers: once
/// the scenario is edited a note above it says so (setPresetEdited()).
class ExplanationPanel : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ExplanationPanel(QWidget *parent = nullptr);

    void showPreset(const attn::Preset &preset);
    void showText(const QString &title, const QString &text);
    QString title() const { return m_title; }
    /// The preset shown (null for any other text).
    const attn::Preset *preset() const { return m_preset; }

    /// Whether the scenario no longer equals the preset shown: the note that the
    /// explanation describes the preset as it was, and how to get it back, is shown above it.
    void setPresetEdited(bool edited);
    bool showsEditedNote() const { return m_preset && m_presetEdited; }
    /// The text of that note (in the current language).
    static QString editedNote();

    /// Shows another title and text over the story until endAside() (the Model tab in
    /// front: its own explanation, while the scenario's waits underneath).
    void showAside(const QString &title, const QString &text);
    void endAside();
    bool showsAside() const { return m_aside; }

protected:
    /// A preset's title and paragraph follow the language; other texts stay as given.
    void changeEvent(QEvent *event) override;

private:
    void render();
    /// A title over paragraphs (blank lines between them), escaped.
    static QString html(const QString &title, const QString &text);

    QString m_title;
    QString m_text;
    const attn::Preset *m_preset = nullptr; // presets live for the whole program
    bool m_presetEdited = false;
    bool m_aside = false;
    QString m_asideTitle;
    QString m_asideText;
};
