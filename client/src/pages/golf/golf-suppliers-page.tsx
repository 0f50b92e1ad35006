import { useRef, useState } from "react";
import { FormToggleButton } from "@/components/golf/form-toggle-button";
import { GolfLayout } from "@/components/golf/golf-layout";
import { GolfPageHeader } from "@/components/golf/golf-page-header";
import { useGolfSuppliers } from "@/features/golf-suppliers/api/use-golf-suppliers";
import { SupplierDirectory } from "@/features/golf-suppliers/components/supplier-directory";
import { SupplierForm } from "@/features/golf-suppliers/components/supplier-form";

const FORM_ID = "add-supplier";

export default function GolfSuppliersPage() {
  const list = useGolfSuppliers();
  const [formOpen, setFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setFormOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <GolfLayout>
      <GolfPageHeader
        title="Golf Suppliers"
        description="Manufacturers, wholesalers and distributors to buy from, with their minimum orders, terms and your rating."
        actions={
          <FormToggleButton
            ref={toggleRef}
            label="Add Supplier"
            open={formOpen}
            controls={FORM_ID}
            onToggle={() => (formOpen ? closeForm() : setFormOpen(true))}
          />
        }
      />
      {formOpen && <SupplierForm id={FORM_ID} onClose={closeForm} />}
      <SupplierDirectory list={list} />
    </GolfLayout>
  );
}
