#pragma once
// A Model tab over the random test model, for the tests of what it shows.

#include "document.h"
#include "modelview.h"
#include "randommodel.h"
#include "viewtesting.h"

#include <memory>

/// A model view over `document` running the random model on `text`, 1000 x 700, settled.
inline std::unique_ptr<ModelView> randomModelView(Document *document, const QString &text)
{
    auto view = std::make_unique<ModelView>(document);
    view->setModel(randommodel::weights(), randommodel::vocabulary(), QStringLiteral("random"));
    view->setText(text);
    view->resize(1000, 700);
    settle(view.get());
    return view;
}
