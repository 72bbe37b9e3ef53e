import { beforeAll, describe, expect, it } from 'vitest';
import { createMp3Encoder, encodeMp3, type Mp3Encoder } from './mp3-encode';
import { readMp3Info, withInfoFrame } from './mp3-frames';

let encoder: Mp3Encoder;
beforeAll(async () => {
  encoder = await createMp3Encoder();
});

function tone(seconds: number, sampleRate = 22050): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return samples;
}

describe('MP3 frame reader', () => {
  it('measures the length of an encoded clip from its frames', () => {
    const mp3 = encodeMp3(encoder, { samples: tone(1.5), sampleRate: 22050 });
    const info = readMp3Info(mp3);
    expect(info).not.toBeNull();
    expect(info!.channels).toBe(1);
    expect(info!.sampleRate).toBe(22050);
    // The encoder pads a frame or two at each end.
    expect(info!.durationSeconds).toBeGreaterThan(1.45);
    expect(info!.durationSeconds).toBeLessThan(1.65);
  });

  it('skips a leading ID3v2 tag', () => {
    const mp3 = encodeMp3(encoder, { samples: tone(1), sampleRate: 22050 });
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    expect(readMp3Info(Buffer.concat([tag, mp3]))?.frameCount).toBe(readMp3Info(mp3)?.frameCount);
  });

  it('tells the length of the clip in an Info frame in front, which is not counted as sound', () => {
    const mp3 = encodeMp3(encoder, { samples: tone(1), sampleRate: 22050 });
    const tag = mp3.indexOf('Info', 0, 'latin1');
    // In the first frame, after its header and side information (9 bytes for MPEG-2 mono).
    expect(tag).toBe(4 + 9);
    const info = readMp3Info(mp3)!;
    expect(mp3.readUInt32BE(tag + 8)).toBe(info.frameCount);
    expect(mp3.readUInt32BE(tag + 12)).toBe(mp3.length);
    expect(withInfoFrame(mp3)).toBe(mp3);
  });

  it('finds no frames in bytes that are not MP3', () => {
    expect(readMp3Info(Buffer.from('{"error":"quota exceeded"}'))).toBeNull();
    expect(readMp3Info(new Uint8Array(0))).toBeNull();
  });
});
