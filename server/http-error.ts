/** An error whose status and message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
