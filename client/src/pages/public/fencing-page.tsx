import { PagePlaceholder } from "@/components/page-placeholder";

export default function FencingPage() {
  return <PagePlaceholder heading="Fencing Projects" />;
}
