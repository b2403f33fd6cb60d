import type { DB } from "#db/index";
import { photosStatus } from "./photos.server";
import { sampleTestimonialsRemaining } from "./testimonials.server";

export interface SampleContentStatus {
  /** Sample testimonials are still shown (invented names presented as reviews: a legal risk). */
  testimonials: boolean;
  /** Drawings still stand in for photos of real installations (no visible, ready photo). */
  photos: boolean;
}

/**
 * The first-run checklist's "replace the sample testimonials and photos" (docs/decisions/049 and 053): read from
 * the Testimonials tab's table (a visible sample left) and the Photos tab's (no photo shown yet).
 */
export async function sampleContentRemaining(database: DB): Promise<SampleContentStatus> {
  const [testimonials, photos] = await Promise.all([
    sampleTestimonialsRemaining(database),
    photosStatus(database),
  ]);
  return { testimonials: testimonials > 0, photos: photos.visible === 0 };
}
