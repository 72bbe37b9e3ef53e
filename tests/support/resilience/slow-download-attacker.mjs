// The attacker of slow-downloads.ts, in its own process so that its work never delays the client being
// measured: from each address it keeps `perAddress` downloads of `path` going, each reading `readBytes` every
// `readEveryMinMs`–`readEveryMaxMs` (just enough to keep it moving) and pausing in between, and opens one again
// when the server closes it or it ends, at most `perSecond` a second per address. Prints what it did as one
// JSON line when `durationMs` is over.
// Usage: node slow-download-attacker.mjs <port> <durationMs> <perAddress> <perSecond> <path> <readBytes> <readEveryMinMs> <readEveryMaxMs> <address>…
import net from 'node:net';
import process from 'node:process';
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';

const [port, durationMs, perAddress, perSecond, path, readBytes, readEveryMinMs, readEveryMaxMs, ...addresses] = process.argv.slice(2);
const until = Date.now() + Number(durationMs);
const TICK_MS = 10;

let opened = 0;
let open = 0;
let peak = 0;
let answered = 0;
let bytes = 0;
const sockets = new Set();

const nextRead = () => Number(readEveryMinMs) + Math.random() * (Number(readEveryMaxMs) - Number(readEveryMinMs));

for (const localAddress of addresses) {
  let waiting = Number(perAddress);
  const openOne = () => {
    opened++;
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress });
    sockets.add(socket);
    let connected = false;
    let readThisTurn = 0;
    let first = true;
    let timer;
    socket.on('connect', () => {
      connected = true;
      peak = Math.max(peak, ++open);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: iyagi\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    socket.on('data', (chunk) => {
      if (first && chunk.toString('latin1', 0, 12) === 'HTTP/1.1 200') answered++;
      first = false;
      bytes += chunk.length;
      readThisTurn += chunk.length;
      if (readThisTurn < Number(readBytes)) return;
      socket.pause();
      timer = setTimeout(() => {
        readThisTurn = 0;
        socket.resume();
      }, nextRead());
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      sockets.delete(socket);
      if (connected) open--;
      waiting++;
    });
  };
  const timer = setInterval(() => {
    if (Date.now() >= until) return clearInterval(timer);
    for (let i = 0; i < (Number(perSecond) * TICK_MS) / 1000 && waiting > 0; i++) {
      waiting--;
      openOne();
    }
  }, TICK_MS);
}

setTimeout(() => {
  for (const socket of sockets) socket.destroy();
  process.stdout.write(`${JSON.stringify({ opened, peak, answered, bytes })}\n`);
}, Number(durationMs));
