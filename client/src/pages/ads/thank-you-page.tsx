import { PagePlaceholder } from "@/components/page-placeholder";

export default function ThankYouPage() {
  return <PagePlaceholder heading="Thank You" />;
}
