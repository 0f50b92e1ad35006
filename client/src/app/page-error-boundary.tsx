import { Component, type ReactNode } from "react";
import { getClientConfig } from "@/lib/client-config";

const RELOADED_AT_KEY = "page-chunk-reloaded-at";
/** Reload at most once in this long, so a page file that is really missing cannot cause a loop. */
const RELOAD_GUARD_MS = 30_000;

/** A lazy page whose file is gone: typically an open tab after a new version was deployed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

interface Props {
  /** changes on navigation, so a new page gets a fresh attempt */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedKey?: string;
}

/**
 * Catches a page that fails to load or render. A missing page file after a deploy reloads the page
 * once (the new HTML names the new files); anything else shows a way back instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== undefined && state.failedKey !== undefined && state.failedKey !== props.resetKey) {
      return { error: undefined, failedKey: undefined };
    }
    return null;
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedKey: this.props.resetKey });
    const lastReload = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (isChunkLoadError(error) && Date.now() - lastReload > RELOAD_GUARD_MS) {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
      return;
    }
    console.error(error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const { phone } = getClientConfig().business;
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
        <div role="alert" className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
          <h1 className="text-2xl font-bold text-ink">This page could not be loaded</h1>
          <p className="mt-3 text-ink-muted">
            Please check your connection and try again, or call us on{" "}
            <a className="font-semibold text-brand-700 underline" href={`tel:${phone.e164}`}>
              {phone.display}
            </a>
            .
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-6 inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
        </div>
      </main>
    );
  }
}
