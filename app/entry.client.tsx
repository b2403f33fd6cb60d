import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionaries } from "#dictionaries";
import { dictionaryPartsFor } from "~/document/dictionary-parts";
import { langFromPath } from "~/lib/i18n";
import { PARTIAL_STYLES_MARK } from "~/document/site-styles";
import siteStylesUrl from "~/app.css?url";
/** How long hydration waits for the whole style sheet before it goes on without it. */
const STYLES_WAIT_MS = 3000;

/**
 * React Router's default client entry, after one step: the page's dictionaries (its language and
 * the parts it shows, docs/decisions/056-one-language-per-page.md) are fetched before React hydrates, since every
 * component reads them while rendering. If they cannot be fetched, the page is left as the server
 * rendered it: everything on it works without JavaScript.
 *
 * And a page from the page cache carries only the styles its own HTML uses
 * (docs/decisions/058-page-styles.md): the whole sheet is added here, before React renders
 * anything the server did not (dialogs, toasts, the prize game, other pages). It is a hashed file,
 * cached for a year; hydration waits for it at most STYLES_WAIT_MS.
 */
function wholeStyles(): Promise<void> {
  const inline = document.getElementById("site-styles")?.textContent ?? "";
  if (!inline.startsWith(PARTIAL_STYLES_MARK)) return Promise.resolve();
  // The boot module has usually asked for it already, first thing after `load` (boot-module.server.ts).
  let link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${siteStylesUrl}"]`);
  if (link?.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    if (!link) {
      link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = siteStylesUrl;
      document.head.append(link);
    }
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    setTimeout(resolve, STYLES_WAIT_MS);
  });
}

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
Promise.all([load().catch(load), wholeStyles()]).then(hydrate, (error: unknown) =>
  console.error("The page's strings could not be fetched.", error),
);
