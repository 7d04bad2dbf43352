import { LISTINGS_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './upload-image';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('imageFileProblem (spec 3 §5 Images: JPG, JPEG, PNG, max 5 MB)', () => {
  it('takes JPG, JPEG and PNG up to 5 MB', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png'])
      expect(imageFileProblem(file(name, 5 * 1024 * 1024))).toBeNull();
  });
  it('refuses 6 MB with the spec’s words, and other types', () => {
    expect(imageFileProblem(file('big.jpg', 6 * 1024 * 1024))).toBe(LISTINGS_MESSAGES.imageTooLarge);
    expect(imageFileProblem(file('anim.gif', 10))).toBe(LISTINGS_MESSAGES.imageType);
  });
});
