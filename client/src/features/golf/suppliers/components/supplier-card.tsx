import type { ReactNode } from "react";
import { Mail } from "lucide-react";
import { Badge } from "../../components/badge";
import { ExternalLink } from "../../components/external-link";
import { CompanyCard } from "../../components/company-card";
import { formatCount } from "../../lib/golf-format";
import type { SupplierRow } from "../api/use-golf-suppliers";
import { specializationLabel } from "../supplier-filters";
import { StarRating } from "./star-rating";
import { CardFact } from "../../components/card-fact";

export function SupplierCard({ supplier, actions }: { supplier: SupplierRow; actions?: ReactNode }) {
  return (
    <CompanyCard
      headingId={`supplier-${supplier.id}`}
      name={supplier.companyName}
      subtitle={supplier.country}
      aside={<StarRating rating={supplier.rating} />}
      actions={actions}
    >
      {supplier.specialization && (
        <div className="mt-3">
          <Badge tone="blue">{specializationLabel(supplier.specialization)}</Badge>
        </div>
      )}
      <dl className="mt-4 space-y-1.5 text-sm">
        <CardFact
          layout="beside"
          label="Minimum order"
          value={supplier.minimumOrder === null ? null : `${formatCount(supplier.minimumOrder)} units`}
        />
        <CardFact layout="beside" label="Payment terms" value={supplier.paymentTerms} />
        <CardFact layout="beside" label="Ships to" value={supplier.shippingRegions} />
        <CardFact layout="beside" label="Certifications" value={supplier.certifications} />
      </dl>
      {supplier.notes && <p className="mt-3 text-sm text-ink-muted">{supplier.notes}</p>}
      <div className="flex-1" />
      {(supplier.contactEmail || supplier.website) && (
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
          {supplier.contactEmail && (
            <a
              href={`mailto:${supplier.contactEmail}`}
              className="inline-flex min-w-0 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{supplier.contactEmail}</span>
            </a>
          )}
          {supplier.website && <ExternalLink href={supplier.website} />}
        </div>
      )}
    </CompanyCard>
  );
}
