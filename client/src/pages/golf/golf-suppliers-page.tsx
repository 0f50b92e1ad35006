import { CsvTools } from "@/features/golf/components/csv-tools";
import { GolfPageWithForm } from "@/features/golf/components/golf-page-with-form";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import { SUPPLIERS_PATH, useGolfSuppliers } from "@/features/golf/suppliers/api/use-golf-suppliers";
import { SupplierDirectory } from "@/features/golf/suppliers/components/supplier-directory";
import { SupplierForm } from "@/features/golf/suppliers/components/supplier-form";

export default function GolfSuppliersPage() {
  const list = useGolfSuppliers();
  const staff = isSignedIn(useAuthStatus().data);
  return (
    <GolfPageWithForm
      title="Golf Suppliers"
      description="Manufacturers, wholesalers and distributors to buy from, with their minimum orders, terms and your rating."
      formLabel="Add Supplier"
      formId="add-supplier"
      Form={SupplierForm}
    >
      <CsvTools list="suppliers" listPath={SUPPLIERS_PATH} canImport={staff} />
      <SupplierDirectory list={list} staff={staff} />
    </GolfPageWithForm>
  );
}
