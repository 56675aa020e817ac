#pragma once

#include <QObject>
#include <QString>

class QTranslator;

/// Installs the program's and Qt's own translations for the chosen language at run time.
/// Installing or removing a QTranslator makes Qt send QEvent::LanguageChange to every
/// widget, which is where widgets re-set their texts (see onLanguageChange()).
/// Languages are "en" (the source strings) and "ja".
class LanguageSwitcher : public QObject
{
    Q_OBJECT
public:
    explicit LanguageSwitcher(QObject *parent = nullptr);
    ~LanguageSwitcher() override;

    /// The one switcher of the application, created on first use.
    static LanguageSwitcher *instance();

    /// "ja" when the system locale's language starts with ja, else "en".
    static QString systemLanguage();
    /// The remembered choice, or systemLanguage() when nothing was chosen yet.
    static QString savedLanguage();
    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("ja")}; }

    /// The font family of `language`'s texts: Noto Sans CJK JP for Japanese (when
    /// installed), the system's for English. A widget's font follows the application's.
    static QString family(const QString &language);

    QString language() const { return m_language; }
    /// Loads the translations of language (unknown languages fall back to English), and
    /// remembers the choice in QSettings when remember is true.
    void setLanguage(const QString &language, bool remember = true);

signals:
    void languageChanged(const QString &language);

private:
    void removeTranslators();
    /// The default locale of the language: Japanese, or the system's for English.
    void applyLocale();
    /// Sets the application's font to family(language()); plots follow.
    void applyFamily();

    QString m_language = QStringLiteral("en");
    QTranslator *m_appTranslator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
};
