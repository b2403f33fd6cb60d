import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { usePrizePath, usePrizeStrings } from "~/components/prize-game/copy";
import { EntryFields } from "~/components/prize-game/entry-fields";
import { validateEntryForm } from "~/components/prize-game/entry-validator";
import { errorOf, postEntry, type Draw } from "~/components/prize-game/prize-api";
import { useLang } from "~/lib/i18n";

/**
 * The form step: email and phone for the drawn prize. Without JavaScript it posts to /prize with the
 * draw's token; with it, to /api/engagement. A 409 (already played) and the server's field errors
 * are handed back; any other failure is a toast.
 */
export function EntryForm({
  idPrefix,
  draw,
  onEntered,
  onAlreadyPlayed,
}: {
  idPrefix: string;
  draw: Draw;
  onEntered: () => void;
  onAlreadyPlayed: (message: string) => void;
}) {
  const t = usePrizeStrings();
  const lang = useLang();
  const prizePath = usePrizePath();
  const [pending, setPending] = useState(false);
  // The server's field errors (a rule only it checks, e.g. a phone that is no real number).
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm({
    id: `${idPrefix}-form`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { prizeAmount: String(draw.prizeAmount), token: draw.token },
    onValidate: ({ formData }) => validateEntryForm(formData, lang),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success" || pending) return;
      setPending(true);
      try {
        const response = await postEntry(draw, submission.value, lang);
        if (response.ok) return onEntered();
        const { message, fieldErrors } = await errorOf(response, t.errorDefault);
        if (response.status === 409) return onAlreadyPlayed(message);
        if (response.status === 400 && fieldErrors && Object.keys(fieldErrors).length)
          return setLastResult(submission.reply({ fieldErrors }));
        toast({ title: t.errorTitle, description: message, variant: "destructive" });
      } catch {
        toast({ title: t.errorTitle, description: t.errorDefault, variant: "destructive" });
      } finally {
        setPending(false);
      }
    },
  });
  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={`${prizePath}?token=${encodeURIComponent(draw.token)}`}
      className="mt-4 grid gap-3"
    >
      <EntryFields fields={fields} amount={draw.prizeAmount} token={draw.token}>
        <p className="text-sm text-stone-700">{t.formBody}</p>
      </EntryFields>
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
