#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

/// The most recently opened or saved scenario files, kept in QSettings and shown in a menu.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 8;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    /// Moves `path` to the front (adding it when new).
    void add(const QString &path);
    void remove(const QString &path);

signals:
    void fileChosen(const QString &path);

private:
    void rebuildMenu();

    QMenu *m_menu;
};
