import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onPublicPagesChanged } from "~/lib/page-cache-events.server";
import {
  createTestimonial,
  deleteTestimonial,
  homeTestimonials,
  listTestimonials,
  moveTestimonial,
  sampleTestimonialsRemaining,
  setTestimonialHidden,
  updateTestimonial,
} from "~/models/testimonials.server";
import { testimonialInputSchema } from "~/models/testimonial-schema";
import { createTestDatabase } from "../support/test-db";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let test: TestDb;
let announced: string[][];
let stop: () => void;
beforeEach(async () => {
  test = await createTestDatabase();
  announced = [];
  stop = (() => {
    const off = onPublicPagesChanged((paths) => announced.push([...paths]));
    return () => void off();
  })();
});
afterEach(async () => {
  stop();
  await test.cleanup();
});

const names = async () => (await listTestimonials(test.db)).map((t) => t.name);
const homeNames = async () => (await homeTestimonials(test.db)).map((t) => t.name);
const input = (name: string) => ({
  name,
  role: "Facilities Lead",
  company: "Doral logistics hub",
  quote: `Words of ${name}.`,
});

describe("testimonials", () => {
  it("start as the three samples of the old content file, marked as samples and all on the home page", async () => {
    const all = await listTestimonials(test.db);
    expect(all.map((t) => [t.name, t.role, t.company, t.position, t.sample, t.hidden])).toEqual([
      ["Danielle R.", "Office Manager", "Boca Raton law firm", 1, true, false],
      ["Marcus T.", "General Manager", "Fort Lauderdale fitness club", 2, true, false],
      ["Elena V.", "Property Manager", "Miami Beach residential tower", 3, true, false],
    ]);
    expect((await homeTestimonials(test.db)).every((t) => t.sample)).toBe(true);
    expect(await sampleTestimonialsRemaining(test.db)).toBe(3);
  });

  it("add last, move up and down (no-op at the ends), and the home page shows the first three visible in order", async () => {
    const id = await createTestimonial(test.db, input("Real Host"));
    expect(await names()).toEqual(["Danielle R.", "Marcus T.", "Elena V.", "Real Host"]);
    expect(await homeNames()).toEqual(["Danielle R.", "Marcus T.", "Elena V."]);

    expect(await moveTestimonial(test.db, id, "up")).toBe(true);
    expect(await moveTestimonial(test.db, id, "up")).toBe(true);
    expect(await names()).toEqual(["Danielle R.", "Real Host", "Marcus T.", "Elena V."]);
    expect(await homeNames()).toEqual(["Danielle R.", "Real Host", "Marcus T."]);
    expect(await moveTestimonial(test.db, id, "up")).toBe(true);
    expect(await moveTestimonial(test.db, id, "up")).toBe(true); // already first: nothing changes
    expect(await names()).toEqual(["Real Host", "Danielle R.", "Marcus T.", "Elena V."]);
    expect((await listTestimonials(test.db)).map((t) => t.position)).toEqual([1, 2, 3, 4]);
    expect(await moveTestimonial(test.db, id, "down")).toBe(true);
    expect(await names()).toEqual(["Danielle R.", "Real Host", "Marcus T.", "Elena V."]);
    expect(await moveTestimonial(test.db, 9999, "down")).toBe(false);
  });

  it("hidden ones are skipped: the fourth moves onto the home page; none visible means none", async () => {
    const all = await listTestimonials(test.db);
    await createTestimonial(test.db, input("Fourth"));
    await setTestimonialHidden(test.db, all[1]!.id, true);
    expect(await homeNames()).toEqual(["Danielle R.", "Elena V.", "Fourth"]);
    expect(await sampleTestimonialsRemaining(test.db)).toBe(2);
    await setTestimonialHidden(test.db, all[1]!.id, false);
    expect(await homeNames()).toEqual(["Danielle R.", "Marcus T.", "Elena V."]);

    for (const t of await listTestimonials(test.db)) await setTestimonialHidden(test.db, t.id, true);
    expect(await homeTestimonials(test.db)).toEqual([]);
    expect(await setTestimonialHidden(test.db, 9999, true)).toBe(false);
  });

  it("editing a sample's words clears its flag; saving it unchanged keeps it", async () => {
    const [first] = await listTestimonials(test.db);
    await updateTestimonial(test.db, first!.id, {
      name: first!.name,
      role: first!.role,
      company: first!.company,
      quote: first!.quote,
      quoteEs: first!.quoteEs,
    });
    expect((await listTestimonials(test.db))[0]!.sample).toBe(true);
    expect(announced).toEqual([]);
    await updateTestimonial(test.db, first!.id, { ...first!, quote: "What the real host said." });
    const after = (await listTestimonials(test.db))[0]!;
    expect(after.sample).toBe(false);
    expect(after.quote).toBe("What the real host said.");
    expect(await sampleTestimonialsRemaining(test.db)).toBe(2);
    expect(await updateTestimonial(test.db, 9999, input("Gone"))).toBe(false);
  });

  it("every change drops the cached home pages", async () => {
    const id = await createTestimonial(test.db, input("Cache"));
    await moveTestimonial(test.db, id, "up");
    await setTestimonialHidden(test.db, id, true);
    await updateTestimonial(test.db, id, input("Cache 2"));
    expect(await deleteTestimonial(test.db, id)).toBe(true);
    expect(await deleteTestimonial(test.db, id)).toBe(false);
    expect(announced).toHaveLength(5);
    for (const paths of announced) expect(paths).toEqual(expect.arrayContaining(["/", "/es"]));
  });

  it("the form and the model share one schema", () => {
    const result = testimonialInputSchema.safeParse({
      name: " ",
      role: "Owner",
      company: "",
      quote: "x".repeat(601),
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "name: Name is required",
      "company: Company is required",
      "quote: Quote must be at most 600 characters",
    ]);
    expect(testimonialInputSchema.parse(input(" Trimmed "))).toMatchObject({ name: "Trimmed" });
  });
});

describe("testimonials in Spanish (decision 080)", () => {
  it("the samples come with a Spanish text; an owner's Spanish text is stored, and editing it makes a sample real", async () => {
    const [sample] = await homeTestimonials(test.db);
    expect(sample!.quoteEs).toMatch(/^Nuestra máquina vieja/);
    const id = await createTestimonial(test.db, input("Real Host"));
    expect((await listTestimonials(test.db)).find((t) => t.id === id)!.quoteEs).toBe("");
    await updateTestimonial(test.db, id, { ...input("Real Host"), quoteEs: "  Palabras del anfitrión.  " });
    expect((await listTestimonials(test.db)).find((t) => t.id === id)!.quoteEs).toBe(
      "Palabras del anfitrión.",
    );

    const first = (await listTestimonials(test.db))[0]!;
    await updateTestimonial(test.db, first.id, { ...first, quoteEs: "Otras palabras." });
    const after = (await listTestimonials(test.db))[0]!;
    expect([after.quoteEs, after.sample]).toEqual(["Otras palabras.", false]);
  });

  it("refuses a Spanish text over the limit, next to its field", () => {
    const result = testimonialInputSchema.safeParse({ ...input("X"), quoteEs: "x".repeat(601) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "quoteEs: Spanish translation must be at most 600 characters",
    ]);
  });
});
