import { useEffect, useRef, useState, type FormEvent } from "react";
import { redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { TOASTS } from "~/components/visualization/copy";
import { WEBSITE_URL_MESSAGE } from "~/models/visualization";
import { DetailsForm } from "~/components/visualization/details-form";
import { MachinePicker } from "~/components/visualization/machine-picker";
import { ResultView } from "~/components/visualization/result-view";
import { StageList } from "~/components/visualization/stage-list";
import { useGeneration } from "~/components/visualization/use-generation";
import { WizardProgress } from "~/components/visualization/wizard-progress";
import {
  addMachine,
  describeMachines,
  machineParam,
  parseMachineParam,
  removeMachine,
  type MachineSelection,
  type MachineType,
} from "~/content/machines";
import { HttpError } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { MAX_ASPECT_RATIO, MAX_IMAGE_SIDE, MAX_INPUT_PIXELS } from "~/lib/images.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { createVisualization } from "~/models/visualizations.server";
import { discardBody, parseVisualizationUpload, UploadRejectedError } from "~/visualization/uploads.server";
import type { Route } from "./+types/space-visualization";
import { rateLimiter } from "~/lib/rate-limits.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Free Space Visualization | Gold Coast Vending",
    description:
      "See branded vending machines and micromarkets in your own space: choose machines, share your website and get a free mockup.",
    path: "/space-visualization",
    siteUrl: siteUrlFrom(matches),
  });

/**
 * The 3-step wizard (SPEC §4/§5). Without JavaScript: step 1 keeps the selection in the URL
 * (?m=snack:2,combo:1), step 2 is a multipart form whose action stores the request and redirects
 * to step 3 at /space-visualization/{publicId}. With JavaScript the same markup runs in place and
 * step 3 calls the JSON API (upload, generate, poll every 2 s).
 */
const ERRORS = {
  "too-large": (mb: number) =>
    `That file is too large: each image may be at most ${mb} MB. Please choose a smaller file.`,
  "not-image": () => "The logo and the space photo must be images (JPEG, PNG, WebP or AVIF).",
  dimensions: () =>
    `That image's size in pixels is not supported: each side may be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels, ` +
    `the long side at most ${MAX_ASPECT_RATIO} times the short side, and ${MAX_INPUT_PIXELS / 1e6} megapixels in all. Please choose another image.`,
  "bad-url": () => WEBSITE_URL_MESSAGE,
  busy: () => "Too many requests. Please wait a moment and try again.",
} as const;
type ErrorCode = keyof typeof ERRORS;

const wizardUrl = (step: 1 | 2, machines: readonly MachineSelection[], extra = "") =>
  `/space-visualization?${step === 2 ? "step=2&" : ""}m=${encodeURIComponent(machineParam(machines))}${extra}`;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const machines = parseMachineParam(url.searchParams.get("m"));
  const step: 1 | 2 = url.searchParams.get("step") === "2" ? 2 : 1;
  if (step === 2 && machines.length === 0)
    throw await redirectWithToast(wizardUrl(1, machines), TOASTS.noMachines);
  const env = getEnv();
  const maxMegabytes = Math.round((env.UPLOAD_MAX_BYTES / (1024 * 1024)) * 10) / 10;
  const code = url.searchParams.get("error") as ErrorCode | null;
  const message = code && code in ERRORS ? ERRORS[code](maxMegabytes) : null;
  return {
    step,
    machines,
    error: code === "bad-url" ? null : message,
    websiteError: code === "bad-url" ? message : null,
    maxMegabytes,
    retentionDays: env.VISUALIZATION_RETENTION_DAYS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const machines = parseMachineParam(url.searchParams.get("m"));
  const back = (code: ErrorCode) => wizardUrl(2, machines, `&error=${code}`);
  const limit = rateLimiter("upload").check(context.clientIp);
  if (!limit.ok) {
    // Read what the browser is still sending first: it only reads our answer once it has sent it all.
    await discardBody(request);
    throw await redirectWithToast(back("busy"), TOASTS.uploadFailed);
  }
  try {
    const upload = await parseVisualizationUpload(request, { requireWebsite: true });
    const row = await createVisualization(db(), { ...upload, ip: context.clientIp });
    return redirect(`/space-visualization/${row.public_id}`);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.fieldErrors?.machines) throw await redirectWithToast(wizardUrl(1, machines), TOASTS.noMachines);
    if (error.fieldErrors?.websiteUrl) {
      // Empty: the SPEC's toast. Not a website address: the field's own message (nothing was uploaded yet).
      if (error.fieldErrors.websiteUrl[0] === TOASTS.noWebsite.description)
        throw await redirectWithToast(wizardUrl(2, machines), TOASTS.noWebsite);
      throw redirect(back("bad-url"));
    }
    const code =
      error instanceof UploadRejectedError && error.reason === "dimensions"
        ? "dimensions"
        : error.status === 413
          ? "too-large"
          : "not-image";
    throw await redirectWithToast(back(code), TOASTS.uploadFailed);
  }
}

export default function SpaceVisualization({ loaderData }: Route.ComponentProps) {
  const [machines, setMachines] = useState<MachineSelection[]>(loaderData.machines);
  const [step, setStep] = useState<1 | 2 | 3>(loaderData.step);
  const [website, setWebsite] = useState("");
  // The names of the chosen files, shown on step 3 (read from the form when step 2 is sent).
  const [files, setFiles] = useState<string[]>([]);
  const [websiteError, setWebsiteError] = useState<string | null>(loaderData.websiteError);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const generation = useGeneration();
  const { state } = generation;

  // A new answer from the loader (a navigation, a redirect after the action) resets the wizard to
  // it, adjusted during render rather than copied in an effect (no extra render with stale data).
  const [shownLoaderData, setShownLoaderData] = useState(loaderData);
  if (shownLoaderData !== loaderData) {
    setShownLoaderData(loaderData);
    setMachines(loaderData.machines);
    setStep(loaderData.step);
    setWebsiteError(loaderData.websiteError);
  }

  // Keep the address in step with the selection, so a reload or a shared link shows the same
  // step (history.state is kept: it carries React Router's entry key).
  useEffect(() => {
    if (step === 3) return;
    const url = wizardUrl(step, machines);
    if (`${window.location.pathname}${window.location.search}` !== url)
      window.history.replaceState(window.history.state, "", url);
  }, [machines, step]);

  const go = (next: 1 | 2 | 3) => {
    setStep(Math.min(3, Math.max(1, next)) as 1 | 2 | 3);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = () => {
    if (step === 1 && machines.length === 0) {
      toast(TOASTS.noMachines);
      return;
    }
    go((step + 1) as 2 | 3);
  };

  const onDetailsSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("websiteUrl") as HTMLInputElement;
    const value = input.value.trim();
    if (!value) {
      setWebsiteError(null);
      toast(TOASTS.noWebsite);
      input.focus();
      return;
    }
    // The server's schema (with zod, loaded when needed: it is not in the page's first JavaScript).
    const { websiteUrlSchema } = await import("~/models/website-url");
    const parsed = websiteUrlSchema.safeParse(value);
    if (!parsed.success) {
      setWebsiteError(parsed.error.issues[0]?.message ?? WEBSITE_URL_MESSAGE);
      input.focus();
      return;
    }
    input.value = parsed.data; // what is uploaded, and what the visitor sees on step 3
    setWebsiteError(null);
    setWebsite(parsed.data);
    setFiles(chosenFiles(input.form));
    go(3);
  };

  const generate = () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set("machines", JSON.stringify(machines));
    for (const name of ["logo", "spacePhoto"]) {
      const file = data.get(name);
      if (file instanceof File && file.size === 0 && !file.name) data.delete(name);
    }
    void generation.start(data);
  };

  const reset = () => {
    generation.reset();
    formRef.current?.reset();
    setMachines([]);
    setWebsite("");
    go(1);
  };

  const busy = state.phase === "uploading" || state.phase === "generating";

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Free branded mockup</p>
      <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Space Visualization</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">
        Pick the machines you would like, share your website (and a photo of your space if you have one), and
        see them in your colours in seconds.
      </p>
      <WizardProgress step={step} />

      <div className="mt-10">
        <h2 ref={headingRef} tabIndex={-1} className="sr-only">
          {step === 1 ? "Choose Machines" : step === 2 ? "Provide Details" : "Generate Visualization"}
        </h2>

        {step === 1 ? (
          <div>
            <MachinePicker
              machines={machines}
              addHref={(type: MachineType) => wizardUrl(1, addMachine(machines, type))}
              removeHref={(type: MachineType) => wizardUrl(1, removeMachine(machines, type))}
              onAdd={(type) => setMachines((m) => addMachine(m, type))}
              onRemove={(type) => setMachines((m) => removeMachine(m, type))}
            />
            <div className="mt-10 flex justify-between gap-3">
              <span
                className={buttonClass("outline", "md", "pointer-events-none opacity-50")}
                aria-disabled="true"
              >
                Previous
              </span>
              <a
                href={wizardUrl(2, machines)}
                onClick={(e) => {
                  e.preventDefault();
                  next();
                }}
                className={buttonClass("primary")}
              >
                Next
              </a>
            </div>
          </div>
        ) : null}

        <DetailsForm
          ref={formRef}
          hidden={step !== 2}
          machines={machines}
          action={wizardUrl(2, machines)}
          previousHref={wizardUrl(1, machines)}
          onPrevious={() => go(1)}
          onSubmit={onDetailsSubmit}
          error={loaderData.error}
          websiteError={websiteError}
          maxMegabytes={loaderData.maxMegabytes}
          retentionDays={loaderData.retentionDays}
        />

        {step === 3 ? (
          <div className="grid gap-6">
            {state.phase === "done" ? (
              <ResultView
                publicId={state.id}
                imageUrl={state.imageUrl}
                downloadUrl={state.downloadUrl}
                onReset={reset}
              />
            ) : (
              <>
                <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                  <h3 className="text-lg font-semibold">Ready to generate</h3>
                  <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
                    <dt className="font-medium text-stone-600">Machines</dt>
                    <dd>{describeMachines(machines)}</dd>
                    <dt className="font-medium text-stone-600">Website</dt>
                    <dd className="break-all">{website}</dd>
                    <dt className="font-medium text-stone-600">Uploads</dt>
                    <dd>
                      {files.length
                        ? files.join(" · ")
                        : "None (we use your website's branding and our showroom scene)"}
                    </dd>
                  </dl>
                </div>
                {state.phase === "idle" && state.error ? (
                  <p
                    role="alert"
                    className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
                  >
                    {state.error}
                  </p>
                ) : null}
                {state.phase === "generating" ? <StageList stage={state.stage} /> : null}
                {state.phase === "uploading" ? (
                  <p role="status" className="text-sm font-medium text-stone-700">
                    Uploading your files…
                  </p>
                ) : null}
                <div className="flex flex-wrap justify-between gap-3">
                  <button
                    type="button"
                    onClick={() => go(2)}
                    disabled={busy}
                    className={buttonClass("outline")}
                  >
                    Previous
                  </button>
                  <button
                    type="button"
                    onClick={generate}
                    disabled={busy}
                    className={buttonClass("gold", "lg")}
                  >
                    {busy ? "Generating..." : "Generate Visualization"}
                  </button>
                </div>
              </>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** "Logo: acme.png" and "Space photo: room.jpg" for the files chosen in the form. */
function chosenFiles(form: HTMLFormElement | null) {
  if (!form) return [];
  return ["logo", "spacePhoto"].flatMap((name) => {
    const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];
    return file ? [`${name === "logo" ? "Logo" : "Space photo"}: ${file.name}`] : [];
  });
}
