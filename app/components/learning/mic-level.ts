/**
 * The microphone level shown by the device check's bar, from an AnalyserNode's time-domain bytes
 * (getByteTimeDomainData: 128 is silence, 0 and 255 the loudest). The bar follows decibels, as the
 * ear does: -60 dBFS (a quiet room) and below is empty, 0 dBFS full, so ordinary speech (about
 * -30 to -15 dBFS) fills half to three quarters of it.
 */
const FLOOR_DB = -60;

export function micLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (let i = 0; i < samples.length; i++) {
    const amplitude = (samples[i]! - 128) / 128;
    sumOfSquares += amplitude * amplitude;
  }
  const rms = Math.sqrt(sumOfSquares / samples.length);
  if (rms === 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((decibels - FLOOR_DB) / -FLOOR_DB) * 100)));
}
