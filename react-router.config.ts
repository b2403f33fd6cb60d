import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page works before (and without) JavaScript.
  ssr: true,
} satisfies Config;
