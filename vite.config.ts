/// <reference types="vitest/config" />
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = import.meta.dirname;
const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");

export default defineConfig({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  build: {
    outDir: path.join(distDir, "public"),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2022",
  },
  test: {
    root,
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
