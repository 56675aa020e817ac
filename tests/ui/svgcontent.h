#pragma once

// What an SVG export holds, read back as XML: the image export tests' view of a file.

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

/// What an SVG holds: every text run, and the count of each element name.
struct SvgContent
{
    QStringList texts;
    QHash<QString, int> elements;
    QSet<QString> fills;
    bool wellFormed = false;
};

inline SvgContent parseSvg(const QByteArray &svg)
{
    SvgContent content;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = xml.name().toString();
        ++content.elements[name];
        // QSvgGenerator puts the fill on the element or on an enclosing <g>.
        const QString fill = xml.attributes().value(QStringLiteral("fill")).toString().toLower();
        if (!fill.isEmpty())
            content.fills.insert(fill);
        if (name == QLatin1String("text"))
            content.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
    content.wellFormed = !xml.hasError();
    return content;
}
