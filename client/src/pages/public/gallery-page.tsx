import { PagePlaceholder } from "@/components/page-placeholder";

export default function GalleryPage() {
  return <PagePlaceholder heading="Project Gallery" />;
}
