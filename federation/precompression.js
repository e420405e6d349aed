const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// Text files the server sends compressed: it picks the .br or .gz copy written here by Accept-Encoding
// (@fastify/static's preCompressed), so no request pays for compressing on the fly.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Brotli at its best quality and gzip for clients without brotli, both written at build time. */
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

module.exports = { precompressionPlugins };
