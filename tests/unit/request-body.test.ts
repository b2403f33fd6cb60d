import { describe, expect, it } from "vitest";
import { readBodyLimited, readForm, requestFormData } from "~/lib/request-body.server";

function post(body: BodyInit, type: string | null, headers: Record<string, string> = {}) {
  return new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: { ...(type ? { "Content-Type": type } : {}), ...headers },
  });
}

async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return "resolved";
}

describe("bounded body reader", () => {
  it("reads a body up to the limit and refuses one over it, declared or as sent", async () => {
    expect((await readBodyLimited(post("a".repeat(100), "text/plain"), 100))?.length).toBe(100);
    expect(await readBodyLimited(post("a".repeat(101), "text/plain"), 100)).toBeNull();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(40));
        controller.close();
      },
    });
    const undeclared = new Request("http://localhost/x", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await readBodyLimited(undeclared, 100)).toBeNull();
  });

  it("parses URL-encoded and multipart forms", async () => {
    const form = await readForm(post("name=Ana+Ruiz&city=Miami", "application/x-www-form-urlencoded"));
    expect(form?.get("name")).toBe("Ana Ruiz");
    const multipart = new FormData();
    multipart.set("name", "Ana");
    const request = new Request("http://localhost/x", { method: "POST", body: multipart });
    expect((await readForm(request))?.get("name")).toBe("Ana");
  });

  it("answers 415 for a body that is no form and 413 for a form over the limit", async () => {
    expect(await thrownStatus(requestFormData(post('{"a":1}', "application/json")))).toBe(415);
    expect(await thrownStatus(requestFormData(post("a=1", null)))).toBe(415);
    expect(
      await thrownStatus(requestFormData(post("--x\r\nbroken", "multipart/form-data; boundary=y"))),
    ).toBe(415);
    expect(
      await thrownStatus(
        requestFormData(post(`a=${"b".repeat(2000)}`, "application/x-www-form-urlencoded"), 1000),
      ),
    ).toBe(413);
    expect(
      await readForm(post(`a=${"b".repeat(2000)}`, "application/x-www-form-urlencoded"), 1000),
    ).toBeNull();
  });
});
