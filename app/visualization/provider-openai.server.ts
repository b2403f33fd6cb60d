import sharp from "sharp";
import { describeMachines, type MachineSelection } from "~/content/machines";
import { MAX_INPUT_PIXELS, sniffImageType } from "~/lib/images.server";
import type { Branding } from "./branding.server";
import { OUTPUT_WIDTH } from "./renderer.server";

/**
 * The optional AI provider (IMAGE_PROVIDER=openai): any OpenAI-compatible images edit endpoint
 * (POST {OPENAI_BASE_URL}/images/edits, multipart: model, prompt, image[]..., size, n). We send the
 * embedded mockup (so the model keeps machine types, count, placement and logo) and the space
 * photo, and ask for a photorealistic version. The caller falls back to the embedded mockup on any
 * error or timeout and records it.
 */
export interface ProviderConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
}

export function buildPrompt(
  machines: readonly MachineSelection[],
  branding: Pick<Branding, "businessName" | "palette">,
) {
  const name = branding.businessName ? ` for ${branding.businessName}` : "";
  return [
    `Photorealistic photo of this space with branded vending equipment${name}: ${describeMachines(machines)}.`,
    "Keep the room, camera angle and lighting of the space photo. Keep every machine from the mockup image at the same position, count, size and type, standing on the floor with natural contact shadows and reflections.",
    `Wrap the machines in the brand colours ${branding.palette.primary} and ${branding.palette.secondary}, with the logo on each machine's header exactly as in the mockup.`,
    "No people, no text other than the logo, no watermark.",
  ].join(" ");
}

export async function enhanceWithOpenAi(
  config: ProviderConfig,
  input: { mockupJpeg: Buffer; photo: Buffer | null; prompt: string },
): Promise<{ webp: Buffer; jpeg: Buffer }> {
  const form = new FormData();
  form.set("model", config.model);
  form.set("prompt", input.prompt);
  form.set("size", "1536x1024");
  form.set("n", "1");
  form.append("image[]", new Blob([new Uint8Array(input.mockupJpeg)], { type: "image/jpeg" }), "mockup.jpg");
  if (input.photo)
    form.append("image[]", new Blob([new Uint8Array(input.photo)], { type: "image/jpeg" }), "space.jpg");
  const url = `${config.baseUrl.replace(/\/+$/, "")}/images/edits`;
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${config.apiKey}` },
    body: form,
    signal: AbortSignal.timeout(config.timeoutMs ?? 90_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`image provider answered ${response.status}: ${text.slice(0, 300)}`);
  let body: { data?: { b64_json?: string; url?: string }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error("image provider answered with something other than JSON");
  }
  const first = body.data?.[0];
  let bytes: Buffer | null = null;
  if (first?.b64_json) bytes = Buffer.from(first.b64_json, "base64");
  else if (first?.url) {
    const image = await fetch(first.url, { signal: AbortSignal.timeout(30_000) });
    if (!image.ok) throw new Error(`could not download the provider's image (${image.status})`);
    bytes = Buffer.from(await image.arrayBuffer());
  }
  if (!bytes || !sniffImageType(bytes)) throw new Error("image provider returned no image");
  const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width: OUTPUT_WIDTH });
  const [webp, jpeg] = await Promise.all([
    resized.clone().webp({ quality: 84, effort: 3 }).toBuffer(),
    resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 86, progressive: true }).toBuffer(),
  ]);
  return { webp, jpeg };
}
