import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { gapAtRatePercent, priceGapPercent, stockStatus } from "@shared/golf/product-rules";
import { Badge } from "../../components/badge";
import { cardClass } from "../../components/golf-styles";
import { formatMoney, formatPercent } from "../../lib/golf-format";
import { ProductHistoryDialog } from "../../history/product-history";
import type { ProductRow } from "../api/use-golf-products";
import { CategoryIcon, categoryLabel } from "../product-labels";
import { ProductWeight } from "./product-weight";
import { BestChannel } from "../../channels/components/best-channel";

function StockBadge({ product }: { product: ProductRow }) {
  const status = stockStatus(product);
  if (status.kind === "out-of-stock")
    return (
      <Badge tone="red">
        <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
        Out of Stock
      </Badge>
    );
  if (status.kind === "low-stock")
    return (
      <Badge tone="amber">
        <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
        Low stock: {status.quantity} left
      </Badge>
    );
  return (
    <Badge tone="green">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
      In stock ({status.quantity})
    </Badge>
  );
}

/** A product with its US and Australian prices and how far apart they are. */
export function ProductCard({
  product,
  usdPerAud,
  staff = false,
  sample = false,
  landed,
}: {
  product: ProductRow;
  usdPerAud: number | undefined;
  staff?: boolean;
  sample?: boolean;
  /** the landed cost per unit of the latest saved shipment holding the product */
  landed?: { landedCostCents: number; shipmentName: string };
}) {
  const gap = priceGapPercent(product.priceUSD, product.priceAUD);
  const gapAtRate = usdPerAud === undefined ? null : gapAtRatePercent(product.priceUSD, product.priceAUD, usdPerAud);
  return (
    <article className={`${cardClass} flex w-full flex-col p-5`} aria-labelledby={`product-${product.id}`}>
      <div className="flex items-start gap-3">
        {product.imageUrl?.startsWith("/") ? (
          <img src={product.imageUrl} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-md object-cover" />
        ) : (
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700" aria-hidden="true">
            <CategoryIcon category={product.category} className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={`product-${product.id}`} className="font-semibold leading-snug text-ink">
            {product.name}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {product.brand}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {categoryLabel(product.category)}
            {product.subcategory && <span> ({product.subcategory})</span>}
          </p>
        </div>
      </div>
      {product.description && <p className="mt-3 line-clamp-2 text-sm text-ink-muted">{product.description}</p>}
      <div className="mt-3 flex-1">
        <StockBadge product={product} />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-right">
        <div className="text-left">
          <dt className="text-xs text-ink-muted">US price</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums text-ink">{formatMoney(product.priceUSD, "USD")}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">AU price</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums text-ink">{formatMoney(product.priceAUD, "AUD")}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Price gap</dt>
          <dd className={`mt-0.5 text-sm font-semibold tabular-nums ${gap !== null && gap > 0 ? "text-brand-700" : "text-ink"}`}>
            {gap === null ? "n/a" : formatPercent(gap, { signed: true })}
          </dd>
        </div>
        <div className="col-span-3 flex items-baseline justify-between gap-2 text-left">
          <dt className="text-xs text-ink-muted">Gap at today&apos;s rate</dt>
          <dd className={`text-sm font-semibold tabular-nums ${gapAtRate !== null && gapAtRate > 0 ? "text-brand-700" : "text-ink"}`}>
            {gapAtRate === null ? "n/a" : formatPercent(gapAtRate, { signed: true })}
          </dd>
        </div>
        {landed && !sample && (
          <div className="col-span-3 text-left">
            <dt className="text-xs text-ink-muted">
              Best channel, landed at {formatMoney(landed.landedCostCents / 100, "AUD")} ({landed.shipmentName})
            </dt>
            <dd className="mt-0.5 text-sm font-semibold text-ink">
              <BestChannel landedCostAUD={landed.landedCostCents / 100} priceAUD={product.priceAUD} />
            </dd>
          </div>
        )}
      </dl>
      {sample ? null : <ProductWeight product={product} staff={staff} />}
      {sample ? null : (
        <div className="mt-4">
          <ProductHistoryDialog productId={product.id} productName={product.name} staff={staff} />
        </div>
      )}
    </article>
  );
}
