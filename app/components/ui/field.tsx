import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** Any of a form's fields: these components read only its name, id, errors and ids. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field type is invariant in its value type
type Field = FieldMetadata<any>;

/**
 * Form fields on Conform: a label, the control, an optional hint and the error text, tied together
 * with aria-describedby / aria-invalid. The server renders the same markup (with the action's
 * errors and the typed values) when JavaScript is off.
 */

const controlClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600 disabled:opacity-60";

interface BaseProps {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Marks the label visually as required (the control gets `required` from the schema). */
  required?: boolean;
}

function describedBy(meta: Field, hint: ReactNode) {
  const ids = [hint ? `${meta.id}-hint` : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function FieldShell({
  meta,
  label,
  hint,
  className,
  required,
  children,
}: BaseProps & { meta: Field; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}

export function FieldError({ meta }: { meta: Field }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-700">
      {meta.errors[0]}
    </p>
  );
}

type InputType = Parameters<typeof getInputProps>[1]["type"];

export function InputField({
  meta,
  type = "text",
  inputProps,
  ...base
}: BaseProps & {
  meta: Field;
  type?: Exclude<InputType, "checkbox" | "radio">;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true });
  return (
    <FieldShell meta={meta} {...base}>
      <input
        key={key}
        {...props}
        {...inputProps}
        aria-describedby={describedBy(meta, base.hint)}
        className={controlClass}
      />
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  textareaProps,
  ...base
}: BaseProps & {
  meta: Field;
  textareaProps?: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <FieldShell meta={meta} {...base}>
      <textarea
        key={key}
        {...props}
        {...textareaProps}
        aria-describedby={describedBy(meta, base.hint)}
        className={controlClass}
      />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  options,
  placeholder,
  selectProps,
  ...base
}: BaseProps & {
  meta: Field;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  selectProps?: React.SelectHTMLAttributes<HTMLSelectElement>;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: true });
  return (
    <FieldShell meta={meta} {...base}>
      <select
        key={key}
        {...props}
        {...selectProps}
        aria-describedby={describedBy(meta, base.hint)}
        className={controlClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ meta, label, hint, className }: BaseProps & { meta: Field }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaAttributes: true });
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          key={key}
          {...props}
          aria-describedby={describedBy(meta, hint)}
          className="mt-0.5 size-4 rounded border-stone-400 text-brand-600 focus:ring-brand-500"
        />
        <label htmlFor={meta.id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}
