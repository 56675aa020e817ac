#pragma once

#include <QStringList>
#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QGridLayout;

/// One checkable button per key of a lesson question, one of them chosen at a time. They
/// stand in as many columns as their words fit in (2 to 3, or 5 for more than 12 keys), so
/// that a narrow panel (a projector's lesson dock) stacks them instead of cutting words.
class KeyChoiceButtons : public QWidget
{
    Q_OBJECT
public:
    explicit KeyChoiceButtons(QWidget *parent = nullptr);

    /// One button per label, none chosen; an empty list leaves none.
    void setChoices(const QStringList &labels);
    int count() const;
    void setChosen(int key);

signals:
    void chosen(int key);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void layOut();

    QGridLayout *m_grid;
    QButtonGroup *m_group;
    int m_columns = 0; ///< as laid out
};
