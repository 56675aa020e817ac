#pragma once

#include <QSettings>
#include <QString>

/// Where the window keeps its layout and recent files, independent of how main() set up
/// the application names.
inline QString appSettingsOrganization()
{
    return QStringLiteral("AttentionLab");
}
inline QString appSettingsApplication()
{
    return QStringLiteral("Attention Lab");
}
