import { GolfCompanyPage } from "./golf-company-page";
import { SUPPLIERS_PATH, useGolfSuppliers } from "@/features/golf/suppliers/api/use-golf-suppliers";
import { SupplierDirectory } from "@/features/golf/suppliers/components/supplier-directory";
import { SupplierForm } from "@/features/golf/suppliers/components/supplier-form";

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
