/**
 * Photos for tests of uploads (media.ts `storeImage`; PAT evidence photos): a phone photo that carries everything a
 * camera writes about its maker — EXIF with the author, the camera and its serial number and a GPS position, an XMP
 * creator and an orientation — and a check of what of that is left in the files of an upload folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The texts `taggedPhoto` writes into its metadata; none may be found in a stored file. */
export const PHOTO_SECRETS = { author: 'Jan Jansen', camera: 'Fotofabriek', serial: 'SN-4815162342' } as const;

/** EXIF tag of the pointer to the GPS data (TIFF/EXIF 2.32, tag 0x8825 "GPSInfo"). */
const GPS_POINTER = 0x8825;

/**
 * The tags of the first IFD (IFD0) of an EXIF block as sharp reports it (`Exif\0\0` and a TIFF header), e.g. to see
 * that a photo has GPS data (`GPS_POINTER`). [] for anything else.
 */
export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

/** True when an EXIF block holds GPS data. */
export const hasGps = (exif: Buffer | undefined) => exifTags(exif).includes(GPS_POINTER);

/**
 * A JPEG as a phone writes it: 200 × 100 pixels stored sideways with EXIF orientation 6 (so it shows 100 × 200,
 * upright), with the author, camera, serial number and a GPS position (Hengelo) in EXIF and the author in XMP.
 * @param seed makes the pixels (and so the file) differ per call.
 */
export async function taggedPhoto(seed = 0): Promise<Buffer> {
  const plain = await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 200, g: seed % 256, b: 40 } } })
    .jpeg()
    .toBuffer();
  return sharp(plain)
    .withExif({
      IFD0: { Artist: PHOTO_SECRETS.author, Copyright: `${PHOTO_SECRETS.author} 2026`, Make: PHOTO_SECRETS.camera, Model: 'Toestel 9' },
      IFD2: { BodySerialNumber: PHOTO_SECRETS.serial },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 15/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '6/1 47/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHOTO_SECRETS.author}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .jpeg()
    .toBuffer();
}

/** Every file under `dir`, also in sub-folders (the variants), as full paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What each file under `dir` still says about a photo's maker: the `PHOTO_SECRETS` found in its bytes, and whether
 * sharp finds EXIF, GPS data, XMP, IPTC or an orientation in it. An empty list for a clean file.
 * @returns per file (path relative to `dir`) its findings, e.g. `{ 'a.jpg': ['exif', 'gps', 'Jan Jansen'] }`.
 */
export async function metadataLeft(dir: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of filesUnder(dir)) {
    const bytes = readFileSync(path);
    const meta = await sharp(bytes).metadata();
    found[path.slice(dir.length + 1)] = [
      ...(meta.exif ? ['exif'] : []),
      ...(hasGps(meta.exif) ? ['gps'] : []),
      ...(meta.xmp ? ['xmp'] : []),
      ...(meta.iptc ? ['iptc'] : []),
      ...(meta.orientation ? [`orientation ${meta.orientation}`] : []),
      ...Object.values(PHOTO_SECRETS).filter((secret) => bytes.includes(secret)),
    ];
  }
  return found;
}
