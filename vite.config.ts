import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  build: {
    // The server bundle's entry is our Express server (server.ts), which imports the
    // React Router server build; the client bundle keeps React Router's own entries.
    rollupOptions: isSsrBuild ? { input: "./server.ts" } : undefined,
    assetsInlineLimit: 0,
  },
  ssr: {
    // Native or large server-only packages stay external and load from node_modules.
    external: ["better-sqlite3", "sharp", "@node-rs/argon2", "nodemailer"],
  },
  optimizeDeps: {
    exclude: ["@node-rs/argon2", "better-sqlite3", "sharp"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
