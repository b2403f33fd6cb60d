import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { z } from "zod";
import { findUserByUsername, verifyPassword } from "~/models/users.server";
import { apiError } from "./api.server";
import { db } from "./db.server";
import { getSession, type SessionUser } from "./session.server";

export const loginSchema = z.object({
  username: z.string({ message: "Username is required" }).trim().min(1, "Username is required").max(64),
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(256),
});

/** Thrown by the form strategy for a wrong username or password (never says which). */
export class InvalidCredentialsError extends Error {
  constructor() {
    super("Invalid username or password.");
    this.name = "InvalidCredentialsError";
  }
}

/** Checks a username and password; returns the user or throws InvalidCredentialsError. */
export async function verifyLogin(username: string, password: string): Promise<SessionUser> {
  const user = await findUserByUsername(db(), username);
  // Verify against a fixed hash when the user does not exist, so timing does not reveal it.
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
  if (!user || !ok) throw new InvalidCredentialsError();
  return { id: user.id, username: user.username };
}

// argon2id hash of a random string, used only to spend the same time on unknown usernames.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$AHzB1tbARFeKfR279/PhwA$p6ADECC5jEQUW/oXFxrzU/+6JtoX5sk3LyA0km/fpaA";

export const authenticator = new Authenticator<SessionUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) throw new InvalidCredentialsError();
    return verifyLogin(parsed.data.username, parsed.data.password);
  }),
  "form",
);

/** A local path to return to after sign-in; anything else (other sites, //host) becomes /admin. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/admin") {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request))?.user ?? null;
}

/** The signed-in user, or a redirect to /auth that remembers where the visitor was going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
  throw redirect(`/auth?${params}`);
}

/** The signed-in user for a JSON API route, or a thrown 401 JSON answer. */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  throw apiError(401, "Unauthorized");
}
