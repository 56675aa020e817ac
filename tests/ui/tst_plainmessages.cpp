// Messages that can carry a file's content (a key, a field, a file or member name) are shown
// as plain text: a file must not be able to put a red headline or a link into a dialog.
#include "../temporaryfile.h"
#include "classroomactions.h"
#include "document.h"
#include "heatmapview.h"
#include "importdialog.h"
#include "mainwindow.h"
#include "projectionfactory.h"
#include "ziparchive.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>

#include <functional>

#include <qcustomplot.h>

namespace {

const QByteArray kAlert = "<h1 style='color:red'>SYSTEM ALERT</h1><a href='http://x'>x</a>";

/// What the first message box shown while `trigger` runs said, and in which text format.
struct ShownMessage
{
    bool shown = false;
    Qt::TextFormat format = Qt::AutoText;
    QString text;
    QString informative;
};

ShownMessage captureMessageBox(const std::function<void()> &trigger)
{
    ShownMessage message;
    std::function<void(int)> look = [&](int triesLeft) {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(widget);
            if (!box || !box->isVisible())
                continue;
            message.shown = true;
            message.format = box->textFormat();
            message.text = box->text();
            message.informative = box->informativeText();
            box->done(QMessageBox::Cancel);
            return;
        }
        if (triesLeft > 0)
            QTimer::singleShot(20, qApp, [&look, triesLeft] { look(triesLeft - 1); });
    };
    QTimer::singleShot(0, qApp, [&look] { look(100); });
    trigger();
    QTest::qWait(0);
    return message;
}

} // namespace

class TestPlainMessages : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void openErrorIsPlainText();
    void lessonErrorIsPlainText();
    void importErrorIsPlainText();
    void importMemberNameIsPlainText();
    void importInfoIsPlainText();
    void heatmapToolTipIsPlainText();

private:
    QTemporaryDir m_dir;
};

void TestPlainMessages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPlainMessages::openErrorIsPlainText()
{
    const QString path = writeFile(m_dir, QStringLiteral("alert.json"),
                                   "{\"format\": 1, \"mode\": \"direct\", \"" + kAlert +
                                       "\": 1, \"queries\": [[1]], \"keys\": [[1]]}");
    MainWindow window;
    bool opened = true;
    const ShownMessage message = captureMessageBox([&] { opened = window.openFile(path); });
    QVERIFY(!opened);
    QVERIFY(message.shown);
    QVERIFY2(message.text.contains(QString::fromUtf8(kAlert)), qPrintable(message.text));
    QCOMPARE(message.format, Qt::PlainText);
}

void TestPlainMessages::lessonErrorIsPlainText()
{
    const QString path = writeFile(m_dir, QStringLiteral("alert-lesson.json"),
                                   "{\"format\": 1, \"" + kAlert + "\": 1}");
    MainWindow window;
    bool opened = true;
    const ShownMessage message =
        captureMessageBox([&] { opened = window.classroom()->openLesson(path); });
    QVERIFY(!opened);
    QVERIFY(message.shown);
    QVERIFY2(message.text.contains(QString::fromUtf8(kAlert)), qPrintable(message.text));
    QCOMPARE(message.format, Qt::PlainText);
}

void TestPlainMessages::importErrorIsPlainText()
{
    // The refused field is quoted in the message.
    const QString path = writeFile(m_dir, QStringLiteral("alert.csv"), "1,2\n3," + kAlert + "\n");
    Document document;
    ImportDialog dialog(&document, ImportDialog::Target::Keys);
    dialog.setPath(path);
    const ShownMessage message = captureMessageBox([&] { dialog.accept(); });
    QVERIFY(message.shown);
    QVERIFY2(message.text.contains(QStringLiteral("SYSTEM ALERT")), qPrintable(message.text));
    QCOMPARE(message.format, Qt::PlainText);
}

void TestPlainMessages::importMemberNameIsPlainText()
{
    // A member of an .npz archive named like a web page, holding no array.
    const QString path = m_dir.filePath(QStringLiteral("member.npz"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ZipArchive::write(
        {{QString::fromUtf8(kAlert) + QStringLiteral(".npy"), QByteArray("not an array")}}));
    file.close();
    Document document;
    ImportDialog dialog(&document, ImportDialog::Target::Keys);
    dialog.setPath(path);
    QCOMPARE(dialog.arrayName(), QString::fromUtf8(kAlert));
    const ShownMessage message = captureMessageBox([&] { dialog.accept(); });
    QVERIFY(message.shown);
    QVERIFY2(message.text.contains(QString::fromUtf8(kAlert)), qPrintable(message.text));
    QCOMPARE(message.format, Qt::PlainText);
}

void TestPlainMessages::importInfoIsPlainText()
{
    // An archive that cannot be read: the message under the file names it.
    const QString path = m_dir.filePath(QStringLiteral("<b style='color:red'>ALERT.npz"));
    Document document;
    ImportDialog dialog(&document, ImportDialog::Target::Keys);
    dialog.setPath(path);
    bool found = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->text().contains(QStringLiteral("ALERT")))
            continue;
        found = true;
        QCOMPARE(label->textFormat(), Qt::PlainText);
    }
    QVERIFY(found);
}

void TestPlainMessages::heatmapToolTipIsPlainText()
{
    // Token labels from a file, shown when the mouse rests on a cell.
    attn::Scenario s;
    s.mode = attn::InputMode::Direct;
    s.queries = attn::Matrix::Identity(2, 2);
    s.keys = attn::Matrix::Identity(2, 2);
    s.queryLabels = {kAlert.toStdString(), "q2"};
    s.keyLabels = {"<b>k1</b>", "k2"};
    attn::refreshProjections(s);
    Document document;
    document.resetScenario(s);
    QVERIFY(document.issues().empty());
    HeatmapView view(&document);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCustomPlot *plot = view.plot();
    plot->replot();
    const QPointF cell(plot->xAxis->coordToPixel(0), plot->yAxis->coordToPixel(0));
    QMouseEvent move(QEvent::MouseMove, cell, plot->mapToGlobal(cell), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(plot, &move);
    const QString tip = QToolTip::text();
    QVERIFY2(tip.contains(QStringLiteral("SYSTEM ALERT")), qPrintable(tip));
    // Either plain text, or markup that shows the label's characters as they are.
    QVERIFY2(!Qt::mightBeRichText(tip) || !tip.contains(QStringLiteral("<h1")), qPrintable(tip));
    QToolTip::hideText();
}

QTEST_MAIN(TestPlainMessages)
#include "tst_plainmessages.moc"
