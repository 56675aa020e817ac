#include "prosefamily.h"

#include "languageswitcher.h"
#include "retranslate.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QWidget>

void followProseFamily(QWidget *widget)
{
    onLanguageChange(widget, [widget] {
        static const QString family = QStringLiteral("Noto Sans CJK JP");
        const bool japanese = LanguageSwitcher::instance()->language() == QLatin1String("ja") &&
                              QFontDatabase::families().contains(family);
        QFont font = widget->font();
        font.setFamilies({japanese ? family : QGuiApplication::font().family()});
        if (font != widget->font())
            widget->setFont(font);
    });
}
