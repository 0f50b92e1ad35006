import type { Config } from "tailwindcss";

/** Brand palette and type scale. Loaded from client/src/index.css with @config. */
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6f1",
          100: "#d5eadd",
          200: "#abd4bb",
          300: "#79b893",
          400: "#4c9a6e",
          500: "#2f7d53",
          600: "#236442",
          700: "#1c5036",
          800: "#173f2c",
          900: "#122f22",
        },
        accent: {
          400: "#f5b544",
          500: "#ee9b1d",
          600: "#c97c0c",
        },
        ink: {
          DEFAULT: "#1f2933",
          muted: "#52606d",
        },
      },
      fontFamily: {
        sans: ["Inter", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
      maxWidth: {
        content: "72rem",
      },
    },
  },
} satisfies Config;
