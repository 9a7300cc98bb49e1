import { expect, type Locator } from '@playwright/test';

/**
 * The picture has arrived and decoded, not only been asked for: a picture the browser blocks or
 * the server cannot find gives way to the shop's 'No Image' placeholder a moment later, so an
 * `<img>` that is merely present proves nothing.
 */
export async function expectPictureLoaded(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
}
