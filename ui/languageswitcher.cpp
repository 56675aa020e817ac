#include "languageswitcher.h"

#include "appsettings.h"

#include <QCoreApplication>
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
