#include "headswitchpanel.h"

#include "document.h"
#include "retranslate.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>

#include <utility>

HeadSwitchPanel::HeadSwitchPanel(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_grid(new QGridLayout(this)),
      m_weightMergeId(document->newMergeId())
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change == Document::Change::Selection)
            return;
        if (int(m_document->scenario().heads.size()) != m_enabled.size())
            rebuild();
        else
            refreshValues();
    });
    // The panel is rebuilt in the new language: its texts are made in rebuild() only.
    onLanguageChangeRebuild(this, [this] { rebuild(); });
}

QCheckBox *HeadSwitchPanel::enabledBox(int head) const
{
    return head >= 0 && head < m_enabled.size() ? m_enabled[head] : nullptr;
}

QDoubleSpinBox *HeadSwitchPanel::weightSpin(int head) const
{
    return head >= 0 && head < m_weights.size() ? m_weights[head] : nullptr;
}

void HeadSwitchPanel::rebuild()
{
    m_enabled.clear();
    m_weights.clear();
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int heads = int(m_document->scenario().heads.size());
    if (heads > 0) {
        m_grid->addWidget(new QLabel(tr("Head on")), 0, 0);
        m_grid->addWidget(new QLabel(tr("Weight w_h")), 0, 1);
    }
    for (int h = 0; h < heads; ++h) {
        auto *box = new QCheckBox(tr("Head %1").arg(h + 1));
        box->setToolTip(tr("Switch the head off to see what it contributes"));
        auto *weight = new QDoubleSpinBox;
        weight->setRange(-100.0, 100.0);
        weight->setDecimals(3);
        weight->setSingleStep(0.1);
        weight->setToolTip(tr("Weight of this head in the weighted sum"));
        m_grid->addWidget(box, h + 1, 0);
        m_grid->addWidget(weight, h + 1, 1);
        m_enabled << box;
        m_weights << weight;
        connect(box, &QCheckBox::toggled, this, [this, h](bool on) {
            if (h >= int(m_document->scenario().heads.size()))
                return;
            m_document->editSettings(
                [h, on](attn::Scenario &s) { s.heads[size_t(h)].enabled = on; },
                [h, on] {
                    return on ? tr("Switch head %1 on").arg(h + 1)
                              : tr("Switch head %1 off").arg(h + 1);
                });
        });
        connect(weight, &QDoubleSpinBox::valueChanged, this, [this, h](double w) {
            if (h >= int(m_document->scenario().heads.size()))
                return;
            m_document->editSettings(
                [h, w](attn::Scenario &s) { s.heads[size_t(h)].combineWeight = w; },
                [h] { return tr("Weight of head %1").arg(h + 1); }, m_weightMergeId);
        });
    }
    refreshValues();
}

void HeadSwitchPanel::refreshValues()
{
    const attn::Scenario &s = m_document->scenario();
    const bool weighted = s.combination == attn::HeadCombination::WeightedSum;
    for (int h = 0; h < m_enabled.size() && h < int(s.heads.size()); ++h) {
        const QSignalBlocker b1(m_enabled[h]);
        const QSignalBlocker b2(m_weights[h]);
        m_enabled[h]->setChecked(s.heads[size_t(h)].enabled);
        m_weights[h]->setValue(s.heads[size_t(h)].combineWeight);
        m_weights[h]->setEnabled(weighted);
    }
}
