import net from "node:net";

/** A port nothing listens on now, for a local server a test starts (the SMTP sink, a server process). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
