// Presets > Reset to preset puts the preset back as it was (one undo step), the explanation
// says when it quotes numbers that were edited since, and neither the window title nor the
// explanation goes on describing a preset once the scenario came from elsewhere.
#include "classroomactions.h"
#include "document.h"
#include "explanationpanel.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "matrixref.h"
#include "presetlibrary.h"
#include "presetorigin.h"
#include "scenariocompare.h"
#include "scenariofile.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace {

const attn::Preset &presetOf(const char *id)
{
    const attn::Preset *p = attn::findPreset(id);
    Q_ASSERT(p);
    return *p;
}

QAction *resetAction(MainWindow &window)
{
    return window.findChild<QAction *>(QStringLiteral("resetToPresetAction"));
}

/// The window title without the modified mark.
QString title(MainWindow &window)
{
    return window.windowTitle().remove(QStringLiteral("[*]"));
}

} // namespace

class TestPresetReset : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        m_window = new MainWindow;
        m_window->setMessageHandler([](const QString &, const QString &) {});
        m_window->setSaveQuestion([] { return QMessageBox::Discard; });
        m_window->openPreset(QStringLiteral("dog-chases-ball"));
    }
    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    void resetIsInThePresetsMenuAndEnabledOnlyAfterAnEdit()
    {
        QAction *reset = resetAction(*m_window);
        QVERIFY(reset);
        auto *presets = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("presetsMenu"));
        QVERIFY(presets && presets->actions().contains(reset));
        QVERIFY(!reset->isEnabled());
        Document *doc = m_window->document();
        doc->setCell(MatrixRef{MatrixRef::Kind::Tokens}, 0, 0, 9.5);
        QVERIFY(reset->isEnabled());
        // Back to the preset's numbers by hand: nothing to reset.
        doc->undoStack()->undo();
        QVERIFY(!reset->isEnabled());
    }

    void resetBringsThePresetBackAndUndoTheEdits()
    {
        Document *doc = m_window->document();
        const attn::Preset &dog = presetOf("dog-chases-ball");
        doc->setCell(MatrixRef{MatrixRef::Kind::Tokens}, 0, 0, 9.5);
        attn::Scenario hotter = doc->scenario();
        hotter.temperature = 3.0;
        doc->editScenario(hotter, QStringLiteral("T"));
        const attn::Scenario edited = doc->scenario();
        resetAction(*m_window)->trigger();
        QVERIFY(sameScenario(doc->scenario(), dog.scenario));
        QVERIFY(!resetAction(*m_window)->isEnabled());
        doc->undoStack()->undo();
        QVERIFY(sameScenario(doc->scenario(), edited));
        QVERIFY(resetAction(*m_window)->isEnabled());
        doc->undoStack()->redo();
        QVERIFY(sameScenario(doc->scenario(), dog.scenario));
    }

    void explanationSaysItDescribesThePresetAsItWas()
    {
        ExplanationPanel *explanation = m_window->explanationPanel();
        const QString note = ExplanationPanel::editedNote();
        QVERIFY(!explanation->toPlainText().contains(note));
        m_window->document()->setCell(MatrixRef{MatrixRef::Kind::Tokens}, 0, 0, 9.5);
        QVERIFY(explanation->showsEditedNote());
        QVERIFY2(explanation->toPlainText().contains(note), qPrintable(explanation->toPlainText()));
        // The preset's own paragraph is still there, under the note.
        QVERIFY(explanation->toPlainText().contains(
            QString::fromStdString(presetOf("dog-chases-ball").explanationEn).left(40)));
        resetAction(*m_window)->trigger();
        QVERIFY(!explanation->toPlainText().contains(note));
    }

    void newFileOpenImportAndLessonsForgetThePreset()
    {
        const QString dogTitle = QString::fromStdString(presetOf("dog-chases-ball").titleEn);
        ExplanationPanel *explanation = m_window->explanationPanel();
        QVERIFY(title(*m_window).contains(dogTitle));

        m_window->newScenario();
        QVERIFY2(!title(*m_window).contains(dogTitle), qPrintable(title(*m_window)));
        QVERIFY(explanation->title() != dogTitle);
        QVERIFY(!resetAction(*m_window)->isEnabled());
        m_window->document()->setCell(MatrixRef{MatrixRef::Kind::Keys}, 0, 0, 1.0);
        QVERIFY2(!resetAction(*m_window)->isEnabled(), "a new scenario has no preset to go back to");

        // A file: named after the file, never the preset it was saved from.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QVERIFY(ScenarioFile::save(path, presetOf("circle").scenario, nullptr));
        m_window->openPreset(QStringLiteral("dog-chases-ball"));
        QVERIFY(m_window->openFile(path));
        QVERIFY2(title(*m_window).startsWith(QStringLiteral("mine.json")), qPrintable(title(*m_window)));
        QVERIFY(explanation->title() != dogTitle);
        QVERIFY(!explanation->preset());

        // A whole new scenario from an import (Import attention weights resets the document).
        m_window->openPreset(QStringLiteral("dog-chases-ball"));
        m_window->document()->resetScenario(presetOf("circle").scenario);
        QVERIFY2(!title(*m_window).contains(dogTitle), qPrintable(title(*m_window)));
        QVERIFY2(explanation->title() != dogTitle, qPrintable(explanation->title()));
        QVERIFY(!explanation->preset());
        QVERIFY(!resetAction(*m_window)->isEnabled());

        // A lesson: its own step text, no preset's title.
        m_window->openPreset(QStringLiteral("dog-chases-ball"));
        QVERIFY(m_window->classroom()->openLesson(ClassroomActions::lessonPath(QStringLiteral("temperature"))));
        QVERIFY2(!title(*m_window).contains(dogTitle), qPrintable(title(*m_window)));
        QVERIFY(explanation->title() != dogTitle);
    }

private:
    MainWindow *m_window = nullptr;
};

QTEST_MAIN(TestPresetReset)
#include "tst_presetreset.moc"
