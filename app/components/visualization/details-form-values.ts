import type { MachineSelection } from "~/content/machines";
import type { WizardStrings } from "~/content/ui-tools";
import { fill, type Lang } from "~/lib/i18n";

const FILE_INPUTS = ["logo", "spacePhoto"] as const;

/**
 * The website address as the server's schema reads it, or the field's message. The schema (with
 * zod) is loaded when needed: it is not in the page's first JavaScript.
 */
export async function checkWebsiteAddress(
  value: string,
  lang: Lang,
): Promise<{ url: string } | { message: string }> {
  const { websiteUrlSchemaFor } = await import("~/models/website-url");
  const parsed = websiteUrlSchemaFor(lang).safeParse(value);
  return parsed.success ? { url: parsed.data } : { message: parsed.error.issues[0]!.message };
}

/** "Logo: acme.png" and "Space photo: room.jpg" for the files chosen in the form. */
export function chosenFileLabels(form: HTMLFormElement | null, t: WizardStrings) {
  if (!form) return [];
  return FILE_INPUTS.flatMap((name) => {
    const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];
    return file ? [fill(name === "logo" ? t.uploadLogo : t.uploadSpacePhoto, { file: file.name })] : [];
  });
}

/** The details form as POST /api/visualization takes it: the selection as JSON, empty file inputs left out. */
export function uploadFormData(form: HTMLFormElement, machines: readonly MachineSelection[]) {
  const data = new FormData(form);
  data.set("machines", JSON.stringify(machines));
  for (const name of FILE_INPUTS) {
    const file = data.get(name);
    if (file instanceof File && file.size === 0 && !file.name) data.delete(name);
  }
  return data;
}
