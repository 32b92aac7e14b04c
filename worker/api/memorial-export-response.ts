import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { memorialHtml } from '../export/memorial-html';
import { planFiles, probeFiles } from '../export/memorial-files';
import { memorialJson } from '../export/memorial-json';
import type { MemorialExportSource } from '../services/memorial-export';
import { shortUrl } from '../services/short-links';
import { appUrl } from './request-context';

/**
 * 'Descargar memorial': the memorial as a zip the family keeps (index.html that opens from disk, the
 * photos, the videos, the public memories with their photos, memorial.json), streamed from R2.
 */
export async function memorialExportResponse(c: Context<AppEnv>, source: MemorialExportSource): Promise<Response> {
  const bucket = c.env.MEDIA;
  const exportedAt = new Date();
  const origin = appUrl(c);
  const short = source.shortCode ? shortUrl(origin, source.shortCode) : null;
  const pageUrl = `${origin}/${source.kind === 'individual' ? 'memorial' : 'familia'}/${encodeURIComponent(source.slug)}`;

  const { present, missing } = await probeFiles(bucket, planFiles(source));
  const files = new Map(present.map((file) => [file.url, file.path]));
  const texts = [
    { name: 'index.html', text: memorialHtml({ source, files, exportedAt, shortUrl: short, pageUrl }) },
    { name: 'memorial.json', text: memorialJson({ source, present, missing, exportedAt, shortUrl: short, pageUrl }) },
  ];
  // client-zip loads on the first export an isolate makes, not at its start-up (docs/performance.md, "Start-up").
  const { memorialZip, withKnownLength } = await import('../export/memorial-zip');
  const zip = memorialZip(bucket, texts, present, exportedAt);

  const filename = `memorial-${source.slug.replace(/[^A-Za-z0-9_-]/g, '')}.zip`;
  return c.body(withKnownLength(zip), 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${filename}"`,
    'content-length': String(zip.length),
    'cache-control': 'private, no-store',
  });
}
