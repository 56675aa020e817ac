#include "theme.h"

#include "plotrestyler.h"
#include "plotstyle.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace {
Theme::Kind s_kind = Theme::Kind::Light;
bool s_highContrast = false;

/// The palette the program started with, kept so that the light theme is the platform's.
const QPalette &startPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}
} // namespace

void Theme::apply(Kind kind)
{
    update(kind, s_highContrast);
}

Theme::Kind Theme::current()
{
    return s_kind;
}

void Theme::setHighContrast(bool high)
{
    update(s_kind, high);
}

bool Theme::isHighContrast()
{
    return s_highContrast;
}

QPalette Theme::palette(Kind kind, bool highContrast)
{
    if (kind == Kind::Light) {
        QPalette p = startPalette();
        if (highContrast) {
            for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text,
                                             QPalette::ButtonText, QPalette::ToolTipText}) {
                p.setColor(QPalette::Active, role, Qt::black);
                p.setColor(QPalette::Inactive, role, Qt::black);
            }
            p.setColor(QPalette::Window, Qt::white);
            p.setColor(QPalette::Base, Qt::white);
            p.setColor(QPalette::Highlight, QColor(0x00, 0x4c, 0xa8));
            p.setColor(QPalette::HighlightedText, Qt::white);
        }
        return p;
    }
    const QColor window = highContrast ? QColor(0x0a, 0x0a, 0x0a) : QColor(0x2b, 0x2d, 0x31);
    const QColor base = highContrast ? QColor(Qt::black) : QColor(0x1e, 0x1f, 0x22);
    const QColor text = highContrast ? QColor(Qt::white) : QColor(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x84);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window.lighter(115));
    p.setColor(QPalette::ToolTipBase, window.lighter(130));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window.lighter(120));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, window.lighter(160));
    p.setColor(QPalette::Midlight, window.lighter(130));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(160));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xd9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

void Theme::update(Kind kind, bool highContrast)
{
    startPalette(); // remember the platform's palette before the first change
    // The platform style may ignore a dark palette; Fusion draws every widget from it.
    if (kind == Kind::Dark &&
        QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    s_kind = kind;
    s_highContrast = highContrast;
    QApplication::setPalette(palette(kind, highContrast));
    PlotRestyler::change([&] {
        PlotStyle::setDark(kind == Kind::Dark);
        PlotStyle::setHighContrast(highContrast);
    });
}
