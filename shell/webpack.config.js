const { createConfig } = require('../webpack.shared.js');

// No remotes here: the shell registers them at run time from remotes.json.
module.exports = createConfig({ dir: __dirname, name: 'shell' });
