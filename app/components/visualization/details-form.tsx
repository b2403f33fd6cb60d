import { forwardRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { MachineSelection } from "~/content/machines";
import { IMAGE_ACCEPT, useWizardStrings } from "./copy";
import { fill } from "~/lib/i18n";

/**
 * Step 2: website URL (url type), optional logo and space photo (images only). Without
 * JavaScript this is a multipart form posted to the wizard's action, which stores the request and
 * moves on to step 3 at the request's own URL, so no uploaded file is lost. With JavaScript the
 * page validates and moves to step 3 in place; the chosen files stay in these inputs.
 */
export const DetailsForm = forwardRef<
  HTMLFormElement,
  {
    machines: readonly MachineSelection[];
    action: string;
    previousHref: string;
    onPrevious?: () => void;
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
    error?: string | null;
    /** The website field's own message (an address that is no website). */
    websiteError?: string | null;
    hidden?: boolean;
    maxMegabytes: number;
    retentionDays: number;
  }
>(function DetailsForm(
  {
    machines,
    action,
    previousHref,
    onPrevious,
    onSubmit,
    error,
    websiteError,
    hidden,
    maxMegabytes,
    retentionDays,
  },
  ref,
) {
  const t = useWizardStrings();
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const checkImage = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const ok = !file || IMAGE_ACCEPT.split(",").includes(file.type) || /^image\//.test(file.type);
    setFileErrors((e) => ({
      ...e,
      [input.name]: ok ? "" : t.imageFileRequired,
    }));
    if (!ok) input.value = "";
  };
  return (
    <form
      ref={ref}
      method="post"
      encType="multipart/form-data"
      action={action}
      // The website field stays type="url" (docs/product.md: the keyboard, autofill) but the browser's own check
      // would refuse `acme.com`; the shared schema (app/models/website-url.ts) checks it, with and without JS.
      noValidate
      onSubmit={onSubmit}
      hidden={hidden}
      className="grid gap-6"
      aria-labelledby="details-title"
    >
      <h2 id="details-title" className="text-2xl font-semibold">
        {t.steps[1]}
      </h2>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <input type="hidden" name="machines" value={JSON.stringify(machines)} />
      <Field id="websiteUrl" label={t.website} hint={t.websiteHint} error={websiteError ?? undefined}>
        <input
          id="websiteUrl"
          name="websiteUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.websitePlaceholder}
          aria-describedby="websiteUrl-hint websiteUrl-error"
          aria-invalid={websiteError ? true : undefined}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="logo" label={t.logo} hint={t.logoHint} error={fileErrors.logo}>
          <input
            id="logo"
            name="logo"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={checkImage}
            aria-describedby="logo-hint logo-error"
            className={fileClass}
          />
        </Field>
        <Field id="spacePhoto" label={t.spacePhoto} hint={t.spacePhotoHint} error={fileErrors.spacePhoto}>
          <input
            id="spacePhoto"
            name="spacePhoto"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={checkImage}
            aria-describedby="spacePhoto-hint spacePhoto-error"
            className={fileClass}
          />
        </Field>
      </div>
      <p className="text-sm text-stone-600">
        {fill(t.uploadRules, { mb: maxMegabytes, days: retentionDays })}
      </p>
      <div className="flex flex-wrap justify-between gap-3">
        <Link
          to={previousHref}
          onClick={(e) => {
            if (!onPrevious) return;
            e.preventDefault();
            onPrevious();
          }}
          className={buttonClass("outline")}
        >
          {t.previous}
        </Link>
        <button type="submit" className={buttonClass("primary")}>
          {t.next}
        </button>
      </div>
    </form>
  );
});

const fileClass =
  "block w-full rounded-lg border border-stone-300 bg-white text-sm text-stone-700 file:mr-3 file:min-h-11 file:border-0 file:bg-stone-100 file:px-4 file:font-semibold file:text-ink hover:file:bg-stone-200";

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
        {hint}
      </p>
      <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" aria-live="polite">
        {error || ""}
      </p>
    </div>
  );
}
