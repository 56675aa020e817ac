#pragma once

#include <QTextBrowser>

namespace attn {
struct Preset;
}

/// The story behind the open scenario: a preset's title and explanation paragraph, or a
/// short note for a file or a new scenario.
class ExplanationPanel : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ExplanationPanel(QWidget *parent = nullptr);

    void showPreset(const attn::Preset &preset);
    void showText(const QString &title, const QString &text);
    QString title() const { return m_title; }

protected:
    /// A preset's title and paragraph follow the language; other texts stay as given.
    void changeEvent(QEvent *event) override;

private:
    QString m_title;
    const attn::Preset *m_preset = nullptr; // presets live for the whole program
};
