#pragma once

#include "lessonfile.h"

#include <QByteArray>
#include <QTest>

/// A valid lesson with one step; `step` and `top` are spliced in as extra JSON members.
inline QByteArray lessonJson(const QByteArray &step, const QByteArray &top = QByteArray())
{
    return QByteArray(R"({"format": 1, "id": "demo", "title": {"en": "Demo", "ja": "デモ"},)") +
           top + R"("steps": [{"title": {"en": "S", "ja": "S"}, "text": {"en": "T", "ja": "T"}, )" +
           step + "}]}";
}

/// Checks that `json` is refused with a message starting with `field` and that the lesson
/// read into is left untouched.
inline void verifyRefused(const QByteArray &json, const QString &field)
{
    Lesson lesson;
    lesson.id = QStringLiteral("untouched");
    QString error;
    QVERIFY(!LessonFile::fromJson(json, lesson, &error));
    QVERIFY2(error.startsWith(field), qPrintable(error));
    QCOMPARE(lesson.id, QStringLiteral("untouched"));
}
