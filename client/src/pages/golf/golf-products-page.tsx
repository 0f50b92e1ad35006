import { PagePlaceholder } from "@/components/page-placeholder";

export default function GolfProductsPage() {
  return <PagePlaceholder heading="Golf Products" />;
}
