import { PagePlaceholder } from "@/components/page-placeholder";

export default function GolfSuppliersPage() {
  return <PagePlaceholder heading="Golf Suppliers" />;
}
