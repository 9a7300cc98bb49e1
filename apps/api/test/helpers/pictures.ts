import sharp from 'sharp';

/**
 * A real JPEG of `width` × `height` with a camera's EXIF (artist, copyright, GPS-like note) and,
 * when asked, an EXIF orientation that turns it a quarter when shown upright.
 */
export function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .withExif({
      IFD0: {
        Artist: 'Jane Photographer',
        Copyright: 'Secret Studio',
        ImageDescription: 'Taken at 25.2048 N, 55.2708 E',
      },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A small real PNG. */
export function plainPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A small real GIF: a picture, but not one of the accepted types. */
export function smallGif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
    .gif()
    .toBuffer();
}

/** One multipart/form-data body with the given files, as a browser's FormData sends it. */
export function multipart(
  files: { name: string; type: string; bytes: Buffer; field?: string }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----petshop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
