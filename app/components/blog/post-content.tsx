import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import "./post-content.css";
import { isPlainClick } from "~/lib/plain-click";

/**
 * The post's HTML (already sanitized on the server). The sanitizer rewrote links to "/" as
 * "/#contact", so without JavaScript such a link lands on the home contact section; with
 * JavaScript a click navigates home in the app, and the route-change scroll (ScrollOnRouteChange:
 * the hash, 100 ms, the header offset, the form itself on mobile) takes it there (product §2). Every
 * other link is left to the browser: an admin may link a file (/favicon.ico, an image) or a
 * resource route (/blog/rss.xml) that an in-app navigation would show as the not-found page.
 */
export function PostContent({ html }: { html: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname !== "/" || url.search || url.hash !== "#contact") return;
    event.preventDefault();
    void navigate("/#contact");
  }
  return (
    // The click handler only enhances ordinary links inside the article; keyboard activation of a
    // link fires the same click event.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation for the links inside, which are focusable themselves
    <div className="post-content" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
