import type { ReactNode } from "react";

/**
 * What these components read of a form field. Conform's `FieldMetadata` has all of it, so the
 * forms built on Conform (admin, sign-in, prize) pass their `fields.x` as they are; a form that
 * renders before Conform has loaded (the consultation form, decision 054) builds it from the
 * server's answer. Nothing here imports Conform, so a page whose form is not enhanced yet does not
 * load it.
 */
export interface FieldState {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  /** Present (even empty) once the field has been validated with errors: `aria-invalid`. */
  errors?: string[];
  initialValue?: unknown;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
  accept?: string;
}

/**
 * Form fields: a label, the control, an optional hint and the error text, tied together with
 * aria-describedby / aria-invalid. The server renders the same markup (with the action's errors and
 * the typed values) when JavaScript is off.
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

/** Leaves out the attributes a field does not have (as Conform's helpers do). */
function defined<T extends object>(props: T): T {
  for (const key of Object.keys(props) as Array<keyof T>) if (props[key] === undefined) delete props[key];
  return props;
}

/**
 * The attributes every control takes from its field, as Conform's getInputProps / getSelectProps /
 * getTextareaProps derive them (same names, same order, same rules): `aria-invalid` once the field
 * has an errors entry, `form`, the schema's constraints.
 */
function controlProps(meta: FieldState) {
  const invalid = meta.errors !== undefined;
  return defined({
    required: meta.required || undefined,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? meta.errorId : undefined,
  });
}

/** An `<input>`'s constraint attributes from the schema, in the order Conform's helpers give them. */
function inputConstraints(meta: FieldState) {
  return {
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    pattern: meta.pattern,
    multiple: meta.multiple,
    accept: meta.accept,
  };
}

/** The initial value as the control's text: a string as it is, a list or number as Conform prints it. */
function initialText(meta: FieldState) {
  const value = meta.initialValue;
  return value === undefined || value === null ? undefined : String(value as string);
}

function describedBy(meta: FieldState, hint: ReactNode) {
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
}: BaseProps & { meta: FieldState; children: ReactNode }) {
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

export function FieldError({ meta }: { meta: FieldState }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-700">
      {meta.errors[0]}
    </p>
  );
}

type InputType = Exclude<React.HTMLInputTypeAttribute, "button" | "submit" | "reset" | "image">;

export function InputField({
  meta,
  type = "text",
  inputProps,
  ...base
}: BaseProps & {
  meta: FieldState;
  type?: Exclude<InputType, "checkbox" | "radio">;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const props = defined({
    ...controlProps(meta),
    type,
    ...inputConstraints(meta),
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
  });
  return (
    <FieldShell meta={meta} {...base}>
      <input
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
  meta: FieldState;
  textareaProps?: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const props = defined({
    ...controlProps(meta),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: initialText(meta),
  });
  return (
    <FieldShell meta={meta} {...base}>
      <textarea
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
  meta: FieldState;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  selectProps?: React.SelectHTMLAttributes<HTMLSelectElement>;
}) {
  const initial = meta.initialValue;
  const props = defined({
    ...controlProps(meta),
    multiple: meta.multiple,
    defaultValue: Array.isArray(initial) ? initial.map((item) => `${item ?? ""}`) : initialText(meta),
  });
  return (
    <FieldShell meta={meta} {...base}>
      <select
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

export function CheckboxField({ meta, label, hint, className }: BaseProps & { meta: FieldState }) {
  const initial = meta.initialValue;
  const props = defined({
    ...controlProps(meta),
    type: "checkbox",
    ...inputConstraints(meta),
    value: "on",
    // Conform's rule for a checkbox without its own value: checked when the initial value is "on".
    defaultChecked: Array.isArray(initial) ? initial.includes(undefined) : initial === "on",
  });
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
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
