import { createContext } from "react";
import type { InitialQueries } from "@shared/client-config";

/** The data the server rendered with, handed down by the app without loading the query library. */
export const InitialQueriesContext = createContext<InitialQueries>([]);
