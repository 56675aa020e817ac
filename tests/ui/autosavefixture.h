#pragma once

// What the autosave tests share: the application's names (the autosave folder is named after
// them), a data folder of their own for the autosaves (the restore tests' child process
// shares it), emptied after each test, and the edit they make.

#include "autosave.h"
#include "matrixref.h"

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

inline constexpr double kEditedValue = 42.625;
inline const MatrixRef kQueries{MatrixRef::Kind::Queries, 0};
inline const MatrixRef kTokens{MatrixRef::Kind::Tokens, 0};

inline void setNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("Attention Lab"));
}

/// Runs the tests of `Test` in an application with the names set.
template <typename Test> int runAutosaveTests(int argc, char **argv)
{
    QApplication app(argc, argv);
    setNames();
    Test test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

class AutosaveFixture
{
protected:
    /// Points the data folder (and the settings) into m_data, for this process and its children.
    void useTemporaryDataFolder()
    {
        QVERIFY(m_data.isValid());
        // Child and parent share this data folder (QStandardPaths reads it on every call).
        qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", (m_data.path() + QStringLiteral("/config")).toLocal8Bit());
        QVERIFY(Autosave::directory().startsWith(m_data.path()));
    }

    /// Removes what a test left in the autosave folder.
    void removeAutosaves() { QDir(Autosave::directory()).removeRecursively(); }

    QTemporaryDir m_data;
};
