import { useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";

/**
 * The row of submit buttons of a Settings form whose buttons each post their own `intent` (save,
 * test, …): while one is being sent, every button is disabled and the one pressed says so.
 */
export function IntentButtons({
  buttons,
  busy,
}: {
  buttons: Array<{ intent: string; label: string; busyLabel: string; primary?: boolean }>;
  /** The intent being sent, if any. */
  busy: FormDataEntryValue | null | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {buttons.map((b) => (
        <button
          key={b.intent}
          type="submit"
          name="intent"
          value={b.intent}
          className={buttonClass(b.primary ? "primary" : "outline", "sm")}
          disabled={Boolean(busy)}
        >
          {busy === b.intent ? b.busyLabel : b.label}
        </button>
      ))}
    </div>
  );
}

/** The answer of a "Send a test …" button that tries the form's values before they are saved. */
export function UnsavedTestOutcome({
  test,
  testId,
}: {
  test: { ok: boolean; detail: string } | null | undefined;
  testId: string;
}) {
  if (!test) return null;
  return (
    <p role="status" className="text-sm" data-testid={testId}>
      <Badge tone={test.ok ? "success" : "danger"}>{test.ok ? "Sent" : "Not sent"}</Badge> {test.detail}
      {test.ok ? " Nothing is saved until you press Save." : ""}
    </p>
  );
}

/** Above a Settings form its server refused: nothing happened, and the fields say why. */
export function NothingSavedAlert({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      Nothing was saved or sent: please correct the fields marked below.
    </p>
  );
}

/** The intent of the form being sent to `action` (the button pressed), or null. */
export function useBusyIntent(action: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction === action
    ? navigation.formData?.get("intent")
    : null;
}
