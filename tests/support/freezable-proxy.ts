import net from 'node:net';

export interface FreezableProxy {
  port: number;
  /** Stops passing bytes either way, as a frozen (SIGSTOPped) server behaves: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Drops every connection and refuses new ones, as a stopped server does, until `reconnect`. */
  cut(): void;
  reconnect(): void;
  close(): Promise<void>;
}

/** A TCP relay to host:port on loopback that can be frozen or cut, to test how the app meets a hung or stopped database. */
export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  let down = false;
  const pipes = new Set<{ client: net.Socket; upstream: net.Socket; thaw: Array<() => void> }>();
  /** Passes `from`'s bytes to `to`; while frozen it holds them back, and returns the function that lets them go. */
  const relay = (from: net.Socket, to: net.Socket) => {
    const held: Buffer[] = [];
    from.on('data', (chunk: Buffer) => {
      if (!frozen) return void to.write(chunk);
      held.push(chunk);
      from.pause();
    });
    return () => {
      for (const chunk of held.splice(0)) to.write(chunk);
      from.resume();
    };
  };
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pipe = { client, upstream, thaw: [relay(client, upstream), relay(upstream, client)] };
    pipes.add(pipe);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pipes.delete(pipe);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (frozen) client.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const { client, upstream } of pipes) {
      client.destroy();
      upstream.destroy();
    }
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
      for (const { client, upstream } of pipes) {
        client.pause();
        upstream.pause();
      }
    },
    thaw: () => {
      frozen = false;
      for (const pipe of pipes) for (const thaw of pipe.thaw) thaw();
    },
    cut: () => {
      down = true;
      dropAll();
    },
    reconnect: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
