import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough, pipeline } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isClientAbort } from "~/lib/client-abort.server";
import { isDatabaseUnavailable } from "#db/index";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/lib/api.server";
import languageChunks from "virtual:language-chunks";
import { documentRewriter, siteStylesSource } from "~/document/rewrites.server";
import { JsonLdProvider, type JsonLdHandle } from "~/lib/json-ld";
import { jsonLdText } from "~/lib/json-ld.server";
import { NonceProvider } from "~/lib/nonce";
import { SiteStylesProvider } from "~/document/site-styles";
import { FormStampIssuer } from "~/lib/form-started";
import { issueFormStamp } from "~/models/contact-spam-checks.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A loader or action failed because the database is full, locked or failing (handleError below):
  // the error page goes out as 503 with Retry-After, not as a generic 500. (A route's own 503, e.g.
  // the contact form's, keeps its page; its Retry-After is added here, as actions' headers are not.)
  if (loadContext.databaseUnavailable && responseStatusCode === 500) responseStatusCode = 503;
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) {
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  }
  // Documents are per visitor unless a route says otherwise; the page cache sends its own, public
  // Cache-Control for the pages it serves (docs/decisions/037-ready-for-a-caching-proxy.md).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // JSON-LD reaches the head only on a route whose handle says `jsonLd: true` (app/lib/json-ld.tsx).
  const jsonLdRoute = routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as JsonLdHandle | undefined)?.jsonLd,
  );
  if (loadContext.jsonLd?.length && !jsonLdRoute) {
    console.error(
      `${new URL(request.url).pathname}: a loader set context.jsonLd on a route without handle.jsonLd`,
    );
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the whole document at once; people get the shell as soon as
    // it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.wholeDocument
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteStylesProvider value={siteStylesSource(languageChunks)}>
          <FormStampIssuer value={issueFormStamp}>
            <JsonLdProvider value={jsonLdText(loadContext.jsonLd ?? [])}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </JsonLdProvider>
          </FormStampIssuer>
        </SiteStylesProvider>
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that is ready when the shell goes out is written in place. React
        // otherwise sends one that would take the shell past 12.8 KB (ours is past that with its
        // styles) as a hidden template that a script reveals: blank without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Hydration starts after the page has loaded and painted, with the page's boot module
          // (app/document/README.md; server.ts answers it), unless DOCUMENT_REWRITES=off. Vite's
          // dev boot script imports its HMR runtime first; it is left as it is. pipeline()
          // destroys the rewriter when the visitor goes away, which aborts the render.
          const rewrite = import.meta.env.DEV
            ? null
            : documentRewriter(new URL(request.url).pathname, routerContext.manifest, languageChunks);
          if (rewrite) {
            pipeline(rewrite, body, () => undefined);
            pipe(rewrite);
          } else {
            pipe(body);
          }
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // The visitor left while the page streamed: logged once by logClientAborts (server.ts).
          if (isClientAbort(error, request)) return;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: AppLoadContext },
) {
  if (context && isDatabaseUnavailable(error)) context.databaseUnavailable = true;
  if (isClientAbort(error, request)) return; // logged as one info line by logClientAborts (server.ts)
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
