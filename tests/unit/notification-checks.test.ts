import { describe, expect, it } from "vitest";
import { plainError } from "~/models/notification-checks.server";

describe("notification test errors in plain words", () => {
  it("names the usual SMTP and HTTP failures, followed by the technical message", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" });
    expect(plainError(refused)).toBe(
      "Nothing answered at that address and port: the server refused the connection. (connect ECONNREFUSED 127.0.0.1:2525)",
    );
    expect(plainError(Object.assign(new Error("Invalid login: 535 5.7.8"), { code: "EAUTH" }))).toMatch(
      /^The mail server refused the user name or password in SMTP_URL\./,
    );
    expect(
      plainError(Object.assign(new Error("getaddrinfo ENOTFOUND smtp.nowhere"), { code: "EDNS" })),
    ).toMatch(/^The server's name could not be found/);
    expect(plainError(Object.assign(new Error("Message rejected"), { responseCode: 550 }))).toMatch(
      /^The mail server refused the message \(550\)\./,
    );
    expect(plainError(new Error("something odd"))).toBe("The delivery failed. (something odd)");
  });
});
