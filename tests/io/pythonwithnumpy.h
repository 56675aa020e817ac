#pragma once

#include <QProcess>
#include <QString>

/// The python3 that has numpy, for the tests that compare with NumPy: Debian's
/// /usr/bin/python3 (python3-numpy); a python3 earlier on PATH (pyenv, venv) may lack it.
/// Empty when there is none (the test then skips). Asked once per test program.
inline QString pythonWithNumpy()
{
    static const QString found = [] {
        for (const QString &candidate :
             {QStringLiteral("/usr/bin/python3"), QStringLiteral("python3")}) {
            QProcess p;
            p.start(candidate, {QStringLiteral("-c"), QStringLiteral("import numpy")});
            if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit &&
                p.exitCode() == 0)
                return candidate;
        }
        return QString();
    }();
    return found;
}
