#include "restoredialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

RestoreDialog::RestoreDialog(const QStringList &found, QWidget *parent)
    : QDialog(parent), m_list(new QListWidget(this))
{
    setWindowTitle(tr("Restore unsaved changes"));
    auto *intro = new QLabel(
        tr("Attention Lab did not exit cleanly. Unsaved changes of %1 windows were kept. "
           "Each one ticked opens in a window of its own; the others are deleted.")
            .arg(found.size()),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    for (const QString &line : found) {
        auto *item = new QListWidgetItem(line, m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    // Every line whole, and up to eight of them without scrolling.
    const int frame = 2 * m_list->frameWidth();
    m_list->setMinimumWidth(m_list->sizeHintForColumn(0) + frame +
                            fontMetrics().averageCharWidth());
    m_list->setMinimumHeight(int(std::min<qsizetype>(found.size(), 8)) * m_list->sizeHintForRow(0) +
                             frame);
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *restore = buttons->addButton(tr("Restore"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Discard all"), QDialogButtonBox::RejectRole);
    restore->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
}

QList<int> RestoreDialog::chosen() const
{
    QList<int> ticked;
    if (result() != QDialog::Accepted)
        return ticked;
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->checkState() == Qt::Checked)
            ticked.append(row);
    return ticked;
}
