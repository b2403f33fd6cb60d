import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The typed shape of the SQLite database. Timestamps are ISO-8601 UTC strings;
 * booleans are 0/1 integers (SQLite has no boolean type).
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  testimonials: TestimonialsTable;
  contact_requests: ContactRequestsTable;
  site_visit_settings: SiteVisitSettingsTable;
  site_visits: SiteVisitsTable;
  contact_idempotency_keys: ContactIdempotencyKeysTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  engagement_submissions: EngagementSubmissionsTable;
  visualization_requests: VisualizationRequestsTable;
  visualization_versions: VisualizationVersionsTable;
  jobs: JobsTable;
  login_failures: LoginFailuresTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_notes: LeadNotesTable;
  prize_draws: PrizeDrawsTable;
  lead_day_counts: LeadDayCountsTable;
  site_photos: SitePhotosTable;
  business_facts: BusinessFactsTable;
  notification_tests: NotificationTestsTable;
  backups: BackupsTable;
  health_probes: HealthProbesTable;
  offsite_settings: OffsiteSettingsTable;
  offsite_copies: OffsiteCopiesTable;
  mail_settings: MailSettingsTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  webhook_settings: WebhookSettingsTable;
  page_visit_days: PageVisitDaysTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** ISO-8601 UTC of the last sign-in (migration 0019); null until the first. */
  last_sign_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while a one-time password must be replaced at sign-in (migration 0019). */
  must_change_password: Generated<number>;
  /** When a pending one-time password stops working (migration 0024); null for an admin's own password. */
  one_time_password_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  role: string;
  company: string;
  quote: string;
  /** The quote in Spanish, '' when there is none (migration 0027). */
  quote_es: Generated<string>;
  /** 1-based order on the home page. */
  position: number;
  hidden: Generated<number>;
  /** 1 for a stand-in seeded by migration 0019 (never presented as a real review). */
  sample: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** Random, unguessable; the signed session cookie carries it. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string | null;
  ip: string | null;
}

/** One failed sign-in (or wrong current password); see LoginThrottle. */
export interface LoginFailuresTable {
  id: Generated<number>;
  /** Lower-cased and trimmed, whether or not such a user exists. */
  username: string;
  ip: string;
  /** Milliseconds since the epoch. */
  at: number;
}

export type NotificationStatus = "pending" | "sent" | "failed" | "skipped";

export interface ContactRequestsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string | null;
  service_interest: string | null;
  business_address: string | null;
  employee_count: string | null;
  message: string | null;
  /** Path of the page the form was sent from, e.g. /locations/miami. */
  source_page: string | null;
  referrer: string | null;
  /** JSON object of utm_* parameters of the visit, or null. */
  utm: string | null;
  is_spam: Generated<number>;
  spam_reason: string | null;
  notification_status: Generated<NotificationStatus>;
  notification_error: string | null;
  notified_at: string | null;
  created_at: string;
  /** When the lead e-mail / webhook was delivered (migration 0004, leads issue). */
  email_notified_at: string | null;
  webhook_notified_at: string | null;
  /** Public id of the space visualization the request was sent from, if any. */
  visualization_id: string | null;
  /** Delivery attempts made so far by the notification job. */
  notification_attempts: Generated<number>;
  /** The lead pipeline (migration 0013): new, contacted, site_visit, proposal_sent, won, lost. */
  status: Generated<string>;
  lost_reason: string | null;
  /** Next follow-up, a New York calendar day (YYYY-MM-DD). */
  follow_up_on: string | null;
  /** utm_campaign of the visit, copied out of `utm` (Insights groups by it). */
  utm_campaign: string | null;
  /** The prize entry this lead was made from (unique). */
  origin_engagement_id: number | null;
  /** The latest change to Won in the audit trail, kept by a trigger (migration 0016). */
  won_at: string | null;
  /**
   * The lead's New York calendar day (YYYY-MM-DD, '' when created_at is not a time), set by the app
   * with `leadDay` (app/lib/dates.ts) whenever it writes created_at (migration 0025).
   */
  created_day: string | null;
  /**
   * The phone as E.164 ("+13055550199"), set by the app with `phoneE164` (app/lib/phone.ts) whenever
   * it writes `phone`; null when it is not a phone number. Indexed for search (migration 0027).
   */
  phone_e164: string | null;
  /** The language of the page the request came from, 'en' or 'es' (migration 0014). */
  language: Generated<"en" | "es">;
  /** When the instant reply reached the visitor (migration 0029). */
  reply_sent_at: string | null;
}

/** The owner's site-visit availability (migration 0029): one row, JSON (app/models/site-visit-slots.ts). */
export interface SiteVisitSettingsTable {
  id: number;
  data: string;
  updated_at: string;
}

/** A lead's self-booked site visit (migration 0029); at most one booked per slot and per lead. */
export interface SiteVisitsTable {
  id: Generated<number>;
  lead_id: number;
  /** ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  status: Generated<"booked" | "cancelled">;
  /** The lead's status before the booking, restored when the visit is cancelled. */
  previous_status: Generated<string>;
  /** iCalendar SEQUENCE of the invite (raised by a cancellation). */
  sequence: Generated<number>;
  cancel_reason: string | null;
  created_at: string;
  cancelled_at: string | null;
  reminder_queued_at: string | null;
}

/** The audit trail of a lead's status (migration 0013): who changed it, when, from what to what. */
export interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: number;
  from_status: string | null;
  to_status: string;
  lost_reason: string | null;
  user_id: number | null;
  username: string;
  created_at: string;
}

/** Append-only notes on a lead; an edit is a new row whose thread_id is the first version's id. */
export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  thread_id: number | null;
  text: string;
  author_id: number | null;
  author_name: string;
  created_at: string;
}

/** One prize draw (coin drop): the prize game funnel (migration 0013). */
export interface PrizeDrawsTable {
  token_id: string;
  prize_amount: number;
  created_at: string;
}

/**
 * Per-day lead totals for the Insights tab, kept by triggers on contact_requests (migration 0016):
 * one row per (dimension, New York day, value); spam left out.
 */
/** Views of public pages per New York day, page and UTM campaign (migration 0030): totals only. */
export interface PageVisitDaysTable {
  day: string;
  /** The page's canonical path (lower case, no trailing slash). */
  path: string;
  /** The visit's utm_campaign ('' for none). */
  campaign: string;
  n: number;
}

export interface LeadDayCountsTable {
  dimension: "service" | "source" | "campaign" | "status";
  day: string;
  /** The value ('' for none: no service interest, source page or campaign). */
  value: string;
  n: number;
}

/** An Idempotency-Key of POST /api/contact and the lead it created (migrations 0010, 0024). */
export interface ContactIdempotencyKeysTable {
  /** Hash of the client that sent the key (contactIdempotencyScope); "" for keys stored before 0024. */
  scope: string;
  key: string;
  lead_id: number;
  /** SHA-256 (hex) of the request's values. */
  fingerprint: string;
  created_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  published: Generated<number>;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** The language the post is written in, 'en' or 'es' (migration 0014). */
  language: Generated<"en" | "es">;
  /** What `content` is written in, 'html' or 'markdown' (migration 0028). */
  content_format: Generated<"html" | "markdown">;
}

/** Old slugs of renamed posts, answered with a permanent redirect to the post's current slug. */
export interface BlogSlugRedirectsTable {
  slug: string;
  post_id: number;
  created_at: string;
}

export interface EngagementSubmissionsTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased email (the admin list's search and sort). */
  email_normalized: string;
  phone: string;
  /** Digits only, a leading US 1 removed (the admin list's search and sort). */
  phone_normalized: string;
  /** The person's email (lower case; Gmail without dots and "+tag"): one entry per person (unique). */
  email_key: string | null;
  /** The phone as E.164 ("+15615550199"): one entry per person (unique). Null only on old rows. */
  phone_e164: string | null;
  prize_amount: 100 | 1000;
  /** Id of the signed draw token the entry redeemed (a token redeems once). */
  token_id: string | null;
  ip: string | null;
  /** The language of the page the entry came from (migration 0015). */
  lang: Generated<"en" | "es">;
  created_at: string;
}

export type VisualizationStatus = "pending" | "processing" | "completed" | "failed";

export interface VisualizationRequestsTable {
  id: Generated<number>;
  /** Random and unguessable: the only id a visitor ever sees. */
  public_id: string;
  status: Generated<VisualizationStatus>;
  /** Progress stage shown to the visitor (e.g. reading-website, composing, finishing). */
  stage: string | null;
  /** JSON array of { category, type, quantity }. */
  machines: string;
  website_url: string | null;
  logo_path: string | null;
  space_photo_path: string | null;
  generated_image_path: string | null;
  /** JSON of the branding read from the website or logo. */
  branding: string | null;
  provider: string | null;
  error: string | null;
  ip: string | null;
  /** The language of the page the request came from (migration 0015). */
  lang: Generated<"en" | "es">;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobsTable {
  id: Generated<number>;
  type: string;
  /** JSON payload. */
  payload: string;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_at: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * Where an uploaded photo is shown: the installation gallery, a service page's hero, or a blog post
 * ("blog", decision 081; the column has no constraint, so no migration).
 */
export type PhotoPlacement = "gallery" | "classic-vending" | "smart-machines" | "micromarkets" | "blog";
export type PhotoStatus = "processing" | "ready" | "failed";

export interface SitePhotosTable {
  id: Generated<number>;
  placement: PhotoPlacement;
  position: number;
  visible: Generated<number>;
  alt_en: string;
  caption_en: Generated<string>;
  alt_es: string | null;
  caption_es: string | null;
  /** The re-encoded upload, relative to DATA_DIR; never served. */
  original_path: string;
  /** Content hash: the generated files are named after it. */
  hash: string;
  width: number;
  height: number;
  /** JSON list of generated widths. */
  widths: Generated<string>;
  status: Generated<PhotoStatus>;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** The owner's business facts (migration 0017): one row, id 1, `data` a JSON document. */
export interface BusinessFactsTable {
  id: number;
  data: string;
  updated_at: string;
  updated_by: string | null;
}

/** One "Send a test e-mail / webhook" from Settings. */
export interface NotificationTestsTable {
  id: Generated<number>;
  channel: "email" | "webhook";
  ok: number;
  /** "Delivered to …" or the error in plain words. */
  detail: string;
  created_at: string;
}

/** interrupted: left running by a process that stopped mid-backup (docs/decisions/068). */
export type BackupStatus = "running" | "succeeded" | "failed" | "interrupted";

/** One backup run (the daily job or "Back up now"). */
export interface BackupsTable {
  id: Generated<number>;
  /** scheduled: the daily job; manual: "Back up now"; command: `npm run db:backup`. */
  trigger: "scheduled" | "manual" | "command";
  status: BackupStatus;
  /** The backup folder's name inside BACKUP_DIR (backup-<stamp>). */
  folder: string | null;
  size_bytes: number | null;
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

export type BackupRow = Selectable<BackupsTable>;

/** The off-site bucket each backup is copied to (migration 0021): one row, id = 1. */
export interface OffsiteSettingsTable {
  id: number;
  enabled: Generated<number>;
  endpoint: Generated<string>;
  region: Generated<string>;
  bucket: Generated<string>;
  /** Folder inside the bucket, "" or ending in "/". */
  prefix: Generated<string>;
  path_style: Generated<number>;
  access_key_id: Generated<string>;
  /** The secret access key, sealed (app/lib/secret-box.server.ts); null when none was given. */
  secret_sealed: string | null;
  /** How many backups to keep in the bucket. */
  keep: Generated<number>;
  updated_at: string;
  updated_by: string | null;
  last_test_at: string | null;
  last_test_ok: number | null;
  last_test_detail: string | null;
}

export type OffsiteCopyStatus = "queued" | "uploading" | "retrying" | "succeeded" | "failed" | "skipped";

/** One backup's copy to the bucket (migration 0021). */
export interface OffsiteCopiesTable {
  id: Generated<number>;
  /** backup-<stamp> */
  backup_folder: string;
  /** The backup folder on disk, at the time it was made. */
  folder_path: string;
  bucket: string;
  object_key: string;
  status: OffsiteCopyStatus;
  attempts: Generated<number>;
  /** The last failure in plain words. */
  error: string | null;
  size_bytes: number | null;
  job_id: number | null;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type OffsiteCopyRow = Selectable<OffsiteCopiesTable>;

export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type ContactRequestRow = Selectable<ContactRequestsTable>;
export type SiteVisitRow = Selectable<SiteVisitsTable>;
export type NewContactRequestRow = Insertable<ContactRequestsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type BlogPostUpdate = Updateable<BlogPostsTable>;
export type EngagementRow = Selectable<EngagementSubmissionsTable>;
export type VisualizationRow = Selectable<VisualizationRequestsTable>;
export type JobRow = Selectable<JobsTable>;
export type SitePhotoRow = Selectable<SitePhotosTable>;

/** The one row /healthz's periodic check writes and commits (migration 0022). */
export interface HealthProbesTable {
  id: number;
  checked_at: string;
}

export type MailSecurity = "none" | "starttls" | "tls";

/** The outgoing mail server set up in the admin (migration 0026): one row, id = 1. */
export interface MailSettingsTable {
  id: number;
  /** Which preset the form started from: gmail, microsoft365, relay or custom. */
  preset: Generated<string>;
  host: Generated<string>;
  port: Generated<number>;
  security: Generated<MailSecurity>;
  username: Generated<string>;
  /** The password, sealed (app/lib/secret-box.server.ts); null when none was given. */
  password_sealed: string | null;
  from_address: Generated<string>;
  updated_at: string;
  updated_by: string | null;
}

/** The site's VAPID key pair for Web Push (migration 0026): one row, id = 1. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  /** The private key, sealed (app/lib/secret-box.server.ts). */
  private_sealed: string;
  created_at: string;
}

/** The lead webhook saved in Settings (migration 0032): one row, id = 1. */
export interface WebhookSettingsTable {
  id: number;
  /** Where each lead is posted (https; http only outside production). */
  url: string;
  /** The signing secret, sealed (app/lib/secret-box.server.ts); never stored in clear. */
  secret_sealed: string;
  updated_at: string;
  updated_by: string | null;
}

/** A device that opted into alerts (migration 0026). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: Generated<string>;
  created_by: string | null;
  created_at: string;
  last_ok_at: string | null;
  last_error: string | null;
}

/** One render of a space visualization (migration 0031, docs/decisions/084). */
export interface VisualizationVersionsTable {
  id: Generated<number>;
  request_id: number;
  /** 1 for the first render, then 2, 3, ... per re-render. */
  number: number;
  /** The version's mockup.webp (data-relative); its folder holds mockup.jpg and thumb.webp. */
  image_path: string;
  /** JSON: the placement adjustment ({ shift, floor, depth }). */
  adjustment: string;
  /** JSON: the room found in the photo and the machines' outline, as fractions of the image. */
  room: string;
  created_at: string;
}
