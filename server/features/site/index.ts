export { builtClientAssets, templateOnlyClientAssets, viteClientAssets } from "./client-assets";
export type { ClientAssets } from "./client-assets";
export type { FormPage } from "./form-page";
export { HEAD_PLACEHOLDER } from "./html-head";
export { APP_HTML_PLACEHOLDER } from "./page-renderer";
export type { PageRenderer } from "./page-renderer";
export { siteRouter } from "./site.router";
export { standalonePageShell } from "./standalone-page";
export type { StandalonePageShell } from "./standalone-page";
