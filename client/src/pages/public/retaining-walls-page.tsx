import { PagePlaceholder } from "@/components/page-placeholder";

export default function RetainingWallsPage() {
  return <PagePlaceholder heading="Retaining Wall Projects" />;
}
