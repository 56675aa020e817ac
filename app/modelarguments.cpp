#include "modelarguments.h"

#include "lessonmodelstep.h"
#include "modelsession.h"
#include "modelview.h"

#include <QLabel>

#include <utility>

namespace {

/// "2.1" -> (1, 0): layer and head from 1 on the command line, from 0 inside.
bool parseHead(const QString &text, QPoint *head)
{
    const std::optional<ModelHeadAddress> address = ModelHeadAddress::fromText(text);
    if (!address || address->layer < 0 || address->head < 0)
        return false;
    *head = QPoint(address->layer, address->head);
    return true;
}

/// Takes every `option VALUE` out of `args`; false when one has no value.
bool takeAll(QStringList &args, const QString &option, QStringList *values)
{
    for (qsizetype at = args.indexOf(option); at >= 0; at = args.indexOf(option)) {
        if (at + 1 >= args.size())
            return false;
        values->append(args.at(at + 1));
        args.remove(at, 2);
    }
    return true;
}

} // namespace

bool ModelArguments::parse(QStringList &args, QString *error)
{
    QStringList folder, text, head, off, mask;
    const std::pair<QString, QStringList *> options[] = {
        {QStringLiteral("--model"), &folder},    {QStringLiteral("--model-folder"), &folder},
        {QStringLiteral("--model-text"), &text}, {QStringLiteral("--model-head"), &head},
        {QStringLiteral("--model-off"), &off},   {QStringLiteral("--model-mask"), &mask}};
    for (const auto &[option, values] : options)
        if (!takeAll(args, option, values)) {
            *error = QStringLiteral("%1 needs a value").arg(option);
            return false;
        }
    m_open = args.removeAll(QStringLiteral("--model-open")) > 0;
    if (!folder.isEmpty())
        m_folder = folder.last();
    if (!text.isEmpty()) {
        m_text = text.last();
        m_hasText = true;
    }
    if (!head.isEmpty() && !parseHead(head.last(), &m_head)) {
        *error = QStringLiteral("--model-head needs LAYER.HEAD from 1, for example 2.1");
        return false;
    }
    for (const QString &value : std::as_const(off)) {
        QPoint p;
        if (!parseHead(value, &p)) {
            *error = QStringLiteral("--model-off needs LAYER.HEAD from 1, for example 1.3");
            return false;
        }
        m_off << p;
    }
    for (const QString &value : std::as_const(mask)) {
        bool ok = false;
        const int position = value.toInt(&ok);
        if (!ok || position < 1) {
            *error = QStringLiteral("--model-mask needs a word's position from 1");
            return false;
        }
        m_masked << position - 1;
    }
    if (m_open && head.isEmpty()) {
        *error = QStringLiteral("--model-open needs --model-head LAYER.HEAD: the head to open");
        return false;
    }
    return true;
}

bool ModelArguments::any() const
{
    return !m_folder.isEmpty() || m_hasText || m_head.x() >= 0 || !m_off.isEmpty() ||
           !m_masked.isEmpty() || m_open;
}

bool ModelArguments::apply(ModelView *view, QString *error) const
{
    if (!m_folder.isEmpty())
        view->setModelFolder(m_folder);
    if (!view->ensureModel()) {
        *error = view->messageLine()->text();
        return false;
    }
    ModelSession *session = view->session();
    if (m_hasText)
        view->setText(m_text);
    // A large model computes off the window's thread: the words are counted, and a head
    // opened, on the result.
    if (!m_masked.isEmpty() || m_open)
        session->waitForComputation();
    auto inside = [session](QPoint p) {
        return p.x() < session->layerCount() && p.y() < session->headCount();
    };
    for (QPoint p : m_off) {
        if (!inside(p)) {
            *error = QStringLiteral("--model-off %1.%2: the model has %3 layers of %4 heads")
                         .arg(p.x() + 1)
                         .arg(p.y() + 1)
                         .arg(session->layerCount())
                         .arg(session->headCount());
            return false;
        }
        attn::model::HeadIntervention h = session->interventions().head(p.x(), p.y());
        h.enabled = false;
        session->setHeadIntervention(p.x(), p.y(), h);
    }
    for (int position : m_masked) {
        if (position >= session->words().size()) {
            *error = QStringLiteral("--model-mask %1: the sentence has %2 known words")
                         .arg(position + 1)
                         .arg(session->words().size());
            return false;
        }
        session->setMasked(position, true);
    }
    if (m_head.x() >= 0) {
        if (!inside(m_head)) {
            *error = QStringLiteral("--model-head %1.%2: the model has %3 layers of %4 heads")
                         .arg(m_head.x() + 1)
                         .arg(m_head.y() + 1)
                         .arg(session->layerCount())
                         .arg(session->headCount());
            return false;
        }
        session->select(m_head.x(), m_head.y());
        if (m_open)
            view->openInLab(m_head.x(), m_head.y());
    }
    return true;
}
