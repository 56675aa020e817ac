#include "presetorigin.h"

#include "document.h"
#include "presetlibrary.h"
#include "scenariocompare.h"

#include <QAction>

PresetOrigin::PresetOrigin(Document *document, QObject *parent)
    : QObject(parent), m_document(document), m_resetAction(new QAction(this))
{
    m_resetAction->setObjectName(QStringLiteral("resetToPresetAction"));
    m_resetAction->setEnabled(false);
    retranslate();
    connect(m_resetAction, &QAction::triggered, this, &PresetOrigin::resetToPreset);
    connect(m_document, &Document::scenarioReset, this, [this] { update(nullptr); });
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change != Document::Change::Selection)
            update(m_preset);
    });
}

void PresetOrigin::retranslate()
{
    m_resetAction->setText(tr("&Reset to preset"));
    m_resetAction->setStatusTip(
        tr("Put the preset back as it was opened (Undo brings the edits back)"));
}

void PresetOrigin::setPreset(const attn::Preset &preset)
{
    update(&preset);
}

void PresetOrigin::resetToPreset()
{
    if (m_preset && m_edited)
        m_document->editScenario(m_preset->scenario, [] { return tr("Reset to preset"); });
}

void PresetOrigin::update(const attn::Preset *preset)
{
    // sameScenario() compares the small fields and the shapes first: against a preset of a
    // few numbers a large edited scenario is told apart at once.
    const bool edited = preset && !sameScenario(m_document->scenario(), preset->scenario);
    if (preset == m_preset && edited == m_edited)
        return;
    m_preset = preset;
    m_edited = edited;
    m_resetAction->setEnabled(edited);
    emit stateChanged();
}
