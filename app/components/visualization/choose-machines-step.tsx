import type { Dispatch, SetStateAction } from "react";
import { buttonClass } from "~/components/ui/button";
import { addMachine, removeMachine, type MachineSelection, type MachineType } from "~/content/machines";
import { MachinePicker } from "./machine-picker";
import { wizardStepUrl } from "./wizard-url";
import { useWizardStrings } from "./copy";
import { useLang } from "~/lib/i18n";

/**
 * Step 1 of the wizard: the machine picker and the step's buttons. Every control is a link to the
 * next URL (works without JavaScript); with JavaScript the selection changes in place.
 */
export function ChooseMachinesStep({
  machines,
  setMachines,
  onNext,
}: {
  machines: MachineSelection[];
  setMachines: Dispatch<SetStateAction<MachineSelection[]>>;
  onNext: () => void;
}) {
  const lang = useLang();
  const t = useWizardStrings();
  return (
    <div>
      <MachinePicker
        machines={machines}
        addHref={(type: MachineType) => wizardStepUrl(1, addMachine(machines, type), undefined, lang)}
        removeHref={(type: MachineType) => wizardStepUrl(1, removeMachine(machines, type), undefined, lang)}
        onAdd={(type) => setMachines((m) => addMachine(m, type))}
        onRemove={(type) => setMachines((m) => removeMachine(m, type))}
      />
      <div className="mt-10 flex justify-between gap-3">
        <span className={buttonClass("outline", "md", "pointer-events-none opacity-50")} aria-disabled="true">
          {t.previous}
        </span>
        <a
          href={wizardStepUrl(2, machines, undefined, lang)}
          onClick={(e) => {
            e.preventDefault();
            onNext();
          }}
          className={buttonClass("primary")}
        >
          {t.next}
        </a>
      </div>
    </div>
  );
}
