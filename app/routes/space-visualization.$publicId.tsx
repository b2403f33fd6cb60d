import { useEffect } from "react";
import { Form, data, redirect, useNavigation, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  resultPath,
  useWizardStrings,
  wizardPath,
  wizardStrings,
  wizardToasts,
} from "~/components/visualization/copy";
import { langFromPath, useLang, type Lang } from "~/lib/i18n";
import { readForm } from "~/lib/request-body.server";
import { AdjustControls, AdjustOverlay } from "~/components/visualization/adjust-panel";
import { adjustSchema } from "~/models/visualization-adjust";
import { MAX_VERSIONS, chooseVersion, listVersions } from "~/models/visualization-versions.server";
import { NO_ADJUSTMENT, clampAdjustment } from "~/visualization/placement";
import { applyMove, chosenVersion, rerenderVisualization } from "~/visualization/versions.server";
import { ResultView } from "~/components/visualization/result-view";
import { StageList } from "~/components/visualization/stage-list";
import { WizardProgress } from "~/components/visualization/wizard-progress";
import { describeMachines } from "~/content/machines";
import { jobs } from "~/lib/jobs-runner.server";
import { db } from "~/lib/db.server";
import { rateLimiter } from "~/lib/rate-limits.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  findVisualization,
  parseMachines,
  statusView,
  type VisualizationRow,
} from "~/models/visualizations.server";
import { startGeneration } from "~/visualization/generate.server";
import type { Route } from "./+types/space-visualization.$publicId";

/**
 * Step 3 of the wizard at the request's unguessable URL (the no-JavaScript flow lands here after
 * step 2): a Generate button, then the real progress (the page refreshes itself every 2 s until
 * the job is done; with JavaScript it revalidates instead), then the result.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const row = await findVisualization(db(), params.publicId);
  if (!row) throw data(null, { status: 404 });
  const view = statusView(row);
  const working = (row.status === "pending" && row.stage !== null) || row.status === "processing";
  const versions = row.status === "completed" ? await listVersions(db(), row.id) : [];
  const chosen = chosenVersion(row, versions);
  return {
    view,
    adjust: chosen
      ? {
          outline: chosen.outline,
          adjustment: chosen.adjustment,
          shown: chosen.number,
          versions: versions.map((v) => v.number),
          canAdjust: versions.length < MAX_VERSIONS,
        }
      : null,
    working,
    machines: describeMachines(parseMachines(row), lang),
    website: row.website_url,
    hasLogo: Boolean(row.logo_path),
    hasPhoto: Boolean(row.space_photo_path),
  };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: wizardStrings(langFromPath(location.pathname)).resultMetaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

// The URL is the visitor's key: never cached by shared caches, never sent to another site as a
// referrer ("same-origin" keeps the Origin header our cross-site check needs on form posts).
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
});

export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const row = await findVisualization(db(), params.publicId);
  if (!row) throw data(null, { status: 404 });
  // The Generate button posts an empty form; the adjust controls post an intent.
  const form = (await readForm(request).catch(() => null)) ?? new FormData();
  if (form.has("intent")) return adjustAction(row, form, lang, context.clientIp);
  const started = await startGeneration(db(), jobs(), row);
  if (!started)
    throw await redirectWithToast(resultPath(row.public_id, lang), wizardToasts(lang).generationFailed);
  return redirect(resultPath(row.public_id, lang));
}

/**
 * Adjusting the placement (docs/decisions/084): a step, a dragged position, or a version to show.
 * A re-render is costly: it is rate limited per address (429) and one per request is drawn at a
 * time (409 while the last change is still being drawn); the page shows why, in words
 * (docs/decisions/088).
 */
async function adjustAction(row: VisualizationRow, form: FormData, lang: Lang, clientIp: string) {
  const back = resultPath(row.public_id, lang);
  const t = wizardStrings(lang).adjust;
  const parsed = adjustSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || row.status !== "completed")
    throw await redirectWithToast(back, { title: t.failed, variant: "destructive" });
  const input = parsed.data;
  if (input.intent === "choose") {
    await chooseVersion(db(), row.id, input.version);
    return redirect(back);
  }
  const limit = rateLimiter("adjust").check(clientIp);
  if (!limit.ok)
    return data(
      { adjustError: t.tooMany },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const chosen = chosenVersion(row, await listVersions(db(), row.id));
  const current = clampAdjustment(chosen?.adjustment ?? NO_ADJUSTMENT);
  const centre = chosen ? (chosen.outline.group.x0 + chosen.outline.group.x1) / 2 : 0.5;
  const next =
    input.intent === "move"
      ? applyMove(current, input.move, centre)
      : clampAdjustment({ ...input, manual: true });
  try {
    const outcome = await rerenderVisualization(db(), row, next);
    if (outcome === "busy") return data({ adjustError: t.stillWorking }, { status: 409 });
    if (outcome === "limit") throw await redirectWithToast(back, { title: t.limit, variant: "destructive" });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`visualization ${row.id}: re-render failed`, error);
    throw await redirectWithToast(back, { title: t.failed, variant: "destructive" });
  }
  return redirect(back);
}

export default function VisualizationResult({ loaderData }: Route.ComponentProps) {
  const { view, working } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const lang = useLang();
  const t = useWizardStrings();
  const TOASTS = wizardToasts(lang);
  useEffect(() => {
    if (!working) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, 2000);
    return () => window.clearInterval(timer);
  }, [working, revalidator]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
      <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{t.title}</h1>
      <WizardProgress step={3} />
      <div className="mt-10 grid gap-6">
        {view.status === "completed" && view.generatedImageUrl && view.downloadUrl ? (
          <>
            <p
              role="status"
              className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900"
            >
              {TOASTS.ready.title} {TOASTS.ready.description}
            </p>
            <ResultView
              publicId={view.id}
              imageUrl={view.generatedImageUrl}
              downloadUrl={view.downloadUrl}
              overlay={loaderData.adjust ? <AdjustOverlay {...loaderData.adjust} /> : null}
            >
              {loaderData.adjust ? <AdjustControls {...loaderData.adjust} /> : null}
            </ResultView>
          </>
        ) : (
          <>
            <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold">{t.steps[2]}</h2>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-stone-600">{t.machines}</dt>
                <dd>{loaderData.machines}</dd>
                <dt className="font-medium text-stone-600">{t.websiteLabel}</dt>
                <dd className="break-all">{loaderData.website ?? t.none}</dd>
                <dt className="font-medium text-stone-600">{t.uploads}</dt>
                <dd>
                  {[loaderData.hasLogo ? t.logoShort : null, loaderData.hasPhoto ? t.spacePhotoShort : null]
                    .filter(Boolean)
                    .join(t.and) || t.none}
                </dd>
              </dl>
            </div>
            {view.status === "failed" ? (
              <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
                <p className="font-semibold">{TOASTS.generationFailed.title}</p>
                <p>{TOASTS.generationFailed.description}</p>
              </div>
            ) : null}
            {working ? (
              <>
                <StageList stage={view.stage} />
                {/* No JavaScript: reload every 2 s while the job runs (the product's 2-second polling). As
                    <noscript> markup so that with JavaScript (which revalidates instead) the page is
                    not reloaded: a refresh meta fires even when scripts run, and React would hoist a
                    <meta> element out of <noscript> into the head. */}
                <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="2">' }} />
              </>
            ) : null}
            <div className="flex flex-wrap justify-between gap-3">
              <a
                href={wizardPath(lang)}
                className={buttonClass(view.status === "failed" ? "primary" : "outline")}
              >
                {view.status === "failed" ? t.createNew : t.startOver}
              </a>
              {view.status === "pending" && !working ? (
                <Form method="post">
                  <button
                    type="submit"
                    disabled={navigation.state !== "idle"}
                    className={buttonClass("gold", "lg")}
                  >
                    {navigation.state !== "idle" ? t.generating : t.generate}
                  </button>
                </Form>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
