#include "openmodeldialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

OpenModelDialog::OpenModelDialog(QWidget *parent, const QString &cacheFolder)
    : QDialog(parent),
      m_cacheFolder(cacheFolder.isEmpty() ? attn::io::HuggingFaceCache::folder() : cacheFolder),
      m_heading(new QLabel), m_list(new QListWidget), m_open(new QPushButton)
{
    setWindowTitle(tr("Open model"));
    m_models = attn::io::HuggingFaceCache::models(m_cacheFolder);
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setText(
        m_models.isEmpty()
            ? tr("No GPT-2-family model in the Hugging Face cache (%1). Choose a folder that "
                 "holds config.json, model.safetensors and the tokenizer's files.")
                  .arg(QDir::toNativeSeparators(m_cacheFolder))
            : tr("GPT-2-family models in the Hugging Face cache (%1):")
                  .arg(QDir::toNativeSeparators(m_cacheFolder)));
    for (const attn::io::CachedModel &model : std::as_const(m_models)) {
        auto *item = new QListWidgetItem(describe(model), m_list);
        QStringList lacks;
        if (!model.hasWeights)
            lacks << tr("its weights as safetensors");
        if (!model.hasTokenizer)
            lacks << tr("its tokenizer");
        if (!lacks.isEmpty()) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("This copy lacks %1").arg(lacks.join(tr(" and "))));
        } else {
            item->setToolTip(QDir::toNativeSeparators(model.snapshotFolder));
        }
    }
    m_list->setVisible(!m_models.isEmpty());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_open->setText(tr("Open"));
    m_open->setDefault(true);
    m_open->setEnabled(false);
    buttons->addButton(m_open, QDialogButtonBox::AcceptRole);
    QPushButton *folder = buttons->addButton(tr("Folder..."), QDialogButtonBox::ActionRole);
    folder->setToolTip(tr("A folder saved by save_pretrained: config.json, model.safetensors "
                          "(or its shards), tokenizer.json or vocab.json with merges.txt"));
    connect(folder, &QPushButton::clicked, this, &OpenModelDialog::chooseFolder);
    connect(m_open, &QPushButton::clicked, this, &OpenModelDialog::acceptSelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        const QListWidgetItem *item = m_list->item(row);
        m_open->setEnabled(item && (item->flags() & Qt::ItemIsEnabled));
    });
    connect(m_list, &QListWidget::itemActivated, this, &OpenModelDialog::acceptSelected);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    // The first model that can be opened is chosen.
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->flags() & Qt::ItemIsEnabled) {
            m_list->setCurrentRow(row);
            break;
        }
}

QString OpenModelDialog::describe(const attn::io::CachedModel &model)
{
    return model.hasWeights
               ? tr("%1 · %2").arg(
                     model.repoId,
                     QLocale().formattedDataSize(model.weightBytes, 0, QLocale::DataSizeSIFormat))
               : model.repoId;
}

void OpenModelDialog::chooseFolder()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Open model folder"));
    if (chosen.isEmpty())
        return;
    m_folder = chosen;
    m_name = QFileInfo(chosen).fileName();
    accept();
}

void OpenModelDialog::acceptSelected()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_models.size() || !(m_list->item(row)->flags() & Qt::ItemIsEnabled))
        return;
    m_folder = m_models.at(row).snapshotFolder;
    m_name = m_models.at(row).repoId;
    accept();
}
