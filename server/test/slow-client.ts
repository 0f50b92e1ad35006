import type net from "node:net";

/**
 * A slow client on a real socket: writes `text` a byte at a time, `msPerByte` apart, while the socket is open, and
 * answers how many bytes it sent. Real time, not fake timers: the server's own timeouts, which this tests, run on
 * the clock Node keeps for its sockets.
 */
export async function trickle(socket: net.Socket, text: string, msPerByte: number, isOpen: () => boolean): Promise<number> {
  let sent = 0;
  while (isOpen() && sent < text.length) {
    socket.write(text[sent]!);
    sent++;
    await new Promise((resolve) => setTimeout(resolve, msPerByte));
  }
  return sent;
}
