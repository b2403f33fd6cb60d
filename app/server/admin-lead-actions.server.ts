/**
 * The Contact Submissions tab's form actions (app/routes/admin._index.tsx), one handler per `intent`:
 * the lead pipeline form, a note's revision, "Not spam", "Delete" and "Retry now". Each answers
 * with a redirect back to the list and a toast, or with the form's field errors (400).
 */
import { data } from "react-router";
import { fieldErrorsOf } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import {
  deleteHeldLead,
  releaseHeldLead,
  retryLeadNotification,
} from "~/models/contact-request-writes.server";
import { anyNotificationChannel, enqueueLeadNotification } from "~/models/lead-notifications.server";
import { enqueueLeadReply } from "~/models/site-visit-mail.server";
import { changeLead, reviseLeadNote } from "~/models/lead-pipeline.server";
import {
  leadFormSchema,
  leadStatusLabel,
  noteTextSchema,
  type LeadFormReply,
  type LeadFormValues,
} from "~/models/lead-status";

/** A lead's or note's id as posted or in the URL; null unless a positive integer. */
export function leadId(value: FormDataEntryValue | string | null) {
  const id = Number(value);
  return typeof value === "string" && /^\d{1,15}$/.test(value) && Number.isSafeInteger(id) && id > 0
    ? id
    : null;
}

export const NOT_FOUND_TOAST = {
  title: "Failed to update submission",
  description: "This submission no longer exists or was already changed.",
  variant: "destructive",
} as const;

/** What every handler gets: the lead, the posted form, who acts, and the list URL to go back to. */
export interface LeadAction {
  id: number;
  form: FormData;
  actor: { id: number; username: string };
  back: (changes: Record<string, string | number | null>) => string;
}

/** The View dialog's pipeline form: status, lost reason, follow-up and a note, saved together. */
async function updateLead({ id, form, actor, back }: LeadAction) {
  const values: LeadFormValues = {
    status: String(form.get("status") ?? ""),
    lostReason: String(form.get("lostReason") ?? ""),
    followUpOn: String(form.get("followUpOn") ?? ""),
    note: String(form.get("note") ?? ""),
  };
  const parsed = leadFormSchema.safeParse(values);
  if (!parsed.success) {
    const reply: LeadFormReply = {
      form: "lead",
      leadId: id,
      values,
      fieldErrors: fieldErrorsOf(parsed.error),
    };
    return data({ reply }, { status: 400 });
  }
  const result = await changeLead(db(), id, actor, parsed.data);
  return redirectWithToast(back({ view: id }), {
    title: "Lead updated",
    description: result.statusChanged
      ? `Status: ${leadStatusLabel(result.lead.status)}${result.noteId ? ", note added" : ""}.`
      : result.noteId
        ? "Note added."
        : "Saved.",
    variant: "success",
  });
}

/** A note's text corrected (the earlier text stays in its history). */
async function reviseNote({ id, form, actor, back }: LeadAction) {
  const noteId = leadId(form.get("noteId"));
  const text = String(form.get("text") ?? "");
  if (!noteId) return redirectWithToast(back({}), NOT_FOUND_TOAST);
  const parsed = noteTextSchema.safeParse(text);
  if (!parsed.success) {
    const fieldErrors = { text: parsed.error.issues.map((i) => i.message) };
    const reply: LeadFormReply = { form: "note", leadId: id, noteId, text, fieldErrors };
    return data({ reply }, { status: 400 });
  }
  await reviseLeadNote(db(), id, noteId, actor, parsed.data);
  return redirectWithToast(back({ view: id }), {
    title: "Note saved",
    description: "The earlier text stays in the note's history.",
    variant: "success",
  });
}

/** "Not spam": a held lead joins the list and is notified now. */
async function releaseFromSpam({ id, back }: LeadAction) {
  const notify = await anyNotificationChannel(db());
  const outcome = await releaseHeldLead(db(), id, {
    notify,
    enqueueNotification: enqueueLeadNotification,
    enqueueReply: enqueueLeadReply,
  });
  if (outcome === "not-found") return redirectWithToast(back({ view: null }), NOT_FOUND_TOAST);
  return redirectWithToast(back({ view: null }), {
    title: "Moved to Contact Submissions",
    description: notify
      ? "The lead is in the main list and its notification is being sent."
      : "The lead is in the main list. No e-mail or webhook is configured.",
    variant: "success",
  });
}

/** "Delete" of a lead held as spam (after the confirm dialog). */
async function deleteHeld({ id, back }: LeadAction) {
  if (!(await deleteHeldLead(db(), id))) return redirectWithToast(back({ view: null }), NOT_FOUND_TOAST);
  return redirectWithToast(back({ view: null }), { title: "Submission deleted", variant: "success" });
}

/** "Retry now" for a lead whose notification failed after every attempt. */
async function retryNotification({ id, back }: LeadAction) {
  const outcome = await retryLeadNotification(db(), id, {
    notify: await anyNotificationChannel(db()),
    enqueueNotification: enqueueLeadNotification,
  });
  if (outcome === "no-channel") {
    const description = "No e-mail or webhook is configured.";
    return redirectWithToast(back({}), { title: "Failed to retry", description, variant: "destructive" });
  }
  if (outcome === "not-failed")
    return redirectWithToast(back({}), { ...NOT_FOUND_TOAST, title: "Failed to retry" });
  return redirectWithToast(back({}), {
    title: "Notification queued",
    description: "It is being sent again now.",
    variant: "success",
  });
}

/** One handler per `intent` the tab's forms post. */
export const LEAD_ACTIONS = {
  "update-lead": updateLead,
  "revise-note": reviseNote,
  "not-spam": releaseFromSpam,
  delete: deleteHeld,
  "retry-notification": retryNotification,
} satisfies Record<string, (action: LeadAction) => Promise<Response | ReturnType<typeof data>>>;
export const leadIntentSchema = z.enum(Object.keys(LEAD_ACTIONS) as Array<keyof typeof LEAD_ACTIONS>);
