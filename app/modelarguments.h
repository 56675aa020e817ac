#pragma once

#include <QList>
#include <QPoint>
#include <QString>
#include <QStringList>

class ModelView;

/// The window's options for the Model tab (snapshots of it, a class's starting point):
/// `--model DIR` or `--model-folder DIR` (another GPT-2-family model: a Hugging Face
/// checkpoint folder, or one of Attention Lab's with a word list), `--model-text "..."` (the
/// sentence),
/// `--model-head L.H` (the head shown large), `--model-off L.H` (a head switched off; may be
/// given again), `--model-mask N` (word N masked, from 1; may be given again),
/// `--model-open` (that head opened in the lab, as *Open in the lab* does).
class ModelArguments
{
public:
    /// Takes the options it knows out of `args`; false with `error` set on a bad value.
    bool parse(QStringList &args, QString *error);
    /// Whether any was given.
    bool any() const;
    /// Whether a model folder was given (the window then starts on the Model tab).
    bool hasFolder() const { return !m_folder.isEmpty(); }
    const QString &folder() const { return m_folder; }
    /// Sets them on `view`, reading its model first; false with `error` set when the model
    /// cannot be read or a head or word is outside it.
    bool apply(ModelView *view, QString *error) const;

private:
    QString m_folder;
    QString m_text;
    bool m_hasText = false;
    QPoint m_head{-1, -1}; ///< (layer, head) from 0; (-1, -1): none given
    QList<QPoint> m_off;
    QList<int> m_masked; ///< from 0
    bool m_open = false;
};
