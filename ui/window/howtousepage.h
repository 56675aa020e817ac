#pragma once

#include <QDialog>

class QTextBrowser;

/// Help > How to use: one short page on what each panel and tab shows and how to edit
/// numbers, open presets and lessons, present and export. The keys are on Help > Keyboard
/// shortcuts (read from the actions), so this page names menus rather than repeating them.
class HowToUsePage : public QDialog
{
    Q_OBJECT
public:
    explicit HowToUsePage(QWidget *parent = nullptr);

    /// The page's HTML in the current language.
    static QString html();
    /// Shows the window's page (one per window, created on first use) and raises it.
    static HowToUsePage *showFor(QWidget *window);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_text;
};
