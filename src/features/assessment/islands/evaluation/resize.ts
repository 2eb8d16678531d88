/**
 * Resizing an evidence photo on the tablet before it is sent (spec §2 /docent/evaluate/…: "resized on the device"):
 * a camera's 12-megapixel photo of several MB becomes a JPEG of at most MAX_PHOTO_SIDE pixels on its long side at
 * quality PHOTO_QUALITY (a few hundred KB), which a warehouse's weak Wi-Fi can carry. Drawing it again also leaves
 * the camera's metadata behind (EXIF, GPS). `fitWithin` is the pure part; `resizePhoto` needs a browser.
 */

/** Longest side of a photo as it is sent, pixels. */
export const MAX_PHOTO_SIDE = 1600;

/** JPEG quality of a sent photo (0–1). */
export const PHOTO_QUALITY = 0.8;

/** Thrown when the device cannot decode the chosen file as an image. */
export class UnreadablePhoto extends Error {
  constructor(cause?: unknown) {
    super('unreadable photo', { cause });
    this.name = 'UnreadablePhoto';
  }
}

/**
 * The size, whole pixels, of a `width` × `height` image scaled down — never up — so its longer side is at most
 * `maxSide`, keeping the aspect ratio (each side at least 1).
 * @example fitWithin(4032, 3024) // { width: 1600, height: 1200 }
 */
export function fitWithin(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as it is sent: decoded upright (its EXIF orientation applied), drawn on a white background (JPEG has no
 * transparency) at `fitWithin` size, encoded as JPEG at PHOTO_QUALITY. Without `createImageBitmap` (old browsers)
 * the file is sent as it is; the server checks it either way.
 * @throws UnreadablePhoto when the file cannot be decoded or encoded here (e.g. a HEIC file on a browser without it).
 */
export async function resizePhoto(file: Blob, maxSide: number = MAX_PHOTO_SIDE, quality: number = PHOTO_QUALITY): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UnreadablePhoto(error);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadablePhoto();
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new UnreadablePhoto();
    return blob;
  } finally {
    bitmap.close();
  }
}
