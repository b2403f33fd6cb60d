import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toaster";
import type { MachineSelection } from "~/content/machines";
import { ChooseMachinesStep } from "./choose-machines-step";
import { useWizardStrings, wizardToasts } from "./copy";
import { useLang, type Lang } from "~/lib/i18n";
import { DetailsForm } from "./details-form";
import { checkWebsiteAddress, chosenFileLabels, uploadFormData } from "./details-form-values";
import { GenerateStep } from "./generate-step";
import { useGeneration } from "./use-generation";
import { WizardProgress } from "./wizard-progress";
import { wizardStepUrl } from "./wizard-url";

/** What the wizard's page loads: the step and selection from the URL, step 2's messages and terms. */
export interface WizardPageData {
  step: 1 | 2;
  machines: MachineSelection[];
  error: string | null;
  websiteError: string | null;
  maxMegabytes: number;
  retentionDays: number;
}

type Step = 1 | 2 | 3;

/**
 * The 3-step wizard (product §4/§5) below the page's heading. Without JavaScript each step is a
 * URL and step 2 posts to the route's action; with JavaScript the same markup runs in place and
 * step 3 calls the JSON API (upload, generate, poll every 2 s).
 */
export function SpaceVisualizationWizard({ pageData }: { pageData: WizardPageData }) {
  const [machines, setMachines] = useState<MachineSelection[]>(pageData.machines);
  const [step, setStep] = useState<Step>(pageData.step);
  const [website, setWebsite] = useState("");
  // The names of the chosen files, shown on step 3 (read from the form when step 2 is sent).
  const [files, setFiles] = useState<string[]>([]);
  const [websiteError, setWebsiteError] = useState<string | null>(pageData.websiteError);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lang = useLang();
  const t = useWizardStrings();
  const toasts = wizardToasts(lang);
  const generation = useGeneration(lang);

  // A new answer from the loader (a navigation, a redirect after the action) resets the wizard to
  // it, adjusted during render rather than copied in an effect (no extra render with stale data).
  const [shownPageData, setShownPageData] = useState(pageData);
  if (shownPageData !== pageData) {
    setShownPageData(pageData);
    setMachines(pageData.machines);
    setStep(pageData.step);
    setWebsiteError(pageData.websiteError);
  }

  useStepInAddressBar(step, machines, lang);

  const goToStep = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const leaveMachineStep = () => {
    if (machines.length === 0) {
      toast(toasts.noMachines);
      return;
    }
    goToStep(2);
  };

  const submitDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("websiteUrl") as HTMLInputElement;
    const value = input.value.trim();
    if (!value) {
      setWebsiteError(null);
      toast(toasts.noWebsite);
      input.focus();
      return;
    }
    const checked = await checkWebsiteAddress(value, lang);
    if ("message" in checked) {
      setWebsiteError(checked.message);
      input.focus();
      return;
    }
    input.value = checked.url; // what is uploaded, and what the visitor sees on step 3
    setWebsiteError(null);
    setWebsite(checked.url);
    setFiles(chosenFileLabels(input.form, t));
    goToStep(3);
  };

  const generate = () => {
    if (formRef.current) void generation.start(uploadFormData(formRef.current, machines));
  };

  const startOver = () => {
    generation.reset();
    formRef.current?.reset();
    setMachines([]);
    setWebsite("");
    goToStep(1);
  };

  return (
    <>
      <WizardProgress step={step} />
      <div className="mt-10">
        <h2 ref={headingRef} tabIndex={-1} className="sr-only">
          {t.steps[step - 1]}
        </h2>
        {step === 1 ? (
          <ChooseMachinesStep machines={machines} setMachines={setMachines} onNext={leaveMachineStep} />
        ) : null}
        <DetailsForm
          ref={formRef}
          hidden={step !== 2}
          machines={machines}
          action={wizardStepUrl(2, machines, undefined, lang)}
          previousHref={wizardStepUrl(1, machines, undefined, lang)}
          onPrevious={() => goToStep(1)}
          onSubmit={submitDetails}
          error={pageData.error}
          websiteError={websiteError}
          maxMegabytes={pageData.maxMegabytes}
          retentionDays={pageData.retentionDays}
        />
        {step === 3 ? (
          <GenerateStep
            state={generation.state}
            machines={machines}
            website={website}
            files={files}
            onPrevious={() => goToStep(2)}
            onGenerate={generate}
            onReset={startOver}
          />
        ) : null}
      </div>
    </>
  );
}

/**
 * Keeps the address in step with the selection, so a reload or a shared link shows the same step
 * (history.state is kept: it carries React Router's entry key). Step 3 has no address of its own.
 */
function useStepInAddressBar(step: Step, machines: readonly MachineSelection[], lang: Lang) {
  useEffect(() => {
    if (step === 3) return;
    const url = wizardStepUrl(step, machines, undefined, lang);
    if (`${window.location.pathname}${window.location.search}` !== url)
      window.history.replaceState(window.history.state, "", url);
  }, [machines, step, lang]);
}
