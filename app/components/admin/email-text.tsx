import { Fragment } from "react";

/**
 * An e-mail address that may wrap at sensible points on a narrow screen: after the "@" and before
 * each dot (`<wbr>`), and anywhere as a last resort (`.wrap-anywhere`), never widening the page.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])|(?<=@)/);
  return (
    <span className="wrap-anywhere">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
