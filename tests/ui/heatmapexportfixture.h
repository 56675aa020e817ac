#pragma once

// A heatmap view on a document of its own, as the image export tests draw it: made before
// each test (on the sleepy-child preset), deleted after it, and a folder for the files.

#include "document.h"
#include "heatmapview.h"
#include "presetlibrary.h"

#include <QTemporaryDir>
#include <QTest>

class HeatmapExportFixture
{
protected:
    void createHeatmap()
    {
        m_document = new Document;
        m_heatmap = new HeatmapView(m_document);
        openPreset("sleepy-child");
    }

    void deleteHeatmap()
    {
        delete m_heatmap;
        delete m_document;
    }

    void openPreset(const char *id)
    {
        const attn::Preset *preset = attn::findPreset(id);
        QVERIFY(preset);
        m_document->resetScenario(preset->scenario);
        QVERIFY(m_document->hasTrace());
    }

    Document *m_document = nullptr;
    HeatmapView *m_heatmap = nullptr;
    QTemporaryDir m_dir;
};
