import { useIsStaff } from "@/features/auth";
import { CsvTools, GolfLayout, ProductCatalog, PRODUCTS_PATH, useGolfProducts } from "@/features/golf";

export default function GolfProductsPage() {
  const list = useGolfProducts();
  const staff = useIsStaff();
  return (
    <GolfLayout
      title="Golf Products"
      description="Clubs, shoes, apparel and accessories with the US and Australian price side by side. The price gap is how much more the Australian price is than the US price."
    >
      <CsvTools list="products" listPath={PRODUCTS_PATH} canImport={false} />
      <ProductCatalog list={list} staff={staff} />
    </GolfLayout>
  );
}
