import { PagePlaceholder } from "@/components/page-placeholder";

export default function GolfCompetitorsPage() {
  return <PagePlaceholder heading="Golf Competitors" />;
}
