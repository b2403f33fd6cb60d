import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionaries } from "#dictionaries";
import { dictionaryPartsFor } from "~/content/dictionary-parts";
import { langFromPath } from "~/lib/i18n";

/**
 * React Router's default client entry, after one step: the page's dictionaries (its language and
 * the parts it shows, docs/decisions/056-one-language-per-page.md) are fetched before React hydrates, since every
 * component reads them while rendering. If they cannot be fetched, the page is left as the server
 * rendered it: everything on it works without JavaScript.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const { pathname } = window.location;
const load = () => loadDictionaries(langFromPath(pathname), dictionaryPartsFor(pathname));
// One retry; after that the page stays as the server rendered it (it works without JavaScript).
load()
  .catch(load)
  .then(hydrate, (error: unknown) => console.error("The page's strings could not be fetched.", error));
