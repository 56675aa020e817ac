#include "headlesscommands.h"

#include "attentionengine.h"
#include "exportcommand.h"
#include "modelcomputecommand.h"
#include "presetlibrary.h"
#include "scenariosource.h"
#include "tracejson.h"

#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace {

void printError(const QString &message)
{
    QTextStream(stderr) << "attention-lab: " << message << Qt::endl;
}

QString describeIssues(const attn::ValidationIssues &issues)
{
    QStringList lines;
    for (const auto &issue : issues)
        lines << QString::fromStdString(issue.field) + QStringLiteral(": ") +
                     QString::fromStdString(issue.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

int runComputeCommand(QStringList args)
{
    if (args.contains(QStringLiteral("--model")))
        return runModelComputeCommand(args);
    ScenarioSource source;
    QString error;
    if (!source.parse(args, &error)) {
        printError(error);
        return ExitBadInput;
    }
    if (!args.isEmpty()) {
        printError(QStringLiteral("compute: unexpected argument '%1'").arg(args.first()));
        return ExitBadInput;
    }
    attn::Scenario scenario;
    if (!source.load(scenario, &error)) {
        printError(error);
        return ExitBadInput;
    }
    attn::AttentionEngine engine;
    const attn::ValidationIssues issues = engine.run(scenario);
    if (!issues.empty()) {
        printError(QStringLiteral("invalid scenario:\n") + describeIssues(issues));
        return ExitBadInput;
    }
    // Streamed: the text of 4,096 tokens is gigabytes, the trace a few hundred megabytes.
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly) ||
        !TraceJson::write(out, engine.trace(), JsonStreamWriter::Layout::Indented,
                          &scenario.graph) ||
        !out.flush()) {
        printError(QStringLiteral("compute: cannot write the trace: %1").arg(out.errorString()));
        return ExitFailure;
    }
    return ExitOk;
}

int runPresetsCommand(const QStringList &args)
{
    if (!args.isEmpty()) {
        printError(QStringLiteral("presets: unexpected argument '%1'").arg(args.first()));
        return ExitBadInput;
    }
    QTextStream out(stdout);
    for (const attn::Preset &preset : attn::presetLibrary())
        out << QString::fromStdString(preset.id) << '\t' << QString::fromStdString(preset.titleEn)
            << '\n';
    return ExitOk;
}

QString usageText()
{
    return QStringLiteral(
               "Usage:\n"
               "  attention-lab [FILE.json]                 start the window (optionally open a "
               "file)\n"
               "  attention-lab --preset ID                 start the window with a preset\n"
               "  attention-lab --snapshot OUT.png [FILE.json | --preset ID]\n"
               "                                            save a screenshot of the window and "
               "exit\n"
               "  attention-lab --size WxH ...              the window at W x H pixels; "
               "presentation "
               "mode\n"
               "                                            and snapshots as on a W x H screen\n"
               "  attention-lab --presentation ...          start in presentation mode (F5)\n"
               "  attention-lab --lesson ID|FILE ...        start a lesson (ids: the Lessons "
               "menu's files)\n"
               "  attention-lab --lesson-step N ...         on its step N, from 1; --reveal: "
               "answered\n"
               "  attention-lab --tab heatmap|heads|steps|plane|compare|lines|graph|model ...\n"
               "                                            start on that view of the centre\n"
               "  attention-lab --model-text \"WORDS\" ...    the Model tab's sentence\n"
               "  attention-lab --model-head L.H ...        the head it shows large (from 1)\n"
               "  attention-lab --model-off L.H ...         switch that head off (repeatable)\n"
               "  attention-lab --model-mask N ...          mask word N, from 1 (repeatable)\n"
               "  attention-lab --model-open ...            open the --model-head head in the lab\n"
               "  attention-lab --model DIR ...             another GPT-2-family model, on the "
               "Model tab:\n"
               "                                            config.json, model.safetensors (or "
               "shards),\n"
               "                                            vocab.txt or GPT-2's tokenizer "
               "files\n"
               "                                            (--model-folder DIR: the same)\n"
               "  attention-lab --language en|ja ...        the window in English or Japanese "
               "(this run\n"
               "                                            only; View > Language remembers a "
               "choice)\n"
               "  attention-lab compute FILE.json | --preset ID\n"
               "                                            print the whole trace as JSON\n"
               "  attention-lab compute --model DIR --text \"...\" [--top N]\n"
               "                                            the model's tokens, every layer's "
               "attention\n"
               "                                            and its N most probable next tokens "
               "as JSON\n"
               "  attention-lab presets                     list the preset ids and titles\n"
               "  attention-lab permute FILE.json | --preset ID [--seed N | --order I,J,..]\n"
               "                [--mask none|causal|valid-length|neighbours]\n"
               "                                            shuffle the tokens (a graph's nodes) "
               "and show\n"
               "                                            that each output row moves with its "
               "token\n") +
           exportUsageText() +
           QStringLiteral(
               "  attention-lab --help | --version\n"
               "\n"
               "Exit status: 0 success, 1 failure, 2 invalid input (messages on stderr).\n");
}
