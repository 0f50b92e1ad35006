export { textsForNewLead } from "./consent";
export { textsForLead } from "./lead-texts.queries";
export { leadTextsRouter } from "./lead-texts.router";
export { ownTextsRouter } from "./own-texts.router";
export { leadWaitingTaskHandlers } from "./lead-waiting";
export { queueText } from "./text-queue";
export { textTaskHandlers } from "./text-sender";
export { textWebhooksRouter } from "./text-webhooks.router";
