import { buttonClass } from "~/components/ui/button";
import { describeMachines, type MachineSelection } from "~/content/machines";
import { ResultView } from "./result-view";
import { StageList } from "./stage-list";
import { useWizardStrings } from "./copy";
import { useLang } from "~/lib/i18n";
import type { GenerationState } from "./use-generation";

/**
 * Step 3 of the wizard with JavaScript (product §4): what will be sent, the upload and the real
 * progress, then the finished mockup.
 */
export function GenerateStep({
  state,
  machines,
  website,
  files,
  onPrevious,
  onGenerate,
  onReset,
}: {
  state: GenerationState;
  machines: readonly MachineSelection[];
  website: string;
  files: readonly string[];
  onPrevious: () => void;
  onGenerate: () => void;
  onReset: () => void;
}) {
  const t = useWizardStrings();
  const busy = state.phase === "uploading" || state.phase === "generating";
  return (
    <div className="grid gap-6">
      {state.phase === "done" ? (
        <ResultView
          publicId={state.id}
          imageUrl={state.imageUrl}
          downloadUrl={state.downloadUrl}
          onReset={onReset}
        />
      ) : (
        <>
          <RequestSummary machines={machines} website={website} files={files} />
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
              {t.uploading}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-3">
            <button type="button" onClick={onPrevious} disabled={busy} className={buttonClass("outline")}>
              {t.previous}
            </button>
            <button type="button" onClick={onGenerate} disabled={busy} className={buttonClass("gold", "lg")}>
              {busy ? t.generating : t.generate}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** The request about to be generated: machines, website and the chosen files' names. */
function RequestSummary({
  machines,
  website,
  files,
}: {
  machines: readonly MachineSelection[];
  website: string;
  files: readonly string[];
}) {
  const t = useWizardStrings();
  const lang = useLang();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold">{t.readyToGenerate}</h3>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-stone-600">{t.machines}</dt>
        <dd>{describeMachines(machines, lang)}</dd>
        <dt className="font-medium text-stone-600">{t.websiteLabel}</dt>
        <dd className="break-all">{website}</dd>
        <dt className="font-medium text-stone-600">{t.uploads}</dt>
        <dd>{files.length ? files.join(" · ") : t.uploadsNone}</dd>
      </dl>
    </div>
  );
}
