#include "retranslate.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

namespace {

class LanguageChangeHook : public QObject
{
public:
    LanguageChangeHook(QObject *owner, std::function<void()> setTexts)
        : QObject(owner), m_setTexts(std::move(setTexts))
    {
    }

protected:
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            m_setTexts();
        return QObject::event(event);
    }

private:
    std::function<void()> m_setTexts;
};

} // namespace

void onLanguageChange(QObject *owner, std::function<void()> setTexts)
{
    setTexts();
    new LanguageChangeHook(owner, std::move(setTexts));
}

void onLanguageChangeRebuild(QObject *owner, std::function<void()> rebuild)
{
    rebuild();
    new LanguageChangeHook(owner, [owner, rebuild] {
        QMetaObject::invokeMethod(owner, rebuild, Qt::QueuedConnection);
    });
}

QLabel *translatedLabel(const char *context, const char *source)
{
    auto *label = new QLabel;
    onLanguageChange(label, [label, context, source] {
        label->setText(QCoreApplication::translate(context, source));
    });
    return label;
}
