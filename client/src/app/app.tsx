import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { ToastHost } from "@/components/ui/toast-host";
import { createQueryClient } from "@/lib/query-client";
import { AppRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ToastHost />
    </QueryClientProvider>
  );
}
