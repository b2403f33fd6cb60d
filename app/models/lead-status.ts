/**
 * The lead pipeline's rules the browser may import too (docs/decisions/030-lead-pipeline.md): the
 * statuses with their labels, and the zod schemas shared by the View dialog's form, its action
 * and the JSON API (`PATCH /api/contact-requests/{id}`, `POST /api/contact-requests/{id}/notes`).
 */
import { z } from "~/lib/zod";

/** Stable keys in the database and the API; labels for people. In pipeline order. */
export const LEAD_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "site_visit", label: "Site visit" },
  { value: "proposal_sent", label: "Proposal sent" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];
export const LEAD_STATUS_VALUES = LEAD_STATUSES.map((s) => s.value) as [LeadStatus, ...LeadStatus[]];
/** A won or lost lead is closed: it has no follow-up date. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["won", "lost"];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUS_VALUES as readonly string[]).includes(value);
}

export function leadStatusLabel(value: string | null | undefined) {
  return LEAD_STATUSES.find((s) => s.value === value)?.label ?? "New";
}

export const LEAD_TEXT = {
  status: "Choose one of the statuses.",
  lostReasonOnlyLost: "A lost reason goes with the status Lost.",
  lostReasonTooLong: "Please keep the lost reason under 300 characters.",
  followUp: "Enter the follow-up date as YYYY-MM-DD.",
  followUpClosed: "A won or lost lead has no follow-up date.",
  nothing: "Change the status or the follow-up date, or write a note.",
  noteRequired: "Please write the note.",
  noteTooLong: "Please keep a note under 5,000 characters.",
} as const;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const calendarDaySchema = z
  .string()
  .trim()
  .refine(isCalendarDay, LEAD_TEXT.followUp)
  .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", LEAD_TEXT.followUp);

const lostReasonSchema = z.string().trim().max(300, LEAD_TEXT.lostReasonTooLong);
export const noteTextSchema = z
  .string({ error: LEAD_TEXT.noteRequired })
  .trim()
  .min(1, LEAD_TEXT.noteRequired)
  .max(5000, LEAD_TEXT.noteTooLong);

/**
 * The status rules that need more than one field: a lost reason only with the status Lost, no
 * follow-up date on a lead being closed (won or lost).
 */
function checkLeadRules(
  value: { status?: LeadStatus; lostReason?: string | null; followUpOn?: string | null },
  ctx: z.RefinementCtx,
  checkFollowUp = true,
) {
  if (value.lostReason && value.status !== "lost")
    ctx.addIssue({ code: "custom", path: ["lostReason"], message: LEAD_TEXT.lostReasonOnlyLost });
  if (checkFollowUp && value.followUpOn && value.status && CLOSED_STATUSES.includes(value.status))
    ctx.addIssue({ code: "custom", path: ["followUpOn"], message: LEAD_TEXT.followUpClosed });
}

/**
 * PATCH /api/contact-requests/{id}: `{ status?, lostReason?, followUpOn? }`. A field left out is
 * unchanged; `followUpOn: null` clears the date. A lost reason needs `status: "lost"` in the
 * same request.
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUS_VALUES, { error: LEAD_TEXT.status }).optional(),
    lostReason: lostReasonSchema.nullable().optional(),
    followUpOn: calendarDaySchema.nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkLeadRules(value, ctx);
    if (value.status === undefined && value.followUpOn === undefined && value.lostReason === undefined)
      ctx.addIssue({ code: "custom", path: ["status"], message: LEAD_TEXT.nothing });
  });
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;

/** POST /api/contact-requests/{id}/notes: `{ text }`. */
export const leadNoteSchema = z.object({ text: noteTextSchema }).strict();

/**
 * The View dialog's form: the status, the lost reason, the follow-up date (always sent: empty
 * clears it) and an optional note, saved together. Empty text fields arrive as "".
 */
export const leadFormSchema = z
  .object({
    status: z.enum(LEAD_STATUS_VALUES, { error: LEAD_TEXT.status }),
    lostReason: z.preprocess((v) => (v === "" ? undefined : v), lostReasonSchema.optional()),
    followUpOn: z.preprocess((v) => (v === "" || v === undefined ? null : v), calendarDaySchema.nullable()),
    note: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().trim().max(5000, LEAD_TEXT.noteTooLong).optional(),
    ),
  })
  // A date left in the field while closing the lead is dropped by the model (closing clears it).
  .superRefine((value, ctx) => checkLeadRules(value, ctx, false));
export type LeadFormInput = z.output<typeof leadFormSchema>;

/** Fields of the form as typed (kept when the server answers 400). */
export interface LeadFormValues {
  status: string;
  lostReason: string;
  followUpOn: string;
  note: string;
}

/** What the action answers when the form does not validate (status 400): errors and the typed values. */
export type LeadFormReply =
  | { form: "lead"; leadId: number; values: LeadFormValues; fieldErrors: Record<string, string[]> }
  | { form: "note"; leadId: number; noteId: number; text: string; fieldErrors: Record<string, string[]> };
