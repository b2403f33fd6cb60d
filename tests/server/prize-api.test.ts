import { describe, expect, test } from "vitest";
import { removeDataDir, startAppServer } from "../support/app-server";
import { httpClient } from "../support/http-client";
import { alterToken, uniquePerson } from "../support/prize-data";
import { useRequest } from "../support/vitest-servers";
import { drawViaApi } from "./helpers";

const client = useRequest();

describe("prize game API", () => {
  test("the server draws and signs; a forged 1000, a bad, missing or reused token are refused with 400", async () => {
    const request = client();
    const draw = await drawViaApi(request);
    expect([100, 1000]).toContain(draw.prizeAmount);
    expect(Date.parse(draw.expiresAt)).toBeGreaterThan(Date.now());

    const person = uniquePerson("api");
    const forgedAmount = draw.prizeAmount === 100 ? 1000 : 100;
    const post = (data: unknown) => request.post("/api/engagement", { data });

    // The client asserts an amount the token does not prove.
    const mismatch = await post({ ...person, prizeAmount: forgedAmount, token: draw.token });
    expect(mismatch.status()).toBe(400);
    expect(await mismatch.json()).toEqual({ message: "The prize amount does not match the prize you drew." });

    // The token edited to claim the other amount (and the amount to match). Always the other one:
    // a token "edited" to the amount it already holds is the honest token, and would be claimed here.
    const altered = await post({
      ...person,
      prizeAmount: forgedAmount,
      token: alterToken(draw.token, forgedAmount),
    });
    expect(altered.status()).toBe(400);
    expect(await altered.json()).toEqual({
      message: "This prize could not be verified. Drop a coin to play again.",
    });
    const madeUp = await post({
      ...person,
      prizeAmount: 1000,
      token: "eyJpZCI6ImFhYWFhYWFhYWFhYWFhYWFhYSJ9.c2lnbmF0dXJl",
    });
    expect(madeUp.status()).toBe(400);

    // No token at all: the product's bare payload.
    const bare = await post({ ...person, prizeAmount: 1000 });
    expect(bare.status()).toBe(400);
    expect((await bare.json()).message).toBe("The prize token is missing. Drop a coin to play.");

    // Field errors.
    const invalid = await post({
      email: "nope",
      phone: "12",
      prizeAmount: draw.prizeAmount,
      token: draw.token,
    });
    expect(invalid.status()).toBe(400);
    const body = await invalid.json();
    expect(body.fieldErrors.email).toEqual(["Please enter a valid email address"]);
    expect(body.fieldErrors.phone).toEqual(["Please enter a valid phone number"]);

    // The honest entry, then a replay of its token by someone else.
    const ok = await post({ ...person, prizeAmount: draw.prizeAmount, token: draw.token });
    expect(ok.status()).toBe(201);
    expect(await ok.json()).toMatchObject({ prizeAmount: draw.prizeAmount });
    const replay = await post({
      ...uniquePerson("replay"),
      prizeAmount: draw.prizeAmount,
      token: draw.token,
    });
    expect(replay.status()).toBe(400);
    expect(await replay.json()).toEqual({ message: "This prize has already been claimed." });

    // Same person with a fresh draw: 409 with a message.
    const again = await drawViaApi(request);
    const dup = await post({
      email: person.email.toUpperCase(),
      phone: uniquePerson("x").phone,
      prizeAmount: again.prizeAmount,
      token: again.token,
    });
    expect(dup.status()).toBe(409);
    expect(await dup.json()).toEqual({
      message: "You have already played the prize game with this email address or phone number.",
    });
  });

  test("one person however the phone or Gmail address is written: 409; a phone with junk digits: 400", async () => {
    const request = client();
    const post = async (person: { email: string; phone: string }) => {
      const draw = await drawViaApi(request);
      return request.post("/api/engagement", {
        data: { ...person, prizeAmount: draw.prizeAmount, token: draw.token },
      });
    };
    const line = uniquePerson("fmt").phone.slice(-8); // "NXX-XXXX" of a fresh 561 number
    const [exchange, last] = line.split("-") as [string, string];
    const tag = uniquePerson("fmt").email.match(/(\d+)@/)![1];

    const junk = await post({ email: `fmt-${tag}@example.com`, phone: `561 ${exchange} ${last} 123` });
    expect(junk.status()).toBe(400);
    expect((await junk.json()).fieldErrors).toEqual({ phone: ["Please enter a valid phone number"] });

    expect(
      (await post({ email: `fmt-${tag}@example.com`, phone: `+1 (561) ${exchange}-${last}` })).status(),
    ).toBe(201);
    for (const phone of [`561.${exchange}.${last}`, `001 561 ${exchange} ${last}`]) {
      const again = await post({ email: `fmt-${tag}-${phone.length}@example.com`, phone });
      expect(again.status(), phone).toBe(409);
      expect(await again.json()).toEqual({
        message: "You have already played the prize game with this email address or phone number.",
      });
    }

    const gmail = uniquePerson("gm");
    expect((await post({ email: `Prize.Gm.${tag}@gmail.com`, phone: gmail.phone })).status()).toBe(201);
    const dotted = await post({
      email: `prizegm${tag}+again@googlemail.com`,
      phone: uniquePerson("gm2").phone,
    });
    expect(dotted.status()).toBe(409);
  });

  test("answers JSON errors for wrong methods and bodies", async () => {
    const request = client();
    const get = await request.get("/api/engagement");
    expect(get.status()).toBe(405);
    expect(await get.json()).toEqual({ message: "Method not allowed." });
    const text = await request.post("/api/engagement", {
      headers: { "Content-Type": "text/plain" },
      data: "hi",
    });
    expect(text.status()).toBe(415);
    const broken = await request.post("/api/engagement", {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from("{"),
    });
    expect(broken.status()).toBe(400);
    expect((await broken.json()).message).toBe("The request body is not valid JSON.");
  });

  test("draws and entries are rate limited per IP: 429 with Retry-After", async () => {
    const server = await startAppServer({ env: { PRIZE_DRAWS_PER_HOUR: "2", PRIZE_ENTRIES_PER_HOUR: "1" } });
    const api = httpClient(server.url);
    try {
      const first = await drawViaApi(api);
      const second = await drawViaApi(api);
      const third = await api.post("/api/engagement/draw");
      expect(third.status()).toBe(429);
      expect(Number(third.headers()["retry-after"])).toBeGreaterThan(0);
      expect(await third.json()).toEqual({
        message: "Too many requests. Please wait a moment and try again.",
      });

      const ok = await api.post("/api/engagement", {
        data: { ...uniquePerson("rl1"), prizeAmount: first.prizeAmount, token: first.token },
      });
      expect(ok.status()).toBe(201);
      const limited = await api.post("/api/engagement", {
        data: { ...uniquePerson("rl2"), prizeAmount: second.prizeAmount, token: second.token },
      });
      expect(limited.status()).toBe(429);
      expect(limited.headers()["retry-after"]).toBeTruthy();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
