import type { Migration } from "kysely";
import * as m0001 from "./0001_initial";
import * as m0004 from "./0004_lead_notification_channels";
import * as m0005 from "./0005_admin_contact_search";
import * as m0009 from "./0009_contact_visualization";
import * as m0010 from "./0010_contact_idempotency";
import * as m0011 from "./0011_login_failures";
import * as m0012 from "./0012_engagement_identity";
import * as m0013 from "./0013_lead_pipeline";
import * as m0014 from "./0014_content_language";
import * as m0015 from "./0015_tool_lead_language";
import * as m0016 from "./0016_lead_day_counts";
import * as m0017 from "./0017_settings_and_backups";
import * as m0018 from "./0018_site_photos";
import * as m0019 from "./0019_admins_and_testimonials";
import * as m0021 from "./0021_offsite_backups";
import * as m0022 from "./0022_health_and_notification_jobs";
import * as m0024 from "./0024_otp_expiry_and_idempotency_scope";
import * as m0025 from "./0025_lead_day_from_the_app";
import * as m0026 from "./0026_mail_and_push_settings";
import * as m0027 from "./0027_phone_search_and_spanish_testimonials";
import * as m0028 from "./0028_blog_post_format";
import * as m0029 from "./0029_site_visits";
import * as m0030 from "./0030_page_visit_days";
import * as m0031 from "./0031_visualization_versions";
import * as m0032 from "./0032_webhook_settings";

/**
 * Every migration, by name. Listed statically (not read from a folder) so the bundled server
 * and the scripts run the same set. Later issues add theirs here, in name order.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0004_lead_notification_channels": m0004,
  "0005_admin_contact_search": m0005,
  "0009_contact_visualization": m0009,
  "0010_contact_idempotency": m0010,
  "0011_login_failures": m0011,
  "0012_engagement_identity": m0012,
  "0013_lead_pipeline": m0013,
  "0014_content_language": m0014,
  "0015_tool_lead_language": m0015,
  "0016_lead_day_counts": m0016,
  "0017_settings_and_backups": m0017,
  "0018_site_photos": m0018,
  "0019_admins_and_testimonials": m0019,
  "0021_offsite_backups": m0021,
  "0022_health_and_notification_jobs": m0022,
  "0024_otp_expiry_and_idempotency_scope": m0024,
  "0025_lead_day_from_the_app": m0025,
  "0026_mail_and_push_settings": m0026,
  "0027_phone_search_and_spanish_testimonials": m0027,
  "0028_blog_post_format": m0028,
  "0029_site_visits": m0029,
  "0030_page_visit_days": m0030,
  "0031_visualization_versions": m0031,
  "0032_webhook_settings": m0032,
};
