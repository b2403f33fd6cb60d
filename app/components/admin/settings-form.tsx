import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { FieldError, InputField, TextareaField } from "~/components/ui/field";
import { WEEKDAYS } from "~/content/business";
import { weekdayName } from "~/lib/business-facts";
import {
  businessFactsFormSchema,
  type businessFactsFormValues,
  type SampleFact,
} from "~/models/business-facts";

const SAMPLE_HINT = "Sample value shipped with the site: replace it with yours.";

function SampleBadge({ show }: { show: boolean }) {
  return show ? (
    <>
      {" "}
      <Badge tone="warning">Sample</Badge>
    </>
  ) : null;
}

/**
 * Settings → Business facts (docs/decisions/047-business-facts-in-sqlite.md). A plain POST form: without JavaScript the action answers
 * 400 with the errors next to their fields and the typed values kept; with JavaScript Conform
 * validates on blur with the same schema as the server.
 */
export function BusinessFactsForm({
  defaults,
  samples,
  lastResult,
}: {
  defaults: ReturnType<typeof businessFactsFormValues>;
  samples: SampleFact[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-facts";
  const [form, fields] = useForm({
    id: "business-facts-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: businessFactsFormSchema }),
  });
  const days = fields.hours.getFieldList();
  const isSample = (fact: SampleFact) => samples.includes(fact);
  return (
    // min-w-0 here and on each fieldset (a fieldset is as wide as its widest content by default):
    // the hours table scrolls inside its own box instead of widening the page on a phone.
    <Form method="post" {...getFormProps(form)} className="grid min-w-0 gap-8">
      <input type="hidden" name="intent" value="save-facts" />
      {form.errors?.length ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {form.errors[0]}
        </p>
      ) : null}
      {lastResult?.status === "error" ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          Nothing was saved: please correct the fields marked below.
        </p>
      ) : null}

      <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg font-semibold text-ink">Contact</legend>
        <InputField
          meta={fields.name}
          label="Business name"
          required
          inputProps={{ autoComplete: "organization" }}
        />
        <InputField
          meta={fields.phone}
          type="tel"
          label={
            <>
              Phone
              <SampleBadge show={isSample("phone")} />
            </>
          }
          hint={
            isSample("phone")
              ? SAMPLE_HINT
              : "Shown in the header, footer, contact section and search results."
          }
          required
          inputProps={{ autoComplete: "tel" }}
        />
        <InputField
          meta={fields.email}
          type="email"
          label={
            <>
              E-mail
              <SampleBadge show={isSample("email")} />
            </>
          }
          hint={isSample("email") ? SAMPLE_HINT : undefined}
          required
          inputProps={{ autoComplete: "email" }}
        />
        <InputField
          meta={fields.referralAmount}
          label="Referral program amount"
          hint="Shown in the banner above the navigation and in the FAQ, e.g. $2,000."
          required
        />
      </fieldset>

      <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg font-semibold text-ink">Address and service area</legend>
        <InputField
          meta={fields.streetAddress}
          label={
            <>
              Street address
              <SampleBadge show={isSample("streetAddress")} />
            </>
          }
          hint={
            isSample("streetAddress")
              ? "Not set yet: the site names the city only. Optional."
              : "Optional. Shown in the footer and search results."
          }
          inputProps={{ autoComplete: "street-address" }}
          className="sm:col-span-2"
        />
        <InputField
          meta={fields.city}
          label="City"
          required
          inputProps={{ autoComplete: "address-level2" }}
        />
        <div className="grid grid-cols-2 gap-4">
          <InputField meta={fields.region} label="State" required inputProps={{ maxLength: 2 }} />
          <InputField
            meta={fields.postalCode}
            label="ZIP code"
            inputProps={{ autoComplete: "postal-code", inputMode: "numeric" }}
          />
        </div>
        <InputField
          meta={fields.serviceAreaEn}
          label="Service area (English pages)"
          hint="e.g. Palm Beach to Miami"
          required
        />
        <InputField
          meta={fields.serviceAreaEs}
          label="Service area (Spanish pages)"
          hint="e.g. de Palm Beach a Miami"
          required
        />
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-1 font-display text-lg font-semibold text-ink">
          Opening hours
          <SampleBadge show={isSample("hours")} />
        </legend>
        <p className="mb-4 text-sm text-stone-600">
          {isSample("hours")
            ? "These are the hours shipped with the site, not yours yet: check them and save once. "
            : null}
          24-hour times in Eastern time. A closing time of 00:00 means midnight; 00:00 to 00:00 is open all
          day.
        </p>
        {/* Below 640 px each day is a small card (day, then opens / closes / closed): no sideways scroll. */}
        <div className="overflow-x-auto">
          <table className="w-full text-sm max-sm:block sm:min-w-[34rem]">
            <thead className="max-sm:hidden">
              <tr className="text-left text-stone-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Opens
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Closes
                </th>
                <th scope="col" className="py-2 font-medium">
                  Closed all day
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {days.map((day, index) => {
                const hours = day.getFieldset();
                const name = weekdayName(WEEKDAYS[index]!);
                const { key: openKey, ...openProps } = getInputProps(hours.open, {
                  type: "time",
                  ariaAttributes: true,
                });
                const { key: closeKey, ...closeProps } = getInputProps(hours.close, {
                  type: "time",
                  ariaAttributes: true,
                });
                const { key: closedKey, ...closedProps } = getInputProps(hours.closed, {
                  type: "checkbox",
                  ariaAttributes: true,
                });
                return (
                  <tr
                    key={day.key}
                    className="border-t border-stone-200 align-top max-sm:grid max-sm:grid-cols-[1fr_1fr_auto] max-sm:gap-x-3 max-sm:pb-2"
                  >
                    <th
                      scope="row"
                      className="py-3 pr-4 text-left font-semibold text-ink max-sm:col-span-3 max-sm:pb-1"
                    >
                      {name}
                    </th>
                    <td className="py-2 pr-4 max-sm:p-0">
                      <span aria-hidden="true" className="block text-xs text-stone-600 sm:hidden">
                        Opens
                      </span>
                      <input
                        key={openKey}
                        {...openProps}
                        aria-label={`${name} opens`}
                        aria-describedby={hours.open.errors?.length ? hours.open.errorId : undefined}
                        className="rounded-lg border border-stone-300 px-2.5 py-2 max-sm:w-full max-sm:min-w-0 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600"
                      />
                      <FieldError meta={hours.open} />
                    </td>
                    <td className="py-2 pr-4 max-sm:p-0">
                      <span aria-hidden="true" className="block text-xs text-stone-600 sm:hidden">
                        Closes
                      </span>
                      <input
                        key={closeKey}
                        {...closeProps}
                        aria-label={`${name} closes`}
                        aria-describedby={hours.close.errors?.length ? hours.close.errorId : undefined}
                        className="rounded-lg border border-stone-300 px-2.5 py-2 max-sm:w-full max-sm:min-w-0 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600"
                      />
                      <FieldError meta={hours.close} />
                    </td>
                    <td className="py-3 max-sm:p-0">
                      <span aria-hidden="true" className="block text-xs text-stone-600 sm:hidden">
                        Closed
                      </span>
                      <input
                        key={closedKey}
                        {...closedProps}
                        aria-label={`${name}: closed all day`}
                        className="size-4 rounded border-stone-400 text-brand-600 focus:ring-brand-500 max-sm:mt-3 max-sm:size-6"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <FieldError meta={fields.hours} />
      </fieldset>

      <fieldset className="grid min-w-0 gap-5 sm:grid-cols-3">
        <legend className="mb-1 font-display text-lg font-semibold text-ink">
          Social profiles
          <SampleBadge show={isSample("social")} />
        </legend>
        <p className="text-sm text-stone-600 sm:col-span-3">
          {isSample("social")
            ? "The links shipped with the site point at the networks' home pages, not your profiles. Paste your page addresses, or clear a field to hide that icon."
            : "Leave a field empty to hide that icon."}
        </p>
        <InputField meta={fields.linkedin} type="url" label="LinkedIn page" />
        <InputField meta={fields.facebook} type="url" label="Facebook page" />
        <InputField meta={fields.instagram} type="url" label="Instagram profile" />
      </fieldset>

      <fieldset id="notifications-recipients" className="grid min-w-0 gap-5">
        <legend className="mb-1 font-display text-lg font-semibold text-ink">
          Lead notification recipients
        </legend>
        <TextareaField
          meta={fields.leadRecipients}
          label="Send new-lead e-mails to"
          hint="E-mail addresses separated by commas. When empty, the address set up on the server (if any) is used."
          textareaProps={{ rows: 2 }}
        />
      </fieldset>

      <div>
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? "Saving…" : "Save business facts"}
        </button>
      </div>
    </Form>
  );
}
