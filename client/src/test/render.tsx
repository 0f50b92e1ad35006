import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { SessionEndedHandler } from "@/app/session-ended-handler";
import { createQueryClient } from "@/lib/query-client";

interface ProviderOptions extends Omit<RenderOptions, "wrapper"> {
  /** seed it with setQueryData for data states; a fresh app-configured client by default */
  queryClient?: QueryClient;
  /** the address the in-memory router starts at */
  path?: string;
  /** answers already in the query client, by query key (an API path): a list's rows, say */
  queryData?: Record<string, unknown>;
}

/**
 * Renders a component as the app renders a staff or golf page: the app's query client defaults, the
 * ended-session handler, a router (in memory, so navigation can be asserted through `history`) and the
 * toast renderer.
 */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createQueryClient(), path = "/", queryData = {}, ...options }: ProviderOptions = {},
) {
  for (const [key, data] of Object.entries(queryData)) queryClient.setQueryData([key], data);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <SessionEndedHandler />
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient, user: userEvent.setup(), history: location.history, navigate: location.navigate };
}
