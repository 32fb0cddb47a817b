import net from 'node:net';

/**
 * Tests only: a TCP proxy in front of a database, to take it away and give it back without touching
 * the server (which other test files share). `cut` drops every connection and refuses new ones, as a
 * stopped database does; `hang` accepts connections and never answers, as an unreachable host does.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: 'up' | 'hang' = 'up';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'hang') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    /** the database URL with its host and port replaced by the proxy's */
    urlFor(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    /** open connections are dropped, new ones wait forever */
    hang() {
      mode = 'hang';
      dropAll();
    },
    async restore() {
      mode = 'up';
      dropAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
