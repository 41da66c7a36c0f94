// A TCP proxy on loopback in front of a server's `port`, for the bench steps that look at what
// crosses the wire between Chromium and Luno (the slideshow's bytes, the requests of a TV at rest).
import net from 'node:net';

/**
 * Starts the proxy. `watch` is called for each connection and answers what to do with the bytes
 * each way (`fromClient`, `fromServer`, both optional); everything is passed on as it comes.
 */
export async function loopbackProxy(port, watch = () => ({})) {
  const sockets = new Set();
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
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
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
