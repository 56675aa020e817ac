#pragma once

#include <QDialog>

class Document;
class QComboBox;
class QLabel;
class QLineEdit;

/// File > Import matrix / Import attention weights: a .npy, .npz (pick the array), CSV or
/// JSON file into Q, K, V, X or Y of the scenario, token labels from a text file, or
/// attention weights (heads x queries x keys) as a weights-only scenario. Everything is
/// checked before the document changes; the change is one undo step.
class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Target
    {
        Queries,
        Keys,
        Values,
        Tokens,
        SourceTokens,
        Weights,
        QueryLabels,
        KeyLabels,
    };
    Q_ENUM(Target)

    ImportDialog(Document *document, Target target, QWidget *parent = nullptr);

    void setPath(const QString &path);
    void setTarget(Target target);
    /// The array chosen for an .npz ("" for other files).
    QString arrayName() const;

    /// Reads `path` for `target` and applies it to `document`; false with `error` naming the
    /// file and what did not fit (the document is then unchanged).
    static bool importInto(Document *document, const QString &path, Target target,
                           const QString &arrayName, QString *error);

    void accept() override;

private:
    void browse();
    void updateArrays();

    Document *m_document;
    QComboBox *m_target;
    QLineEdit *m_path;
    QComboBox *m_array;
    QLabel *m_info;
};
