import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { ProductRow } from "@shared/golf/golf-api";
import { apiJson, isSessionEnded } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { PRODUCTS_PATH } from "../api/use-golf-products";

const kg = (weight: number) => `${weight.toLocaleString("en-AU", { maximumFractionDigits: 3 })} kg`;

/** A unit's shipping weight (shipments share freight by it); staff set it here (PATCH /api/golf/products/:id). */
export function ProductWeight({ product, staff }: { product: ProductRow; staff: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState(product.weightKg === null ? "" : String(product.weightKg));
  const [message, setMessage] = useState("");
  const save = useMutation({
    mutationFn: (weightKg: number | null) => apiJson<ProductRow>("PATCH", `${PRODUCTS_PATH}/${product.id}`, { weightKg }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_PATH] }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text.trim() === "" ? null : Number(text), {
      onSuccess: (saved) => setMessage(saved.weightKg === null ? "Weight cleared." : `Weight saved: ${kg(saved.weightKg)}.`),
      onError: (error) => {
        if (!isSessionEnded(error)) setMessage(serverFieldErrors(error).weightKg ?? "Not saved. Please try again.");
      },
    });
  };
  if (!staff)
    return (
      <p className="mt-2 text-xs text-ink-muted">Shipping weight: {product.weightKg === null ? "not entered" : kg(product.weightKg)}</p>
    );
  return (
    <form onSubmit={onSubmit} aria-label={`Weight of ${product.name}`} className="mt-3 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-weight`} className="block text-xs font-medium text-ink">
          Shipping weight (kg)
        </label>
        <input
          id={`${id}-weight`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.001}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-message`}
          className="mt-1 block w-28 rounded-md border border-slate-300 px-2 py-1.5 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow-sm hover:bg-slate-50 disabled:opacity-60"
      >
        Save weight
      </button>
      <p id={`${id}-message`} role="status" className="w-full text-xs text-ink-muted">
        {message}
      </p>
    </form>
  );
}
