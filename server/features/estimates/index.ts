export { estimateFormPage } from "./estimate-page";
export { estimatesRouter } from "./estimates.router";
export { estimateForLead } from "./lead-estimate.queries";
export { neighbourLetterRouter } from "./neighbour-letter.router";
export { dividingFenceOf, neighbourLetterPdf } from "./neighbour-letter";
export { priceTableRouter } from "./price-table.router";
