#include "exportdialog.h"

#include "plainmessagebox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

ImageExportSettings &sessionSettings()
{
    static ImageExportSettings settings;
    return settings;
}

} // namespace

ImageExportSettings ExportDialog::lastSettings()
{
    return sessionSettings();
}

ExportDialog::ExportDialog(const QList<QPair<QString, QWidget *>> &views, QWidget *current,
                           bool folder, QWidget *parent)
    : QDialog(parent), m_views(views), m_folder(folder), m_view(new QComboBox),
      m_format(new QComboBox), m_path(new QLineEdit), m_width(new QDoubleSpinBox),
      m_height(new QDoubleSpinBox), m_unit(new QComboBox), m_dpi(new QDoubleSpinBox),
      m_transparent(new QCheckBox(tr("Transparent background"))),
      m_values(new QCheckBox(tr("Numbers in the heatmap cells"))),
      m_title(new QCheckBox(tr("Title"))), m_colourBar(new QCheckBox(tr("Colour bar"))),
      m_fontPoints(new QDoubleSpinBox), m_decimals(new QComboBox), m_summary(new QLabel)
{
    setWindowTitle(folder ? tr("Export every head") : tr("Export image"));
    const ImageExportSettings last = sessionSettings();
    for (const auto &[title, widget] : views)
        m_view->addItem(title);
    for (int i = 0; i < views.size(); ++i)
        if (views.at(i).second == current)
            m_view->setCurrentIndex(i);
    m_format->addItem(tr("PNG image"), int(ImageExport::Format::Png));
    m_format->addItem(tr("SVG vector image"), int(ImageExport::Format::Svg));
    m_format->addItem(tr("PDF document"), int(ImageExport::Format::Pdf));
    m_unit->addItem(tr("pixels"));
    m_unit->addItem(tr("cm"));
    for (QDoubleSpinBox *box : {m_width, m_height}) {
        box->setDecimals(0);
        box->setRange(1, ImageExport::maxPixels);
    }
    m_width->setValue(last.pixelSize.width());
    m_height->setValue(last.pixelSize.height());
    m_dpi->setRange(ImageExport::minDpi, ImageExport::maxDpi);
    m_dpi->setDecimals(0);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setValue(last.dpi);
    m_transparent->setChecked(last.options.transparentBackground);
    m_values->setChecked(last.options.showValues);
    m_title->setChecked(last.options.showTitle);
    m_colourBar->setChecked(last.options.showColourScale);
    // The labels' size on the page; the title and the numbers keep their proportion.
    m_fontPoints->setRange(4, 48);
    m_fontPoints->setDecimals(1);
    m_fontPoints->setSingleStep(0.5);
    m_fontPoints->setSuffix(tr(" pt"));
    m_fontPoints->setValue(last.fontPoints > 0 ? last.fontPoints : 12);
    m_decimals->addItem(tr("Automatic"), -1);
    for (int d = 0; d <= 6; ++d)
        m_decimals->addItem(QString::number(d), d);
    m_decimals->setCurrentIndex(std::max(0, m_decimals->findData(last.decimals)));

    auto *browse = new QPushButton(tr("Browse…"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×")));
    sizeRow->addWidget(m_height);
    sizeRow->addWidget(m_unit);
    auto *form = new QFormLayout;
    if (!folder)
        form->addRow(tr("View:"), m_view);
    form->addRow(tr("Format:"), m_format);
    form->addRow(folder ? tr("Folder:") : tr("File:"), pathRow);
    form->addRow(tr("Size:"), sizeRow);
    form->addRow(tr("Resolution:"), m_dpi);
    form->addRow(tr("Text size:"), m_fontPoints);
    form->addRow(tr("Decimals:"), m_decimals);
    form->addRow(QString(), m_title);
    form->addRow(QString(), m_colourBar);
    form->addRow(QString(), m_transparent);
    form->addRow(QString(), m_values);
    form->addRow(QString(), m_summary);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText); // it can name the chosen file
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ExportDialog::onUnitChanged);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::onFormatChanged);
    for (QDoubleSpinBox *box : {m_width, m_height, m_dpi})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    updateSummary();
}

bool ExportDialog::centimetres() const
{
    return m_unit->currentIndex() == 1;
}

QWidget *ExportDialog::selectedView() const
{
    const int i = m_view->currentIndex();
    return i >= 0 && i < m_views.size() ? m_views.at(i).second : nullptr;
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
    if (const auto format = ImageExport::formatOf(path))
        m_format->setCurrentIndex(m_format->findData(int(*format)));
}

ImageExport::Format ExportDialog::format() const
{
    return ImageExport::Format(m_format->currentData().toInt());
}

ImageExportSettings ExportDialog::settings() const
{
    ImageExportSettings s;
    s.dpi = m_dpi->value();
    if (centimetres())
        s.pixelSize = QSize(ImageExport::pixelsFromCentimetres(m_width->value(), s.dpi),
                            ImageExport::pixelsFromCentimetres(m_height->value(), s.dpi));
    else
        s.pixelSize = QSize(int(m_width->value()), int(m_height->value()));
    s.options.transparentBackground = m_transparent->isChecked();
    s.options.showValues = m_values->isChecked();
    s.options.showTitle = m_title->isChecked();
    s.options.showColourScale = m_colourBar->isChecked();
    s.fontPoints = m_fontPoints->value();
    s.decimals = m_decimals->currentData().toInt();
    return s;
}

void ExportDialog::onUnitChanged()
{
    // Keeps the physical size when switching units.
    const bool cm = centimetres();
    if (cm == m_lastUnitCm)
        return;
    const double dpi = m_dpi->value();
    for (QDoubleSpinBox *box : {m_width, m_height}) {
        const double value = box->value();
        box->blockSignals(true);
        box->setDecimals(cm ? 2 : 0);
        box->setRange(cm ? 0.1 : 1, cm ? ImageExport::centimetresFromPixels(ImageExport::maxPixels,
                                                                            ImageExport::minDpi)
                                       : ImageExport::maxPixels);
        box->setValue(cm ? ImageExport::centimetresFromPixels(int(value), dpi)
                         : ImageExport::pixelsFromCentimetres(value, dpi));
        box->blockSignals(false);
    }
    m_lastUnitCm = cm;
    updateSummary();
}

void ExportDialog::onFormatChanged()
{
    // A typed file name follows the format.
    const QString current = path();
    if (m_folder || current.isEmpty())
        return;
    const QFileInfo info(current);
    m_path->setText(info.dir().filePath(info.completeBaseName() + QLatin1Char('.') +
                                        ImageExport::suffix(format())));
}

void ExportDialog::updateSummary()
{
    const ImageExportSettings s = settings();
    const QString problem = ImageExport::checkSettings(s, format());
    if (!problem.isEmpty()) {
        m_summary->setText(problem);
        return;
    }
    m_summary->setText(
        tr("%1 × %2 pixels, %3 × %4 cm on paper")
            .arg(s.pixelSize.width())
            .arg(s.pixelSize.height())
            .arg(ImageExport::centimetresFromPixels(s.pixelSize.width(), s.dpi), 0, 'f', 1)
            .arg(ImageExport::centimetresFromPixels(s.pixelSize.height(), s.dpi), 0, 'f', 1));
}

void ExportDialog::browse()
{
    if (m_folder) {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Folder for the images"), path());
        if (!dir.isEmpty())
            m_path->setText(dir);
        return;
    }
    const QString suffix = ImageExport::suffix(format());
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Export image"), path(), tr("%1 (*.%2)").arg(m_format->currentText(), suffix));
    if (!chosen.isEmpty())
        setPath(QFileInfo(chosen).suffix().isEmpty() ? chosen + QLatin1Char('.') + suffix : chosen);
}

void ExportDialog::accept()
{
    const QString problem = ImageExport::checkSettings(settings(), format());
    QString message = problem;
    if (message.isEmpty() && path().isEmpty())
        message = m_folder ? tr("Choose a folder for the images.") : tr("Choose a file name.");
    if (message.isEmpty() && !m_folder && ImageExport::formatOf(path()) != format())
        setPath(path() + QLatin1Char('.') + ImageExport::suffix(format()));
    if (!message.isEmpty()) {
        PlainMessageBox::warning(this, windowTitle(), message);
        return;
    }
    sessionSettings() = settings();
    QDialog::accept();
}
