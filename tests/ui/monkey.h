#pragma once

// A seeded monkey on the real window: one random action at a time through its widgets and
// its document (typing anything into cells, wheel and Alt+drag nudges, tokens, modes, heads,
// masks, temperature, heatmap clicks, undo/redo, presets and languages, save and open).

#include "autosave.h"
#include "document.h"
#include "headswitchpanel.h"
#include "heatmapview.h"
#include "inputpanel.h"
#include "mainwindow.h"
#include "matrixeditor.h"
#include "matrixtableview.h"
#include "parameterpanel.h"
#include "projectioneditor.h"
#include "temperaturecontrol.h"
#include "tokenlisteditor.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMouseEvent>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include <iterator>
#include <random>

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

inline QString Monkey::randomText()
{
    static const char *const special[] = {
        "nan", "inf", "-inf", "1e300", "-1e300", "1e-320", "0",        "-0",
        "abc", "",    " 2 ",  "0,5",   "1e999",  "0x10",   "4.9e-324", "1.7976931348623157e308",
        "--1", "٣"};
    if (chance(0.4))
        return QString::fromUtf8(special[pick(int(std::size(special)))]);
    return QString::number(std::normal_distribution<double>(0.0, 3.0)(m_rng), 'g', 6);
}

inline MatrixTableView *Monkey::anyTable()
{
    return any(m_w.findChildren<MatrixTableView *>());
}

inline QModelIndex Monkey::anyCell(MatrixTableView *view)
{
    QAbstractItemModel *model = view->model();
    if (model->rowCount() == 0 || model->columnCount() == 0)
        return {};
    return model->index(pick(model->rowCount()), pick(model->columnCount()));
}

// What the table's delegate does with typed text; refusals land in the editor's message.
inline void Monkey::typeIntoCell()
{
    MatrixTableView *view = anyTable();
    const QModelIndex index = view ? anyCell(view) : QModelIndex();
    if (index.isValid())
        view->model()->setData(index, randomText(), Qt::EditRole);
}

inline void Monkey::wheelOnCell()
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

inline void Monkey::altDrag()
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
inline void Monkey::tokenEdit()
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

inline void Monkey::setCombo(QComboBox *combo)
{
    if (combo && combo->isEnabled() && combo->count() > 0)
        combo->setCurrentIndex(pick(combo->count()));
}

inline void Monkey::setSpin(QSpinBox *spin, int lo, int hi)
{
    if (spin && spin->isEnabled())
        spin->setValue(lo + pick(hi - lo + 1));
}

inline void Monkey::temperature()
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

inline void Monkey::heatmapClick()
{
    QWidget *plot = m_w.heatmapView()->plot();
    const QPoint pos(pick(qMax(1, plot->width())), pick(qMax(1, plot->height())));
    QTest::mouseClick(plot, Qt::LeftButton, chance(0.3) ? Qt::ControlModifier : Qt::NoModifier,
                      pos);
}

inline void Monkey::presetOrNew()
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
inline void Monkey::saveAndOpen()
{
    const QString path = m_scratch + QStringLiteral("/monkey.json");
    if (m_w.saveFile(path) && chance(0.5))
        m_w.openFile(path);
    m_w.autosave()->saveNow();
}

inline QString Monkey::act()
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
