import { PagePlaceholder } from "@/components/page-placeholder";

export default function AdEnquiryPage() {
  return <PagePlaceholder heading="Get Your Free Quote" />;
}
