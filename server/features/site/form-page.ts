import type { Request, RequestHandler, Response } from "express";
import type { InitialQueries } from "@shared/client-config";

/** Data a page renders with beyond every page's, and its version: the page is cached per version. */
export interface PageData {
  version: string;
  queries: InitialQueries;
}

/**
 * A public page with data of its own and a form that posts back to it, so it works with JavaScript off: the
 * answer is the same page rendered with what was posted (never cached: it holds the visitor's answers).
 */
export interface FormPage {
  data(): Promise<PageData>;
  /** what runs before the answer: the same-origin rule, the body parser, throttles */
  accepts: RequestHandler[];
  answer(req: Request, res: Response): Promise<{ status: number; queries: InitialQueries }>;
}
