const { createConfig } = require('../webpack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  port: 3003,
  exposes: { './routes': './src/app/routes.tsx' },
});
