import { PagePlaceholder } from "@/components/page-placeholder";

export default function PrivacyPolicyPage() {
  return <PagePlaceholder heading="Privacy Policy" />;
}
