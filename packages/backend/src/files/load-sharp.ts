import type sharpModule from 'sharp';

/**
 * sharp (libvips) loaded at the first image that needs it: ~10 MB of resident native code and
 * threads that most requests, and the CSV upload path, never use (docs/decisions/0587).
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}
