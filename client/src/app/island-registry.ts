import type { ComponentType } from "react";
import { SiteHeader } from "@/components/site-layout/site-header";
import type { IslandName } from "@/components/island";
import { loadEstimateToolIsland } from "@/features/estimates";
import { loadColorbondPhotosIsland, loadTimberPhotosIsland } from "@/features/fencing";
import { loadGalleryIsland } from "@/features/gallery";
import { loadAdEnquiryFormIsland, loadQuoteFormIsland } from "@/features/leads";
import { loadReviewFormIsland } from "@/features/reviews";

/**
 * Each island's component, loaded when its island hydrates: each feature's own chunk. The header is part of the shell
 * that every island's code imports.
 */
export const ISLANDS: Record<IslandName, () => Promise<ComponentType>> = {
  "site-header": () => Promise.resolve(SiteHeader),
  "quote-form": loadQuoteFormIsland,
  "ad-enquiry-form": loadAdEnquiryFormIsland,
  "review-form": loadReviewFormIsland,
  "estimate-tool": loadEstimateToolIsland,
  gallery: loadGalleryIsland,
  "timber-photos": loadTimberPhotosIsland,
  "colorbond-photos": loadColorbondPhotosIsland,
};

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && Object.hasOwn(ISLANDS, name);
