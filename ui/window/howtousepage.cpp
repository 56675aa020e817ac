#include "howtousepage.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

HowToUsePage::HowToUsePage(QWidget *parent) : QDialog(parent), m_text(new QTextBrowser)
{
    setObjectName(QStringLiteral("howToUsePage"));
    m_text->setOpenExternalLinks(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(720, 640);
    retranslate();
}

HowToUsePage *HowToUsePage::showFor(QWidget *window)
{
    auto *page = window->findChild<HowToUsePage *>(QStringLiteral("howToUsePage"));
    if (!page)
        page = new HowToUsePage(window);
    page->show();
    page->raise();
    page->activateWindow();
    return page;
}

QString HowToUsePage::html()
{
    // Section headings and plain paragraphs, each its own message, so that a translator sees
    // sentences rather than markup.
    const QList<std::pair<QString, QStringList>> sections = {
        {tr("The window"),
         {tr("Inputs (left): the queries, keys and values, or the tokens they are projected "
             "from, as tables of numbers. Its Projections tab holds W_Q, W_K, W_V of each head "
             "and W_O."),
          tr("Parameters (right): how scores are computed and scaled, the temperature T, the "
             "mask and the heads."),
          tr("Explanation (right): what the open preset shows and which numbers to look at."),
          tr("Formula (bottom): the formula in force, with your settings filled in. The status "
             "bar under it gives the shapes and any warning.")}},
        {tr("The tabs in the centre"),
         {tr("Heatmap: the weight of every query (row) on every key (column), with each row's "
             "entropy and its most weighted key beside it (\"tie\" when keys share the most "
             "weight). Below it, the softmax bars of the selected query (scores and weights) "
             "and the output vectors."),
          tr("All heads: one small heatmap per head and how much each head adds to the output."),
          tr("Step by step: every matrix of the computation, from the inputs to the output. "
             "Step through reveals one stage at a time (Next step, or the arrow keys); click a "
             "cell to outline the cells it is computed from."),
          tr("2-D plane: with two components, the keys and queries as arrows you can drag."),
          tr("Compare: a copy of the scenario with one setting changed, side by side."),
          tr("Lines: a line from each query to each key, wider and darker for more weight; "
             "point at a token to see its lines alone. Every head draws all heads, one colour "
             "each."),
          tr("Graph: the nodes and edges of a graph scenario and the selected node's attention "
             "over its edges."),
          tr("Model: a small trained language model reading your sentence. Every head of "
             "every layer as a small heatmap, the one you click large, and the words the model "
             "expects next. Switch a head off, change its temperature or scaling, or click a "
             "word to mask it: the layers above and the prediction follow. Open in the lab "
             "makes the head a scenario of its own.")}},
        {tr("Graphs"),
         {tr("A graph scenario (the presets acetic-acid and friends) is self-attention over "
             "the nodes of a graph with the mask \"Neighbours only\": each node attends only to "
             "the nodes that send it an edge. Choose that mask for any self-attention scenario "
             "to make its tokens the nodes of a graph. In the Graph tab, drag a node to move it "
             "and Shift+drag from one node to another to add or remove an edge."),
          tr("Edit > Shuffle Tokens (Ctrl+Shift+P) renumbers the nodes in a random order: each "
             "keeps its weights and output, moved to its new place. This permutation "
             "equivariance is why attention suits graphs, which have no order. Under a causal "
             "mask the numbers change, because that mask belongs to positions.")}},
        {tr("Editing numbers"),
         {tr("Click a cell of a table and type a number. The mouse wheel on the current cell "
             "nudges it by 0.1 (Shift 0.01, Ctrl 1); Alt+drag moves it up and down. Paste a "
             "block of cells from a spreadsheet with Ctrl+V. Ctrl+click a heatmap cell to mask "
             "it. Every view follows at once, and Edit > Undo takes any edit back.")}},
        {tr("Presets"),
         {tr("The Presets menu opens ready-made examples with their explanation. After you "
             "edit one, Presets > Reset to preset brings it back as it was (Undo returns your "
             "edits).")}},
        {tr("Lessons"),
         {tr("The Lessons menu starts a guided lesson in the Lesson panel: read the step, "
             "predict which key gets the most weight while the views are hidden, then reveal. "
             "Next and Previous (Page Down and Page Up, as a presentation clicker sends) move "
             "through the steps.")}},
        {tr("Presentation mode"),
         {tr("View > Presentation mode (F5) fills the screen with the plots in large type for "
             "a projector; the explanation, or the current lesson step, is the caption under "
             "them. Ctrl++ and Ctrl+- change the text size; Esc leaves.")}},
        {tr("Export and import"),
         {tr("File > Export image saves a plot as PNG, SVG or PDF; Copy plot image puts it on "
             "the clipboard; Export numbers saves a matrix as CSV or JSON, or the whole trace. "
             "File > Import matrix and Import attention weights read NumPy (.npy, .npz) and CSV "
             "files, so that attention from a real model can be explored.")}},
    };
    QString html =
        QStringLiteral("<h2>%1</h2>").arg(tr("How to use Attention Lab").toHtmlEscaped());
    for (const auto &[heading, paragraphs] : sections) {
        html += QStringLiteral("<h3>%1</h3>").arg(heading.toHtmlEscaped());
        for (const QString &paragraph : paragraphs)
            html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    }
    html += QStringLiteral("<p><i>%1</i></p>")
                .arg(tr("Every key is listed on Help > Keyboard shortcuts.").toHtmlEscaped());
    return html;
}

void HowToUsePage::retranslate()
{
    setWindowTitle(tr("How to use Attention Lab"));
    m_text->setHtml(html());
}

void HowToUsePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}
