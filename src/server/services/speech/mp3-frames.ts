/** What a walk over an MP3's frame headers finds: enough to know its length without decoding it. */
export interface Mp3Info {
  frameCount: number;
  durationSeconds: number;
  sampleRate: number;
  channels: 1 | 2;
}

const LAYER3_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

interface FrameHeader {
  length: number;
  samples: number;
  sampleRate: number;
  channels: 1 | 2;
  sideInfoBytes: number;
}

function readHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const isLayer3 = ((b1 >> 1) & 3) === 1;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  const kbps = (version === 3 ? LAYER3_KBPS.mpeg1 : LAYER3_KBPS.mpeg2)[b2 >> 4];
  if (!isLayer3 || !sampleRate || !kbps) return null;
  const mpeg1 = version === 3;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const channels = b3 >> 6 === 3 ? 1 : 2;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  const sideInfoBytes = mpeg1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17;
  return { length, samples, sampleRate, channels, sideInfoBytes };
}

function skipId3v2(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  // The tag size is "syncsafe": four 7-bit bytes.
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size;
}

function isXingFrame(bytes: Uint8Array, at: number, header: FrameHeader): boolean {
  const tag = Buffer.from(bytes.subarray(at + 4 + header.sideInfoBytes, at + 8 + header.sideInfoBytes)).toString('latin1');
  return tag === 'Xing' || tag === 'Info';
}

/**
 * Counts the MPEG layer III frames from the start of the file (after any ID3v2 tag) until the first
 * byte that is not a frame. The encoder's Xing/Info header frame carries no audio and is not counted.
 */
export function readMp3Info(bytes: Uint8Array): Mp3Info | null {
  let at = skipId3v2(bytes);
  let first: FrameHeader | null = null;
  let frameCount = 0;
  let samples = 0;
  for (let header = readHeader(bytes, at); header; header = readHeader(bytes, at)) {
    if (at + header.length > bytes.length) break;
    if (!first) {
      first = header;
      if (isXingFrame(bytes, at, header)) {
        at += header.length;
        continue;
      }
    }
    frameCount++;
    samples += header.samples;
    at += header.length;
  }
  if (!first || frameCount === 0) return null;
  return { frameCount, durationSeconds: samples / first.sampleRate, sampleRate: first.sampleRate, channels: first.channels };
}

/**
 * The clip with an Info frame in front: a silent frame of the stream's own kind that says how many frames and
 * bytes follow, as LAME writes for a constant bitrate. Without it Safari's engine knew no length until it had
 * played the clip, so it could not seek, and a tapped word played its sentence from the start.
 */
export function withInfoFrame(mp3: Buffer): Buffer {
  const info = readMp3Info(mp3);
  const at = skipId3v2(mp3);
  const first = readHeader(mp3, at);
  if (!info || !first || isXingFrame(mp3, at, first)) return mp3;
  // The first frame's header without its padding bit, so the frame is its kind's plain length.
  const header = Buffer.from([mp3[at]!, mp3[at + 1]!, mp3[at + 2]! & ~0x02, mp3[at + 3]!]);
  const length = readHeader(header, 0)!.length;
  const frame = Buffer.alloc(length);
  header.copy(frame, 0);
  const tag = 4 + first.sideInfoBytes;
  frame.write('Info', tag, 'latin1');
  // Flags: the frame count and the byte count are present.
  frame.writeUInt32BE(0x3, tag + 4);
  frame.writeUInt32BE(info.frameCount, tag + 8);
  frame.writeUInt32BE(mp3.length - at + length, tag + 12);
  return Buffer.concat([mp3.subarray(0, at), frame, mp3.subarray(at)]);
}
