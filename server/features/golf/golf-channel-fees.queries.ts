import { desc } from "drizzle-orm";
import { type ChannelFees, STARTING_CHANNEL_FEES } from "@shared/golf/channel-fees";
import { golfChannelFeeTables } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The channels' fee table in use: the newest saved version, else the starting table. */
export async function readChannelFees(db: AppDb): Promise<ChannelFees> {
  const [row] = await db.select().from(golfChannelFeeTables).orderBy(desc(golfChannelFeeTables.id)).limit(1);
  return row ? { channels: row.channels } : STARTING_CHANNEL_FEES;
}
