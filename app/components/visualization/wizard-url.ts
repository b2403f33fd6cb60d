import { machineParam, type MachineSelection } from "~/content/machines";
import type { Lang } from "~/lib/i18n";
import { VISUALIZATION_PAGE_PATH } from "~/models/visualization";

/**
 * The address of wizard step 1 or 2 with the selection in `m` (`?m=snack:2,combo:1`, product §4),
 * so a reload or a shared link shows the same step; `error` names step 2's message after a refusal.
 */
export function wizardStepUrl(
  step: 1 | 2,
  machines: readonly MachineSelection[],
  error?: string,
  lang: Lang = "en",
) {
  const selection = `m=${encodeURIComponent(machineParam(machines))}`;
  return `${VISUALIZATION_PAGE_PATH[lang]}?${step === 2 ? "step=2&" : ""}${selection}${error ? `&error=${error}` : ""}`;
}
