import { useState } from "react";
import { Download, Upload } from "lucide-react";
import type { BankImportAnswer } from "@shared/invoices/invoice-api";
import { invoiceStatusLabel } from "@shared/invoices/invoice-api";
import { formatCents } from "@shared/quotes/quote-math";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/formatters";
import { useDownloadXero, useIgnoreLine, useImportStatement, useMatchLine, useUnmatchedLines } from "../api/invoices";
import { dialogButton } from "@/components/staff/staff-dialog";
import { ScreenHeader } from "@/components/staff/screen-parts";
import { toastFailure } from "@/components/staff/failure-toast";
import { SectionCard } from "@/components/staff/section-card";

/** /admin/payments: the bank's statement matched to invoices, the lines left to match, and (Owner) Xero's files. */
export function Payments({ owner }: { owner: boolean }) {
  return (
    <div className="grid gap-6">
      <ScreenHeader title="Payments">
        Import the bank statement: transfers that name an invoice number are recorded against it; the rest wait here to be matched or
        ignored. Card payments record themselves.
      </ScreenHeader>
      <StatementImport />
      <UnmatchedLines />
      {owner && <XeroExport />}
    </div>
  );
}

function StatementImport() {
  const importing = useImportStatement();
  const [answer, setAnswer] = useState<BankImportAnswer | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    importing.mutate(await file.text(), {
      onSuccess: (result) => {
        setAnswer(result);
        toast({ title: "Statement imported", description: `${result.matched.length} matched, ${result.unmatched.length} to match.` });
      },
      onError: toastFailure("Not imported"),
    });
  };
  return (
    <SectionCard title="Bank statement">
      <p className="text-sm text-ink-muted">
        The CSV your bank exports: Date, Amount, Description, Balance (DD/MM/YYYY). Importing the same lines again records nothing twice.
      </p>
      <label className={`${dialogButton.secondary} mt-3 cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        {importing.isPending ? "Importing..." : "Choose the statement CSV"}
        <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(event) => void onFile(event.target.files?.[0])} />
      </label>
      {answer && (
        <div role="status" className="mt-4 text-sm text-ink">
          <p>
            {answer.matched.length} matched · {answer.unmatched.length} to match · {answer.alreadyImported} already imported
          </p>
          {answer.matched.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {answer.matched.map((line) => (
                <li key={line.line}>
                  Line {line.line}: {formatCents(line.amountCents)} to {line.invoice} ({invoiceStatusLabel[line.status].toLowerCase()})
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </SectionCard>
  );
}

function UnmatchedLines() {
  const lines = useUnmatchedLines();
  const match = useMatchLine();
  const ignore = useIgnoreLine();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const list = lines.data?.lines ?? [];
  return (
    <SectionCard title="To match">
      {list.length === 0 ? (
        <p className="text-sm text-ink-muted">{lines.isPending ? "Loading..." : "Nothing waiting: every credit is matched."}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {list.map((line) => (
            <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <div className="text-sm text-ink">
                <p className="font-semibold tabular-nums">
                  {formatCents(line.amountCents)} · {formatDate(line.date)}
                </p>
                <p className="break-words text-ink-muted">{line.description}</p>
              </div>
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  match.mutate(
                    { id: line.id, invoice: typed[line.id] ?? "" },
                    {
                      onSuccess: (done) => toast({ title: `Matched to ${done.invoice}` }),
                      onError: toastFailure("Not matched"),
                    },
                  );
                }}
              >
                <TextField
                  compact
                  label="Invoice number"
                  placeholder="INV-000012"
                  value={typed[line.id] ?? ""}
                  onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })}
                />
                <button type="submit" className={dialogButton.primary} disabled={match.isPending}>
                  Match
                </button>
                <button
                  type="button"
                  className={dialogButton.secondary}
                  disabled={ignore.isPending}
                  onClick={() => ignore.mutate(line.id, { onError: toastFailure("Not ignored") })}
                >
                  Ignore
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function XeroExport() {
  const download = useDownloadXero();
  const [today] = useState(() => brisbaneDay(new Date()));
  const [range, setRange] = useState({ from: `${today.slice(0, 7)}-01`, to: today });
  return (
    <SectionCard title="Xero">
      <p className="text-sm text-ink-muted">
        Invoices and credit notes issued, or payments received, in these days, as Xero's import files. Import the invoices choosing “Tax
        inclusive”.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:w-96">
        <TextField
          compact
          label="From"
          type="date"
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField compact label="To" type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {(["xero-invoices", "xero-payments"] as const).map((file) => (
          <button
            key={file}
            type="button"
            className={dialogButton.secondary}
            disabled={download.isPending}
            onClick={() => download.mutate({ file, ...range }, { onError: toastFailure("Not downloaded") })}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {file === "xero-invoices" ? "Invoices for Xero" : "Payments for Xero"}
          </button>
        ))}
      </div>
    </SectionCard>
  );
}
