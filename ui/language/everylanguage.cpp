#include "everylanguage.h"

#include "languageswitcher.h"

#include <QAbstractButton>
#include <QHash>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTranslator>

#include <memory>

namespace {

/// The program's own translator of `language`, loaded once (null for English, the source).
const QTranslator *translatorOf(const QString &language)
{
    static QHash<QString, std::shared_ptr<QTranslator>> loaded;
    if (language == QLatin1String("en"))
        return nullptr;
    auto it = loaded.find(language);
    if (it == loaded.end()) {
        auto translator = std::make_shared<QTranslator>();
        if (!translator->load(QStringLiteral(":/i18n/attention-lab_") + language))
            translator.reset();
        it = loaded.insert(language, translator);
    }
    return it->get();
}

} // namespace

QStringList inEveryLanguage(const char *context, const char *source)
{
    QStringList texts;
    for (const QString &language : LanguageSwitcher::languages()) {
        const QTranslator *translator = translatorOf(language);
        const QString text = translator ? translator->translate(context, source) : QString();
        texts << (text.isEmpty() ? QString::fromUtf8(source) : text);
    }
    return texts;
}

void fixWidthForEveryLanguage(QAbstractButton *button, const char *context, const char *source)
{
    // Each language's text in its own family.
    int widest = 0;
    const QStringList texts = inEveryLanguage(context, source);
    for (qsizetype i = 0; i < texts.size(); ++i) {
        QFont font = button->font();
        font.setFamilies({LanguageSwitcher::family(LanguageSwitcher::languages().at(i))});
        widest = std::max(widest, QFontMetrics(font).horizontalAdvance(texts.at(i)));
    }
    const QFontMetrics metrics(button->font());
    QStyleOptionButton option;
    option.initFrom(button);
    option.text = button->text();
    const QSize size = button->style()->sizeFromContents(QStyle::CT_PushButton, &option,
                                                         QSize(widest, metrics.height()), button);
    // A little slack: a bold or larger font set later must still fit.
    button->setFixedWidth(std::max(size.width(), button->minimumSizeHint().width()) + 12);
}
