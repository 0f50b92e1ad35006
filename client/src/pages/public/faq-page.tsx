import { PagePlaceholder } from "@/components/page-placeholder";

export default function FaqPage() {
  return <PagePlaceholder heading="Frequently Asked Questions" />;
}
