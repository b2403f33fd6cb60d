/**
 * The root error boundary's page on the server: rendered at once, in the document (a visitor
 * without JavaScript sees it whole). The browser's twin, error-page-view.browser.tsx, loads it as
 * a chunk of its own (package.json `imports`, `#error-page-view`).
 */
export { ErrorPage as ErrorPageView } from "./error-page";
