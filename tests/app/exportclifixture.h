#pragma once

// `attention-lab export` run as a user runs it, and the files it writes read back: what the
// tests of the export command share.

#include "attentionengine.h"
#include "presetlibrary.h"

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QXmlStreamReader>

#include <cstring>

namespace exportcli {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs the program as if no display existed: no DISPLAY, no Wayland, and a platform
/// plugin that would need one. The export command must not care.
inline Run runExport(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATTENTION_LAB_BINARY),
                  QStringList{QStringLiteral("export")} + args);
    Run run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline attn::AttentionTrace traceOf(const char *preset)
{
    attn::AttentionEngine engine;
    engine.run(attn::findPreset(preset)->scenario);
    return engine.trace();
}

inline bool sameBits(const attn::Matrix &a, const attn::Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * std::size_t(a.size())) == 0;
}

inline QStringList svgTexts(const QByteArray &svg, bool *wellFormed)
{
    QStringList texts;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    *wellFormed = !xml.hasError();
    return texts;
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace exportcli
