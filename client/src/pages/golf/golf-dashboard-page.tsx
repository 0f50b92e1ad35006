import { PagePlaceholder } from "@/components/page-placeholder";

export default function GolfDashboardPage() {
  return <PagePlaceholder heading="Golf Market Dashboard" />;
}
