import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useLayoutEffect, useRef, type FormEvent, type RefObject } from "react";
import { FIELD_ORDER, type FieldSet } from "~/components/contact/contact-form-fields";
import type { Lang } from "~/lib/i18n";

/**
 * The consultation form's Conform half, loaded on the visitor's first interaction with the form
 * (decision 054). It renders nothing: the form's markup stays with ContactForm, so the swap never
 * replaces an element (the focused field, its caret, an open mobile keyboard and the typed values
 * are the same DOM nodes before and after). This component runs Conform's useForm on the form by
 * its id and hands ContactForm what the markup needs (errors, initial values) and the handlers.
 */

export type Validate = (formData: FormData, lang: Lang) => Submission<unknown, string[]>;

/** What the markup shows while Conform runs the form. */
export interface ConformView {
  formErrors: string[] | undefined;
  fields: FieldSet;
}

/** What ContactForm calls on Conform. */
export interface ConformHandle {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears the form after a request was stored. */
  reset: () => void;
}

export function ContactFormEnhancement({
  formId,
  lang,
  lastResult,
  validator,
  onValidSubmit,
  onView,
  handleRef,
}: {
  formId: string;
  lang: Lang;
  /**
   * At the swap: the server's errors (if any) with the values the form holds at that moment; later,
   * /api/contact's field errors; undefined after a success. Conform reports a new object (and moves
   * the focus to its first field in error), so it must stay the same object between renders.
   */
  lastResult: SubmissionResult<string[]> | undefined;
  /** The zod validator, once loaded (on first focus); until then the server does the checking. */
  validator: RefObject<Validate | undefined>;
  /** Called with the form's data once Conform has validated a submit. */
  onValidSubmit: (formData: FormData) => void;
  onView: (view: ConformView) => void;
  handleRef: RefObject<ConformHandle | null>;
}) {
  const submit = useRef(onValidSubmit);
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    // On submit, not on blur: a message appearing as a field loses the focus to a tap on the submit
    // button would push the button down from under the finger, and that tap would do nothing
    // (docs/decisions/083-visits-and-phone-polish.md). Once shown, messages follow the typing.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      validator.current?.(formData, lang) ?? parse(formData, { resolve: (value) => ({ value }) }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      submit.current(formData);
    },
  });

  // Read during render, so Conform re-renders this component when any of them changes.
  const view: ConformView = {
    formErrors: form.errors,
    fields: Object.fromEntries(
      FIELD_ORDER.map((name) => {
        const field = fields[name];
        return [
          name,
          {
            id: field.id,
            name: field.name,
            formId: field.formId,
            errorId: field.errorId,
            errors: field.errors,
            initialValue: field.initialValue,
          },
        ];
      }),
    ) as FieldSet,
  };
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    submit.current = onValidSubmit;
    handleRef.current = {
      onSubmit: form.onSubmit,
      reset: () => {
        form.reset();
        // Conform's reset leaves a select with no default value with no option at all (a blank
        // menu); the placeholder ("Select a service") is the menu's empty value.
        form.update({ name: fields.serviceInterest.name, value: "" });
      },
    };
    // Before paint, and only when something changed (ContactForm re-renders this component).
    const serialized = JSON.stringify(view);
    if (serialized !== shown.current) {
      shown.current = serialized;
      onView(view);
    }
  });
  useLayoutEffect(
    () => () => {
      handleRef.current = null;
    },
    [handleRef],
  );
  return null;
}
