import { encode } from 'uqr';
import { qrPath } from './qr-path';

/** A QR code drawn on the page (no outside service), with the four-module quiet zone scanners need. */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M' });
  const quiet = 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
      shapeRendering="crispEdges"
      className="h-44 w-44 rounded-xl bg-white"
    >
      <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
      <path d={qrPath(data)} fill="#0f172a" />
    </svg>
  );
}
