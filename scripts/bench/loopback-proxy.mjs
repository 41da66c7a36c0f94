// A TCP proxy on loopback in front of a server's `port`, for the bench steps that look at what
// crosses the wire between Chromium and Luno (the slideshow's bytes, the requests of a TV at rest).
import net from 'node:net';

/**
 * Starts the proxy. `watch` is called for each connection and answers what to do with the bytes
 * each way (`fromClient`, `fromServer`, both optional); everything is passed on as it comes, the
 * server's bytes `latencyMs` later (a phone's network: loopback answers in no time, which hides
 * what a page and its worker do while a file is on its way).
 */
export async function loopbackProxy(port, watch = () => ({}), { latencyMs = 0 } = {}) {
  const sockets = new Set();
  const later = (work) => (latencyMs > 0 ? setTimeout(work, latencyMs) : work());
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    const { fromClient, fromServer } = watch();
    client.on('data', (chunk) => {
      fromClient?.(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      fromServer?.(chunk);
      later(() => client.write(chunk));
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end);
    client.on('close', end);
    // What the server sent before it closed still reaches the client.
    upstream.on('error', () => later(end));
    upstream.on('close', () => later(end));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}
