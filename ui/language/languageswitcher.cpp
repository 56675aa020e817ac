#include "languageswitcher.h"

#include "appsettings.h"
#include "plotrestyler.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");

} // namespace

LanguageSwitcher::LanguageSwitcher(QObject *parent) : QObject(parent) {}

LanguageSwitcher::~LanguageSwitcher()
{
    removeTranslators();
}

LanguageSwitcher *LanguageSwitcher::instance()
{
    static LanguageSwitcher *switcher = new LanguageSwitcher(QCoreApplication::instance());
    return switcher;
}

QString LanguageSwitcher::systemLanguage()
{
    return QLocale::system().name().startsWith(QLatin1String("ja")) ? QStringLiteral("ja")
                                                                    : QStringLiteral("en");
}

QString LanguageSwitcher::savedLanguage()
{
    QSettings settings(appSettingsOrganization(), appSettingsApplication());
    const QString saved = settings.value(kLanguageKey).toString();
    return languages().contains(saved) ? saved : systemLanguage();
}

void LanguageSwitcher::setLanguage(const QString &language, bool remember)
{
    const QString chosen = languages().contains(language) ? language : QStringLiteral("en");
    if (remember) {
        QSettings settings(appSettingsOrganization(), appSettingsApplication());
        settings.setValue(kLanguageKey, chosen);
    }
    if (chosen == m_language && (chosen == QLatin1String("en") || m_appTranslator))
        return;
    // Removing and installing translators makes QApplication post LanguageChange to the
    // windows, so the texts follow once the event loop runs.
    removeTranslators();
    m_language = chosen;
    if (chosen != QLatin1String("en")) {
        // The program's strings are embedded in the ui library (:/i18n); Qt's own dialog
        // texts (buttons, file dialogs) come from the system's Qt translations.
        m_appTranslator = new QTranslator(this);
        if (m_appTranslator->load(QStringLiteral(":/i18n/attention-lab_") + chosen))
            QCoreApplication::installTranslator(m_appTranslator);
        m_qtTranslator = new QTranslator(this);
        if (m_qtTranslator->load(QStringLiteral("qtbase_") + chosen,
                                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qtTranslator);
    }
    applyLocale();
    applyFamily();
    emit languageChanged(m_language);
}

void LanguageSwitcher::applyLocale()
{
    // The first call sees the system's locale, which English gets back. Japanese: dates
    // and Qt's own dialogs (the file dialogs' columns) in Japanese.
    static const QLocale systemLocale;
    QLocale::setDefault(m_language == QLatin1String("ja")
                            ? QLocale(QLocale::Japanese, QLocale::Japan)
                            : systemLocale);
}

QString LanguageSwitcher::family(const QString &language)
{
    // Japanese text mixes kana, kanji and Latin; in the system's Latin family the kana come
    // from a fallback font of other proportions. One family with both scripts sets them at
    // one size; English keeps the system's family.
    static const QString systemFamily = QGuiApplication::font().family();
    static const QString cjkFamily = QStringLiteral("Noto Sans CJK JP");
    static const bool cjkInstalled = QFontDatabase::families().contains(cjkFamily);
    return language == QLatin1String("ja") && cjkInstalled ? cjkFamily : systemFamily;
}

void LanguageSwitcher::applyFamily()
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return; // the command line draws no widgets
    QFont font = QApplication::font();
    font.setFamilies({family(m_language)});
    if (font.family() == QApplication::font().family())
        return;
    PlotRestyler::change([&font] { QApplication::setFont(font); });
}

void LanguageSwitcher::removeTranslators()
{
    for (QTranslator **t : {&m_appTranslator, &m_qtTranslator}) {
        if (*t) {
            // Also called while the application object is being destroyed (its child).
            if (QCoreApplication::instance())
                QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
}
