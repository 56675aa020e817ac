#pragma once

#include <QWidget>

class Document;
class QCheckBox;
class QDoubleSpinBox;
class QGridLayout;

/// One line per head: an on/off switch (ablation) and, for the weighted sum, its weight w_h.
class HeadSwitchPanel : public QWidget
{
    Q_OBJECT
public:
    explicit HeadSwitchPanel(Document *document, QWidget *parent = nullptr);

    QCheckBox *enabledBox(int head) const;
    QDoubleSpinBox *weightSpin(int head) const;

private:
    void rebuild();
    void refreshValues();

    Document *m_document;
    QGridLayout *m_grid;
    QList<QCheckBox *> m_enabled;
    QList<QDoubleSpinBox *> m_weights;
    int m_weightMergeId;
};
