import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toaster";
import { TOASTS } from "./copy";

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

export function useGeneration() {
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

  const poll = useCallback((id: string) => {
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
          setState({ phase: "idle", error: "We could not generate this visualization." });
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
  }, []);

  const start = useCallback(
    async (form: FormData) => {
      setState({ phase: "uploading" });
      let id: string;
      try {
        const response = await fetch("/api/visualization", {
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
          error: "The upload did not reach us. Check your connection and try again.",
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
        setState({ phase: "idle", error: "We could not start the generation." });
        toast(TOASTS.generationFailed);
      }
    },
    [poll],
  );

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setState({ phase: "idle" });
  }, []);

  return { state, start, reset };
}
