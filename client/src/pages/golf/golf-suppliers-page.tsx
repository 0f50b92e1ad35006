import { GolfCompanyPage } from "./golf-company-page";
import { SupplierDirectory, SupplierForm, SUPPLIERS_PATH, useGolfSuppliers } from "@/features/golf";

export default function GolfSuppliersPage() {
  return (
    <GolfCompanyPage
      title="Golf Suppliers"
      description="Manufacturers, wholesalers and distributors to buy from, with their minimum orders, terms and your rating."
      noun="Supplier"
      list="suppliers"
      listPath={SUPPLIERS_PATH}
      useList={useGolfSuppliers}
      Form={SupplierForm}
      List={SupplierDirectory}
    />
  );
}
