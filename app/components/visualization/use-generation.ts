import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toaster";
import type { Lang } from "~/lib/i18n";
import { wizardStrings, wizardToasts } from "./copy";

/**
 * The JavaScript flow of step 3 (product §4/§7): POST /api/visualization (multipart), then
 * POST /api/visualization/{id}/generate, then GET /api/visualization/{id} every 2 s until
 * 'completed' or 'failed'. Polling pauses while the tab is hidden.
 */
export type GenerationState =
  | { phase: "idle"; error?: string }
  | { phase: "uploading" }
  | { phase: "generating"; id: string; stage: string | null }
  | { phase: "done"; id: string; imageUrl: string; downloadUrl: string };

interface StatusBody {
  id: string;
  status: string;
  stage: string | null;
  generatedImageUrl: string | null;
  downloadUrl: string | null;
  message?: string;
}

export const POLL_MS = 2000;

async function readMessage(response: Response) {
  try {
    const body = (await response.json()) as { message?: string; fieldErrors?: Record<string, string[]> };
    const first = body.fieldErrors ? Object.values(body.fieldErrors)[0]?.[0] : undefined;
    return first ?? body.message ?? `${response.status}: ${response.statusText}`;
  } catch {
    return `${response.status}: ${response.statusText}`;
  }
}

export function useGeneration(lang: Lang) {
  const [state, setState] = useState<GenerationState>({ phase: "idle" });
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const poll = useCallback(
    (id: string) => {
      const TOASTS = wizardToasts(lang);
      const t = wizardStrings(lang);
      const tick = async () => {
        if (!alive.current) return;
        if (document.visibilityState === "hidden") {
          timer.current = window.setTimeout(tick, POLL_MS);
          return;
        }
        try {
          const response = await fetch(`/api/visualization/${encodeURIComponent(id)}`, {
            credentials: "include",
            headers: { accept: "application/json" },
          });
          if (!response.ok) throw new Error(await readMessage(response));
          const body = (await response.json()) as StatusBody;
          if (!alive.current) return;
          if (body.status === "completed" && body.generatedImageUrl && body.downloadUrl) {
            setState({ phase: "done", id, imageUrl: body.generatedImageUrl, downloadUrl: body.downloadUrl });
            toast(TOASTS.ready);
            return;
          }
          if (body.status === "failed") {
            setState({ phase: "idle", error: t.couldNotGenerate });
            toast(TOASTS.generationFailed);
            return;
          }
          setState({ phase: "generating", id, stage: body.stage });
        } catch {
          // A network hiccup while polling: try again on the next tick.
        }
        timer.current = window.setTimeout(tick, POLL_MS);
      };
      timer.current = window.setTimeout(tick, POLL_MS);
    },
    [lang],
  );

  const start = useCallback(
    async (form: FormData) => {
      const TOASTS = wizardToasts(lang);
      const t = wizardStrings(lang);
      setState({ phase: "uploading" });
      let id: string;
      try {
        // The page's language: refusals in Spanish, the request stored as a Spanish-speaking lead.
        const response = await fetch(lang === "es" ? "/api/visualization?lang=es" : "/api/visualization", {
          method: "POST",
          body: form,
          credentials: "include",
          headers: { accept: "application/json" },
        });
        if (!response.ok) {
          const message = await readMessage(response);
          setState({ phase: "idle", error: message });
          toast(TOASTS.uploadFailed);
          return;
        }
        id = ((await response.json()) as StatusBody).id;
      } catch {
        setState({
          phase: "idle",
          error: t.uploadDidNotArrive,
        });
        toast(TOASTS.uploadFailed);
        return;
      }
      try {
        const response = await fetch(`/api/visualization/${encodeURIComponent(id)}/generate`, {
          method: "POST",
          credentials: "include",
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(await readMessage(response));
        const body = (await response.json()) as StatusBody;
        setState({ phase: "generating", id, stage: body.stage });
        poll(id);
      } catch {
        setState({ phase: "idle", error: t.couldNotStart });
        toast(TOASTS.generationFailed);
      }
    },
    [poll, lang],
  );

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setState({ phase: "idle" });
  }, []);

  return { state, start, reset };
}
