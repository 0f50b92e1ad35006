import { PagePlaceholder } from "@/components/page-placeholder";

export default function ShareExperiencePage() {
  return <PagePlaceholder heading="Share Your Experience" />;
}
