// Writes public/robots.txt and public/sitemap.xml for the site's public pages (run by `npm run build`).
import fs from 'node:fs';
import { siteRoutes } from '../src/client/app/site-routes';

const siteUrl = (process.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const urls = siteRoutes.map((r) => `  <url><loc>${siteUrl}${r.path}</loc></url>`).join('\n');
fs.writeFileSync(
  'public/sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
fs.writeFileSync('public/robots.txt', `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
console.log(`Wrote sitemap.xml with ${siteRoutes.length} pages for ${siteUrl}`);
