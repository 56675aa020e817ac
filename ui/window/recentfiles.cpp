#include "recentfiles.h"

#include "appsettings.h"
#include "plaintooltip.h"
#include "retranslate.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QMenu *menu, QObject *parent) : QObject(parent), m_menu(menu)
{
    onLanguageChangeRebuild(menu, [this] { rebuildMenu(); });
}

QStringList RecentFiles::files() const
{
    return QSettings(appSettingsOrganization(), appSettingsApplication())
        .value(kKey)
        .toStringList();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxFiles)
        list.removeLast();
    QSettings(appSettingsOrganization(), appSettingsApplication()).setValue(kKey, list);
    rebuildMenu();
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings(appSettingsOrganization(), appSettingsApplication()).setValue(kKey, list);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        QAction *action = m_menu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()),
                                            this, [this, path] { emit fileChosen(path); });
        action->setToolTip(PlainToolTip::of(QDir::toNativeSeparators(path)));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (list.isEmpty())
        m_menu->addAction(tr("No recent files"))->setEnabled(false);
    else {
        m_menu->addSeparator();
        m_menu->addAction(tr("Clear list"), this, [this] {
            QSettings(appSettingsOrganization(), appSettingsApplication()).remove(kKey);
            rebuildMenu();
        });
    }
}
