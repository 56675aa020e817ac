#pragma once

#include <QObject>

class Document;
class QAction;

namespace attn {
struct Preset;
}

/// The preset the open scenario came from, as it was: "Reset to preset" puts it back (one
/// undo step), and the explanation, which quotes the preset's numbers, knows when the
/// scenario no longer matches them. Any other whole new scenario (New, Open, a lesson step,
/// an import: Document::scenarioReset()) forgets the preset.
class PresetOrigin : public QObject
{
    Q_OBJECT
public:
    explicit PresetOrigin(Document *document, QObject *parent = nullptr);

    /// The document was just reset to `preset`'s scenario (presets live for the whole program).
    void setPreset(const attn::Preset &preset);
    /// The preset the scenario came from; null when it came from elsewhere.
    const attn::Preset *preset() const { return m_preset; }
    /// True when the scenario came from a preset and no longer equals it.
    bool isEdited() const { return m_edited; }

    /// Presets > Reset to preset: enabled only when isEdited().
    QAction *resetAction() const { return m_resetAction; }
    /// Puts the preset's scenario back as one undo step.
    void resetToPreset();
    /// Re-sets the action's texts (after a language switch).
    void retranslate();

signals:
    /// preset() or isEdited() changed.
    void stateChanged();

private:
    void update(const attn::Preset *preset);

    Document *m_document;
    const attn::Preset *m_preset = nullptr;
    bool m_edited = false;
    QAction *m_resetAction;
};
