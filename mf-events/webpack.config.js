const webpack = require('webpack');
const { createConfig } = require('../webpack.shared.js');
const { EventDocumentsPlugin } = require('./scripts/event-documents-plugin');

const baseConfig = createConfig({
  dir: __dirname,
  name: 'events',
  exposes: { './routes': './src/app/routes.tsx' },
});

// Quizomania's form is the organisers' to set at build time (src/content/quizomania-form.ts); an empty value keeps the default.
const quizForm = ['QUIZOMANIA_FORM_URL', 'QUIZOMANIA_NAME_FIELD', 'QUIZOMANIA_COLLEGE_FIELD'];

module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  config.plugins.push(
    new EventDocumentsPlugin(),
    new webpack.DefinePlugin(
      Object.fromEntries(
        quizForm.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name]?.trim() ?? '')]),
      ),
    ),
  );
  return config;
};
