// A large model on a long text in the Model tab: the token chips show three rows and scroll,
// and a grid of many heads (GPT-2's 12 x 12) is drawn compact, every head in sight even in a
// column shorter than it asks for.
#include "document.h"
#include "modelheadsgrid.h"
#include "modeltokenchips.h"
#include "modelview.h"
#include "randommodel.h"
#include "randommodelview.h"
#include "viewtesting.h"

#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>

class TestModelLongText : public QObject
{
    Q_OBJECT
private slots:
    void chipsShowThreeRowsAndScroll();
    void manyHeadsAreDrawnCompact();
};

void TestModelLongText::chipsShowThreeRowsAndScroll()
{
    Document document;
    QStringList words;
    for (int i = 0; i < 24; ++i)
        words << QString::fromStdString(randommodel::words()[std::size_t(i) % 16]);
    const auto view = randomModelView(&document, words.join(u' '));
    ModelTokenChips *chips = view->chips();
    QCOMPARE(chips->chipCount(), 24);
    const int row = chips->chip(0)->sizeHint().height();
    const int threeRows = ModelTokenChips::kShownRows * row + 2 * 4;

    // Narrow: 24 chips on many rows, three shown, the rest scrolled to.
    view->resize(420, 700);
    settle(view.get());
    QTRY_VERIFY(chips->height() > 0);
    QCOMPARE(chips->height(), threeRows);
    auto *scroll = chips->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
    // Wide: one row, no more room than it takes.
    view->resize(3000, 700);
    settle(view.get());
    QTRY_VERIFY(chips->height() < threeRows);
    QCOMPARE(chips->height(), chips->heightForWidth(chips->width()));
}

void TestModelLongText::manyHeadsAreDrawnCompact()
{
    Document document;
    const auto view = randomModelView(&document, QStringLiteral("red cat blue dog"));
    QVERIFY(!view->grid()->isCompact()); // 2 x 4: each thumbnail headed "L1 H1"

    ModelView big(&document);
    big.setModel(randommodel::weights(6, 4), randommodel::vocabulary(), QStringLiteral("six"));
    big.setText(QStringLiteral("red cat blue dog"));
    ModelHeadsGrid *grid = big.grid();
    QVERIFY(grid->isCompact()); // 24 heads
    QCOMPARE(grid->layerLabel(5), QStringLiteral("L6"));
    QCOMPARE(grid->headLabel(3), QStringLiteral("H4"));
    // Given less than it asks for, every thumbnail still inside it.
    const QSize least = grid->minimumSizeHint();
    for (const QSize size : {least, QSize(least.width(), least.height() * 3 / 4)}) {
        grid->resize(size);
        QVERIFY2(grid->rect().contains(grid->thumbnailRect(5, 3)),
                 qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
        QVERIFY(grid->thumbnailRect(5, 3).top() > grid->thumbnailRect(4, 3).bottom());
    }
    // Compact: a 12 x 12 grid asks for less than the headed one would (a 768-pixel column).
    big.setModel(randommodel::weights(12, 12), randommodel::vocabulary(), QStringLiteral("g"));
    QVERIFY(grid->minimumSizeHint().width() < 500);
    QVERIFY(grid->minimumSizeHint().height() < 400);
}

QTEST_MAIN(TestModelLongText)
#include "tst_modellongtext.moc"
