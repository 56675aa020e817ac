// A seeded monkey on the real window, offscreen: 20,000 random actions through the widgets
// and the document (typing anything into cells, wheel and Alt+drag nudges, tokens, modes,
// heads, masks, temperature, heatmap clicks, undo/redo, presets, save and open). Nothing
// may crash, no Qt warning may be printed, and memory must not grow.
#include "autosave.h"
#include "document.h"
#include "headswitchpanel.h"
#include "heatmapview.h"
#include "inputpanel.h"
#include "mainwindow.h"
#include "matrixeditor.h"
#include "matrixtablemodel.h"
#include "matrixtableview.h"
#include "parameterpanel.h"
#include "presetlibrary.h"
#include "projectioneditor.h"
#include "softmaxbarsview.h"
#include "temperaturecontrol.h"
#include "tokenlisteditor.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>
#include <qcustomplot.h>

#include <cmath>
#include <malloc.h>
#include <random>

#if defined(__SANITIZE_ADDRESS__)
#define ATTENTION_LAB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ATTENTION_LAB_ASAN 1
#endif
#endif
#ifdef ATTENTION_LAB_ASAN
// From the sanitizer runtime (GCC ships no allocator_interface.h).
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

namespace {

constexpr int kActions = 20000;
constexpr int kBaselineAt = 1000;

QStringList g_messages; // Qt warnings and criticals seen while the monkey ran
QtMessageHandler g_previousHandler = nullptr;

void failOnWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg) {
        if (g_previousHandler)
            g_previousHandler(type, context, message);
        return;
    }
    // The offscreen platform plugin's own limitation (QPlatformWindow's default says so
    // whenever a window's size constraints change); xcb and wayland implement it.
    if (message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)
        g_messages.append(message);
    if (type == QtFatalMsg)
        abort();
}

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * 4096 : 0;
}

/// How many objects of each class live under `root` (QCustomPlot's items and layers are
/// QObjects too), to name what grew when memory does.
QHash<QByteArray, int> census(const QObject *root)
{
    QHash<QByteArray, int> count;
    for (const QObject *o : root->findChildren<QObject *>())
        ++count[o->metaObject()->className()];
    return count;
}

QString growth(const QHash<QByteArray, int> &before, const QHash<QByteArray, int> &after)
{
    QStringList grew;
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        if (it.value() > before.value(it.key()))
            grew << QStringLiteral("%1 %2 -> %3")
                        .arg(QString::fromLatin1(it.key()))
                        .arg(before.value(it.key()))
                        .arg(it.value());
    return grew.join(QStringLiteral(", "));
}

/// Live heap in bytes. Under AddressSanitizer its own count (freed blocks wait in a
/// quarantine that would look like growth); otherwise the resident set after giving free
/// pages back, from /proc/self/statm.
qint64 memoryInUse()
{
#ifdef ATTENTION_LAB_ASAN
    return qint64(__sanitizer_get_current_allocated_bytes());
#else
    malloc_trim(0);
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * 4096 : -1;
#endif
}

/// NaN and infinity typed anywhere must be refused at the editor, never stored.
bool numbersFinite(const attn::Scenario &s)
{
    for (const attn::Matrix *m :
         {&s.queries, &s.keys, &s.values, &s.tokens, &s.sourceTokens, &s.outputProjection})
        if (!m->allFinite())
            return false;
    for (const attn::HeadProjection &h : s.heads)
        if (!h.wq.allFinite() || !h.wk.allFinite() || !h.wv.allFinite() ||
            !std::isfinite(h.combineWeight))
            return false;
    return std::isfinite(s.customScale) && !std::isnan(s.temperature) && s.temperature >= 0;
}

class Monkey
{
public:
    Monkey(MainWindow &window, std::uint64_t seed, const QString &scratch)
        : m_w(window), m_rng(seed), m_scratch(scratch)
    {
    }

    /// One random action; returns its name, for the failure message.
    QString act();

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }
    bool chance(double p) { return std::bernoulli_distribution(p)(m_rng); }
    template <typename T> T *any(const QList<T *> &list)
    {
        return list.isEmpty() ? nullptr : list[pick(int(list.size()))];
    }
    QString randomText();
    MatrixTableView *anyTable();
    QModelIndex anyCell(MatrixTableView *view);
    void typeIntoCell();
    void wheelOnCell();
    void altDrag();
    void tokenEdit();
    void setCombo(QComboBox *combo);
    void setSpin(QSpinBox *spin, int lo, int hi);
    void temperature();
    void heatmapClick();
    void presetOrNew();
    void saveAndOpen();

    MainWindow &m_w;
    std::mt19937_64 m_rng;
    QString m_scratch;
};

QString Monkey::randomText()
{
    static const char *const special[] = {
        "nan", "inf", "-inf", "1e300", "-1e300", "1e-320", "0",        "-0",
        "abc", "",    " 2 ",  "0,5",   "1e999",  "0x10",   "4.9e-324", "1.7976931348623157e308",
        "--1", "٣"};
    if (chance(0.4))
        return QString::fromUtf8(special[pick(int(std::size(special)))]);
    return QString::number(std::normal_distribution<double>(0.0, 3.0)(m_rng), 'g', 6);
}

MatrixTableView *Monkey::anyTable()
{
    return any(m_w.findChildren<MatrixTableView *>());
}

QModelIndex Monkey::anyCell(MatrixTableView *view)
{
    QAbstractItemModel *model = view->model();
    if (model->rowCount() == 0 || model->columnCount() == 0)
        return {};
    return model->index(pick(model->rowCount()), pick(model->columnCount()));
}

// What the table's delegate does with typed text; refusals land in the editor's message.
void Monkey::typeIntoCell()
{
    MatrixTableView *view = anyTable();
    const QModelIndex index = view ? anyCell(view) : QModelIndex();
    if (index.isValid())
        view->model()->setData(index, randomText(), Qt::EditRole);
}

void Monkey::wheelOnCell()
{
    MatrixTableView *view = anyTable();
    const QModelIndex index = view ? anyCell(view) : QModelIndex();
    if (!index.isValid())
        return;
    view->setCurrentIndex(index);
    const QPoint pos = view->visualRect(index).center();
    const Qt::KeyboardModifiers mods[] = {Qt::NoModifier, Qt::ShiftModifier, Qt::ControlModifier};
    QWheelEvent wheel(pos, view->viewport()->mapToGlobal(pos), QPoint(),
                      QPoint(0, chance(0.5) ? 120 : -120), Qt::NoButton, mods[pick(3)],
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &wheel);
}

void Monkey::altDrag()
{
    MatrixTableView *view = anyTable();
    const QModelIndex index = view ? anyCell(view) : QModelIndex();
    if (!index.isValid())
        return;
    QWidget *port = view->viewport();
    QPoint pos = view->visualRect(index).center();
    QTest::mousePress(port, Qt::LeftButton, Qt::AltModifier, pos);
    for (int i = 0, steps = 1 + pick(6); i < steps; ++i) {
        pos += QPoint(0, pick(41) - 20);
        QMouseEvent move(QEvent::MouseMove, pos, port->mapToGlobal(pos), Qt::NoButton,
                         Qt::LeftButton, Qt::AltModifier);
        QCoreApplication::sendEvent(port, &move);
    }
    QTest::mouseRelease(port, Qt::LeftButton, Qt::AltModifier, pos);
}

// Tokens stay between 1 and 10 per side, so the monkey explores shapes, not sizes.
void Monkey::tokenEdit()
{
    TokenListEditor *tokens =
        chance(0.5) ? m_w.inputPanel()->queryTokens() : m_w.inputPanel()->keyTokens();
    QListWidget *list = tokens->listWidget();
    if (list->count() > 0)
        list->setCurrentRow(pick(list->count()));
    switch (pick(4)) {
    case 0:
        if (list->count() < 10)
            tokens->addToken();
        break;
    case 1:
        tokens->removeToken();
        break;
    case 2:
        tokens->moveUp();
        break;
    default:
        tokens->moveDown();
        break;
    }
}

void Monkey::setCombo(QComboBox *combo)
{
    if (combo && combo->isEnabled() && combo->count() > 0)
        combo->setCurrentIndex(pick(combo->count()));
}

void Monkey::setSpin(QSpinBox *spin, int lo, int hi)
{
    if (spin && spin->isEnabled())
        spin->setValue(lo + pick(hi - lo + 1));
}

void Monkey::temperature()
{
    TemperatureControl *t = m_w.parameterPanel()->temperatureControl();
    switch (pick(4)) {
    case 0: // a drag: several slider positions in a row
        for (int i = 0, steps = 1 + pick(5); i < steps; ++i)
            t->slider()->setValue(t->slider()->minimum() +
                                  pick(t->slider()->maximum() - t->slider()->minimum() + 1));
        break;
    case 1:
        t->field()->setText(randomText());
        QTest::keyClick(t->field(), Qt::Key_Return);
        break;
    case 2:
        t->hardButton()->click();
        break;
    default:
        t->uniformButton()->click();
        break;
    }
}

void Monkey::heatmapClick()
{
    QWidget *plot = m_w.heatmapView()->plot();
    const QPoint pos(pick(qMax(1, plot->width())), pick(qMax(1, plot->height())));
    QTest::mouseClick(plot, Qt::LeftButton, chance(0.3) ? Qt::ControlModifier : Qt::NoModifier,
                      pos);
}

void Monkey::presetOrNew()
{
    // Found by name, so that they are found whatever the language of their titles.
    const QList<QAction *> presets =
        m_w.findChild<QMenu *>(QStringLiteral("presetsMenu"))->actions();
    const QList<QAction *> languages =
        m_w.findChild<QMenu *>(QStringLiteral("languageMenu"))->actions();
    const int choice = pick(10);
    if (choice == 0)
        m_w.newScenario();
    else if (choice == 1 && !languages.isEmpty())
        any(languages)->trigger(); // View > Language: English or Japanese
    else if (QAction *preset = any(presets))
        preset->trigger();
}

// Through the window's own save and open; the scratch folder is the monkey's.
void Monkey::saveAndOpen()
{
    const QString path = m_scratch + QStringLiteral("/monkey.json");
    if (m_w.saveFile(path) && chance(0.5))
        m_w.openFile(path);
    m_w.autosave()->saveNow();
}

QString Monkey::act()
{
    Document *doc = m_w.document();
    ParameterPanel *params = m_w.parameterPanel();
    switch (pick(24)) {
    case 0:
    case 1:
    case 2:
        typeIntoCell();
        return QStringLiteral("type into a cell");
    case 3:
        wheelOnCell();
        return QStringLiteral("wheel on a cell");
    case 4:
        altDrag();
        return QStringLiteral("Alt+drag on a cell");
    case 5:
        tokenEdit();
        return QStringLiteral("token edit");
    case 6:
        setCombo(m_w.inputPanel()->modeCombo());
        return QStringLiteral("input mode");
    case 7:
        m_w.inputPanel()->keysAreValuesBox()->click();
        return QStringLiteral("keys are values");
    case 8:
        if (MatrixEditor *e = any(m_w.findChildren<MatrixEditor *>())) {
            switch (pick(4)) {
            case 0:
                e->randomize();
                break;
            case 1:
                e->normalizeRows();
                break;
            case 2:
                e->zero();
                break;
            default:
                setSpin(e->dimensionSpin(), 1, 6);
                break;
            }
        }
        return QStringLiteral("matrix editor button");
    case 9:
        setCombo(chance(0.5) ? params->scoreCombo() : params->scalingCombo());
        if (params->customScaleSpin()->isEnabled() && chance(0.3))
            params->customScaleSpin()->setValue(
                std::uniform_real_distribution<double>(-5, 5)(m_rng));
        return QStringLiteral("score or scaling");
    case 10:
        setSpin(params->headCountSpin(), 1, 4);
        return QStringLiteral("head count");
    case 11:
        setSpin(chance(0.5) ? params->keyDimSpin() : params->valueDimSpin(), 0, 4);
        setCombo(params->combinationCombo());
        return QStringLiteral("head dimensions and combination");
    case 12:
        setCombo(params->maskCombo());
        setSpin(params->validLengthSpin(), 1, 10);
        return QStringLiteral("mask");
    case 13:
        temperature();
        return QStringLiteral("temperature");
    case 14: {
        HeadSwitchPanel *heads = params->headSwitches();
        const int head = pick(4);
        if (QCheckBox *box = heads->enabledBox(head))
            box->click();
        if (QDoubleSpinBox *weight = heads->weightSpin(head); weight && weight->isEnabled())
            weight->setValue(std::uniform_real_distribution<double>(-3, 3)(m_rng));
        return QStringLiteral("head switch");
    }
    case 15: {
        ProjectionEditor *p = m_w.projectionEditor();
        setCombo(chance(0.5) ? p->headCombo() : p->matrixCombo());
        if (chance(0.2)) // identity / random / edited
            if (QRadioButton *init = any(p->findChildren<QRadioButton *>()))
                init->click();
        return QStringLiteral("projection editor");
    }
    case 16:
        heatmapClick();
        return QStringLiteral("heatmap click");
    case 17:
        m_w.heatmapView()->setQuantity(HeatmapView::Quantity(pick(4)));
        return QStringLiteral("heatmap quantity");
    case 18:
    case 19:
        for (int i = 0, n = 1 + pick(4); i < n; ++i)
            chance(0.6) ? doc->undoStack()->undo() : doc->undoStack()->redo();
        return QStringLiteral("undo / redo");
    case 20:
        if (chance(0.3))
            presetOrNew();
        else
            doc->setSelection(pick(5) - 1, pick(12) - 1, pick(12) - 1);
        return QStringLiteral("preset, new or selection");
    case 21:
        if (MatrixTableView *view = anyTable()) {
            view->setCurrentIndex(anyCell(view));
            view->paste(randomText() + QLatin1Char('\t') + randomText() + QLatin1Char('\n') +
                        randomText());
        }
        return QStringLiteral("paste");
    case 22:
        doc->toggleMaskCell(pick(12) - 1, pick(12) - 1);
        return QStringLiteral("toggle a mask cell");
    default:
        if (chance(0.05))
            saveAndOpen();
        return QStringLiteral("save and open");
    }
}

} // namespace

class TestMonkey : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void twentyThousandActions();
};

void TestMonkey::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // autosave and settings in a test folder
}

void TestMonkey::twentyThousandActions()
{
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    MainWindow window;
    window.setMessageHandler([](const QString &, const QString &) {});
    window.setSaveQuestion([] { return QMessageBox::Discard; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    g_messages.clear();
    g_previousHandler = qInstallMessageHandler(failOnWarnings);
    Monkey monkey(window, 20240611, scratch.path());
    qint64 baseline = -1;
    QHash<QByteArray, int> baselineObjects;
    // The same state at both measurements: a preset (which clears the undo history) in a
    // window of the same size (its plots' paint buffers scale with it; a window a panel
    // once pushed wider does not shrink by itself).
    QSize widest = window.size();
    const auto settle = [&window, &widest] {
        widest = widest.expandedTo(window.size());
        window.openPreset(QStringLiteral("sleepy-child"));
        window.resize(1600, 1000);
        QCoreApplication::processEvents();
    };
    QString lastAction;
    QElapsedTimer clock; // progress for the log only, never asserted
    QHash<QString, qint64> spent, grown;
    clock.start();
    // ATTENTION_LAB_MONKEY_ACTIONS: a shorter run for a quick look (at least 2,000); the
    // suite runs 20,000.
    const int actions =
        qEnvironmentVariableIsSet("ATTENTION_LAB_MONKEY_ACTIONS")
            ? qMax(2000, qEnvironmentVariableIntValue("ATTENTION_LAB_MONKEY_ACTIONS"))
            : kActions;
    for (int i = 0; i < actions && g_messages.isEmpty(); ++i) {
        const qint64 before = clock.nsecsElapsed();
        const qint64 rssBefore = residentBytes();
        lastAction = monkey.act();
        spent[lastAction] += clock.nsecsElapsed() - before;
        grown[lastAction] += residentBytes() - rssBefore;
        if (!numbersFinite(window.document()->scenario()))
            QFAIL(qPrintable(QStringLiteral("action %1 (%2) stored a non-finite number")
                                 .arg(i)
                                 .arg(lastAction)));
        // Views replot on a queued signal: let a burst of edits pile up now and then.
        if (i % 3 == 0) {
            const qint64 start = clock.nsecsElapsed();
            QCoreApplication::processEvents();
            spent[QStringLiteral("(events and replots)")] += clock.nsecsElapsed() - start;
        }
        if ((i + 1) % 2000 == 0)
            qInfo("%d actions, %lld ms", i + 1, qint64(clock.elapsed()));
        if (i + 1 == kBaselineAt) {
            settle();
            baseline = memoryInUse();
            baselineObjects = census(&window);
        }
    }
    settle();
    const qint64 final = memoryInUse();
    for (auto it = spent.cbegin(); it != spent.cend(); ++it)
        qInfo("%-32s %8lld ms %8lld kB", qPrintable(it.key()), it.value() / 1000000,
              grown.value(it.key()) / 1024);
    qInstallMessageHandler(g_previousHandler);

    QVERIFY2(
        g_messages.isEmpty(),
        qPrintable(QStringLiteral("after \"%1\": %2").arg(lastAction, g_messages.join(u'\n'))));
    QVERIFY(baseline > 0 && final > 0);
    qInfo("widest window during the run: %d x %d", widest.width(), widest.height());
    qInfo("memory after %d actions: %lld bytes; at the end: %lld bytes", kBaselineAt, baseline,
          final);
    const QString grewObjects = growth(baselineObjects, census(&window));
    QVERIFY2(final <= baseline + baseline / 10,
             qPrintable(QStringLiteral("memory grew from %1 to %2 bytes; objects: %3")
                            .arg(baseline)
                            .arg(final)
                            .arg(grewObjects)));
    window.close();
}

int main(int argc, char **argv)
{
    // Under AddressSanitizer in a Debug build 20,000 actions take longer than QTest's
    // default five minutes per function.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "3600000");
    QApplication app(argc, argv);
    TestMonkey test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_monkey.moc"
