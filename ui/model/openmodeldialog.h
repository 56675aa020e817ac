#pragma once

#include "huggingfacecache.h"

#include <QDialog>
#include <QList>
#include <QString>

class QLabel;
class QListWidget;
class QPushButton;

/// File > Open model...: the GPT-2-family models of the Hugging Face cache (HF_HUB_CACHE,
/// HF_HOME, ...: HuggingFaceCache), each with its size, and a button to choose any folder.
/// A model of the cache without its weights or its tokenizer is listed, greyed, with what it
/// lacks. Accepted, folder() and name() say what to open.
class OpenModelDialog : public QDialog
{
    Q_OBJECT
public:
    /// Lists the models of `cacheFolder` (HuggingFaceCache::folder() when empty).
    explicit OpenModelDialog(QWidget *parent = nullptr, const QString &cacheFolder = QString());

    QString folder() const { return m_folder; }
    /// The cache folder listed.
    QString cacheFolder() const { return m_cacheFolder; }
    QString name() const { return m_name; }
    /// The models listed, in the list's order.
    const QList<attn::io::CachedModel> &models() const { return m_models; }
    QListWidget *list() const { return m_list; }
    QPushButton *openButton() const { return m_open; }

    /// "gpt2 · 523 MB" for a model of `bytes` bytes of weights.
    static QString describe(const attn::io::CachedModel &model);

private:
    void chooseFolder();
    void acceptSelected();

    QString m_cacheFolder;
    QList<attn::io::CachedModel> m_models;
    QLabel *m_heading;
    QListWidget *m_list;
    QPushButton *m_open;
    QString m_folder;
    QString m_name;
};
