const { createConfig } = require('../webpack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  name: 'marketing',
  exposes: { './routes': './src/app/routes.tsx' },
});
