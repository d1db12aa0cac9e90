/**
 * A TCP proxy on 127.0.0.1 that a test can freeze: while paused, connections are still accepted
 * (as a frozen host's kernel still completes the handshake) but no byte goes either way, which is
 * how a hung database server looks to the application. Resuming delivers what was held.
 */
import net from "node:net";

export interface TcpProxy {
  port: number;
  pause: () => void;
  resume: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let paused = false;
  const waiting = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  /** Forwards `from` to `to`, holding the bytes while paused. */
  const forward = (from: net.Socket, to: net.Socket) => {
    const held: Buffer[] = [];
    from.on("data", (chunk: Buffer) => {
      if (paused || held.length > 0) {
        held.push(chunk);
        if (held.length === 1) {
          const flush = () => {
            waiting.delete(flush);
            for (const c of held.splice(0)) to.write(c);
          };
          waiting.add(flush);
        }
      } else to.write(chunk);
    });
    from.on("end", () => whenFlowing(() => to.end()));
  };

  /** Runs `action` now, or on resume: a frozen host sends nothing, not even the end of a connection. */
  const whenFlowing = (action: () => void) => {
    if (!paused) return action();
    const later = () => {
      waiting.delete(later);
      action();
    };
    waiting.add(later);
  };

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    const connect = () => {
      waiting.delete(connect);
      if (client.destroyed) return;
      const upstream = net.connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on("close", () => {
        sockets.delete(upstream);
        whenFlowing(() => client.end());
      });
      upstream.on("error", () => {});
      client.on("close", () => upstream.destroy());
      forward(client, upstream);
      forward(upstream, client);
    };
    if (paused) waiting.add(connect);
    else connect();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const release of [...waiting]) release();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
