import { createContext, useContext } from "react";

// The CSP nonce of this response. On the server it is the real nonce; in the browser it is
// empty (browsers hide nonce attributes from scripts, and scripts added later are React's).
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
