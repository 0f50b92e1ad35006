// The baseline of npm run bench: a bare node:http server answering BENCH_BODY as JSON, in a process of
// its own (as our server is), so it does not share an event loop with the load generator.
import { createServer } from "node:http";

const body = process.env.BENCH_BODY ?? "";
const server = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" }).end(body);
});
server.listen(Number(process.env.PORT), () => process.send?.("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
