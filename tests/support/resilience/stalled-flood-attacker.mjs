// The attacker of stalled-connection-flood.ts, in its own process so that its work never delays the
// client being measured: from each address it keeps `perAddress` connections open, each sending part of
// a request and then nothing, and opens one again when the server closes it, at most `perSecond` a second
// per address. Prints what it did as one JSON line when `durationMs` is over.
// Usage: node stalled-flood-attacker.mjs <port> <durationMs> <perAddress> <perSecond> <address>…
import net from 'node:net';
import process from 'node:process';
import { clearInterval, setInterval, setTimeout } from 'node:timers';

const [port, durationMs, perAddress, perSecond, ...addresses] = process.argv.slice(2);
const until = Date.now() + Number(durationMs);
// Nothing sent, half a request line, a whole line and then nothing.
const STALLS = ['', 'GET /api/hea', 'GET /api/health HTTP/1.1\r\nHost: iyagi\r\nUser-Agent: slow'];
const TICK_MS = 10;

let opened = 0;
let open = 0;
let peak = 0;
const sockets = new Set();

for (const localAddress of addresses) {
  const waiting = Array.from({ length: Number(perAddress) }, (_, n) => n);
  const openOne = (n) => {
    opened++;
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress });
    sockets.add(socket);
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      peak = Math.max(peak, ++open);
      socket.write(STALLS[n % STALLS.length]);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      if (connected) open--;
      waiting.push(n);
    });
  };
  const timer = setInterval(() => {
    if (Date.now() >= until) return clearInterval(timer);
    for (let i = 0; i < (Number(perSecond) * TICK_MS) / 1000 && waiting.length > 0; i++) openOne(waiting.shift());
  }, TICK_MS);
}

setTimeout(() => {
  for (const socket of sockets) socket.destroy();
  process.stdout.write(`${JSON.stringify({ opened, peak })}\n`);
}, Number(durationMs));
