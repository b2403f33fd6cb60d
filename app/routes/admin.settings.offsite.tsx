import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { OffsiteCopyPanel } from "~/components/admin/offsite-copy";
import { db } from "~/lib/db.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { offsitePanel } from "~/models/offsite-backups.server";
import { saveOffsiteSettings, testOffsiteConnection } from "~/models/offsite-settings.server";
import { offsiteFormSchema } from "~/models/offsite-copy";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/admin.settings.offsite";

/**
 * /admin/settings/offsite: the Off-site copy form's action (Save; Save and test the connection),
 * answering with a redirect to Settings and a toast. A form with errors is answered here, 400, with
 * the errors next to their fields and the typed values kept (never the secret).
 */
export const meta: Route.MetaFunction = () =>
  noindexMeta("Off-site copy | Settings | Admin | Gold Coast Vending");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { offsite: await offsitePanel(db()) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await requestFormData(request);
  const intent = form.get("intent");
  if (intent !== "save" && intent !== "test") throw data("Unknown action", { status: 400 });
  const database = db();
  const { settings } = await offsitePanel(database);
  const submission = parseWithZod(form, {
    schema: offsiteFormSchema({ secretSaved: settings.secret === "saved" }),
  });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["secret"] }) }, { status: 400 });
  const saved = submission.value;
  await saveOffsiteSettings(database, saved, user.username);
  const back = "/admin/settings#offsite";
  if (intent === "test") {
    const test = await testOffsiteConnection(database);
    return redirectWithToast(
      back,
      test.ok
        ? { title: "Off-site copy saved and tested", description: test.detail, variant: "success" }
        : {
            title: "Saved, but the connection test failed",
            description: test.detail,
            variant: "destructive",
          },
    );
  }
  return redirectWithToast(back, {
    title: "Off-site copy saved",
    description: saved.enabled
      ? `Each backup is copied to ${saved.bucket} from now on.`
      : "Backups are not copied off the machine.",
    variant: "success",
  });
}

export default function OffsiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
          Back to Settings
        </Link>
      </p>
      <OffsiteCopyPanel settings={loaderData.offsite.settings} lastResult={actionData?.result} />
    </div>
  );
}
