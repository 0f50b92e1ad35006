import { useState } from "react";
import type { GolfShipmentRow } from "@shared/golf/golf-api";
import { useAuthStatus } from "@/features/auth";
import {
  BorderChargesSection,
  GolfLayout,
  ListError,
  rateUsed,
  SavedShipments,
  ShipmentPlanner,
  useGolfProducts,
  useGolfSettings,
} from "@/features/golf";

export default function GolfShipmentsPage() {
  const auth = useAuthStatus().data;
  const staff = auth?.isAuthenticated === true;
  const owner = auth?.user?.role === "owner";
  const products = useGolfProducts();
  const settings = useGolfSettings();
  // a saved shipment opened in the planner; the key starts the planner afresh each time
  const [editing, setEditing] = useState<{ shipment: GolfShipmentRow | null; key: number }>({ shipment: null, key: 0 });
  const stored = products.isSample ? [] : products.rows;
  return (
    <GolfLayout
      title="Shipments"
      description="A whole order landed in Australia: freight shared across the lines by weight or value, each line's duty by where it was made, the border's charges, and air against sea."
      meta={settings.data && <p className="text-sm text-ink-muted">Today&apos;s rate: {rateUsed(settings.data)}</p>}
    >
      {products.isError || settings.isError ? (
        <ListError what="the products and rates" onRetry={() => (products.refetch(), void settings.refetch())} />
      ) : products.isLoading || !settings.data ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading the products and rates...
        </p>
      ) : stored.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-ink">
          No products are stored yet: a shipment is planned from the products in the catalogue.
        </p>
      ) : (
        <ShipmentPlanner
          key={editing.key}
          products={stored}
          generalDutyRate={settings.data.generalDutyRate.value}
          staff={staff}
          editing={editing.shipment}
          onDone={() => setEditing({ shipment: null, key: editing.key + 1 })}
        />
      )}
      <SavedShipments
        staff={staff}
        onOpen={(shipment) => {
          setEditing({ shipment, key: editing.key + 1 });
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
      />
      <BorderChargesSection owner={owner} />
    </GolfLayout>
  );
}
