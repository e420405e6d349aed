const { createConfig } = require('../webpack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  name: 'marketing',
  port: 3001,
  exposes: { './routes': './src/app/routes.tsx' },
});
