#include "matrixtablemodel.h"

#include "document.h"
#include "scenarioedits.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

MatrixTableModel::MatrixTableModel(Document *document, const MatrixRef &ref, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_ref(ref)
{
    m_rows = m_ref.rows(m_document->scenario());
    m_cols = m_ref.cols(m_document->scenario());
    connect(m_document, &Document::changed, this, [this](Document::Change change) {
        if (change != Document::Change::Selection)
            onDocumentChanged(change);
    });
}

void MatrixTableModel::setMatrixRef(const MatrixRef &ref)
{
    if (ref == m_ref)
        return;
    beginResetModel();
    m_ref = ref;
    m_rows = m_ref.rows(m_document->scenario());
    m_cols = m_ref.cols(m_document->scenario());
    endResetModel();
}

void MatrixTableModel::onDocumentChanged(Document::Change change)
{
    const attn::Scenario &s = m_document->scenario();
    const int rows = m_ref.rows(s);
    const int cols = m_ref.cols(s);
    if (rows != m_rows || cols != m_cols) {
        beginResetModel();
        m_rows = rows;
        m_cols = cols;
        endResetModel();
        return;
    }
    if (m_rows > 0 && m_cols > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, m_cols - 1));
    // Row labels change only with the structure; a header told otherwise measures every
    // label again (the largest cost of a number edit in a table of a few hundred rows).
    if (m_rows > 0 && change == Document::Change::Structure)
        emit headerDataChanged(Qt::Vertical, 0, m_rows - 1);
}

int MatrixTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int MatrixTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_cols;
}

QVariant MatrixTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const double v = m_ref.value(m_document->scenario(), index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(v, 'g', 4);
    case Qt::EditRole:
    case Qt::ToolTipRole:
        // Shortest text that reads back as the same double: opening and closing an editor
        // must not change the number.
        return QString::number(v, 'g', QLocale::FloatingPointShortest);
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant MatrixTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_cols)
            return {};
        if (role == Qt::ToolTipRole)
            return tr("Component %1").arg(section + 1);
        return QString::number(section + 1);
    }
    if (section < 0 || section >= m_rows)
        return {};
    return m_ref.rowLabel(m_document->scenario(), section);
}

Qt::ItemFlags MatrixTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

bool MatrixTableModel::parseNumber(const QString &text, double *value, QString *error)
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    double v = QLocale::c().toDouble(trimmed, &ok);
    if (!ok)
        v = QLocale().toDouble(trimmed, &ok);
    if (!ok) {
        if (error)
            *error = tr("\"%1\" is not a number.").arg(trimmed);
        return false;
    }
    if (!std::isfinite(v)) {
        if (error)
            *error =
                tr("\"%1\" is not a finite number; attention needs finite inputs.").arg(trimmed);
        return false;
    }
    *value = v;
    return true;
}

bool MatrixTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    double v = 0.0;
    QString error;
    bool ok = false;
    if (value.typeId() == QMetaType::QString) {
        ok = parseNumber(value.toString(), &v, &error);
    } else {
        v = value.toDouble(&ok);
        ok = ok && std::isfinite(v);
        if (!ok)
            error = tr("%1 is not a finite number.").arg(value.toString());
    }
    if (!ok) {
        emit inputRejected(tr("%1, row %2, column %3: %4")
                               .arg(m_ref.symbol())
                               .arg(index.row() + 1)
                               .arg(index.column() + 1)
                               .arg(error));
        return false;
    }
    m_document->setCell(m_ref, index.row(), index.column(), v);
    return true;
}

void MatrixTableModel::nudge(const QModelIndex &index, double delta, int mergeId)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return;
    const double v = m_ref.value(m_document->scenario(), index.row(), index.column());
    m_document->setCell(m_ref, index.row(), index.column(), v + delta, mergeId);
}

bool MatrixTableModel::pasteText(const QModelIndex &topLeft, const QString &text, QString *error)
{
    static const QRegularExpression lineBreak(QStringLiteral("\r\n|\n|\r"));
    static const QRegularExpression loose(QStringLiteral("[,;\\s]+"));
    QStringList lines = text.split(lineBreak);
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    if (lines.isEmpty()) {
        if (error)
            *error = tr("The clipboard holds no numbers.");
        return false;
    }
    const bool tabs = text.contains(QLatin1Char('\t'));
    std::vector<std::vector<double>> cells;
    int width = 0;
    for (int r = 0; r < lines.size(); ++r) {
        const QStringList parts = tabs ? lines[r].split(QLatin1Char('\t'))
                                       : lines[r].trimmed().split(loose, Qt::SkipEmptyParts);
        std::vector<double> row;
        for (int c = 0; c < parts.size(); ++c) {
            double v = 0.0;
            QString why;
            if (!parseNumber(parts[c], &v, &why)) {
                if (error)
                    *error = tr("Pasted row %1, column %2: %3").arg(r + 1).arg(c + 1).arg(why);
                return false;
            }
            row.push_back(v);
        }
        width = std::max(width, int(row.size()));
        cells.push_back(std::move(row));
    }
    const int row0 = topLeft.isValid() ? topLeft.row() : 0;
    const int col0 = topLeft.isValid() ? topLeft.column() : 0;
    attn::Scenario after = m_document->scenario();
    attn::Matrix m = m_ref.get(after);
    const int needRows = row0 + int(cells.size());
    const int needCols = col0 + width;
    if (needRows > m.rows() || needCols > m.cols()) {
        if (m_ref.isProjection()) {
            if (error)
                *error = tr("%1 has %2 x %3 cells; the pasted block does not fit there.")
                             .arg(m_ref.symbol())
                             .arg(m.rows())
                             .arg(m.cols());
            return false;
        }
        attn::Matrix grown = attn::Matrix::Zero(std::max<int>(needRows, int(m.rows())),
                                                std::max<int>(needCols, int(m.cols())));
        grown.topLeftCorner(m.rows(), m.cols()) = m;
        m = std::move(grown);
    }
    for (size_t r = 0; r < cells.size(); ++r)
        for (size_t c = 0; c < cells[r].size(); ++c)
            m(row0 + int(r), col0 + int(c)) = cells[r][c];
    scenarioedits::replaceMatrix(after, m_ref, m);
    m_document->editScenario(after,
                             [ref = m_ref] { return tr("Paste into %1").arg(ref.symbol()); });
    return true;
}

QString MatrixTableModel::copyText(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return {};
    int top = m_rows, left = m_cols, bottom = -1, right = -1;
    for (const QModelIndex &i : indexes) {
        top = std::min(top, i.row());
        left = std::min(left, i.column());
        bottom = std::max(bottom, i.row());
        right = std::max(right, i.column());
    }
    QStringList lines;
    for (int r = top; r <= bottom; ++r) {
        QStringList cells;
        for (int c = left; c <= right; ++c)
            cells << data(index(r, c), Qt::EditRole).toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
