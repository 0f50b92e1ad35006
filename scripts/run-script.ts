/** Runs a command-line script's main: a failure prints its message (no stack for an operator to wade through) and exits 1. */
export function runScript(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
