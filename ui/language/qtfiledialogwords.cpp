// Words Qt's own file dialogs show that Qt's Japanese translation (qtbase_ja) lacks: the
// "Type" column of a folder says "Folder" from the context QAbstractFileIconProvider.
// Listed here so that lupdate puts them in the program's .ts; the program's translator
// answers for that context, as the dialogs look it up at run time.
#include <QtGlobal>

namespace {

[[maybe_unused]] const char *const kFileTypeWords[][2] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "File", ""),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Unknown", ""),
};

} // namespace
