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
    const id = await createTestimonial(input("Real Host"), test.db);
    expect(await names()).toEqual(["Danielle R.", "Marcus T.", "Elena V.", "Real Host"]);
    expect(await homeNames()).toEqual(["Danielle R.", "Marcus T.", "Elena V."]);

    expect(await moveTestimonial(id, "up", test.db)).toBe(true);
    expect(await moveTestimonial(id, "up", test.db)).toBe(true);
    expect(await names()).toEqual(["Danielle R.", "Real Host", "Marcus T.", "Elena V."]);
    expect(await homeNames()).toEqual(["Danielle R.", "Real Host", "Marcus T."]);
    expect(await moveTestimonial(id, "up", test.db)).toBe(true);
    expect(await moveTestimonial(id, "up", test.db)).toBe(true); // already first: nothing changes
    expect(await names()).toEqual(["Real Host", "Danielle R.", "Marcus T.", "Elena V."]);
    expect((await listTestimonials(test.db)).map((t) => t.position)).toEqual([1, 2, 3, 4]);
    expect(await moveTestimonial(id, "down", test.db)).toBe(true);
    expect(await names()).toEqual(["Danielle R.", "Real Host", "Marcus T.", "Elena V."]);
    expect(await moveTestimonial(9999, "down", test.db)).toBe(false);
  });

  it("hidden ones are skipped: the fourth moves onto the home page; none visible means none", async () => {
    const all = await listTestimonials(test.db);
    await createTestimonial(input("Fourth"), test.db);
    await setTestimonialHidden(all[1]!.id, true, test.db);
    expect(await homeNames()).toEqual(["Danielle R.", "Elena V.", "Fourth"]);
    expect(await sampleTestimonialsRemaining(test.db)).toBe(2);
    await setTestimonialHidden(all[1]!.id, false, test.db);
    expect(await homeNames()).toEqual(["Danielle R.", "Marcus T.", "Elena V."]);

    for (const t of await listTestimonials(test.db)) await setTestimonialHidden(t.id, true, test.db);
    expect(await homeTestimonials(test.db)).toEqual([]);
    expect(await setTestimonialHidden(9999, true, test.db)).toBe(false);
  });

  it("editing a sample's words clears its flag; saving it unchanged keeps it", async () => {
    const [first] = await listTestimonials(test.db);
    await updateTestimonial(
      first!.id,
      { name: first!.name, role: first!.role, company: first!.company, quote: first!.quote },
      test.db,
    );
    expect((await listTestimonials(test.db))[0]!.sample).toBe(true);
    expect(announced).toEqual([]);
    await updateTestimonial(first!.id, { ...first!, quote: "What the real host said." }, test.db);
    const after = (await listTestimonials(test.db))[0]!;
    expect(after.sample).toBe(false);
    expect(after.quote).toBe("What the real host said.");
    expect(await sampleTestimonialsRemaining(test.db)).toBe(2);
    expect(await updateTestimonial(9999, input("Gone"), test.db)).toBe(false);
  });

  it("every change drops the cached home pages", async () => {
    const id = await createTestimonial(input("Cache"), test.db);
    await moveTestimonial(id, "up", test.db);
    await setTestimonialHidden(id, true, test.db);
    await updateTestimonial(id, input("Cache 2"), test.db);
    expect(await deleteTestimonial(id, test.db)).toBe(true);
    expect(await deleteTestimonial(id, test.db)).toBe(false);
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
