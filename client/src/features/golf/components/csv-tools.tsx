import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GolfImported, GolfImportProblem, GolfImportRefusal } from "@shared/golf/golf-api";
import { Download, Upload } from "lucide-react";
import { useId, useState } from "react";
import { ApiError, isSessionEnded, postCsv } from "@/lib/api-client";
import { secondaryButtonClass } from "./golf-styles";
import { HeaderRow } from "@/components/header-row";

const PROBLEM_COLUMNS = [{ label: "Row", className: "pr-3" }, { label: "Field", className: "pr-3" }, { label: "Problem" }];

type ImportState =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; imported: number }
  | { kind: "failed"; message: string; errors: GolfImportProblem[] };

interface CsvToolsProps {
  /** the list's name in the API and in words, e.g. "suppliers" */
  list: string;
  /** the list's API path, reloaded after an import */
  listPath: string;
  /** staff may import (suppliers and competitors only) */
  canImport: boolean;
}

const linkButton = `${secondaryButtonClass} px-3 py-1.5`;

/** What a refused import says: the server's message and rows (422), or a general failure. */
function failure(error: unknown): ImportState {
  if (error instanceof ApiError) {
    let errors: GolfImportProblem[] = [];
    try {
      errors = (JSON.parse(error.body) as Partial<GolfImportRefusal>).errors ?? [];
    } catch {
      // not the API's JSON: keep the general message
    }
    return { kind: "failed", message: error.serverMessage ?? `Import failed (${error.status}). Nothing was imported.`, errors };
  }
  return { kind: "failed", message: "Import failed. Please try again.", errors: [] };
}

/** Export the list as CSV; staff also get the import template and Import CSV (all rows or none). */
export function CsvTools({ list, listPath, canImport }: CsvToolsProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [state, setState] = useState<ImportState>({ kind: "idle" });
  const upload = useMutation({
    mutationFn: async (file: File) => postCsv<GolfImported>(`/api/golf/import/${list}`, await file.text()),
    onMutate: () => setState({ kind: "busy" }),
    onSuccess: ({ imported }) => {
      setState({ kind: "done", imported });
      void queryClient.invalidateQueries({ queryKey: [listPath] });
    },
    // an ended session is the session handler's: it says so and goes to /login
    onError: (error) => setState(isSessionEnded(error) ? { kind: "idle" } : failure(error)),
  });
  const onFile = (file: File | undefined) => {
    if (file) upload.mutate(file);
  };
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-center gap-2">
        <a href={`/api/golf/export/${list}`} download className={linkButton}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
        {canImport && (
          <>
            <a href={`/api/golf/import/${list}/template`} download className={linkButton}>
              <Download className="h-4 w-4" aria-hidden="true" />
              CSV template
            </a>
            <label
              htmlFor={inputId}
              className={`${linkButton} cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-brand-700`}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              {state.kind === "busy" ? "Importing..." : "Import CSV"}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                disabled={state.kind === "busy"}
                onChange={(event) => {
                  onFile(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </label>
          </>
        )}
      </div>
      <div role="status" aria-live="polite">
        {state.kind === "done" && (
          <p className="mt-2 text-sm font-medium text-green-800">
            Imported {state.imported} {list}.
          </p>
        )}
        {state.kind === "failed" && (
          <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{state.message}</p>
            {state.errors.length > 0 && (
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">Import errors</caption>
                <thead>
                  <HeaderRow cells={PROBLEM_COLUMNS} />
                </thead>
                <tbody>
                  {state.errors.map((error, index) => (
                    <tr key={index}>
                      <td className="pr-3 tabular-nums">{error.row === 0 ? "Header" : error.row}</td>
                      <td className="pr-3">{error.field}</td>
                      <td>{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
