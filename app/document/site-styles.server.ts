/** The text of app.css as built (Tailwind, minified): inlined into every page by <SiteStyles>. */
import css from "~/app.css?inline";

export const siteStyles: string = css;
