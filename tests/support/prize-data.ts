// Prize game test data without a browser or a test runner (tests/e2e and tests/server).

/**
 * Unique contact details per test: every spec shares one database. The phone is a valid US number
 * (the server checks it): area code 561, an exchange from 200 to 999.
 */
export function uniquePerson(tag: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  const exchange = 200 + Math.floor(Math.random() * 800);
  return { email: `prize-${tag}-${n}@example.com`, phone: `(561) ${exchange}-${n.slice(6, 10)}` };
}

/** A token whose payload was edited to claim `amount`, keeping the original signature. */
export function alterToken(token: string, amount: number) {
  const [payload, signature] = token.split(".") as [string, string];
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  return `${Buffer.from(JSON.stringify({ ...claims, amount })).toString("base64url")}.${signature}`;
}
