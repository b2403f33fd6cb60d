import type { DB } from "#db/index";
import { installationsAreSamples } from "~/content/installations";
import { testimonialsAreSamples } from "~/content/testimonials";

export interface SampleContentStatus {
  /** Sample testimonials are still shown (invented names presented as reviews: a legal risk). */
  testimonials: boolean;
  /** Drawings still stand in for photos of real installations. */
  photos: boolean;
}

/**
 * The first-run checklist's "replace the sample testimonials and photos" (issue 16). Today the
 * content files' sample markers answer; once the testimonials and photos live in the database
 * (issue 16 parts B and C) this reads those tables instead, with the same answer shape.
 */
export async function sampleContentRemaining(_database: DB): Promise<SampleContentStatus> {
  return { testimonials: testimonialsAreSamples, photos: installationsAreSamples };
}
