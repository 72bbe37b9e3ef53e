// `npm run build` ends here: every compressible file of the client build gets brotli and gzip siblings
// (name.br, name.gz), which the server sends as they are, so no static file is compressed per request.
import { precompressDirectory } from '../src/server/http/precompressed';

const clientDir = `${process.env.BUILD_DIR || 'build'}/client`;
const started = Date.now();
const files = await precompressDirectory(clientDir);
console.log(`Compressed ${files} files of ${clientDir} once, as brotli and gzip siblings (${((Date.now() - started) / 1000).toFixed(1)} s)`);
