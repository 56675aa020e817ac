#pragma once

#include <QObject>

/// The vocabulary of what an edit touched, shared by Document and TraceComputation.
namespace DocumentChange {
Q_NAMESPACE

/// What an edit touched, so views can skip work that does not concern them. Ordered from
/// the least to the most that the views redo.
enum class Change
{
    Selection, ///< only the selected head / query / key changed
    Values,    ///< numbers changed, shapes unchanged
    Structure, ///< shapes, labels, mode, heads or the whole scenario changed
};
Q_ENUM_NS(Change)

} // namespace DocumentChange
