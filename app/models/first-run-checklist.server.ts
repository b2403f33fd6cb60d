import type { DB } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { lastSuccessfulBackup } from "./backups.server";
import { businessFacts, businessFactsSaved, leadRecipientsFrom } from "./business-facts.server";
import { configuredChannels } from "./lead-notifications.server";
import { anyTestSucceeded } from "./notification-checks.server";
import { sampleContentRemaining } from "./sample-content.server";

export interface ChecklistItem {
  id: "facts" | "samples" | "notifications" | "backup";
  label: string;
  done: boolean;
  /** What is still to do, when not done. */
  detail: string;
  /** Where to do it (null: no admin page for it in this build yet). */
  href: string | null;
}

/**
 * The first-run checklist of the dashboard (docs/decisions/049): shown until every item is done; not
 * dismissible. Each item is derived from the data, never ticked by hand.
 */
export async function firstRunChecklist(database: DB): Promise<ChecklistItem[]> {
  const [saved, facts, tested, backup, samples] = await Promise.all([
    businessFactsSaved(database),
    businessFacts(database),
    anyTestSucceeded(database),
    lastSuccessfulBackup(database),
    sampleContentRemaining(database),
  ]);
  const channels = await configuredChannels(database, leadRecipientsFrom(facts, getEnv().LEAD_NOTIFY_TO));
  const configured = channels.email || channels.webhook;
  const remaining = [
    samples.testimonials ? "testimonials" : null,
    samples.photos ? "installation photos" : null,
  ]
    .filter(Boolean)
    .join(" and ");
  return [
    {
      id: "facts",
      label: "Set your business facts",
      done: saved !== null,
      detail: "Phone, e-mail, address, hours and social links: the site still shows the sample values.",
      href: "/admin/settings#business-facts",
    },
    {
      id: "samples",
      label: "Replace the sample testimonials and photos",
      done: !samples.testimonials && !samples.photos,
      detail: `The site still shows sample ${remaining}.`,
      href: samples.testimonials ? "/admin/testimonials" : "/admin/photos",
    },
    {
      id: "notifications",
      label: "Configure lead notifications",
      done: configured && tested,
      detail: configured
        ? "Send a test e-mail or a test webhook from Settings → Notifications and check that it arrives."
        : "Enter your mail server and who gets the leads, then send a test e-mail.",
      href: "/admin/settings/notifications",
    },
    {
      id: "backup",
      label: "Make a backup",
      done: Boolean(backup),
      detail: "Run “Back up now” in Settings once; after that a backup runs every day by itself.",
      href: "/admin/settings#backups",
    },
  ];
}
