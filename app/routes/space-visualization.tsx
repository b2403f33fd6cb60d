import { redirect } from "react-router";
import { useWizardStrings, wizardPath, wizardStrings, wizardToasts } from "~/components/visualization/copy";
import { SpaceVisualizationWizard } from "~/components/visualization/space-visualization-wizard";
import { wizardStepUrl } from "~/components/visualization/wizard-url";
import { parseMachineParam } from "~/content/machines";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { langFromPath, pageAlternates } from "~/lib/i18n";
import { redirectWithToast } from "~/lib/toast.server";
import { wizardErrorMessages, wizardUploadTerms } from "~/visualization/wizard-messages.server";
import { storeWizardUpload } from "~/visualization/wizard-upload.server";
import type { Route } from "./+types/space-visualization";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = wizardStrings(lang);
  return pageMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: wizardPath(lang),
    siteUrl: siteUrlFrom(matches),
    lang,
    alternates: pageAlternates(wizardPath(lang)),
  });
};

/**
 * The 3-step wizard (product §4/§5). Without JavaScript: step 1 keeps the selection in the URL
 * (?m=snack:2,combo:1), step 2 is a multipart form whose action stores the request and redirects
 * to step 3 at /space-visualization/{publicId}. With JavaScript the same markup runs in place and
 * step 3 calls the JSON API (upload, generate, poll every 2 s). Registered twice: here and at the
 * Spanish /es/visualizacion-de-espacio (id "es/space-visualization"); the language comes from the
 * matched path (decision 045).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const machines = parseMachineParam(url.searchParams.get("m"));
  const step: 1 | 2 = url.searchParams.get("step") === "2" ? 2 : 1;
  if (step === 2 && machines.length === 0)
    throw await redirectWithToast(wizardStepUrl(1, machines, undefined, lang), wizardToasts(lang).noMachines);
  const terms = wizardUploadTerms();
  const messages = wizardErrorMessages(url.searchParams.get("error"), terms.maxMegabytes, lang);
  return { step, machines, ...messages, ...terms };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const toasts = wizardToasts(lang);
  const machines = parseMachineParam(url.searchParams.get("m"));
  const outcome = await storeWizardUpload(request, context.clientIp, lang);
  switch (outcome.kind) {
    case "stored":
      return redirect(`${wizardPath(lang)}/${outcome.publicId}`);
    case "machines-missing":
      throw await redirectWithToast(wizardStepUrl(1, machines, undefined, lang), toasts.noMachines);
    case "website-missing":
      throw await redirectWithToast(wizardStepUrl(2, machines, undefined, lang), toasts.noWebsite);
    case "website-invalid":
      throw redirect(wizardStepUrl(2, machines, "bad-url", lang));
    case "refused":
      throw await redirectWithToast(wizardStepUrl(2, machines, outcome.error, lang), toasts.uploadFailed);
  }
}

export default function SpaceVisualization({ loaderData }: Route.ComponentProps) {
  const t = useWizardStrings();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
      <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">{t.lead}</p>
      <SpaceVisualizationWizard pageData={loaderData} />
    </section>
  );
}
