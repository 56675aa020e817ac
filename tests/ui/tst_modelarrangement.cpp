// The Model tab's arrangements: the thumbnails over the prediction beside the large head,
// the three side by side where the height is short and the head keeps its key names whole
// there, the head first where the tab is narrow; on a short projector the heatmap in sight
// with every key named and the last query among the named rows.
#include "document.h"
#include "heatmapview.h"
#include "modelheadpanel.h"
#include "modelview.h"
#include "plotrestyler.h"
#include "plotstyle.h"
#include "randommodel.h"
#include "randommodelview.h"
#include "viewtesting.h"

#include <QTest>

class TestModelArrangement : public QObject
{
    Q_OBJECT
private slots:
    void largeHeadKeepsItsRoom();
    void largeHeadStaysInSightWhereShort();
};

void TestModelArrangement::largeHeadKeepsItsRoom()
{
    // Wide and tall: thumbnails over the prediction, beside the large head; wide and
    // short: the prediction in a third column; narrow (docks open beside the tab at
    // 1024 x 768): the large head first, at the whole width, not a strip beside them.
    Document document;
    const auto view =
        randomModelView(&document, QStringLiteral("red cat blue dog green fish red cat blue"));
    // (The view arranges itself once a resize has been laid out: QTRY.)
    view->resize(1400, 900);
    QTRY_VERIFY(!view->predictionBeside() && !view->headFirst());
    view->resize(1400, 300);
    QTRY_VERIFY(view->predictionBeside());
    view->resize(470, 800);
    QTRY_VERIFY(view->headFirst() && !view->predictionBeside());
    const int least = view->headPanel()->minimumSizeHint().width();
    QTRY_VERIFY2(view->headPanel()->width() >= 2 * least,
                 qPrintable(QStringLiteral("%1 of %2").arg(view->headPanel()->width()).arg(least)));
    view->resize(1400, 900);
    QTRY_VERIFY(!view->headFirst());
}

void TestModelArrangement::largeHeadStaysInSightWhereShort()
{
    // A projector's short centre, with a lesson's dock beside it or not, in the window's
    // type and in presentation's larger type: the heatmap is no taller than the height in
    // sight (its cells and key names together, the controls scrolled to), every key's name
    // is whole and the last query, the word the model predicts from, is named.
    Document document;
    const auto view =
        randomModelView(&document, QStringLiteral("red cat blue dog green fish red cat blue"));
    const HeatmapView *heatmap = view->headPanel()->heatmap();
    const QFont font = view->font();
    for (const double scale : {1.0, 1.6}) {
        PlotRestyler::change([scale] { PlotStyle::setFontScale(scale); });
        QFont scaled = font;
        scaled.setPointSizeF(font.pointSizeF() * scale);
        view->setFont(scaled);
        for (const int width : {1000, 900, 800, 700, 600, 470}) {
            const QSize size = QSize(width, 330) * scale;
            view->resize(size);
            const auto bottom = [&] {
                return heatmap->mapTo(view.get(), QPoint(0, heatmap->height())).y();
            };
            const QString where = QStringLiteral("%1 x %2, type x %3")
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(scale);
            QTRY_VERIFY2(bottom() <= size.height(),
                         qPrintable(where + QStringLiteral(": heatmap bottom %1").arg(bottom())));
            QTRY_VERIFY2(heatmap->columnLabelFit().isWhole(), qPrintable(where));
            QVERIFY2(!heatmap->rowLabelFit().shown(8).isEmpty(), qPrintable(where));
        }
    }
    PlotRestyler::change([] { PlotStyle::setFontScale(1.0); });
}

QTEST_MAIN(TestModelArrangement)
#include "tst_modelarrangement.moc"
