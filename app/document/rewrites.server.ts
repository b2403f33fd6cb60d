import type { Transform } from "node:stream";
import type { ServerBuild } from "react-router";
import { getEnv } from "~/lib/env.server";
import { langFromPath } from "~/lib/i18n";
import { bootModulePath, type LanguageChunks } from "./boot-module.server";
import { createDeferredHydrationTransform } from "./deferred-hydration.server";
import { dictionaryPartsFor } from "./dictionary-parts";
import { withPageStyles } from "./page-styles.server";
import type { SiteStylesSource } from "./site-styles";
import { siteStyles } from "./site-styles.server";

/**
 * Where the app calls the document seams (app/document/README.md), and the switch that turns
 * them off: DOCUMENT_REWRITES=off serves React Router's stock document (decision 076). Every page
 * still works then, only slower: the modules are preloaded and hydrated as React Router does it,
 * and the style sheet is a linked file.
 */
export function documentRewritesOn(): boolean {
  return getEnv().DOCUMENT_REWRITES === "on";
}

/**
 * The stream a rendered document goes through before it is sent (entry.server.tsx): the deferred
 * boot with the page's boot module (decisions 016, 065), or null for React Router's own document.
 */
export function documentRewriter(
  pathname: string,
  manifest: ServerBuild["assets"],
  chunks: LanguageChunks,
): Transform | null {
  if (!documentRewritesOn()) return null;
  return createDeferredHydrationTransform((routes) =>
    bootModulePath(manifest, chunks, routes, langFromPath(pathname), dictionaryPartsFor(pathname)),
  );
}

/**
 * The site's styles for the root layout's `<SiteStyles>`: the built sheet's text, inline
 * (decision 057); or, switched off, the address of its file, linked (as under the dev server's
 * absence of a record, the text).
 */
export function siteStylesSource(chunks: LanguageChunks): SiteStylesSource {
  if (!documentRewritesOn() && chunks.styles) return { href: chunks.styles };
  return { css: siteStyles };
}

/** A page the page cache stores, with only the styles it uses (decision 058); as it is when off. */
export async function cachedPageStyles(html: string): Promise<string> {
  return documentRewritesOn() ? withPageStyles(html) : html;
}
