/**
 * The consultation form's "rendered at" stamp (spam defence: a minimum fill time).
 *
 * The stamp is HMAC-signed with the session secret, so a bot cannot backdate it. Signing needs the
 * secret, which only the server has, yet the form is a shared component rendered inside other
 * routes (the home page's contact section) whose loaders the form does not own. So the server's
 * entry (app/entry.server.tsx) provides an issuer through the `FormStampIssuer` context, and the
 * component asks for a stamp while it renders on the server. In the browser no issuer exists: the
 * component keeps the server-rendered stamp, or fetches one (GET /api/contact) when it was
 * rendered by a client-side navigation. With the stamp comes the minimum fill time, which the
 * enhanced form waits out before it posts (a fast person is never taken for a bot).
 */
export interface FormStartedStamp {
  stamp: string;
  minFillMs: number;
}

import { createContext } from "react";

export const FORM_STARTED_FIELD = "formStartedAt";
/** The stamp of the "Confirm your request" page (signed for that purpose only). */
export const CONFIRM_STARTED_FIELD = "confirmStartedAt";

/** Issues a fresh signed stamp; provided by the server's entry, absent in the browser. */
export const FormStampIssuer = createContext<(() => FormStartedStamp) | undefined>(undefined);
