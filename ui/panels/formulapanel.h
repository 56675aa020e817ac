#pragma once

#include "document.h"

#include <QTextBrowser>

/// The formula of the current configuration, typeset with sub- and superscripts: the main
/// line shows only what is in force (no "/ √d_k" without scaling, no "/ T" at T = 1, no
/// "+ M" without a mask), the lines below give each part with its current numbers.
class FormulaPanel : public QTextBrowser
{
    Q_OBJECT
public:
    explicit FormulaPanel(Document *document, QWidget *parent = nullptr);

    /// The main line as plain text (tests): e.g. "softmax(QK⊤ / √dk / T + M) V".
    QString mainFormula() const { return m_mainPlain; }

public slots:
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    QString mainLine(const attn::Scenario &s) const;
    QString inputsLine(const attn::Scenario &s) const;
    QString scoreLine(const attn::Scenario &s) const;
    QString scalingLine(const attn::Scenario &s) const;
    QString temperatureLine(const attn::Scenario &s) const;
    QString maskLine(const attn::Scenario &s) const;
    QString headsLine(const attn::Scenario &s) const;
    void fitHeight();

    Document *m_document;
    QString m_mainPlain;
    QString m_mainHtml; ///< the main line m_mainPlain was made from
    QString m_html; ///< what the panel shows, so that an unchanged formula is not laid out again
};
