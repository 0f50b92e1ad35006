import { GolfPageWithForm } from "@/components/golf/golf-page-with-form";
import { useGolfSuppliers } from "@/features/golf-suppliers/api/use-golf-suppliers";
import { SupplierDirectory } from "@/features/golf-suppliers/components/supplier-directory";
import { SupplierForm } from "@/features/golf-suppliers/components/supplier-form";

export default function GolfSuppliersPage() {
  const list = useGolfSuppliers();
  return (
    <GolfPageWithForm
      title="Golf Suppliers"
      description="Manufacturers, wholesalers and distributors to buy from, with their minimum orders, terms and your rating."
      formLabel="Add Supplier"
      formId="add-supplier"
      Form={SupplierForm}
    >
      <SupplierDirectory list={list} />
    </GolfPageWithForm>
  );
}
