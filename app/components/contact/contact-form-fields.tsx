import { InputField, SelectField, TextareaField, type FieldState } from "~/components/ui/field";
import { useUi } from "~/lib/i18n";
import { CONTACT_LIMITS, HONEYPOT_FIELD, SERVICE_INTEREST_OPTIONS } from "~/models/contact";

export const FIELD_ORDER = ["fullName", "email", "phone", "serviceInterest", "message"] as const;
export type FieldName = (typeof FIELD_ORDER)[number];
/** Each field's id, name, errors and initial value: from Conform once it runs, else from the server's answer. */
export type FieldSet = Record<FieldName, FieldState>;

/** The form's visible fields and its honeypot, with the product's labels and our length limits. */
export function ContactFormFields({
  formId,
  fields,
  focusIf,
}: {
  formId: string;
  fields: FieldSet;
  /** autoFocus for the first field with an error after a no-JS round trip. */
  focusIf: (name: FieldName) => { autoFocus?: boolean };
}) {
  const form = { id: formId };
  const ui = useUi().contactForm;
  const options = SERVICE_INTEREST_OPTIONS.map((o) => ({
    value: o.value,
    label: ui.serviceOptions[o.value],
  }));
  return (
    <>
      {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>{ui.honeypotLabel}</label>
        <input
          id={`${form.id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <InputField
        meta={fields.fullName}
        label={ui.fullName}
        required
        inputProps={{
          autoComplete: "name",
          maxLength: CONTACT_LIMITS.fullName,
          required: true,
          ...focusIf("fullName"),
        }}
      />
      <InputField
        meta={fields.email}
        type="email"
        label={ui.email}
        required
        inputProps={{
          autoComplete: "email",
          maxLength: CONTACT_LIMITS.email,
          required: true,
          ...focusIf("email"),
        }}
      />
      <InputField
        meta={fields.phone}
        type="tel"
        label={ui.phone}
        hint={ui.phoneHint}
        inputProps={{
          autoComplete: "tel",
          inputMode: "tel",
          maxLength: CONTACT_LIMITS.phone,
          ...focusIf("phone"),
        }}
      />
      <SelectField
        meta={fields.serviceInterest}
        label={ui.serviceInterest}
        placeholder={ui.selectService}
        options={options}
        selectProps={focusIf("serviceInterest")}
      />
      <TextareaField
        meta={fields.message}
        label={ui.message}
        className="sm:col-span-2"
        textareaProps={{
          rows: 5,
          maxLength: CONTACT_LIMITS.message,
          placeholder: ui.messagePlaceholder,
          ...focusIf("message"),
        }}
      />
    </>
  );
}
