// `npm run admin:create -- --username NAME [--password P]`: creates an admin account.
// Without --password it asks for the password (hidden) and its confirmation on the terminal.
import { closeDatabase } from "#db/index";
import { createUser, PASSWORD_MIN_LENGTH, UserExistsError } from "~/models/users.server";
import { ZodError } from "zod";
import { args, fail, openAppDatabase } from "./lib";

const values = args({ username: { type: "string" }, password: { type: "string" } });
if (!values.username) fail("Usage: npm run admin:create -- --username NAME [--password PASSWORD]");

const password = values.password ?? (await promptPassword());
if (password.length < PASSWORD_MIN_LENGTH)
  fail(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);

const { db } = await openAppDatabase();
try {
  const user = await createUser(db, { username: values.username, password });
  console.log(`Created admin "${user.username}". Sign in at /auth.`);
} catch (error) {
  if (error instanceof UserExistsError) fail(error.message);
  if (error instanceof ZodError) fail(error.issues[0]?.message ?? "Invalid username or password.");
  throw error;
} finally {
  await closeDatabase();
}

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    // Piped input: the first line is the password.
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  const first = await readHidden("Password (8+ characters): ");
  const second = await readHidden("Repeat the password: ");
  if (first !== second) fail("The passwords do not match.");
  return first;
}

function readHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let value = "";
    const onData = (data: Buffer) => {
      for (const char of data.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}
