#pragma once

#include "scenario.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

/// Turns a parsed scenario document into a Scenario, checking every field's type, range and
/// size on the way. Sizes are checked against the limits of validation.h before anything is
/// allocated, so a hostile file cannot make it allocate without bound. The first problem
/// stops reading; error() then names the field ("heads[1].wq[2][0]: expected a number...").
class ScenarioJsonReader
{
    // Messages are shown to users, so they are translatable (context "ScenarioJsonReader").
    Q_DECLARE_TR_FUNCTIONS(ScenarioJsonReader)

public:
    /// Reads `root` into `out` (a fresh scenario); false on the first problem.
    bool read(const QJsonObject &root, attn::Scenario &out);
    QString error() const { return m_error; }

    /// Largest number of projection entries refreshProjections may be asked to make, so a
    /// small file naming huge dimensions cannot allocate gigabytes (2^26 doubles = 512 MiB).
    static constexpr qint64 kMaxProjectionEntries = qint64(1) << 26;
    /// The newest "format" this reader knows; 2 added "graph".
    static constexpr int kNewestFormat = 2;
    static constexpr int kGraphFormat = 2;

private:
    bool fail(const QString &field, const QString &message);
    bool checkKnownKeys(const QJsonObject &object, const QString &prefix,
                        std::initializer_list<const char *> known);
    bool readInputs(const QJsonObject &root, attn::Scenario &s);
    bool readImportedWeights(const QJsonObject &root, attn::Scenario &s);
    bool readSettings(const QJsonObject &root, attn::Scenario &s);
    bool readProjections(const QJsonObject &root, attn::Scenario &s);
    bool readHead(const QJsonValue &value, const QString &field, bool explicitInit,
                  attn::HeadProjection &head);
    bool checkProjectionBudget(const attn::Scenario &s);
    /// The "graph" object (format 2): nodes' places and edges, node numbers in range.
    bool readGraph(const QJsonValue &value, attn::Graph &out);

    bool readNumber(const QJsonValue &value, const QString &field, double &out);
    bool readInt(const QJsonValue &value, const QString &field, int min, int max, int &out);
    bool readBool(const QJsonValue &value, const QString &field, bool &out);
    bool readMatrix(const QJsonValue &value, const QString &field, int maxRows, int maxCols,
                    attn::Matrix &out);
    bool readMask(const QJsonValue &value, const QString &field, attn::BoolMatrix &out);
    bool readVector(const QJsonValue &value, const QString &field, int maxSize, attn::Vector &out);
    bool readLabels(const QJsonValue &value, const QString &field, std::vector<std::string> &out);
    bool readSeed(const QJsonValue &value, std::uint64_t &out);
    bool readTemperature(const QJsonValue &value, double &out);
    /// Checks that `value` is an array of `rows` arrays of equal length <= maxCols, before
    /// any allocation; sets `cols`.
    bool checkRectangular(const QJsonValue &value, const QString &field, int maxRows, int maxCols,
                          int &rows, int &cols);
    template <typename Table, typename Enum>
    bool readEnum(const QJsonObject &root, const char *key, const Table &table, Enum &out);

    /// "a number", "a string (\"NaN\")", ...: what was found instead, for messages.
    static QString typeName(const QJsonValue &value);
    /// field[i]
    static QString indexed(const QString &field, qsizetype i);

    QString m_error;
};
