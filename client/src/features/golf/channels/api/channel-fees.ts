import { useQuery } from "@tanstack/react-query";
import type { ChannelFees } from "@shared/golf/channel-fees";
import type { ProductLandedCosts } from "@shared/golf/golf-api";
import { apiJson } from "@/lib/api-client";
import { useStoringMutation } from "@/lib/refreshing-mutation";

export const CHANNEL_FEES_PATH = "/api/golf/channel-fees";

/** GET /api/golf/channel-fees: open to every visitor. */
export const useChannelFees = () => useQuery<ChannelFees>({ queryKey: [CHANNEL_FEES_PATH] });

/** PUT /api/golf/channel-fees: an Owner's. */
export const useSaveChannelFees = () =>
  useStoringMutation([CHANNEL_FEES_PATH], (table: ChannelFees) => apiJson<ChannelFees>("PUT", CHANNEL_FEES_PATH, table));

/** GET /api/golf/products/landed-costs: each product's landed cost per unit from its latest saved shipment. */
export const useProductLandedCosts = () => useQuery<ProductLandedCosts>({ queryKey: ["/api/golf/products/landed-costs"] });
