import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import type { ApiErrorBody } from "@shared/api-types";
import type { ImportProblem, SpendImportRefusal } from "@shared/reports/report-types";
import { parseDollars } from "@shared/quotes/quote-math";
import { NO_CAMPAIGN } from "@shared/reports/report-types";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/lib/formatters";
import { useAdSpend, useImportAdSpend, useSaveAdSpend } from "../api/reports";
import { inputClass } from "@/components/staff/form-styles";
import { dollarsAndCents, monthLabel } from "./report-format";
import { brisbaneToday } from "./report-range";
import { HeaderRow } from "@/components/header-row";
import { SaveButton } from "@/components/staff/save-button";

const SPEND_COLUMNS = [
  { label: "Month", className: "px-4 py-2" },
  { label: "Campaign", className: "px-2 py-2" },
  { label: "Amount", className: "px-2 py-2 text-right" },
  { label: "Recorded", className: "hidden px-4 py-2 sm:table-cell" },
];

/** The server's field errors or import problems from a refused request, if it sent them. */
function problemsOf(error: unknown): { fields: Record<string, string>; lines: ImportProblem[]; message?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, lines: [] };
  try {
    const body = JSON.parse(error.body) as ApiErrorBody | SpendImportRefusal;
    return {
      fields: Array.isArray(body.errors) ? {} : (body.errors ?? {}),
      lines: Array.isArray(body.errors) ? body.errors : [],
      message: body.message,
    };
  } catch {
    return { fields: {}, lines: [] };
  }
}

/**
 * Ad spend per month and campaign: typed in, or the campaign report Google Ads downloads (Campaign, Month or Day,
 * Cost), imported whole or not at all with each bad line named.
 */
export function AdSpendPanel({ campaigns }: { campaigns: readonly string[] }) {
  const spend = useAdSpend();
  const save = useSaveAdSpend();
  const importer = useImportAdSpend();
  const [month, setMonth] = useState(brisbaneToday().slice(0, 7));
  const [campaign, setCampaign] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [importProblems, setImportProblems] = useState<ImportProblem[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { month: useId(), campaign: useId(), amount: useId(), list: useId(), file: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseDollars(amount);
    if (amountCents === undefined) {
      setErrors({ amountCents: "Enter the amount in dollars, like 1250 or 1250.50" });
      return;
    }
    setErrors({});
    save.mutate(
      { month, campaign, amountCents },
      {
        onSuccess: (entry) => {
          toast({
            title: "Spend saved",
            description: `${dollarsAndCents(entry.amountCents)} on ${entry.campaign} in ${monthLabel(entry.month)}.`,
          });
          setAmount("");
        },
        onError: (error) => setErrors(problemsOf(error).fields),
      },
    );
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setImportProblems([]);
    importer.mutate(await file.text(), {
      onSuccess: (answer) =>
        toast({ title: "Google Ads costs imported", description: `${answer.imported} months of campaigns from ${answer.rows} rows.` }),
      onError: (error) => {
        const problems = problemsOf(error);
        setImportProblems(
          problems.lines.length ? problems.lines : [{ line: 0, message: problems.message ?? "The file could not be imported." }],
        );
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  const fieldError = (key: string, id: string) =>
    errors[key] ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Record ad spend"
          className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        >
          <h3 className="font-semibold text-ink">Record a month's spend</h3>
          <div>
            <label htmlFor={ids.month} className="text-sm font-medium text-ink">
              Month
            </label>
            <input
              id={ids.month}
              type="month"
              required
              className={`${inputClass} mt-1`}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              aria-invalid={errors.month ? true : undefined}
              aria-describedby={errors.month ? `${ids.month}-error` : undefined}
            />
            {fieldError("month", ids.month)}
          </div>
          <div>
            <label htmlFor={ids.campaign} className="text-sm font-medium text-ink">
              Campaign
            </label>
            <input
              id={ids.campaign}
              list={ids.list}
              required
              className={`${inputClass} mt-1`}
              value={campaign}
              onChange={(e) => setCampaign(e.target.value)}
              aria-invalid={errors.campaign ? true : undefined}
              aria-describedby={`${ids.campaign}-hint${errors.campaign ? ` ${ids.campaign}-error` : ""}`}
            />
            <datalist id={ids.list}>
              {[...new Set([...campaigns, NO_CAMPAIGN])].map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <p id={`${ids.campaign}-hint`} className="mt-1 text-xs text-ink-muted">
              As in the ads' utm_campaign tag, or "{NO_CAMPAIGN}".
            </p>
            {fieldError("campaign", ids.campaign)}
          </div>
          <div>
            <label htmlFor={ids.amount} className="text-sm font-medium text-ink">
              Amount (A$)
            </label>
            <input
              id={ids.amount}
              inputMode="decimal"
              required
              className={`${inputClass} mt-1`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="1250.00"
              aria-invalid={errors.amountCents ? true : undefined}
              aria-describedby={errors.amountCents ? `${ids.amount}-error` : undefined}
            />
            {fieldError("amountCents", ids.amount)}
          </div>
          <SaveButton saving={save.isPending}>Save spend</SaveButton>
        </form>
        <div className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <h3 className="font-semibold text-ink">Import from Google Ads</h3>
          <p className="text-sm text-ink-muted">
            In Google Ads, open Campaigns, segment by Month (or Day), and download the table as CSV. Each month of each campaign replaces
            what was recorded for it.
          </p>
          <label htmlFor={ids.file} className="text-sm font-medium text-ink">
            Campaign report (CSV)
          </label>
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void importFile(e)}
            disabled={importer.isPending}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          {importProblems.length ? (
            <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              <p className="font-semibold">Nothing was imported: please fix these lines</p>
              <ul className="mt-1 list-disc pl-5">
                {importProblems.map((problem) => (
                  <li key={`${problem.line}-${problem.message}`}>
                    {problem.line ? `Line ${problem.line}: ${problem.message}` : problem.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-sm">
          <caption className="px-4 pt-3 text-left font-semibold text-ink">Recorded spend</caption>
          <thead>
            <HeaderRow
              className="border-b border-gray-200 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase"
              cells={SPEND_COLUMNS}
            />
          </thead>
          <tbody>
            {(spend.data?.entries ?? []).slice(0, 60).map((entry) => (
              <tr key={`${entry.month}-${entry.campaign}`} className="border-b border-gray-100 last:border-0">
                <td className="px-4 py-2 whitespace-nowrap">{monthLabel(entry.month)}</td>
                <td className="px-2 py-2 break-words">{entry.campaign}</td>
                <td className="px-2 py-2 text-right tabular-nums">{dollarsAndCents(entry.amountCents)}</td>
                <td className="hidden px-4 py-2 text-ink-muted sm:table-cell">
                  {entry.updatedBy}, {formatDateTime(entry.updatedAt)}
                </td>
              </tr>
            ))}
            {spend.data && spend.data.entries.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-ink-muted">
                  No spend recorded yet. Costs per lead and per won job show once it is.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
