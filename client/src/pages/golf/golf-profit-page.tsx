import { PagePlaceholder } from "@/components/page-placeholder";

export default function GolfProfitPage() {
  return <PagePlaceholder heading="Profit Calculator" />;
}
