const { createConfig } = require('../webpack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  name: 'events',
  port: 3002,
  exposes: { './routes': './src/app/routes.tsx' },
});
