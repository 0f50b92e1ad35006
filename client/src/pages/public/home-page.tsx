import { PagePlaceholder } from "@/components/page-placeholder";

export default function HomePage() {
  return <PagePlaceholder heading="Retaining Walls & Fencing Brisbane" />;
}
