import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from './static-server.ts';

/** `npm run serve` (and the end of `npm start`): serves dist/ on http://localhost:3000. */
const root = path.resolve(process.env.DOCS_OUT_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
await startStaticServer(root, port, process.env.HOST ?? '127.0.0.1');
console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://localhost:${port}/  (Ctrl+C to stop)`);
