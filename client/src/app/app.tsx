import type { InitialQueries } from "@shared/client-config";
import { ToastHost } from "@/components/ui/toast-host";
import { InitialQueriesContext } from "@/lib/initial-queries-context";
import type { InitialPage } from "./route-table";
import { AppRouter } from "./router";

interface AppProps {
  /** the data a server-rendered page was rendered with (the home page's reviews) */
  initialQueries?: InitialQueries;
  initialPage?: InitialPage;
}

export function App({ initialQueries = [], initialPage }: AppProps) {
  return (
    <InitialQueriesContext value={initialQueries}>
      <AppRouter initialPage={initialPage} />
      <ToastHost />
    </InitialQueriesContext>
  );
}
