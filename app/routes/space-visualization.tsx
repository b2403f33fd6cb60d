import { redirect } from "react-router";
import { TOASTS } from "~/components/visualization/copy";
import { SpaceVisualizationWizard } from "~/components/visualization/space-visualization-wizard";
import { wizardStepUrl } from "~/components/visualization/wizard-url";
import { parseMachineParam } from "~/content/machines";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { wizardErrorMessages, wizardUploadTerms } from "~/visualization/wizard-messages.server";
import { storeWizardUpload } from "~/visualization/wizard-upload.server";
import type { Route } from "./+types/space-visualization";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Free Space Visualization | Gold Coast Vending",
    description:
      "See branded vending machines and micromarkets in your own space: choose machines, share your website and get a free mockup.",
    path: "/space-visualization",
    siteUrl: siteUrlFrom(matches),
  });

/**
 * The 3-step wizard (product §4/§5). Without JavaScript: step 1 keeps the selection in the URL
 * (?m=snack:2,combo:1), step 2 is a multipart form whose action stores the request and redirects
 * to step 3 at /space-visualization/{publicId}. With JavaScript the same markup runs in place and
 * step 3 calls the JSON API (upload, generate, poll every 2 s).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const machines = parseMachineParam(url.searchParams.get("m"));
  const step: 1 | 2 = url.searchParams.get("step") === "2" ? 2 : 1;
  if (step === 2 && machines.length === 0)
    throw await redirectWithToast(wizardStepUrl(1, machines), TOASTS.noMachines);
  const terms = wizardUploadTerms();
  const messages = wizardErrorMessages(url.searchParams.get("error"), terms.maxMegabytes);
  return { step, machines, ...messages, ...terms };
}

export async function action({ request, context }: Route.ActionArgs) {
  const machines = parseMachineParam(new URL(request.url).searchParams.get("m"));
  const outcome = await storeWizardUpload(request, context.clientIp);
  switch (outcome.kind) {
    case "stored":
      return redirect(`/space-visualization/${outcome.publicId}`);
    case "machines-missing":
      throw await redirectWithToast(wizardStepUrl(1, machines), TOASTS.noMachines);
    case "website-missing":
      throw await redirectWithToast(wizardStepUrl(2, machines), TOASTS.noWebsite);
    case "website-invalid":
      throw redirect(wizardStepUrl(2, machines, "bad-url"));
    case "refused":
      throw await redirectWithToast(wizardStepUrl(2, machines, outcome.error), TOASTS.uploadFailed);
  }
}

export default function SpaceVisualization({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Free branded mockup</p>
      <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Space Visualization</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">
        Pick the machines you would like, share your website (and a photo of your space if you have one), and
        see them in your colours in seconds.
      </p>
      <SpaceVisualizationWizard pageData={loaderData} />
    </section>
  );
}
