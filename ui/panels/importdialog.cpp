#include "importdialog.h"

#include "document.h"
#include "fieldnames.h"
#include "matriximport.h"
#include "plainmessagebox.h"
#include "projectionfactory.h"
#include "scenarioedits.h"
#include "validation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace {

using Target = ImportDialog::Target;

QString roleOf(Target target)
{
    switch (target) {
    case Target::Queries:
        return QStringLiteral("Q");
    case Target::Keys:
        return QStringLiteral("K");
    case Target::Values:
        return QStringLiteral("V");
    case Target::Tokens:
        return QStringLiteral("X");
    case Target::SourceTokens:
        return QStringLiteral("Y");
    case Target::Weights:
        return QCoreApplication::translate("ImportDialog", "attention weights");
    case Target::QueryLabels:
        return QCoreApplication::translate("ImportDialog", "query labels");
    case Target::KeyLabels:
        return QCoreApplication::translate("ImportDialog", "key labels");
    }
    return QString();
}

std::vector<std::string> toStd(const QStringList &labels)
{
    std::vector<std::string> out;
    for (const QString &label : labels)
        out.push_back(label.toStdString());
    return out;
}

QString issuesText(const attn::ValidationIssues &issues)
{
    QStringList lines;
    for (const attn::ValidationIssue &issue : issues)
        lines << FieldNames::describe(issue);
    return lines.join(QLatin1Char('\n'));
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

/// A weights-only scenario from a stack of heads; labels from a CSV/JSON file when it has
/// them, else the current labels when their counts fit.
bool weightsScenario(const attn::Scenario &current, const QString &path, const QString &array,
                     attn::Scenario &s, QString *error)
{
    MatrixImportRequest request;
    request.arrayName = array;
    request.role = roleOf(Target::Weights);
    std::vector<attn::Matrix> heads;
    if (!MatrixImport::loadStack(path, request, heads, error))
        return false;
    s = attn::Scenario();
    s.mode = attn::InputMode::ImportedWeights;
    s.importedWeights = std::move(heads);
    s.headCount = int(s.importedWeights.size());
    s.heads.resize(s.importedWeights.size());
    const auto fits = [](const std::vector<std::string> &labels, Eigen::Index count) {
        return Eigen::Index(labels.size()) == count;
    };
    if (fits(current.queryLabels, s.queryCount()))
        s.queryLabels = current.queryLabels;
    if (fits(current.effectiveKeyLabels(), s.keyCount()))
        s.keyLabels = current.effectiveKeyLabels();
    const MatrixImport::Format format = MatrixImport::formatOf(path);
    if (format == MatrixImport::Format::Csv || format == MatrixImport::Format::Json) {
        ImportedMatrix labelled;
        QString ignored; // the weights themselves were read above; labels are a bonus
        if (MatrixImport::load(path, request, labelled, &ignored)) {
            if (labelled.rowLabels.size() == s.queryCount())
                s.queryLabels = toStd(labelled.rowLabels);
            if (labelled.columnLabels.size() == s.keyCount())
                s.keyLabels = toStd(labelled.columnLabels);
        }
    }
    return true;
}

/// The scenario with one input matrix replaced, switching to the mode that has it.
bool matrixScenario(const attn::Scenario &current, const QString &path, Target target,
                    const QString &array, attn::Scenario &s, QString *error)
{
    s = current;
    s.importedWeights.clear();
    const attn::InputMode needed =
        target == Target::Tokens
            ? (current.mode == attn::InputMode::CrossAttention ? attn::InputMode::CrossAttention
                                                               : attn::InputMode::SelfAttention)
        : target == Target::SourceTokens ? attn::InputMode::CrossAttention
                                         : attn::InputMode::Direct;
    scenarioedits::setMode(s, needed);
    if (target == Target::Values)
        s.keysAreValues = false;
    attn::Matrix &slot = target == Target::Queries  ? s.queries
                         : target == Target::Keys   ? s.keys
                         : target == Target::Values ? s.values
                         : target == Target::Tokens ? s.tokens
                                                    : s.sourceTokens;
    MatrixImportRequest request;
    request.arrayName = array;
    request.role = roleOf(target);
    // Stored projections read a fixed number of components; computed ones follow the file.
    if (s.projectionInit == attn::ProjectionInit::Explicit && slot.cols() > 0)
        request.expectedCols = slot.cols();
    ImportedMatrix imported;
    if (!MatrixImport::load(path, request, imported, error))
        return false;
    const bool rowsChanged = imported.values.rows() != slot.rows();
    slot = imported.values;
    std::vector<std::string> &labels =
        target == Target::Queries || target == Target::Tokens ? s.queryLabels : s.keyLabels;
    if (imported.rowLabels.size() == imported.values.rows())
        labels = toStd(imported.rowLabels);
    else if (rowsChanged)
        labels.clear();
    if (rowsChanged && s.mask == attn::MaskKind::Custom)
        s.mask = attn::MaskKind::None;
    if (s.projectionInit != attn::ProjectionInit::Explicit)
        attn::refreshProjections(s);
    return true;
}

} // namespace

bool ImportDialog::importInto(Document *document, const QString &path, Target target,
                              const QString &arrayName, QString *error)
{
    const attn::Scenario &current = document->scenario();
    const QString name = QFileInfo(path).fileName();
    attn::Scenario s = current;
    QString problem;
    bool ok = false;
    if (target == Target::QueryLabels || target == Target::KeyLabels) {
        QStringList labels;
        ok = MatrixImport::loadLabels(path, arrayName, labels, &problem);
        const bool queries =
            target == Target::QueryLabels || current.mode == attn::InputMode::SelfAttention;
        (queries ? s.queryLabels : s.keyLabels) = toStd(labels);
    } else if (target == Target::Weights) {
        ok = weightsScenario(current, path, arrayName, s, &problem);
    } else {
        ok = matrixScenario(current, path, target, arrayName, s, &problem);
    }
    if (!ok)
        return fail(error, name + QStringLiteral(": ") + problem);
    const attn::ValidationIssues issues = attn::validate(s);
    if (!issues.empty())
        return fail(error, QStringLiteral("%1 does not fit the scenario as %2:\n%3")
                               .arg(name, roleOf(target), issuesText(issues)));
    if (target == Target::Weights)
        document->resetScenario(s);
    else
        document->editScenario(std::move(s),
                               [target] { return QObject::tr("Import %1").arg(roleOf(target)); });
    return true;
}

ImportDialog::ImportDialog(Document *document, Target target, QWidget *parent)
    : QDialog(parent), m_document(document), m_target(new QComboBox), m_path(new QLineEdit),
      m_array(new QComboBox), m_info(new QLabel)
{
    setWindowTitle(tr("Import"));
    m_target->addItem(tr("Queries Q (direct input)"), int(Target::Queries));
    m_target->addItem(tr("Keys K (direct input)"), int(Target::Keys));
    m_target->addItem(tr("Values V (direct input)"), int(Target::Values));
    m_target->addItem(tr("Token vectors X"), int(Target::Tokens));
    m_target->addItem(tr("Source tokens Y (cross-attention)"), int(Target::SourceTokens));
    m_target->addItem(tr("Attention weights only (heads × queries × keys)"), int(Target::Weights));
    m_target->addItem(tr("Query token labels (text, one per line)"), int(Target::QueryLabels));
    m_target->addItem(tr("Key token labels (text, one per line)"), int(Target::KeyLabels));
    setTarget(target);
    auto *browse = new QPushButton(tr("Browse…"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("Import as:"), m_target);
    form->addRow(tr("File:"), pathRow);
    form->addRow(tr("Array:"), m_array);
    form->addRow(QString(), m_info);
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::PlainText); // errors name files and archive members
    m_info->setText(tr("NumPy .npy / .npz, CSV (header row and label column optional) or "
                       "JSON. One row per token; weights are heads × queries × keys."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    m_array->setEnabled(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &ImportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ImportDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ImportDialog::browse);
    connect(m_path, &QLineEdit::editingFinished, this, &ImportDialog::updateArrays);
}

void ImportDialog::setPath(const QString &path)
{
    m_path->setText(path);
    updateArrays();
}

void ImportDialog::setTarget(Target target)
{
    m_target->setCurrentIndex(m_target->findData(int(target)));
}

QString ImportDialog::arrayName() const
{
    return m_array->isEnabled() ? m_array->currentText() : QString();
}

void ImportDialog::browse()
{
    const auto target = Target(m_target->currentData().toInt());
    const bool labels = target == Target::QueryLabels || target == Target::KeyLabels;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import"), QFileInfo(m_path->text()).absolutePath(),
                                     labels ? tr("Token labels (*.txt *.npy *.npz);;All files (*)")
                                            : MatrixImport::fileFilter());
    if (!path.isEmpty())
        setPath(path);
}

void ImportDialog::updateArrays()
{
    m_array->clear();
    const QString path = m_path->text().trimmed();
    const bool npz = MatrixImport::formatOf(path) == MatrixImport::Format::Npz;
    m_array->setEnabled(npz);
    if (!npz)
        return;
    QStringList names;
    QString error;
    if (MatrixImport::arrayNames(path, names, &error))
        m_array->addItems(names);
    else
        m_info->setText(error);
}

void ImportDialog::accept()
{
    QString error;
    if (m_path->text().trimmed().isEmpty()) {
        PlainMessageBox::warning(this, windowTitle(), tr("Choose a file to import."));
        return;
    }
    if (!importInto(m_document, m_path->text().trimmed(), Target(m_target->currentData().toInt()),
                    arrayName(), &error)) {
        PlainMessageBox::warning(this, windowTitle(), error);
        return;
    }
    QDialog::accept();
}
