import { z } from "~/lib/zod";

/**
 * What the result page's adjust controls post (docs/decisions/084): a step of a no-JavaScript
 * button, a position dragged with JavaScript, or a version to show. Shared by the form and the
 * action; the server clamps every number again.
 */
export const MOVES = ["left", "right", "closer", "farther", "higher", "lower"] as const;
export type Move = (typeof MOVES)[number];

const finite = z.coerce.number().refine(Number.isFinite);

export const adjustSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), move: z.enum(MOVES) }),
  z.object({ intent: z.literal("set"), shift: finite, floor: finite, depth: finite }),
  z.object({ intent: z.literal("choose"), version: z.coerce.number().int().min(1).max(1000) }),
]);
